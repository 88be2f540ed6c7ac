#if canImport(Glibc)
import Glibc
#endif
import CSandbox
import Foundation

/// A program started below an init of its own (CSandbox's `MP_SANDBOX_TREE`
/// modes), so that the program and everything it starts, double-forked or
/// `setsid` included, end together, and none outlives the run.
///
/// The PID held is the init's, never the program's. Where the kernel allows
/// it the init is PID 1 of a new PID namespace (with a user namespace mapping
/// the caller's own ids when not root), and nothing else of the machine
/// changes for the program: the same files, network and user. Killing the
/// init, or the init exiting once the program has, makes the kernel kill
/// every process left in the namespace. Where namespaces are refused (a
/// container's seccomp profile) the init is a child subreaper leading a
/// process group instead: whatever the program leaves is re-parented to it,
/// so it is still found below it through /proc, and killed.
///
/// The program's own wait status comes from the init through a pipe (the
/// caller's `statusFD`), since an init can neither die of the program's
/// signal nor be waited on for the program.
final class ProcessTree {
    /// How a tree is held.
    enum Containment: Sendable {
        /// Below an init that is PID 1 of a PID namespace of its own; where the
        /// kernel refuses namespaces, silently `.subreaper`.
        case pidNamespace
        /// Below an init that is a child subreaper: what `.pidNamespace` falls
        /// back to, chosen directly by tests.
        case subreaper
    }

    let initPID: pid_t
    private var reaped = false

    /// Starts `executable` (argv[0] is its path, then `arguments`) with exactly
    /// `environment`, in this process's working directory, with `stdio` as its
    /// descriptors 0, 1 and 2; the init writes the program's wait status to
    /// `statusFD`. The caller keeps its own copies of these descriptors.
    init(executable: String, arguments: [String], environment: [String: String], stdio: (Int32, Int32, Int32),
         statusFD: Int32, containment: Containment) throws(ChildProcessError) {
        let argv = [executable] + arguments
        let envp = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        var problem = [CChar](repeating: 0, count: 512)
        let pid = Self.withCStrings([executable]) { program in
            Self.withCStrings(argv) { argvPointer in
                Self.withCStrings(envp) { envpPointer in
                    var spec = mp_sandbox_spec()
                    spec.executable = UnsafePointer(program[0])
                    spec.argv = UnsafePointer(argvPointer)
                    spec.envp = UnsafePointer(envpPointer)
                    spec.stdio = stdio
                    spec.fd3 = -1
                    spec.fd4 = -1
                    spec.mode = containment == .pidNamespace ? MP_SANDBOX_TREE : MP_SANDBOX_TREE_SUBREAPER
                    spec.status_fd = statusFD
                    return mp_sandbox_spawn(&spec, &problem, problem.count)
                }
            }
        }
        guard pid > 0 else {
            let text = String(decoding: problem.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // execve's own failure reads as the system's words alone, as a shell would say it.
            let execFailure = "start the program: "
            throw .cannotStart(reason: text.hasPrefix(execFailure) ? String(text.dropFirst(execFailure.count)) : text)
        }
        initPID = pid
    }

    /// A tree dropped without `reap()` (a caller that threw) is ended, not left.
    deinit {
        if !reaped {
            killAll()
            _ = reap()
        }
    }

    /// True once the init has exited (so the program has, and nothing of the
    /// tree is left), without reaping it: its PID stays reserved until `reap()`,
    /// so no kill here can reach a stranger that reused it.
    var hasExited: Bool {
        guard !reaped else { return true }
        var info = siginfo_t()
        return waitid(P_PID, id_t(initPID), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info._sifields._sigchld.si_pid == initPID
    }

    /// Kills the whole tree: first every process below the init, found
    /// through /proc (in the fallback they are all still below it, being
    /// re-parented to it), so none is orphaned beyond reach by the init's
    /// death; then the init's process group and the init (as PID 1 of a
    /// namespace, the kernel then kills whatever is left in it).
    func killAll() {
        guard !reaped else { return }
        mp_kill_descendants(initPID)
        _ = kill(-initPID, SIGKILL)
        _ = kill(initPID, SIGKILL)
    }

    /// Waits for the init to exit and returns its wait status. In a namespace,
    /// the kernel reports its exit only once every process of the namespace is gone.
    func reap() -> Int32 {
        guard !reaped else { return 0 }
        var status: Int32 = 0
        while waitpid(initPID, &status, 0) < 0 && errno == EINTR {}
        reaped = true
        return status
    }

    /// Calls `body` with a NULL-terminated array of C strings, valid only inside.
    private static func withCStrings<Result>(_ strings: [String],
                                             _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Result) -> Result {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }
}
