/// Which goldens `golden record` writes.
public enum RecordMode: String, CaseIterable, Sendable, Codable {
    /// Only goldens that do not exist yet (the default).
    case missing
    /// Goldens a check fails: missing ones and ones that differ. No other file is touched.
    case failed
    /// Every golden whose bytes differ from the new output, including those
    /// within the diff budget; identical ones are left alone.
    case all

    /// Whether an output with this check status (and identical bytes or not) is written.
    func selects(_ status: CheckedOutput.Status, identical: Bool) -> Bool {
        switch (self, status) {
        case (_, .error): false
        case (_, .new): true
        case (.missing, _): false
        case (.failed, .failed): true
        case (.failed, _): false
        case (.all, _): !identical
        }
    }
}
