import ArgumentParsing
import Foundation
import Layout

/// `preview-cli devices [--json]`: the device catalog.
enum DevicesCommand: Command {
    static let json = Option.flag("json", help: "Print JSON for scripts: {\"defaultDevice\": ID, \"devices\": [...]}.")

    static let spec = CommandSpec(
        name: "devices",
        summary: "List the devices previews can be drawn for, with sizes, scales and safe areas.",
        discussion: "Use a device's ID with 'preview-cli render --device ID'.",
        options: [json],
        sections: [HelpSection(title: "Examples", lines: ["preview-cli devices", "preview-cli devices --json | jq -r '.devices[].id'"])])

    /// The JSON document `--json` prints.
    private struct Listing: Encodable {
        var defaultDevice: String
        var devices: [DeviceSummary]
    }

    static func run(_ arguments: ParsedArguments, console: Console, keeping _: KeptUntilExit) throws -> Int32 {
        if arguments.isSet(json) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let listing = Listing(defaultDevice: DeviceCatalog.defaultDevice.id, devices: DeviceCatalog.all.map(DeviceSummary.init))
            console.out(String(decoding: try encoder.encode(listing), as: UTF8.self) + "\n")
        } else {
            console.out(DeviceTable.render(DeviceCatalog.all))
        }
        return ExitCode.success.rawValue
    }
}
