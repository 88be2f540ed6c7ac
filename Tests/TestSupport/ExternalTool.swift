import Foundation

/// Standard command-line tools some tests use when the machine has them
/// (poppler-utils' pdftoppm and pdftotext); such tests are skipped otherwise.
public enum ExternalTool {
    public static func path(_ name: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    public static func exists(_ name: String) -> Bool { path(name) != nil }

    /// Runs a tool to completion and returns its standard output.
    public static func run(_ name: String, _ arguments: [String]) throws -> Data {
        guard let executable = path(name) else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: name, code: Int(process.terminationStatus), userInfo: [NSLocalizedDescriptionKey: "\(name) exited with \(process.terminationStatus)"])
        }
        return data
    }
}
