#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ProcessSandbox

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

    private let tree: ProcessTree
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
        guard let toChild = ProcessTree.pipe() else { throw .cannotStart(executable, String(cString: strerror(errno))) }
        guard let fromChild = ProcessTree.pipe() else {
            close(toChild.read); close(toChild.write)
            throw .cannotStart(executable, String(cString: strerror(errno)))
        }
        let isolate = policy.isolation == .namespaces
        let containment = isolate
            ? ProcessTree.Containment.isolated(.init(binds: Self.systemFolders(for: executable) + [.init(host: fontsDirectory, inside: Self.fontsInside)],
                                                     files: files))
            : .group
        do {
            // Started by its real path (what the sandbox shows); its name as given stays argv[0].
            tree = try ProcessTree(executable: URL(fileURLWithPath: executable).resolvingSymlinksInPath().path, name: executable,
                                   arguments: arguments, environment: environment, extra: (toChild.read, fromChild.write),
                                   containment: containment)
        } catch {
            close(toChild.read); close(toChild.write); close(fromChild.read); close(fromChild.write)
            if isolate, !error.isProgramFailure { throw .cannotIsolate(error.description) }
            throw .cannotStart(executable, error.description)
        }
        close(toChild.read)
        close(fromChild.write)
        commands = toChild.write
        answers = fromChild.read
        _ = fcntl(answers, F_SETFL, fcntl(answers, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        stop()
        close(commands)
        close(answers)
    }

    /// Kills the browser and everything it started, and reaps it. Isolated,
    /// the browser is its namespace's PID 1: the kernel kills the rest with it.
    func stop() {
        guard !finished else { return }
        finished = true
        tree.killAll()
        _ = tree.reap()
        onStop?()
    }

    /// Resident memory of the browser and all its processes.
    var residentBytes: UInt64 { tree.residentBytes }

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
    static func systemFolders(for executable: String) -> [ProcessTree.IsolatedRoot.Bind] {
        let candidates = ["/usr", "/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32", "/etc/ld.so.cache"]
        var folders = candidates.filter { FileManager.default.fileExists(atPath: $0) || Self.isLink($0) }
        let home = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent().path
        if !candidates.contains(where: { home == $0 || home.hasPrefix($0 + "/") }) { folders.append(home) }
        return folders.map { .init(host: $0, inside: $0) }
    }

    private static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }
}
