#if canImport(Glibc)
import Glibc
#endif
import CSandbox
import Foundation

/// One headless Chromium, started for one page and killed after it, spoken
/// to over its DevTools pipe (`--remote-debugging-pipe`: commands on its
/// descriptor 3, answers on 4, each message ending in a NUL byte).
///
/// Isolated (the default), it is PID 1 of its own namespaces, so the kill in
/// `deinit` ends every process it started, and its profile lives in a
/// private `/tmp` that vanishes with it: nothing is left on the machine. It
/// also dies with the thread that started it (a parent-death signal), so
/// `kill -9` of this program or Ctrl-C leaves no browser behind.
final class ChromiumProcess {
    /// Where Chromium's folders appear inside the sandbox.
    static let fontsInside = "/fonts"

    let pid: pid_t
    private let commands: Int32
    private let answers: Int32
    private var pending = [UInt8]()
    private var finished = false
    /// Runs once the browser is gone (removes a folder made for it).
    var onStop: (() -> Void)?
    /// Larger answers are refused: a screenshot of the largest frame is some 20 MB of base64.
    static let maxMessageBytes = 96 << 20

    /// Starts `executable` with `arguments` and the DevTools pipe.
    init(executable: String, arguments: [String], environment: [String: String], fontsDirectory: String,
         files: [String: String], policy: HTMLSnapshotPolicy) throws(HTMLSnapshotError) {
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1]
        guard mp_pipe_cloexec(&toChild) == 0 else { throw .cannotStart(executable, String(cString: strerror(errno))) }
        guard mp_pipe_cloexec(&fromChild) == 0 else {
            close(toChild[0]); close(toChild[1])
            throw .cannotStart(executable, String(cString: strerror(errno)))
        }
        let isolate = policy.isolation == .namespaces
        let binds = isolate ? Self.systemFolders(for: executable) + [(fontsDirectory, Self.fontsInside)] : []
        // The program is started by its real path (what the sandbox shows);
        // its name as given stays argv[0].
        let program = URL(fileURLWithPath: executable).resolvingSymlinksInPath().path
        let argv = [executable] + arguments
        let envp = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let fileList = files.sorted { $0.key < $1.key }
        var problem = [CChar](repeating: 0, count: 512)
        let spawned: pid_t = CStrings.withArray([program]) { programPointer in CStrings.withArray(argv) { argvPointer in
            CStrings.withArray(envp) { envpPointer in
                CStrings.withArray(binds.flatMap { [$0.0, $0.1] }) { bindStrings in
                    CStrings.withArray(fileList.flatMap { [$0.key, $0.value] }) { fileStrings in
                        var bindSpecs = (0..<binds.count).map { index in
                            mp_sandbox_bind(host: UnsafePointer(bindStrings[2 * index]), inside: UnsafePointer(bindStrings[2 * index + 1]))
                        }
                        var fileSpecs = (0..<fileList.count).map { index in
                            mp_sandbox_file(name: UnsafePointer(fileStrings[2 * index]), contents: UnsafePointer(fileStrings[2 * index + 1]),
                                            length: strlen(fileStrings[2 * index + 1]!))
                        }
                        return bindSpecs.withUnsafeMutableBufferPointer { bindBuffer in
                            fileSpecs.withUnsafeMutableBufferPointer { fileBuffer in
                                var spec = mp_sandbox_spec()
                                spec.executable = UnsafePointer(programPointer[0])
                                spec.argv = UnsafePointer(argvPointer)
                                spec.envp = UnsafePointer(envpPointer)
                                spec.stdio = (-1, -1, -1)
                                spec.fd3 = toChild[0]
                                spec.fd4 = fromChild[1]
                                spec.mode = isolate ? MP_SANDBOX_ISOLATE : MP_SANDBOX_GROUP
                                spec.inner_id = 1000
                                spec.binds = UnsafePointer(bindBuffer.baseAddress)
                                spec.bind_count = bindBuffer.count
                                spec.files = UnsafePointer(fileBuffer.baseAddress)
                                spec.file_count = fileBuffer.count
                                spec.tmp_bytes = 512 << 20
                                return mp_sandbox_spawn(&spec, &problem, problem.count)
                            }
                        }
                    }
                }
            }
        } }
        close(toChild[0])
        close(fromChild[1])
        guard spawned > 0 else {
            close(toChild[1]); close(fromChild[0])
            let reason = String(decoding: problem.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if isolate, !reason.hasPrefix("start the program") { throw .cannotIsolate(reason) }
            throw .cannotStart(executable, reason)
        }
        pid = spawned
        commands = toChild[1]
        answers = fromChild[0]
        _ = fcntl(answers, F_SETFL, fcntl(answers, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        stop()
        close(commands)
        close(answers)
    }

    /// Kills the browser and everything it started, and reaps it.
    func stop() {
        guard !finished else { return }
        finished = true
        // Isolated, the browser is its namespace's PID 1: the kernel kills the
        // rest with it. Otherwise its process group, and whatever left the group.
        mp_kill_descendants(pid)
        _ = kill(-pid, SIGKILL)
        _ = kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        onStop?()
    }

    /// Resident memory of the browser and all its processes.
    var residentBytes: UInt64 { mp_process_tree_rss(pid) }

    /// Sends one DevTools message.
    func send(_ message: Data) throws(HTMLSnapshotError) {
        var bytes = [UInt8](message)
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .browserFailed("the DevTools pipe closed (\(String(cString: strerror(errno))))")
            }
            offset += written
        }
    }

    /// The next DevTools message, or nil when `deadline` passes first.
    /// `check` runs about every 100 ms while waiting (the memory budget).
    func receive(before deadline: DispatchTime, check: () throws(HTMLSnapshotError) -> Void) throws(HTMLSnapshotError) -> Data? {
        while true {
            if let end = pending.firstIndex(of: 0) {
                let message = Data(pending[..<end])
                pending.removeSubrange(...end)
                return message
            }
            guard pending.count <= Self.maxMessageBytes else { throw .browserFailed("a DevTools message over \(Self.maxMessageBytes >> 20) MB") }
            let now = DispatchTime.now()
            guard now < deadline else { return nil }
            let left = (deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1_000_000
            var entry = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32(min(left + 1, 100)))
            if ready < 0 && errno != EINTR { throw .browserFailed("cannot wait for Chromium (\(String(cString: strerror(errno))))") }
            try check()
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(answers, $0.baseAddress, $0.count) }
            if count == 0 { throw .browserFailed("the browser exited") }
            if count < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw .browserFailed("cannot read the DevTools pipe (\(String(cString: strerror(errno))))")
            }
            pending.append(contentsOf: chunk[..<count])
        }
    }

    /// The folders a dynamically linked Chromium needs, shown read-only: the
    /// program folders, and from /etc only the loader's cache.
    /// A browser installed elsewhere (`MESSAGEPREVIEW_CHROMIUM`) brings its own folder.
    static func systemFolders(for executable: String) -> [(String, String)] {
        let candidates = ["/usr", "/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32", "/etc/ld.so.cache"]
        var folders = candidates.filter { FileManager.default.fileExists(atPath: $0) || Self.isLink($0) }.map { ($0, $0) }
        let home = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent().path
        if !candidates.contains(where: { home == $0 || home.hasPrefix($0 + "/") }) { folders.append((home, home)) }
        return folders
    }

    private static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }
}

/// C string arrays for the duration of a call.
enum CStrings {
    /// Calls `body` with a NULL-terminated array of C strings (valid only inside).
    static func withArray<Result>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Result) -> Result {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }
}
