import Foundation
import ProcessSandbox
@testable import RenderCore
import TestSupport
import Testing

/// `ChildProcess` below its init, in both containments: a PID namespace of
/// its own (where this machine allows one) and the subreaper it falls back
/// to in a container. Whatever a plugin starts, `setsid` included, ends with
/// it or at its deadline, and nothing else of the machine changes for it.
@Suite struct ProcessTreeTests {
    let folder: PluginFolder
    init() throws { folder = try PluginFolder() }

    static let containments: [ProcessTree.Containment] = [.pidNamespace, .subreaper]

    func run(_ script: String, _ containment: ProcessTree.Containment, timeout: Double = 10,
             input: Data = Data("{}".utf8)) throws -> ChildProcess.Outcome {
        let file = try folder.add("script-\(UUID().uuidString.prefix(8).lowercased())", script)
        var child = ChildProcess(executable: file, environment: PluginEnvironment.minimal(from: ProcessInfo.processInfo.environment),
                                 timeout: timeout)
        child.containment = containment
        return try child.run(input: input)
    }

    @Test(arguments: containments)
    func aSetsidGrandchildHoldingStandardOutputEndsWithTheProgram(_ containment: ProcessTree.Containment) throws {
        let nap = RunningProcesses.uniqueNap()
        let started = Date()
        let outcome = try run("cat >/dev/null; echo done; setsid sleep \(nap) &", containment)
        #expect(Date().timeIntervalSince(started) < 3, "the run waited for the grandchild")
        #expect(outcome.stdout == Data("done\n".utf8))
        #expect(outcome.status == 0 && !outcome.signaled && !outcome.timedOut)
        #expect(RunningProcesses.remaining(containing: "sleep \(nap)").isEmpty, "the setsid grandchild outlived the program")
    }

    @Test(arguments: containments)
    func aDoubleForkedDaemonEndsWithTheProgram(_ containment: ProcessTree.Containment) throws {
        // The classic daemon: a child that starts a grandchild in a session of
        // its own and exits at once, leaving it to whoever adopts orphans.
        let nap = RunningProcesses.uniqueNap()
        let outcome = try run("cat >/dev/null; (setsid sleep \(nap) </dev/null >/dev/null 2>&1 &); sleep 0.3; echo done", containment)
        #expect(outcome.stdout == Data("done\n".utf8))
        #expect(RunningProcesses.remaining(containing: "sleep \(nap)").isEmpty, "the daemon outlived the program")
    }

    @Test(arguments: containments)
    func theDeadlineKillsTheProgramAndItsSetsidGrandchild(_ containment: ProcessTree.Containment) throws {
        let nap = RunningProcesses.uniqueNap()
        let started = Date()
        let outcome = try run("cat >/dev/null; setsid sleep \(nap) & sleep \(nap)", containment, timeout: 1)
        #expect(outcome.timedOut)
        #expect(Date().timeIntervalSince(started) < 4, "the run outlasted its 1 s deadline")
        #expect(RunningProcesses.remaining(containing: "sleep \(nap)").isEmpty, "part of the tree outlived the deadline")
    }

    @Test(arguments: containments)
    func theProgramsOwnStatusIsReportedNotItsInits(_ containment: ProcessTree.Containment) throws {
        let exited = try run("cat >/dev/null; exit 7", containment)
        #expect(exited.status == 7 && !exited.signaled)
        // The init ignores what the program sends its own process group.
        let grouped = try run("cat >/dev/null; echo out; kill -TERM 0", containment)
        #expect(grouped.status == SIGTERM && grouped.signaled)
        #expect(grouped.stdout == Data("out\n".utf8))
        let killed = try run("cat >/dev/null; kill -9 $$", containment)
        #expect(killed.status == 9 && killed.signaled)
    }

    /// The namespace changes which processes the program can signal by number,
    /// and nothing else: same user, same files, same network.
    @Test(arguments: containments)
    func theProgramSeesTheMachineAsItsCallerDoes(_ containment: ProcessTree.Containment) throws {
        let outcome = try run("cat >/dev/null; id -u; id -g; pwd -P; readlink /proc/self/ns/mnt /proc/self/ns/net /proc/self/ns/pid", containment)
        let lines = String(decoding: outcome.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        let ours = ["mnt", "net", "pid"].map { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/\($0)")) ?? "?" }
        try #require(lines.count == 6, "\(lines)")
        #expect(lines[0] == String(geteuid()) && lines[1] == String(getegid()))
        #expect(lines[2] == URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path)
        #expect(lines[3] == ours[0], "the program got a mount namespace of its own")
        #expect(lines[4] == ours[1], "the program got a network namespace of its own")
        if containment == .subreaper || !Self.pidNamespacesAllowed {
            #expect(lines[5] == ours[2])
        } else {
            #expect(lines[5] != ours[2], "this machine allows PID namespaces, but the program is in ours")
        }
    }

    /// Whether this machine lets this user make a PID namespace, asked of
    /// util-linux's `unshare` (a user namespace too when not root, as ProcessTree does).
    static let pidNamespacesAllowed: Bool = {
        let arguments = geteuid() == 0 ? ["--pid", "--fork", "true"] : ["--user", "--pid", "--fork", "true"]
        return (try? ExternalTool.run("unshare", arguments)) != nil
    }()
}
