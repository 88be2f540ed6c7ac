import ArgumentParsing
import Foundation
import Layout

/// `preview-cli devices [--json] [--device-file FILE]...`: the device catalog,
/// with the devices of any device files after the built-in ones.
enum DevicesCommand: Command {
    static let json = Option.flag("json", help: "Print JSON for scripts: {\"defaultDevice\": ID, \"devices\": [...]}.")

    static let spec = CommandSpec(
        name: "devices",
        summary: "List the devices previews can be drawn for, with sizes, scales and safe areas.",
        discussion: "Use a device's ID with 'preview-cli render --device ID'. With --device-file, a team's own devices are listed "
            + "after the built-in ones, as the file reads (a file with a problem is an error, exit status 2).",
        options: [json, RenderCommand.deviceFile],
        sections: [HelpSection(title: "Examples", lines: ["preview-cli devices", "preview-cli devices --json | jq -r '.devices[].id'",
                                                          "preview-cli devices --device-file devices/acme.json"])])

    /// The JSON document `--json` prints.
    private struct Listing: Encodable {
        var defaultDevice: String
        var devices: [DeviceSummary]
    }

    static func run(_ arguments: ParsedArguments, console: Console, keeping _: KeptUntilExit) throws -> Int32 {
        let catalog = try RenderFlags.devices(arguments)
        if arguments.isSet(json) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let listing = Listing(defaultDevice: DeviceCatalog.defaultDevice.id, devices: catalog.devices.map(DeviceSummary.init))
            console.out(String(decoding: try encoder.encode(listing), as: UTF8.self) + "\n")
        } else {
            console.out(DeviceTable.render(catalog.devices))
        }
        return ExitCode.success.rawValue
    }
}
