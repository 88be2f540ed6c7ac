import JSONReading
/// Buttons: an array of objects with a unique `id`, a `text`, an optional
/// `action` (falling back to `dismiss`, as the SDK does) and an optional `style`.
extension CampaignReader {
    static let buttonKeys = ["id", "text", "action", "style"]
    static let buttonStyleKeys = ["backgroundColor", "textColor", "borderColor"]

    mutating func readButtons(in fields: ObjectFields) -> [Button] {
        guard let member = fields["buttons"] else { return [] }
        let path = fields.path.appending("buttons")
        guard case .array(let elements) = member.value.value else {
            problems.error(path, at: member.value.offset, expected: "an array of buttons", found: member.value.summary)
            return []
        }
        guard elements.count <= CampaignLimits.maxButtons else {
            problems.error(path, at: member.value.offset, expected: "at most \(CampaignLimits.maxButtons) buttons",
                           found: "\(elements.count) buttons")
            return []
        }
        var buttons: [Button] = []
        // Where each ID was first used, to point a duplicate back at it.
        var firstUse: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            let buttonPath = path.appending(index)
            guard element.members != nil else {
                problems.error(buttonPath, at: element.offset, expected: "a button object", found: element.summary)
                continue
            }
            let buttonFields = problems.fields(of: element, at: buttonPath, known: Self.buttonKeys)
            let id = requiredString("id", in: buttonFields, expected: "a non-empty string", allowEmpty: false)
            if let id, let idMember = buttonFields["id"] {
                if let earlier = firstUse[id] {
                    problems.error(
                        buttonPath.appending("id"), at: idMember.value.offset, expected: "an ID unique in this message",
                        found: "\(idMember.value.summary) (already used by buttons[\(earlier)])"
                    )
                } else {
                    firstUse[id] = index
                }
            }
            let text = requiredString("text", in: buttonFields, expected: "a string", allowEmpty: true)
            let (action, fallbackReason) = readButtonAction(in: buttonFields)
            let style = buttonFields["style"].map { readButtonStyle($0.value, at: buttonPath.appending("style")) } ?? ButtonStyle()
            if let id, let text {
                buttons.append(Button(id: id, text: text, action: action, fallbackReason: fallbackReason, style: style))
            }
        }
        return buttons
    }

    /// The button's action, or `dismiss` and the reason when there is none
    /// that can be performed. The fallback is also a warning: it is what the
    /// SDK does, but rarely what the author meant.
    private mutating func readButtonAction(in fields: ObjectFields) -> (Action, String?) {
        let path = fields.path.appending("action")
        let reading: ActionReading
        if let member = fields["action"] {
            reading = readAction(member.value, at: path)
        } else {
            reading = .unusable(UnusableAction(
                reason: "the button has no action", path: path, offset: fields.offset,
                expected: "an action object", found: ProblemText.missing
            ))
        }
        switch reading {
        case .usable(let action):
            return (action, nil)
        case .unusable(let unusable):
            problems.warning(
                unusable.path, at: unusable.offset, expected: unusable.expected, found: unusable.found,
                note: "\(unusable.reason); the button falls back to dismiss"
            )
            return (.dismiss, unusable.reason)
        case .invalid:
            return (.dismiss, nil)
        }
    }

    private mutating func readButtonStyle(_ node: JSONNode, at path: JSONPath) -> ButtonStyle {
        guard node.members != nil else {
            problems.error(path, at: node.offset, expected: "a button style object", found: node.summary)
            return ButtonStyle()
        }
        let fields = problems.fields(of: node, at: path, known: Self.buttonStyleKeys)
        return ButtonStyle(
            backgroundColor: color("backgroundColor", in: fields),
            textColor: color("textColor", in: fields),
            borderColor: color("borderColor", in: fields)
        )
    }
}
