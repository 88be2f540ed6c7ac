#if canImport(Glibc)
import Glibc
#endif
import CSandbox
import Foundation

/// A program started through CSandbox's `mp_sandbox_spawn`, held with
/// everything it starts, so that the whole tree ends together and none of
/// it outlives the run: the one Swift door to that primitive, for external
/// renderer plugins and for the Chromium that draws HTML messages.
///
/// The PID held is the process `mp_sandbox_spawn` started: in the tree
/// modes an init of ours, never the program (the program's own wait status
/// then comes from the init through the caller's `statusFD`, since an init
/// can neither die of the program's signal nor be waited on for it).
/// Every mode dies with the thread that started it (a parent-death signal).
public final class ProcessTree {
    /// What is put around the program.
    public enum Containment: Equatable, Sendable {
        /// Below an init that is PID 1 of a PID namespace of its own, seeing
        /// the machine as its caller does; where the kernel refuses
        /// namespaces, silently `.subreaper` (external plugins).
        case pidNamespace
        /// Below an init that is a child subreaper leading a process group:
        /// what `.pidNamespace` falls back to, chosen directly by tests.
        case subreaper
        /// A process group of its own and nothing more (Chromium in
        /// `--html-isolation browser-only`).
        case group
        /// PID 1 of new user, mount, network, PID, IPC and UTS namespaces
        /// over a root made of `root` alone (Chromium drawing an HTML page).
        case isolated(IsolatedRoot)
    }

    /// The root an `.isolated` program sees.
    public struct IsolatedRoot: Equatable, Sendable {
        /// Host folders or files (`host`) shown read-only at `inside`.
        public var binds: [Bind]
        /// Files written into the private `/tmp` before the program starts, by plain name.
        public var files: [String: String]
        /// The program's user and group id inside (non-zero: an ordinary user).
        public var innerID: UInt32
        /// The size of the private `/tmp` and `/dev/shm`.
        public var temporaryBytes: UInt64

        public struct Bind: Equatable, Sendable {
            public var host: String
            public var inside: String
            public init(host: String, inside: String) {
                self.host = host
                self.inside = inside
            }
        }

        public init(binds: [Bind], files: [String: String], innerID: UInt32 = 1000, temporaryBytes: UInt64 = 512 << 20) {
            self.binds = binds
            self.files = files
            self.innerID = innerID
            self.temporaryBytes = temporaryBytes
        }
    }

    /// Why the program did not start: `step: reason`, as CSandbox words it.
    public struct StartError: Error, Equatable, CustomStringConvertible {
        public let description: String
        static let execStep = "start the program: "

        /// `execve` itself failed: the program (or its `#!` interpreter) is
        /// missing or not executable, rather than the containment.
        public var isProgramFailure: Bool { description.hasPrefix(Self.execStep) }
        /// The system's words alone when `execve` failed, else the whole line.
        public var reason: String { isProgramFailure ? String(description.dropFirst(Self.execStep.count)) : description }
    }

    public let pid: pid_t
    private var reaped = false

