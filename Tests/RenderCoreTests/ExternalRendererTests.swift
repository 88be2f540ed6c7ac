import BoxTreeModel
import CampaignModel
import Foundation
import Layout
import RenderCore
import TestSupport
import Testing

/// External plugins run as real processes: shell scripts standing in for
/// `preview-renderer-NAME`.
@Suite struct ExternalRendererTests {
    let folder: PluginFolder
    init() throws { folder = try PluginFolder() }

    func renderer(_ name: String, timeout: Double = 10) throws -> ExternalRenderer {
        try #require(try RendererRegistry().resolve(name, plugins: PluginSearch(directories: [folder.path], path: "", timeout: timeout))
            as? ExternalRenderer)
    }

    /// The fixture tree with a megabyte of extras: more than any pipe buffer.
    static func bigTree() -> BoxTree {
        var tree = TreeFixtures.everyField()
        tree.extras = .object(["padding": .string(String(repeating: "x", count: 1 << 20))])
        return tree
    }

    @Test func readsTheBoxTreeJSONOnStdinAndReturnsStdout() throws {
        try folder.add("echo", "cat")
        let tree = TreeFixtures.everyField()
        let output = try renderer("echo").render(tree)
        #expect(output == (try BoxTreeJSONRenderer().render(tree)))
        #expect(try BoxTree.decode(json: output).campaignID == tree.campaignID)
    }

    @Test func aNonZeroExitIsAnErrorWithTheEndOfStderr() throws {
        let script = try folder.add("fail", "cat >/dev/null; echo 'first line' >&2; echo 'cannot draw a modal' >&2; exit 3")
        #expect(throws: PluginError.exitedWithStatus(name: "fail", path: script.standardizedFileURL.path, status: 3,
                                                     stderrTail: "first line\ncannot draw a modal\n")) {
            try renderer("fail").render(TreeFixtures.everyField())
        }
        let error = PluginError.exitedWithStatus(name: "fail", path: "/p/preview-renderer-fail", status: 3,
                                                 stderrTail: "first line\ncannot draw a modal\n")
        #expect(error.description == """
            plugin 'fail' (/p/preview-renderer-fail) failed with exit status 3; its standard error ends with:
                first line
                cannot draw a modal
            """)
    }

    @Test func onlyTheTailOfALongStderrIsKept() throws {
        try folder.add("chatty", "cat >/dev/null; i=0; while [ $i -lt 500 ]; do echo \"noise line $i\" >&2; i=$((i+1)); done; echo 'the real reason' >&2; exit 1")
        do {
            _ = try renderer("chatty").render(TreeFixtures.everyField())
            Issue.record("expected an error")
        } catch let PluginError.exitedWithStatus(_, _, status, tail) {
            #expect(status == 1)
            #expect(tail.utf8.count <= 2048)
            #expect(tail.hasSuffix("the real reason\n"))
        }
    }

    @Test func writingNothingIsAnError() throws {
        let script = try folder.add("silent", "cat >/dev/null; echo 'nothing to say' >&2")
        #expect(throws: PluginError.emptyOutput(name: "silent", path: script.standardizedFileURL.path, stderrTail: "nothing to say\n")) {
            try renderer("silent").render(TreeFixtures.everyField())
        }
    }

    @Test func aPluginPastItsTimeoutIsKilledWithEverythingItStarted() throws {
        // Found by its command line: the PID the plugin's shell sees ($!) is its own namespace's.
        let nap = RunningProcesses.uniqueNap()
        let script = try folder.add("sleepy", "sleep \(nap) & echo 'still thinking' >&2; sleep 30")
        let start = Date()
        #expect(throws: PluginError.timedOut(name: "sleepy", path: script.standardizedFileURL.path, seconds: 1,
                                             stderrTail: "still thinking\n")) {
            try renderer("sleepy", timeout: 1).render(TreeFixtures.everyField())
        }
        #expect(Date().timeIntervalSince(start) < 8)
        #expect(RunningProcesses.remaining(containing: "sleep \(nap)").isEmpty, "the plugin's background child survived the timeout")
    }

    /// A grandchild in a session of its own keeps the plugin's standard
    /// output open; it is outside the plugin's process group, but not outside its tree.
    @Test func aSetsidGrandchildHoldingStandardOutputDiesWithThePlugin() throws {
        let nap = RunningProcesses.uniqueNap()
        try folder.add("detaches", "cat >/dev/null; echo done; setsid sleep \(nap) &")
        let started = Date()
        #expect(try renderer("detaches", timeout: 10).render(TreeFixtures.everyField()) == Data("done\n".utf8))
        #expect(Date().timeIntervalSince(started) < 3, "the run waited for the grandchild")
        #expect(RunningProcesses.remaining(containing: "sleep \(nap)").isEmpty, "the setsid grandchild outlived the plugin")
    }

    @Test func aHangingPluginIsKilledWithItsSetsidGrandchildAtTheTimeout() throws {
        let nap = RunningProcesses.uniqueNap()
        let script = try folder.add("hangs", "cat >/dev/null; setsid sleep \(nap) & echo 'waiting' >&2; sleep \(nap)")
        let started = Date()
        #expect(throws: PluginError.timedOut(name: "hangs", path: script.standardizedFileURL.path, seconds: 1, stderrTail: "waiting\n")) {
            try renderer("hangs", timeout: 1).render(TreeFixtures.everyField())
        }
        #expect(Date().timeIntervalSince(started) < 4, "the run outlasted its 1 s deadline")
        #expect(RunningProcesses.remaining(containing: "sleep \(nap)").isEmpty, "part of the plugin's tree outlived the timeout")
    }

    @Test func aPluginThatClosesItsOutputButKeepsRunningStillTimesOut() throws {
        try folder.add("lingers", "cat >/dev/null; echo '<p>done</p>'; exec >&- 2>&-; sleep 30")
        let start = Date()
        #expect(throws: PluginError.self) { try renderer("lingers", timeout: 1).render(TreeFixtures.everyField()) }
        #expect(Date().timeIntervalSince(start) < 8)
    }

    @Test func aSignalIsReported() throws {
        let script = try folder.add("crash", "cat >/dev/null; kill -9 $$")
        #expect(throws: PluginError.killedBySignal(name: "crash", path: script.standardizedFileURL.path, signal: 9, stderrTail: "")) {
            try renderer("crash").render(TreeFixtures.everyField())
        }
    }

    @Test func aPluginThatNeverReadsItsInputDoesNotKillTheCaller() throws {
        // A megabyte of input into a pipe nobody reads: our writes end in EPIPE, not SIGPIPE.
        try folder.add("ignores", "echo ignored")
        #expect(try renderer("ignores").render(Self.bigTree()) == Data("ignored\n".utf8))
    }

    @Test func largeOutputBeforeReadingInputDoesNotDeadlock() throws {
        // Both pipes far past their buffers at once: only concurrent service finishes this.
        try folder.add("big", "head -c 3000000 /dev/zero; cat >/dev/null; echo end")
        let output = try renderer("big", timeout: 30).render(Self.bigTree())
        #expect(output.count == 3_000_004)
        #expect(output.suffix(4) == Data("end\n".utf8))
    }

    @Test func outputBeyondTheLimitIsRefused() throws {
        try folder.add("flood", "cat >/dev/null; head -c 100000 /dev/zero")
        var flood = try renderer("flood")
        flood.maxOutputBytes = 1000
        #expect(throws: PluginError.self) { try flood.render(TreeFixtures.everyField()) }
    }

    /// A grandchild that inherited stdout must not hold the run until the deadline.
    @Test func aGrandchildHoldingStandardOutputDoesNotHoldTheRun() throws {
        try folder.add("forks", "cat >/dev/null; echo done; sleep 30 &")
        let started = Date()
        #expect(try renderer("forks", timeout: 20).render(TreeFixtures.everyField()) == Data("done\n".utf8))
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func aPluginThatCannotStartSaysWhy() throws {
        let script = try folder.add("broken", "echo never", shebang: "#!/no/such/interpreter")
        do {
            _ = try renderer("broken").render(TreeFixtures.everyField())
            Issue.record("expected an error")
        } catch let PluginError.launchFailed(name, path, reason) {
            #expect(name == "broken")
            #expect(path == script.standardizedFileURL.path)
            #expect(!reason.isEmpty)
        }
    }

    @Test func runsInTheCallersWorkingDirectory() throws {
        try folder.add("pwd", "cat >/dev/null; pwd")
        let output = String(decoding: try renderer("pwd").render(TreeFixtures.everyField()), as: UTF8.self)
        #expect(URL(fileURLWithPath: output.trimmingCharacters(in: .newlines)).standardizedFileURL.resolvingSymlinksInPath().path
            == URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.resolvingSymlinksInPath().path)
    }
}
