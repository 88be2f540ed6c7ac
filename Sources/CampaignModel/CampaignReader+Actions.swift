import Foundation
import JSONReading

/// Why an action cannot be performed, and where: the SDK then treats a
/// button's action as `dismiss` and ignores a message's `clickAction`.
struct UnusableAction {
    /// Plain words for a preview, e.g. "openURL action has no valid url".
    var reason: String
    var path: JSONPath
    var offset: Int
    var expected: String
    var found: String
}

/// The outcome of reading one action.
enum ActionReading {
    case usable(Action)
    /// Structurally unusable: not an error, the SDK copes with it.
    case unusable(UnusableAction)
    /// A value of the wrong JSON type inside the action, already recorded as an error.
    case invalid
}

extension CampaignReader {
    static let actionTypeExpected = "an action type such as \"dismiss\", \"openURL\", \"navigate\" or \"requestPushPermission\""

    /// The keys each known action type may have, `type` included
    /// (docs/campaign-format.md lists the same; a test keeps them equal).
    static let dismissKeys = ["type"]
    static let requestPushPermissionKeys = ["type"]
    static let openURLKeys = ["type", "url", "external"]
    static let navigateKeys = ["type", "route", "arguments"]

    /// The message's `clickAction`: absent is fine, unusable is a warning and no action.
    mutating func readClickAction(in fields: ObjectFields) -> Action? {
        guard let member = fields["clickAction"] else { return nil }
        switch readAction(member.value, at: fields.path.appending("clickAction")) {
        case .usable(let action):
            return action
        case .unusable(let unusable):
            problems.warning(
                unusable.path, at: unusable.offset, expected: unusable.expected, found: unusable.found,
                note: "\(unusable.reason); clickAction is ignored"
            )
            return nil
        case .invalid:
            return nil
        }
    }

    /// Reads an action object. Unusable actions are reported to the caller,
    /// which decides what the SDK would do instead.
    mutating func readAction(_ node: JSONNode, at path: JSONPath) -> ActionReading {
        guard node.members != nil else {
            return .unusable(UnusableAction(
                reason: node.isNull ? "the action is null" : "the action is not an object",
                path: path, offset: node.offset, expected: "an action object", found: node.summary
            ))
        }
        // The keys an action may have depend on its type, so find the type first.
        let typeMember = node.members?.last { $0.key == "type" }
        // Without a usable type, which other keys belong is unknown: they are not warned about.
        guard let typeMember else {
            return .unusable(UnusableAction(
                reason: "the action has no type", path: path.appending("type"), offset: node.offset,
                expected: Self.actionTypeExpected, found: ProblemText.missing
            ))
        }
        guard let type = typeMember.value.stringValue else {
            problems.error(path.appending("type"), at: typeMember.value.offset, expected: Self.actionTypeExpected, found: typeMember.value.summary)
            return .invalid
        }
        switch type {
        case "dismiss":
            _ = problems.fields(of: node, at: path, known: Self.dismissKeys)
            return .usable(.dismiss)
        case "requestPushPermission":
            _ = problems.fields(of: node, at: path, known: Self.requestPushPermissionKeys)
            return .usable(.requestPushPermission)
        case "openURL":
            return readOpenURL(problems.fields(of: node, at: path, known: Self.openURLKeys))
        case "navigate":
            return readNavigate(problems.fields(of: node, at: path, known: Self.navigateKeys))
        case "":
            return .unusable(UnusableAction(
                reason: "the action has an empty type", path: path.appending("type"), offset: typeMember.value.offset,
                expected: Self.actionTypeExpected, found: typeMember.value.summary
            ))
        default:
            // A newer SDK's action: its keys are unknown to us, so they are not warned about.
            return .usable(.unsupported(type: type))
        }
    }

    private mutating func readOpenURL(_ fields: ObjectFields) -> ActionReading {
        let external = bool("external", in: fields)
        let urlPath = fields.path.appending("url")
        let expected = "an absolute URL with a scheme, such as \"https://…\""
        guard let member = fields["url"] else {
            return .unusable(UnusableAction(
                reason: "openURL action has no valid url", path: urlPath, offset: fields.offset,
                expected: expected, found: ProblemText.missing
            ))
        }
        guard let url = member.value.stringValue else {
            problems.error(urlPath, at: member.value.offset, expected: "a string", found: member.value.summary)
            return .invalid
        }
        guard Self.isUsableURL(url) else {
            return .unusable(UnusableAction(
                reason: "openURL action has no valid url", path: urlPath, offset: member.value.offset,
                expected: expected, found: member.value.summary
            ))
        }
        return .usable(.openURL(url: url, external: external ?? false))
    }

    private mutating func readNavigate(_ fields: ObjectFields) -> ActionReading {
        let arguments = fields["arguments"].flatMap { readObjectValue($0.value, at: fields.path.appending("arguments")) }
        let routePath = fields.path.appending("route")
        guard let member = fields["route"] else {
            return .unusable(UnusableAction(
                reason: "navigate action has no route", path: routePath, offset: fields.offset,
                expected: "a route name", found: ProblemText.missing
            ))
        }
        guard let raw = member.value.stringValue else {
            problems.error(routePath, at: member.value.offset, expected: "a string", found: member.value.summary)
            return .invalid
        }
        // The SDK hands the host a bare route name: one leading slash goes.
        let route = raw.hasPrefix("/") ? String(raw.dropFirst()) : raw
        guard !route.isEmpty else {
            return .unusable(UnusableAction(
                reason: "navigate action has an empty route", path: routePath, offset: member.value.offset,
                expected: "a route name", found: member.value.summary
            ))
        }
        return .usable(.navigate(route: route, arguments: arguments))
    }

    /// An absolute URL: an RFC 3986 scheme, something after it, no whitespace
    /// (newer Foundation would quietly percent-encode it, older iOS refuses it),
    /// and a host for web URLs.
    static func isUsableURL(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon]
        guard let first = scheme.unicodeScalars.first, first.isASCIILetter,
              scheme.unicodeScalars.allSatisfy({ $0.isASCIILetter || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) })
        else { return false }
        guard text.index(after: colon) < text.endIndex else { return false }
        guard !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control }) else {
            return false
        }
        guard let url = URL(string: text), url.scheme != nil else { return false }
        if ["http", "https"].contains(scheme.lowercased()) {
            return !(url.host ?? "").isEmpty
        }
        return true
    }
}

private extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