    /// Starts `executable` (`argv[0]` is `name`, default the path) with
    /// exactly `environment`, with `stdio` as its descriptors 0, 1 and 2 and
    /// `extra` as 3 and 4 (-1: none); in the tree modes the init writes the
    /// program's wait status to `statusFD`. The caller keeps its own copies
    /// of these descriptors.
    public init(executable: String, name: String? = nil, arguments: [String], environment: [String: String],
                stdio: (Int32, Int32, Int32) = (-1, -1, -1), extra: (Int32, Int32) = (-1, -1), statusFD: Int32 = -1,
                containment: Containment) throws(StartError) {
        let strings = CStringTable()
        var spec = mp_sandbox_spec()
        spec.executable = strings.string(executable)
        spec.argv = strings.array([name ?? executable] + arguments)
        spec.envp = strings.array(environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
        spec.stdio = stdio
        (spec.fd3, spec.fd4) = extra
        spec.status_fd = statusFD
        switch containment {
        case .pidNamespace: spec.mode = MP_SANDBOX_TREE
        case .subreaper: spec.mode = MP_SANDBOX_TREE_SUBREAPER
        case .group: spec.mode = MP_SANDBOX_GROUP
        case .isolated(let root):
            spec.mode = MP_SANDBOX_ISOLATE
            spec.inner_id = root.innerID
            spec.tmp_bytes = root.temporaryBytes
            spec.binds = strings.binds(root.binds)
            spec.bind_count = root.binds.count
            let files = root.files.sorted { $0.key < $1.key }
            spec.files = strings.files(files)
            spec.file_count = files.count
        }
        var problem = [CChar](repeating: 0, count: 512)
        let started = mp_sandbox_spawn(&spec, &problem, problem.count)
        guard started > 0 else {
            throw StartError(description: String(decoding: problem.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        pid = started
    }

    /// A tree dropped without `reap()` (a caller that threw) is ended, not left.
    deinit {
        if !reaped {
            killAll()
            _ = reap()
        }
    }

    /// True once the started process has exited (in the tree modes, the
    /// program has, and nothing of the tree is left), without reaping it: its
    /// PID stays reserved until `reap()`, so no kill here can reach a
    /// stranger that reused it.
    public var hasExited: Bool {
        guard !reaped else { return true }
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info._sifields._sigchld.si_pid == pid
    }

    /// Kills the whole tree: first every process below the started one,
    /// found through /proc (so none is orphaned beyond reach by its death),
    /// then its process group and itself (as PID 1 of a namespace, the kernel
    /// then kills whatever is left in it).
    public func killAll() {
        guard !reaped else { return }
        mp_kill_descendants(pid)
        _ = kill(-pid, SIGKILL)
        _ = kill(pid, SIGKILL)
    }

    /// Waits for the started process to exit and returns its wait status. In
    /// a namespace, the kernel reports its exit only once every process of
    /// the namespace is gone.
    public func reap() -> Int32 {
        guard !reaped else { return 0 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        reaped = true
        return status
    }

    /// The anonymous resident memory of the whole tree (what its processes
    /// hold of their own, not the program's shared pages), from /proc.
    public var residentBytes: UInt64 { mp_process_tree_rss(pid) }

    /// A close-on-exec pipe, so no other program inherits its ends.
    public static func pipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [-1, -1]
        return mp_pipe_cloexec(&fds) == 0 ? (fds[0], fds[1]) : nil
    }
}

/// C strings and the arrays of them a spec points to, freed together when
/// the table goes (after `mp_sandbox_spawn` returned: the child has its own copy).
private final class CStringTable {
    private var allocations: [UnsafeMutableRawPointer] = []

    deinit { for allocation in allocations { free(allocation) } }

    func string(_ text: String) -> UnsafePointer<CChar> {
        let copy = strdup(text)!
        allocations.append(UnsafeMutableRawPointer(copy))
        return UnsafePointer(copy)
    }

    /// A NULL-terminated array.
    func array(_ texts: [String]) -> UnsafePointer<UnsafeMutablePointer<CChar>?> {
        let pointers = allocate(UnsafeMutablePointer<CChar>?.self, count: texts.count + 1)
        for (index, text) in texts.enumerated() { pointers[index] = UnsafeMutablePointer(mutating: string(text)) }
        pointers[texts.count] = nil
        return UnsafePointer(pointers)
    }

    func binds(_ binds: [ProcessTree.IsolatedRoot.Bind]) -> UnsafePointer<mp_sandbox_bind> {
        let specs = allocate(mp_sandbox_bind.self, count: max(1, binds.count))
        for (index, bind) in binds.enumerated() { specs[index] = mp_sandbox_bind(host: string(bind.host), inside: string(bind.inside)) }
        return UnsafePointer(specs)
    }

    func files(_ files: [(key: String, value: String)]) -> UnsafePointer<mp_sandbox_file> {
        let specs = allocate(mp_sandbox_file.self, count: max(1, files.count))
        for (index, file) in files.enumerated() {
            specs[index] = mp_sandbox_file(name: string(file.key), contents: string(file.value), length: file.value.utf8.count)
        }
        return UnsafePointer(specs)
    }

    private func allocate<Element>(_: Element.Type, count: Int) -> UnsafeMutablePointer<Element> {
        let raw = malloc(MemoryLayout<Element>.stride * count)!
        allocations.append(raw)
        return raw.bindMemory(to: Element.self, capacity: count)
    }
}
