import BoxTreeModel
import Foundation
import Imaging
import RenderCore

extension TerminalRenderer {
    /// Render options the command line sets (`--columns`, `--color`, `--ansi-mode`).
    public static let columnsOption = "ansi.columns"
    public static let colorOption = "ansi.color"
    public static let modeOption = "ansi.mode"

    public var outputKind: RenderOutputKind { .text }
    public var summary: String {
        "The message for a terminal: a wireframe, or the PNG in half blocks"
    }

    /// - Throws: `RenderError.invalidOption` for a bad option value;
    ///   `RenderError.invalidCanvas` for a screen without area;
    ///   `RenderError.drawingFailed` in raster mode without a rasterizer, or
    ///   whatever the rasterizer throws.
    public func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions) throws -> Data {
        let configured = TerminalRenderer(configuration: try configuration(for: options), rasterizer: rasterizer)
        return Data(try configured.text(for: tree, images: images).utf8)
    }

    /// This renderer's configuration with the options applied: explicit
    /// columns, else the terminal's width when printing to one; `--color`
    /// (or printing to a terminal) picks the depth from the environment.
    public func configuration(for options: RenderOptions,
                              environment: [String: String] = ProcessInfo.processInfo.environment) throws -> TerminalConfiguration {
        var result = configuration
        let isTerminal = options[RenderOptions.terminalKey] == "true"
        if options[Self.columnsOption] != nil {
            result.columns = try options.integer(Self.columnsOption, in: TerminalConfiguration.minimumColumns...1000, default: result.columns)
        } else if isTerminal, let columns = options[RenderOptions.terminalColumnsKey].flatMap(Int.init) {
            result.columns = max(TerminalConfiguration.minimumColumns, columns)
        }
        if options[Self.colorOption] != nil || isTerminal {
            let choice = try options.choice(Self.colorOption, among: ColorChoice.allCases.map(\.rawValue), default: "auto")
            result.colorDepth = TerminalColorDepth.pick(choice: ColorChoice(rawValue: choice) ?? .auto,
                                                        environment: environment, isTerminal: isTerminal)
        }
        if options[Self.modeOption] != nil {
            let mode = try options.choice(Self.modeOption, among: TerminalConfiguration.Mode.allCases.map(\.rawValue), default: "wireframe")
            result.mode = TerminalConfiguration.Mode(rawValue: mode) ?? .wireframe
        }
        return result
    }
}
