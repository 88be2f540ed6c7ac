import Foundation

/// What /proc says is running, for tests that check a run left no process
/// behind. A zombie has no command line, so only live processes are found.
public enum RunningProcesses {
    /// Command lines (NUL-separated words joined by spaces) of live processes that contain `text`.
    public static func commandLines(containing text: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return line.contains(text) ? line : nil
        }
    }

    /// Process ids of live processes whose command line contains `text`.
    public static func pids(containing text: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            return String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self).contains(text) ? Int32(pid) : nil
        }
    }

    /// The command lines still containing `text` after up to `seconds` (a
    /// killed process may take the kernel a moment to end); empty once none is left.
    public static func remaining(containing text: String, within seconds: Double = 2) -> [String] {
        let end = Date().addingTimeInterval(seconds)
        var found = commandLines(containing: text)
        while !found.isEmpty && Date() < end {
            usleep(50_000)
            found = commandLines(containing: text)
        }
        return found
    }

    /// A `sleep` argument no other process has, made unique so a test finds
    /// only the processes it started: some 40 s, longer than any check of it
    /// (and the wait security review row 14 saw), short enough that a
    /// regression costs a test run little.
    public static func uniqueNap() -> String {
        "40.\(Int.random(in: 100_000...999_999))"
    }
}
