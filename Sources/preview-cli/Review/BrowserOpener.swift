import Foundation

/// Opens the review page in the desktop's browser with `xdg-open`, only for
/// a person at a terminal: never in CI, in a script, or without `xdg-open`.
enum BrowserOpener {
    static func open(_ address: String, isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal, (environment["CI"] ?? "").isEmpty,
              environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil,
              let opener = (environment["PATH"] ?? "").split(separator: ":").map({ "\($0)/xdg-open" })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [address]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return true
        } catch {
            return false
        }
    }
}
