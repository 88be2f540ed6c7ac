import LogText

extension String {
    /// Campaign text echoed inside a one-line reason: escaped as everything
    /// printed is (`logSafe`), and a long value (a `data:` URL, a deep path)
    /// shortened in the middle, keeping the file name at the end.
    var logExcerpt: String {
        let out = logSafe
        let head = 80, tail = 120
        guard out.count > head + tail + 1 else { return out }
        return String(out.prefix(head)) + "…" + String(out.suffix(tail))
    }
}
