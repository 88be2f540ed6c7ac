import BoxTreeModel
import JSONReading
/// Walks a parsed campaign file into a `Campaign`, recording every problem on
/// the way instead of stopping at the first one.
///
/// Readers return `nil` for a value that is absent or wrong; a wrong value has
/// already been recorded as an error, so the caller just applies the default
/// and carries on. The campaign is only used when no error was recorded.
struct CampaignReader {
    var problems: ProblemCollector

    /// Message keys, in the order the format lists them.
    static let campaignKeys = [
        "id", "type", "layout", "header", "body", "imageURL", "iconURL", "clickAction", "buttons",
        "showCloseButton", "dismissOnScrimTap", "autoDismissAfter", "orientation", "slidePosition",
        "extras", "style", "localizations",
    ]

    init(file: String) {
        problems = ProblemCollector(file: file)
    }

    mutating func readCampaign(_ root: JSONNode) -> Campaign? {
        guard root.members != nil else {
            problems.error(.root, at: root.offset, expected: "a campaign object", found: root.summary)
            return nil
        }
        let fields = problems.fields(of: root, at: .root, known: Self.campaignKeys)

        let id = requiredString("id", in: fields, expected: "a non-empty string", allowEmpty: false)
        let type = requiredString(
            "type", in: fields,
            expected: "a string such as \"slideup\", \"modal\" or \"fullscreen\"", allowEmpty: true
        ).map(MessageType.init(rawValue:))
        let layout = enumValue(MessageLayout.self, "layout", in: fields)
        let header = string("header", in: fields)
        let body = string("body", in: fields)
        let imageURL = string("imageURL", in: fields)
        let iconURL = string("iconURL", in: fields)
        let clickAction = readClickAction(in: fields)
        let buttons = readButtons(in: fields)
        let showCloseButton = bool("showCloseButton", in: fields)
        let dismissOnScrimTap = bool("dismissOnScrimTap", in: fields)
        let autoDismissAfter = readAutoDismissAfter(in: fields)
        let orientation = enumValue(MessageOrientation.self, "orientation", in: fields)
        let slidePosition = enumValue(SlidePosition.self, "slidePosition", in: fields)
        let extras = fields["extras"].flatMap { readObjectValue($0.value, at: fields.path.appending("extras")) }
        let style = readMessageStyle(in: fields)
        let localizations = readLocalizations(in: fields, buttonIDs: Set(buttons.map(\.id)))

        guard let id, let type else { return nil }
        return Campaign(
            id: id,
            type: type,
            layout: layout ?? .textWithImage,
            header: header,
            body: body,
            imageURL: imageURL,
            iconURL: iconURL,
            clickAction: clickAction,
            buttons: buttons,
            showCloseButton: showCloseButton ?? true,
            dismissOnScrimTap: dismissOnScrimTap ?? false,
            autoDismissAfterSetting: autoDismissAfter,
            orientation: orientation ?? .any,
            slidePosition: slidePosition ?? .bottom,
            extras: extras ?? .object([:]),
            style: style,
            localizations: localizations
        )
    }

    /// `nil` when absent, `.some(nil)` for JSON `null`, `.some(seconds)` otherwise.
    private mutating func readAutoDismissAfter(in fields: ObjectFields) -> Double?? {
        guard let member = fields["autoDismissAfter"] else { return nil }
        let node = member.value
        let path = fields.path.appending("autoDismissAfter")
        let expected = "a number of seconds (0 or more) or null"
        switch node.value {
        case .null:
            return .some(nil)
        case .number(let seconds, _) where seconds.isFinite && seconds >= 0:
            return .some(seconds)
        case .number(let seconds, _) where !seconds.isFinite:
            problems.error(path, at: node.offset, expected: expected, found: node.summary + " (out of range)")
            return nil
        default:
            problems.error(path, at: node.offset, expected: expected, found: node.summary)
            return nil
        }
    }
}
