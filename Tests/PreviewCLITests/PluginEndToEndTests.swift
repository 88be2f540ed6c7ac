import Foundation
import TestSupport
import Testing

/// External renderers run by the built `preview-cli`: the shipped html
/// plugin, and scripted ones that fail in every way a plugin can.
@Suite struct PluginEndToEndTests {
    static let root = RenderFormatsTests.root
    static let modal = "examples/welcome-modal.json"

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandResult {
        try PreviewCLI.run(arguments, in: Self.root, environment: environment)
    }

    /// Writes an executable `preview-renderer-NAME` shell script into `folder`.
    func plugin(_ name: String, _ script: String, in folder: ScratchFolder) throws {
        let path = try folder.file("preview-renderer-" + name, "#!/bin/sh\n" + script + "\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    @Test func theHTMLPluginRendersAStandalonePage() throws {
        let scratch = try ScratchFolder()
        let output = scratch.path("x.html")
        let result = try run(["render", Self.modal, "--format", "html", "--plugin-dir", "examples/plugins", "-o", output,
                              "--values", "examples/values.json", "--lang", "ar"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout == "wrote \(output) (html, iphone-15 portrait ar rtl l)\n")
        let page = try String(contentsOfFile: output, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        #expect(page.contains("<div class=\"screen\" lang=\"ar\" style=\"width:393px;height:852px\">"))
        #expect(page.contains("data-identifier=\"gameball.message.close\""))
        #expect(page.contains("dir=\"rtl\""))
        #expect(page.contains("أهلاً بعودتك يا Sara!"))
        #expect(page.contains("src=\"data:image/jpeg;base64,"), "the artwork is embedded, so the page stands alone")
        #expect(page.contains("<h2>Environment</h2>") && page.contains("<h2>Diagnostics</h2>"))
        #expect(page.hasSuffix("</html>\n"))
    }

    @Test func theHTMLPluginIsFoundByNameOnPath() throws {
        let path = Self.root.appendingPathComponent("examples/plugins").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let result = try run(["render", "examples/level-up-slideup.json", "--format", "html"], environment: ["PATH": path])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>"), "text output is printed without -o")
        #expect(result.stdout.contains("data-identifier=\"gameball.message.slideup\""))
    }

    @Test func theHTMLPluginIsExecutableInGit() throws {
        let file = Self.root.appendingPathComponent("examples/plugins/preview-renderer-html")
        #expect(FileManager.default.isExecutableFile(atPath: file.path))
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", Self.root.path, "ls-files", "-s", "examples/plugins/preview-renderer-html"]
        let pipe = Pipe()
        git.standardOutput = pipe
        git.standardError = FileHandle.nullDevice
        guard (try? git.run()) != nil else { return }
        let listing = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        git.waitUntilExit()
        // Outside a git checkout (an exported tarball) there is no index to check.
        guard git.terminationStatus == 0, !listing.isEmpty else { return }
        #expect(listing.hasPrefix("100755 "), "a fresh clone must get an executable plugin: \(listing)")
    }

    @Test func formatsListsBuiltInsAndDiscoveredPlugins() throws {
        let result = try run(["formats", "--plugin-dir", "examples/plugins"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.exitCode == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(result)")
        #expect(lines[0].hasPrefix("png   .png        binary  "))
        #expect(lines[1].hasPrefix("a11y  .a11y.txt   text    "))
        #expect(lines[2].hasPrefix("json  .tree.json  text    "))
        #expect(lines[3].hasPrefix("ansi  .ansi.txt   text    "))
        #expect(lines[4].hasPrefix("svg   .svg        text    "))
        #expect(lines[5].hasPrefix("pdf   .pdf        binary  "))
        #expect(lines[6] == "html  .html       auto    plugin \(Self.root.path)/examples/plugins/preview-renderer-html (--plugin-dir)")
    }

    @Test func formatsSaysWhenThereAreNoPlugins() throws {
        let result = try run(["formats"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.contains("No plugins found"))
    }

    @Test func aFailingPluginWritesNothingAndSaysWhichPluginFailed() throws {
        let plugins = try ScratchFolder(), out = try ScratchFolder()
        try plugin("bad", "cat >/dev/null; echo 'Traceback: KeyError frame' >&2; exit 7", in: plugins)
        try Data("previous".utf8).write(to: URL(fileURLWithPath: out.path("w.png")))
        let result = try run(["render", Self.modal, "--format", "png,a11y,bad", "--plugin-dir", plugins.url.path, "-o", out.path("w")])
        #expect(result.exitCode == 4, "\(result)")
        #expect(result.stderr.hasPrefix("preview-cli: error: plugin 'bad' (\(plugins.url.path)/preview-renderer-bad) failed with exit status 7"))
        #expect(result.stderr.contains("    Traceback: KeyError frame\n"))
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.url.path) == ["w.png"], "no output of the run")
        #expect(try String(contentsOfFile: out.path("w.png"), encoding: .utf8) == "previous")
    }

    @Test func aPluginThatWritesNothingIsAnError() throws {
        let plugins = try ScratchFolder()
        try plugin("mute", "cat >/dev/null", in: plugins)
        let result = try run(["render", Self.modal, "--format", "mute", "--plugin-dir", plugins.url.path])
        #expect(result.exitCode == 4, "\(result)")
        #expect(result.stderr.contains("plugin 'mute' (") && result.stderr.contains("exited successfully but wrote nothing"))
    }

    @Test func aPluginPastTheTimeoutIsKilled() throws {
        let plugins = try ScratchFolder()
        try plugin("slow", "sleep 60", in: plugins)
        let start = Date()
        let result = try run(["render", Self.modal, "--format", "slow", "--plugin-dir", plugins.url.path, "--plugin-timeout", "1"])
        #expect(result.exitCode == 4, "\(result)")
        #expect(result.stderr.contains("plugin 'slow' (\(plugins.url.path)/preview-renderer-slow) did not finish within 1 s and was killed"))
        #expect(Date().timeIntervalSince(start) < 15)
    }

    /// Security review row 14: a grandchild in a session of its own, holding
    /// the plugin's standard output, once held the run for as long as it lived.
    @Test func aSetsidGrandchildHoldingStandardOutputDoesNotHoldTheRun() throws {
        let plugins = try ScratchFolder()
        let nap = RunningProcesses.uniqueNap()
        try plugin("detach", "cat >/dev/null; echo '<p>ok</p>'; setsid sleep \(nap) &", in: plugins)
        let start = Date()
        let result = try PreviewCLI.run(["render", Self.modal, "--format", "detach", "--plugin-dir", plugins.url.path, "--plugin-timeout", "10"],
                                        in: Self.root, timeout: 20)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout == "<p>ok</p>\n")
        #expect(Date().timeIntervalSince(start) < 5, "the run waited for the plugin's grandchild")
        #expect(RunningProcesses.remaining(containing: "sleep \(nap)").isEmpty, "the plugin's grandchild outlived the run")
    }

    @Test func aHangingPluginIsKilledWithItsSetsidGrandchildAtTheTimeout() throws {
        let plugins = try ScratchFolder()
        let nap = RunningProcesses.uniqueNap()
        try plugin("stuck", "cat >/dev/null; setsid sleep \(nap) & sleep \(nap)", in: plugins)
        let start = Date()
        let result = try PreviewCLI.run(["render", Self.modal, "--format", "stuck", "--plugin-dir", plugins.url.path, "--plugin-timeout", "1"],
                                        in: Self.root, timeout: 20)
        #expect(result.exitCode == 4, "\(result)")
        #expect(result.stderr.contains("plugin 'stuck' (\(plugins.url.path)/preview-renderer-stuck) did not finish within 1 s and was killed"))
        #expect(Date().timeIntervalSince(start) < 5, "the run outlasted the plugin's 1 s deadline")
        #expect(RunningProcesses.remaining(containing: "sleep \(nap)").isEmpty, "part of the plugin's tree outlived the run")
    }

    @Test(arguments: [false, true])
    func killingTheToolLeavesNoPluginProcess(namespacesRefused: Bool) throws {
        let launcher: [String]
        if namespacesRefused {
            guard let refusing = Self.namespacesRefused else { return }
            launcher = refusing
        } else {
            launcher = []
        }
        let plugins = try ScratchFolder()
        let nap = RunningProcesses.uniqueNap()
        try plugin("stuck", "cat >/dev/null; setsid sleep \(nap) & sleep \(nap)", in: plugins)
        let binary = try PreviewCLI.binary.get().path
        let command = launcher + [binary, "render", Self.modal, "--format", "stuck", "--plugin-dir", plugins.url.path, "--plugin-timeout", "60"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = Self.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        // Until the plugin's two sleeps run.
        let deadline = Date().addingTimeInterval(30)
        while RunningProcesses.commandLines(containing: "sleep \(nap)").count < 2 && Date() < deadline { usleep(50_000) }
        try #require(RunningProcesses.commandLines(containing: "sleep \(nap)").count == 2, "the plugin never started")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(RunningProcesses.remaining(containing: "sleep \(nap)", within: 5).isEmpty,
                "kill -9 of preview-cli left the plugin's processes running (namespaces refused: \(namespacesRefused))")
    }

    /// In a container that refuses namespaces, the plugin runs below a
    /// subreaper instead, unannounced, and still leaves nothing behind.
    @Test func whereNamespacesAreRefusedASetsidGrandchildStillDiesWithThePlugin() throws {
        guard let launcher = Self.namespacesRefused else { return }
        let plugins = try ScratchFolder()
        let nap = RunningProcesses.uniqueNap()
        // $$ is 2 below an init in a PID namespace, a machine-wide number otherwise.
        try plugin("detach", "cat >/dev/null; echo \"pid $$\"; setsid sleep \(nap) &", in: plugins)
        let start = Date()
        let result = try PreviewCLI.run(["render", Self.modal, "--format", "detach", "--plugin-dir", plugins.url.path], in: Self.root,
                                        timeout: 20, launcher: launcher)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.hasPrefix("pid ") && result.stdout != "pid 2\n", "the plugin got a PID namespace: \(result.stdout)")
        #expect(!result.stderr.contains("namespace"), "the fallback is silent: \(result.stderr)")
        #expect(Date().timeIntervalSince(start) < 5, "the run waited for the plugin's grandchild")
        #expect(RunningProcesses.remaining(containing: "sleep \(nap)").isEmpty, "the plugin's grandchild outlived the run")
    }

    /// A launcher running preview-cli where no PID or user namespace can be
    /// made, as a container's seccomp profile refuses them: a user namespace
    /// of its own (util-linux's `unshare`) whose limits on both are 0; nil
    /// where this machine cannot set that up.
    static let namespacesRefused: [String]? = {
        guard let unshare = ExternalTool.path("unshare") else { return nil }
        let launcher = [unshare, "--user", "--map-root-user", "/bin/sh", "-c",
                        "echo 0 > /proc/sys/user/max_pid_namespaces && echo 0 > /proc/sys/user/max_user_namespaces && exec \"$@\"", "sh"]
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: unshare)
        probe.arguments = Array(launcher.dropFirst()) + ["/bin/true"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return nil }
        probe.waitUntilExit()
        return probe.terminationStatus == 0 ? launcher : nil
    }()

    @Test func binaryPluginOutputNeedsAFile() throws {
        let plugins = try ScratchFolder()
        try plugin("bin", "cat >/dev/null; printf 'a\\000b'", in: plugins)
        let result = try run(["render", Self.modal, "--format", "bin", "--plugin-dir", plugins.url.path])
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.stderr.contains("bin output is not text and cannot be printed: give an output file with -o PATH"))
        #expect(result.stdout.isEmpty)
    }

    @Test func onlyTheNamedPluginIsEverRun() throws {
        let plugins = try ScratchFolder()
        let marker = plugins.path("ran")
        try plugin("other", "touch '\(marker)'; echo x", in: plugins)
        try plugin("wanted", "cat >/dev/null; echo ok", in: plugins)
        let listed = try run(["formats", "--plugin-dir", plugins.url.path])
        let rendered = try run(["render", Self.modal, "--format", "wanted", "--plugin-dir", plugins.url.path])
        #expect(listed.exitCode == 0 && rendered.exitCode == 0, "\(listed)\n\(rendered)")
        #expect(rendered.stdout == "ok\n")
        #expect(!FileManager.default.fileExists(atPath: marker), "listing or rendering ran a plugin nobody asked for")
    }
}
