import Foundation

/// Debian's headless Chromium, for looking at the HTML report as a browser
/// draws it. Install with `apt-get install chromium` (or
/// `WITH_TEST_TOOLS=1 scripts/install-deps.sh, which `make test` runs`); tests that need it skip without it.
enum Chromium {
    static let path: String? = ["CHROMIUM", "CHROME"].compactMap { ProcessInfo.processInfo.environment[$0] }.first
        ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }

    enum Failure: Error, CustomStringConvertible {
        case notInstalled, timedOut, failed(Int32, String)
        var description: String {
            switch self {
            case .notInstalled: "chromium is not installed"
            case .timedOut: "chromium did not finish within the timeout"
            case .failed(let status, let output): "chromium exited \(status): \(output)"
            }
        }
    }

    /// Loads `page` and saves a screenshot of the window to `screenshot`.
    static func screenshot(of page: URL, to screenshot: URL, width: Int, height: Int, timeout: TimeInterval = 90) throws {
        // The report's pictures load lazily; on a busy machine the plain
        // screenshot (taken at the load event) could come before them. A
        // virtual-time budget lets every pending load and script finish first.
        _ = try run(["--window-size=\(width),\(height)", "--virtual-time-budget=10000", "--screenshot=\(screenshot.path)",
                     page.absoluteString], timeout: timeout)
        guard FileManager.default.fileExists(atPath: screenshot.path) else { throw Failure.failed(0, "no screenshot was written") }
    }

    /// Loads `page` (a URL, fragment included), runs its scripts and returns
    /// the document as it then is (`--dump-dom`).
    /// A virtual-time budget lets pending loads and load handlers finish before the dump.
    static func dumpDOM(of page: URL, timeout: TimeInterval = 90) throws -> String {
        try run(["--virtual-time-budget=10000", "--dump-dom", page.absoluteString], timeout: timeout)
    }

    /// Runs headless Chromium with `arguments` after the common ones; returns its standard output.
    private static func run(_ arguments: [String], timeout: TimeInterval) throws -> String {
        guard let path else { throw Failure.notInstalled }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        // --no-sandbox: CI containers run as root, where the sandbox refuses to start.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                             "--user-data-dir=\(profile.path)"] + arguments
        // Files rather than pipes: a full pipe would stall Chromium.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString).log")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString).out")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: log)
            try? FileManager.default.removeItem(at: output)
        }
        let handle = try FileHandle(forWritingTo: log), outputHandle = try FileHandle(forWritingTo: output)
        defer {
            try? handle.close()
            try? outputHandle.close()
        }
        process.standardOutput = outputHandle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            exited.wait()
            throw Failure.timedOut
        }
        guard process.terminationStatus == 0 else {
            throw Failure.failed(process.terminationStatus, String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self))
        }
        return String(decoding: try Data(contentsOf: output), as: UTF8.self)
    }
}
