#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Workflow

/// The failures of every `assertPreview` in one test process, gathered into
/// the HTML report `golden check` writes (with its JUnit and summary): one
/// folder per artifacts root, `<artifacts>/report/`, rewritten after each
/// failing assertion, its path named in each failure and printed once when
/// the process ends.
///
/// Each assertion is one input of the report; its outputs are listed under
/// the test file's name (`WelcomeTests/welcome-modal/iphone-15-...png`), so
/// two test files checking the same campaign do not collide.
final class RunReport: @unchecked Sendable {
    static let shared = RunReport()
    /// A run with more failing assertions keeps the first ones (the report merges at most as many inputs as a run has shards).
    static let maxAssertions = Shard.maxCount

    private let lock = NSLock()
    /// One report per artifacts root: assertions pointed at different roots
    /// (`MESSAGEPREVIEW_ARTIFACTS` set per test) never list each other's failures.
    private var reports: [String: Report] = [:]

    private struct Report {
        var inputs: [String: ReportInput] = [:]
        var problemCount = 0
        var written = false
    }

    /// Adds an assertion's result and rewrites the report of its artifacts root.
    /// - Returns: the report page, or nil when it could not be written (the failure still names the files).
    func add(_ result: GoldenRunResult, check: PreviewGoldenCheck, testFile: String, artifactsRoot: URL) -> URL? {
        lock.lock()
        defer { lock.unlock() }
        let stem = URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent
        var prefixed = result
        prefixed.outputs = result.outputs.map { output in
            var output = output
            output.path = "\(stem)/\(output.path)"
            output.variant = "\(stem)/\(output.variant)"
            output.campaign = "\(stem)/\(output.campaign)"
            return output
        }
        let folder = artifactsRoot.appendingPathComponent("report", isDirectory: true)
        let page = folder.appendingPathComponent(GoldenReport.htmlFile)
        var report = reports[folder.path] ?? Report()
        // A test that cleaned its artifacts up (a scratch folder) has nothing left to show.
        report.inputs = report.inputs.filter { FileManager.default.fileExists(atPath: $0.key) }
        let key = check.artifacts.path
        guard report.inputs[key] != nil || report.inputs.count < Self.maxAssertions else { return report.written ? page : nil }
        report.inputs[key] = ReportInput(result: prefixed, folder: check.artifacts)
        if reports.isEmpty { atexit { RunReport.shared.printLocations() } }
        defer { reports[folder.path] = report }
        do {
            let written = try GoldenReport(report.inputs.keys.sorted().compactMap { report.inputs[$0] })
            try written.write(to: folder, title: "assertPreview failures")
            report.problemCount = written.problems.count
            report.written = true
            return page
        } catch {
            return nil
        }
    }

    /// The closing lines, once, on standard error: where the run's failures are.
    private func printLocations() {
        lock.lock()
        defer { lock.unlock() }
        for folder in reports.keys.sorted() {
            guard let report = reports[folder], report.written, report.problemCount > 0 else { continue }
            let page = URL(fileURLWithPath: folder).appendingPathComponent(GoldenReport.htmlFile).path
            let count = report.problemCount
            FileHandle.standardError.write(Data("assertPreview: \(count) \(count == 1 ? "output" : "outputs") to review; report: \(page)\n".utf8))
        }
    }
}
