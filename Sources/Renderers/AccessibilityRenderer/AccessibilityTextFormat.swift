import BoxTreeModel
import LogText
import NumberText

/// The text form of an accessibility snapshot: a few `key: value` lines about
/// the message, then one line per element, indented by depth, in the spirit
/// of Playwright's aria snapshots. Stable and diffable: the same snapshot
/// always prints the same bytes. The grammar is in `docs/accessibility.md`.
/// It is printed on terminals and in CI logs (`render --format a11y`), so
/// everything from the campaign (ids, labels, URLs, reasons) is escaped by
/// `logSafe`, the one escaping of printed text.
enum AccessibilityTextFormat {
    static func text(_ snapshot: AccessibilitySnapshot) -> String {
        var lines: [String] = []
        let environment = snapshot.environment
        lines.append("campaign: \(snapshot.campaignID.logSafe)")
        lines.append("message: \(snapshot.messageType), "
            + (snapshot.displayed ? "displayed" : "not displayed: \((snapshot.notDisplayedReason ?? "").logSafe)"))
        lines.append("environment: \(environment.device) \(environment.orientation.rawValue), "
            + "lang \(environment.language ?? "(campaign text)"), \(environment.direction.rawValue), text size \(environment.textSize)")
        if snapshot.displayed {
            lines.append("focus: " + (snapshot.initialFocus.map { "\($0.logSafe) (VoiceOver moves focus to the message)" } ?? "none"))
            lines.append("app behind: " + (snapshot.hostAppReachable
                ? "reachable (the message is not modal; VoiceOver can move to the app, touches outside pass through)"
                : "hidden from VoiceOver (the message is modal)"))
            lines.append("auto-dismiss: " + (snapshot.autoDismissAfter.map { "after \(NumberText.points($0)) s of visible time" }
                ?? "never (stays until closed)"))
            lines.append("outside tap: " + outsideTap(snapshot.outsideTap))
            lines.append("elements (VoiceOver reading order):")
            for element in snapshot.elements { append(element, depth: 1, to: &lines) }
        } else {
            lines.append("elements: none (a device would not display the message)")
        }
        if snapshot.diagnostics.isEmpty {
            lines.append("diagnostics: none")
        } else {
            lines.append("diagnostics:")
            for diagnostic in snapshot.diagnostics {
                lines.append("  - \(diagnostic.severity.rawValue) \(diagnostic.code): \(escaped(diagnostic.message, quoted: false))"
                    + (diagnostic.element.map { " (\($0.logSafe))" } ?? ""))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `type "label"`, or `type id=identifier` for an element without a label.
    static func summary(_ element: AccessibilityElement) -> String {
        if let label = element.label { return "\(element.type.rawValue) \(escaped(label, quoted: true))" }
        if let identifier = element.identifier { return "\(element.type.rawValue) id=\(identifier.logSafe)" }
        return element.type.rawValue
    }

    private static func outsideTap(_ tap: AccessibilitySnapshot.OutsideTap) -> String {
        switch tap {
        case .dismiss: "dismiss (a tap on the scrim closes the message)"
        case .blocked: "blocked (the scrim takes the tap; the message stays)"
        case .passesThrough: "passes through to the app"
        case .none: "none (the message covers the screen)"
        }
    }

    /// `- type "label" id=identifier [traits] frame=(x,y,w,h) target=WxH action=... visible=...`
    private static func append(_ element: AccessibilityElement, depth: Int, to lines: inout [String]) {
        var parts = ["- " + element.type.rawValue]
        if let label = element.label { parts.append(escaped(label, quoted: true)) }
        if let identifier = element.identifier { parts.append("id=\(identifier.logSafe)") }
        // The type already says button, image or static text; show what it does not.
        let extra = element.traits.filter { $0 != element.type.rawValue }
        if !extra.isEmpty { parts.append("[\(extra.joined(separator: ", "))]") }
        let f = element.frame
        parts.append("frame=(\([f.x, f.y, f.width, f.height].map(NumberText.points).joined(separator: ",")))")
        if let target = element.hitTarget {
            parts.append("target=\(NumberText.points(target.width))x\(NumberText.points(target.height))")
        }
        if let action = element.action {
            parts.append("action=\(actionSummary(action).logSafe)")
            if let reason = action.fallbackReason { parts.append("fallback=\(escaped(reason, quoted: true))") }
        }
        switch element.visibility {
        case .visible: break
        case .partlyVisible: parts.append("visible=partly")
        case .scrolledOut: parts.append("visible=no")
        }
        lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
        for child in element.children { append(child, depth: depth + 1, to: &lines) }
    }

    /// `dismiss`, `navigate(route)`, `openURL(url, in-app browser)`,
    /// `openURL(url, system)`, `requestPushPermission`, `unsupported(type)`.
    static func actionSummary(_ action: ActionInfo) -> String {
        guard action.isSupported else { return "unsupported(\(action.type))" }
        switch action.type {
        case "openURL":
            let handler = switch action.opensIn {
            case .inAppBrowser?: ", in-app browser"
            case .system?: ", system"
            case nil: action.external == true ? ", external" : ""
            }
            return "openURL(\(action.target ?? "")\(handler))"
        case "navigate":
            return "navigate(\(action.target ?? ""))"
        default:
            return action.type
        }
    }

    /// One line, whatever the text: backslashes (and quotes, when quoted)
    /// escaped for the grammar, then everything else by `logSafe`.
    static func escaped(_ text: String, quoted: Bool) -> String {
        let grammar = text.replacingOccurrences(of: "\\", with: "\\\\")
        return quoted ? ("\"" + grammar.replacingOccurrences(of: "\"", with: "\\\"") + "\"").logSafe : grammar.logSafe
    }
}
