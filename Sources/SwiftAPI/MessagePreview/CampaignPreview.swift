import BoxTreeModel
import CampaignModel
import Foundation
import JSONReading
import Pipeline
import RenderCore

/// One laid-out preview: its box tree and diagnostics, and its outputs on
/// demand. Rendering goes through the previewer that made it, so use it on
/// that previewer's thread.
public struct CampaignPreview {
    /// The layout: every box with its frame, and the environment it was laid out in.
    public var boxTree: BoxTree { laidOut.tree }
    /// What the layout and lint found (a scroll, a missing value, a contrast
    /// problem, ...), as the box-tree JSON, the accessibility dump and
    /// `render`'s stderr report them.
    public var diagnostics: [Diagnostic] { laidOut.tree.diagnostics }
    /// Decoding warnings about the file (unknown keys, vendor fields the model
    /// cannot express); `render` prints them once on stderr.
    public let warnings: [InputProblem]
    /// Whether a device would display the message in this environment.
    public var isDisplayed: Bool { laidOut.tree.display.displayed }
    /// Why a device would not display it (`render` exits 3), when it would not.
    public var notDisplayedReason: String? { laidOut.tree.display.reason }

    let laidOut: LaidOutPreview
    let session: PreviewSession

    init(laidOut: LaidOutPreview, warnings: [InputProblem], session: PreviewSession) {
        self.laidOut = laidOut
        self.warnings = warnings
        self.session = session
    }

    /// The bytes `preview-cli render --format <format>` writes.
    /// - Parameter options: renderer options, as `preview.json`'s
    ///   `renderOptions` (`a11y.format`: `text` or `json`;
    ///   `json.base-directory`: what artwork paths in the box-tree JSON are
    ///   relative to, the current folder by default).
    public func data(as format: PreviewFormat, options: [String: String] = [:]) throws(PreviewerError) -> Data {
        try data(format: format.formatName, options: options)
    }

    /// The bytes of any format `preview-cli formats` lists by name (`svg`,
    /// `pdf`, `ansi`, or an external plugin found on `PATH`).
    public func data(format name: String, options: [String: String] = [:]) throws(PreviewerError) -> Data {
        do throws(OutputError) {
            // The plan names a file only to choose the format's extension: nothing is written.
            let plan = try session.plan(formats: [name], output: "preview", options: RenderOptions(options))
            guard let output = try session.render(laidOut, plan: plan).first else { throw .noFormats }
            return output.data
        } catch {
            throw .output(error)
        }
    }

    /// The PNG `render` writes.
    public func pngData() throws(PreviewerError) -> Data { try data(as: .png) }

    /// The accessibility dump as `render --format a11y` prints it (text).
    public func accessibilityText() throws(PreviewerError) -> String {
        String(decoding: try data(as: .accessibility), as: UTF8.self)
    }

    /// The box-tree JSON as `render --format json` writes it.
    public func boxTreeJSON() throws(PreviewerError) -> Data { try data(as: .boxTree) }
}
