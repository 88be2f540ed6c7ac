import Foundation
import TestSupport
import Testing

/// Issue 27: a team reviews and accepts changed previews in the browser.
/// `Tests/Browser/golden_review.py` drives `preview-cli golden review` in
/// Debian's Chromium through Playwright for Python (pip's `playwright`, pointed
/// at the system browser, no browser download; `WITH_TEST_TOOLS=1
/// scripts/install-deps.sh` installs both): it filters, accepts a group of
/// identical changes, checks the goldens on disk, rejects the other group,
/// edits a campaign and sees the page redraw, sends the requests the server
/// must refuse (no token, a foreign Host or Origin, a change by GET, an
/// oversized head, `..`), and stops the server with SIGINT.
///
/// Without python3, Playwright or Chromium the test says it is skipped; on CI
/// (`CI` set) it fails instead, so a missing install step cannot pass unseen.
@Suite struct GoldenReviewBrowserTests {
    static let script = Repository.root.appendingPathComponent("Tests/Browser/golden_review.py")
    /// The browser binary itself: Debian's /usr/bin/chromium is a wrapper script Playwright cannot drive.
    static let chromium = ProcessInfo.processInfo.environment["PLAYWRIGHT_CHROMIUM"] ?? "/usr/lib/chromium/chromium"

    /// Why the browser test cannot run here, or nil.
    static let missing: String? = {
        guard ExternalTool.exists("python3") else { return "python3 is not installed" }
        guard FileManager.default.isExecutableFile(atPath: chromium) else { return "Chromium is not installed at \(chromium) (apt-get install chromium)" }
        do {
            _ = try ExternalTool.run("python3", ["-c", "import playwright.sync_api"])
        } catch {
            return "Playwright for Python is not installed (pip install playwright)"
        }
        return nil
    }()

    static var onCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

    /// The scratch repository of GoldenCommandTests, on one device, with a
    /// second copy of the modal: both change their button colour after the
    /// goldens are recorded, so each language's change is one group of two.
    static func changedRepository() throws -> ScratchFolder {
        let repo = try GoldenCommandTests.repository()
        let campaigns = repo.url.appendingPathComponent("campaigns")
        try FileManager.default.removeItem(at: campaigns.appendingPathComponent("summer-sale-fullscreen.json"))
        try FileManager.default.copyItem(at: campaigns.appendingPathComponent("welcome-modal.json"),
                                         to: campaigns.appendingPathComponent("welcome-modal-copy.json"))
        try repo.file("preview.json", """
            {
              "campaigns": ["campaigns/"],
              "values": "campaigns/values.json",
              "goldens": "goldens",
              "matrix": { "devices": ["iphone-15"], "languages": ["en", "ar"], "formats": ["png", "a11y"] }
            }
            """)
        let recorded = try PreviewCLI.run(["golden", "record"], in: repo.url, environment: GoldenCommandTests.local, timeout: 300)
        #expect(recorded.exitCode == 0, "\(recorded)")
        for name in ["welcome-modal", "welcome-modal-copy"] {
            let campaign = campaigns.appendingPathComponent("\(name).json")
            let text = try String(contentsOf: campaign, encoding: .utf8)
            #expect(text.contains("\"#5B3DF5\", \"textColor\""))
            try text.replacingOccurrences(of: "\"#5B3DF5\", \"textColor\"", with: "\"#C2410C\", \"textColor\"")
                .write(to: campaign, atomically: true, encoding: .utf8)
        }
        return repo
    }

    @Test(.enabled(if: missing == nil || onCI, "\(missing ?? ""); the golden review browser test is skipped"),
          .timeLimit(.minutes(10)))
    func reviewAndAcceptAGroupInTheBrowser() throws {
        if let missing = Self.missing { Issue.record("\(missing): CI must run the browser test (WITH_TEST_TOOLS=1 scripts/install-deps.sh)"); return }
        let repo = try Self.changedRepository()
        let cli = try PreviewCLI.binary.get()
        let scratch = try ScratchFolder(prefix: "golden-review-browser")
        let log = scratch.url.appendingPathComponent("log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ExternalTool.path("python3")!)
        process.arguments = [Self.script.path, "--cli", cli.path, "--repo", repo.path, "--chromium", Self.chromium]
        process.environment = ProcessInfo.processInfo.environment.merging(GoldenCommandTests.local) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + 480) == .timedOut {
            process.terminate()
            exited.wait()
        }
        let output = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(output)")
        #expect(output.contains("ok: both goldens of the group now hold the actual outputs"), "\(output)")
        #expect(output.contains("ok: a request without the token is refused (403)"), "\(output)")
    }
}
