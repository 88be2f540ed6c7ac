extension String {
    /// Campaign text echoed inside a one-line reason: control characters are
    /// escaped so a log line stays one line, and a long value (a `data:` URL,
    /// a deep path) is shortened in the middle, keeping the file name at the end.
    var logSafe: String {
        var out = ""
        for scalar in unicodeScalars {
            if scalar.properties.generalCategory == .control {
                out += scalar.escaped(asASCII: true)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        let head = 80, tail = 120
        guard out.count > head + tail + 1 else { return out }
        return String(out.prefix(head)) + "…" + String(out.suffix(tail))
    }
}
