/// Why an HTML page could not be drawn. Each reads as the end of the
/// placeholder's sentence and of the preview's warning.
public enum HTMLSnapshotError: Error, Equatable, CustomStringConvertible {
    case badGeometry(String)
    /// Chromium could not be started in its sandbox (namespaces forbidden, a
    /// mount refused): the step and the system's reason.
    case cannotIsolate(String)
    case cannotStart(String, String)
    case timedOut(seconds: Double)
    case tooMuchMemory(limit: UInt64)
    /// The browser went away or answered something the snapshotter cannot use.
    case browserFailed(String)
    case noImage(String)
    /// Not tried: the same page, or too many pages of the run, ran out of a budget before.
    case skipped(String)

    public var description: String {
        switch self {
        case .badGeometry(let what): "cannot draw the HTML at \(what)"
        case .cannotIsolate(let reason):
            "cannot shut Chromium in (\(reason)), so the HTML is not drawn; allow user namespaces, "
                + "or pass --html-isolation browser-only for input you trust (docs/security.md)"
        case .cannotStart(let path, let reason): "cannot start Chromium at \(path): \(reason)"
        case .timedOut(let seconds):
            "the page took longer than its \(Self.seconds(seconds)) s budget (--html-timeout), stopped"
        case .tooMuchMemory(let limit):
            "the page used more than its \(limit >> 20) MiB memory budget, stopped"
        case .browserFailed(let reason): "Chromium failed: \(reason)"
        case .noImage(let reason): "Chromium drew no image (\(reason))"
        case .skipped(let reason): reason
        }
    }

    /// A page that hit a budget is not tried again at another size.
    public var isBudget: Bool {
        switch self {
        case .timedOut, .tooMuchMemory: true
        default: false
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
