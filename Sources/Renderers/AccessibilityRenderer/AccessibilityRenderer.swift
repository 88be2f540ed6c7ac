import BoxTreeModel
import Foundation
import Imaging
import RenderCore

/// `a11y`: the message as VoiceOver and XCUITest see it (element types,
/// identifiers, labels, traits, frames, hit targets, actions, reading order),
/// as indented text or, with `a11y.format=json`, as JSON with the same content.
public struct AccessibilityRenderer: Renderer {
    /// Option key: `text` (default) or `json`.
    public static let formatOption = "a11y.format"
    public static let formats = ["text", "json"]

    public let name = "a11y"
    public let fileExtension = "a11y.txt"
    public let outputKind = RenderOutputKind.text
    public let summary = "What VoiceOver and XCUITest see (--a11y-format text|json)"

    public init() {}

    public func fileExtension(for options: RenderOptions) -> String {
        options[Self.formatOption] == "json" ? "a11y.json" : fileExtension
    }

    public func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions) throws -> Data {
        let snapshot = AccessibilitySnapshot(tree: tree)
        switch try options.choice(Self.formatOption, among: Self.formats, default: "text") {
        case "json":
            return try StableJSON.encode(snapshot)
        default:
            return Data(AccessibilityTextFormat.text(snapshot).utf8)
        }
    }
}
