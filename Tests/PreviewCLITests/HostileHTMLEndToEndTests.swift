#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TestSupport

/// An HTML message's browser is bounded in time and dies with the tool:
/// run end to end with a stand-in "browser" that never answers (a shell
/// script leaving a child behind), so nothing here depends on Chromium's speed.
@Suite(.serialized) struct HostileHTMLEndToEndTests {
    static let banner = RenderEndToEndTests.repo("examples/vendors/adobe-banner.json")
    static let assets = RenderEndToEndTests.repo("examples/assets")

    /// A "browser" that starts a child and then waits forever, both findable by `tag`.
    static func hungBrowser(in scratch: ScratchFolder, tag: Int) throws -> String {
        let path = try scratch.file("hung-browser", "#!/bin/sh\n/bin/sleep \(tag)1 &\nexec /bin/sleep \(tag)2\n")
        chmod(path, 0o755)
        return path
    }

    static func running(_ tag: Int) -> [String] {
        RunningProcesses.commandLines(containing: "sleep \(tag)1") + RunningProcesses.commandLines(containing: "sleep \(tag)2")
    }

    @Test(arguments: ["namespaces", "browser-only"])
    func aBrowserThatNeverAnswersIsStoppedAtTheBudget(isolation: String) throws {
        let scratch = try ScratchFolder()
        let tag = Int.random(in: 10_000...99_999)
        let browser = try Self.hungBrowser(in: scratch, tag: tag)
        let started = Date()
        let result = try PreviewCLI.run(["render", Self.banner, "--assets", Self.assets, "-o", scratch.path("x.png"),
                                         "--html-timeout", "1", "--html-isolation", isolation],
                                        environment: ["MESSAGEPREVIEW_CHROMIUM": browser])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr.contains("[html-not-rendered]") && result.stderr.contains("1 s budget"), "\(result)")
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(Self.running(tag).isEmpty, "the browser or its child outlived the budget")
    }

    @Test(arguments: ["namespaces", "browser-only"])
    func killingTheToolLeavesNoBrowserAndNoFolder(isolation: String) throws {
        let scratch = try ScratchFolder()
        let tag = Int.random(in: 10_000...99_999)
        let browser = try Self.hungBrowser(in: scratch, tag: tag)
        let temporary = scratch.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = try PreviewCLI.binary.get()
        process.arguments = ["render", Self.banner, "--assets", Self.assets, "-o", scratch.path("x.png"), "--html-timeout", "60",
                             "--html-isolation", isolation]
        process.environment = ProcessInfo.processInfo.environment.merging(["MESSAGEPREVIEW_CHROMIUM": browser, "TMPDIR": temporary.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        // Until the "browser" and its child run.
        let deadline = Date().addingTimeInterval(30)
        while Self.running(tag).count < 2 && Date() < deadline { usleep(50_000) }
        try #require(Self.running(tag).count == 2, "the stand-in browser never started")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // Isolated, the whole tree dies with the namespace. Browser-only, the
        // browser dies (Chromium's own helpers follow it when its IPC closes;
        // the stand-in's child does not, and is cleaned up here).
        let survivors = { isolation == "namespaces" ? Self.running(tag) : RunningProcesses.commandLines(containing: "sleep \(tag)2") }
        let gone = Date().addingTimeInterval(5)
        while !survivors().isEmpty && Date() < gone { usleep(50_000) }
        #expect(survivors().isEmpty, "kill -9 of preview-cli left the browser's processes running")
        for pid in RunningProcesses.pids(containing: "sleep \(tag)1") { kill(pid, SIGKILL) }
        if isolation == "browser-only" {
            // Without namespaces the profile folder may stay; the next run removes it.
            _ = try PreviewCLI.run(["render", Self.banner, "--assets", Self.assets, "-o", scratch.path("y.png"), "--html-timeout", "0.5",
                                    "--html-isolation", isolation],
                                   environment: ["MESSAGEPREVIEW_CHROMIUM": browser, "TMPDIR": temporary.path])
        }
        #expect(try leftovers(in: temporary).isEmpty, "something was left in TMPDIR")
    }

    @Test func aMatrixDrawsEachPageAndViewportOnce() throws {
        guard let chromium = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { return }
        // Browser-only, so the counting wrapper can write to the host.
        let scratch = try ScratchFolder()
        let count = scratch.path("launches")
        let wrapper = try scratch.file("counting-browser", "#!/bin/sh\necho launch >> '\(count)'\nexec \(chromium) \"$@\"\n")
        chmod(wrapper, 0o755)
        // Two languages and two text sizes on one device: one page, one viewport.
        let result = try PreviewCLI.run(["matrix", Self.banner, "--assets", Self.assets, "-o", scratch.path("out"), "-j", "2",
                                         "--devices", "iphone-15", "--orientations", "portrait", "--langs", "en,ar", "--text-sizes", "s,l",
                                         "--html-isolation", "browser-only"],
                                        environment: ["MESSAGEPREVIEW_CHROMIUM": wrapper])
        #expect(result.exitCode == 0, "\(result)")
        let launches = (try? String(contentsOfFile: count, encoding: .utf8))?.split(separator: "\n").count ?? 0
        #expect(launches == 1, "Chromium started \(launches) times for one page and viewport")
    }

    @Test func aRunStopsDrawingPagesAfterThreeRanOutOfTheirBudget() throws {
        let scratch = try ScratchFolder()
        let count = scratch.path("launches")
        let tag = Int.random(in: 10_000...99_999)
        // Browser-only, so the stand-in can count its launches on the host.
        let browser = try scratch.file("slow-browser", "#!/bin/sh\necho launch >> '\(count)'\nexec /bin/sleep \(tag)2\n")
        chmod(browser, 0o755)
        let banner = try String(contentsOfFile: Self.banner, encoding: .utf8)
        for index in 1...6 {
            _ = try scratch.file("campaigns/page-\(index).json", banner.replacingOccurrences(of: "Free shipping", with: "Offer \(index)"))
        }
        let started = Date()
        let result = try PreviewCLI.run(["matrix", scratch.path("campaigns"), "--assets", Self.assets, "-o", scratch.path("out"), "-j", "1",
                                         "--devices", "iphone-15", "--orientations", "portrait", "--langs", "en", "--text-sizes", "l",
                                         "--html-timeout", "0.5", "--html-isolation", "browser-only"],
                                        environment: ["MESSAGEPREVIEW_CHROMIUM": browser])
        #expect(result.exitCode == 0, "\(result)")
        let launches = (try? String(contentsOfFile: count, encoding: .utf8))?.split(separator: "\n").count ?? 0
        #expect(launches == 3, "six slow pages started Chromium \(launches) times")
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(RunningProcesses.commandLines(containing: "sleep \(tag)2").isEmpty)
    }

    @Test func aLongTemporaryFolderIsHonouredAndLeftEmpty() throws {
        guard HTMLSnapshotterAvailability.chromium else { return }
        let scratch = try ScratchFolder()
        let temporary = scratch.url.appendingPathComponent(String(repeating: "long-folder-name/", count: 4))
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        for isolation in ["namespaces", "browser-only"] {
            let result = try PreviewCLI.run(["render", Self.banner, "--assets", Self.assets, "-o", scratch.path("x-\(isolation).png"),
                                             "--html-isolation", isolation], environment: ["TMPDIR": temporary.path])
            #expect(result.exitCode == 0, "\(result)")
            #expect(result.stderr.contains("[html-rendered]"), "\(isolation): \(result)")
            #expect(try leftovers(in: temporary).isEmpty, "\(isolation) left a folder in TMPDIR")
        }
    }
}

/// Command lines of running processes, from /proc.
/// What a run left in a temporary folder, less the fonts' cache, which is
/// kept there on purpose between runs (`messagepreview-fontconfig-UID`).
func leftovers(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix("messagepreview-fontconfig-") }
}
