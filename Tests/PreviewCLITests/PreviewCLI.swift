import Foundation
import TestSupport

/// Finds the built `preview-cli` and runs it as a user would: a separate
/// process, stdin at end-of-file, output captured, killed after a timeout so a
/// hang fails one test instead of the whole run.
enum PreviewCLI {
    enum LocateError: Error, CustomStringConvertible {
        case notFound(searched: [String])
        var description: String {
            guard case .notFound(let searched) = self else { return "" }
            return "preview-cli binary not found (build it with 'swift build --build-tests', "
                + "or set PREVIEW_CLI to its path); searched: \(searched.joined(separator: ", "))"
        }
    }

    /// The binary under test, found once.
    static let binary: Result<URL, LocateError> = locate()

    /// `swift test` runs the test bundle from the products folder of the very
    /// build being tested (`--scratch-path` included), where executable products
    /// sit next to it; so look beside the running bundle first. The package's
    /// default `.build/debug` is a last resort, for runners that copy bundles away.
    static func locate() -> Result<URL, LocateError> {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["PREVIEW_CLI"], !explicit.isEmpty {
            return .success(URL(fileURLWithPath: explicit))
        }
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        folders += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).standardizedFileURL.deletingLastPathComponent())
        }
        let packageRoot = Repository.root
        folders.append(packageRoot.appendingPathComponent(".build/debug"))

        let candidates = folders.map { $0.appendingPathComponent("preview-cli").standardizedFileURL }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
            return .success(found)
        }
        return .failure(.notFound(searched: candidates.map(\.path)))
    }

    /// Runs `preview-cli arguments...` in `directory` (default: the test
    /// process's working directory), with `extra` added to the environment.
    ///   - input: standard input's contents; without it, standard input is at end-of-file.
    ///   - launcher: a program and its arguments that run the command line
    ///     they are given (`exec "$@"`) in another setting; none by default.
    static func run(_ arguments: [String], in directory: URL? = nil, environment extra: [String: String] = [:],
                    input: Data? = nil, timeout: TimeInterval = 60, launcher: [String] = []) throws -> CommandResult {
        let process = Process()
        if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = launcher.dropFirst() + [try binary.get().path] + arguments
        } else {
            process.executableURL = try binary.get()
            process.arguments = arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { _, new in new }

        // Files, not pipes: a chatty child cannot fill a pipe buffer and block
        // while we wait for it to exit.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("preview-cli-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        if let input {
            let inURL = scratch.appendingPathComponent("stdin")
            try input.write(to: inURL)
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        process.standardOutput = out
        process.standardError = err

        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        var timedOut = false
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            exited.wait()
        }
        return CommandResult(exitCode: process.terminationStatus,
                             stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                             stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
                             timedOut: timedOut)
    }
}
