import JSONReading
/// Braze buttons (`btns`) and click actions (`click_action` with `uri`),
/// for the message and for each button alike.
extension BrazeImporter {
    static let buttonKeys = ["id", "text", "click_action", "uri", "use_webview", "open_target", "bg_color", "text_color", "border_color"]

    /// The buttons, each with its JSON path (for reports about a button the preview does not draw).
    mutating func readButtons(in fields: ObjectFields) -> (buttons: [Button], paths: [String: String]) {
        guard let member = fields["btns"] else { return ([], [:]) }
        let path = fields.path.appending("btns")
        guard case .array(let elements) = member.value.value else {
            reader.problems.error(path, at: member.value.offset, expected: "an array of buttons", found: member.value.summary)
            return ([], [:])
        }
        var buttons: [Button] = []
        var paths: [String: String] = [:]
        var firstUse: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            let buttonPath = path.appending(index)
            guard element.members != nil else {
                reader.problems.error(buttonPath, at: element.offset, expected: "a button object", found: element.summary)
                continue
            }
            let buttonFields = reader.vendorFields(of: element, at: buttonPath, known: Self.buttonKeys)
            let id = readButtonID(in: buttonFields, index: index, firstUse: &firstUse)
            // Android reads a missing text as "" and draws an empty button.
            let text = reader.string("text", in: buttonFields) ?? ""
            // No click_action is Braze's NONE: the button closes the message.
            let (action, fallbackReason) = readClick(in: buttonFields).map { reader.buttonAction(from: $0) } ?? (.dismiss, nil)
            let style = ButtonStyle(
                backgroundColor: reader.argbColor("bg_color", in: buttonFields),
                textColor: reader.argbColor("text_color", in: buttonFields),
                borderColor: reader.argbColor("border_color", in: buttonFields)
            )
            if let id {
                buttons.append(Button(id: id, text: text, action: action, fallbackReason: fallbackReason, style: style))
                paths[id] = buttonPath.description
            }
        }
        return (buttons, paths)
    }

    /// Android writes button IDs as numbers, the web SDK as strings; both
    /// become strings. A button without one is named by its position.
    private mutating func readButtonID(in fields: ObjectFields, index: Int, firstUse: inout [String: Int]) -> String? {
        guard let member = fields["id"] else { return String(index) }
        let id: String
        switch member.value.value {
        case .number(let value, let literal) where value.isFinite:
            id = literal
        case .string(let string) where !string.isEmpty:
            id = string
        default:
            reader.problems.error(fields.path.appending("id"), at: member.value.offset,
                                  expected: "a button ID (a number or a non-empty string)", found: member.value.summary)
            return nil
        }
        if let earlier = firstUse[id] {
            reader.problems.error(
                fields.path.appending("id"), at: member.value.offset, expected: "an ID unique in this message",
                found: "\(member.value.summary) (already used by btns[\(earlier)])"
            )
            return nil
        }
        firstUse[id] = index
        return id
    }

    /// `click_action` with its `uri`, `use_webview` and `open_target`; `nil`
    /// when there is no `click_action`.
    ///
    /// NONE closes the message (Braze's "close message" on-click behaviour);
    /// NEWS_FEED opens Braze's news feed, which the host app shows as a route;
    /// URI opens `uri`, outside the app unless `use_webview` is true (Android,
    /// iOS) or `open_target` is NONE (web: the same window).
    mutating func readClick(in fields: ObjectFields) -> ActionReading? {
        enum Click { case newsFeed, uri, close }
        let click = reader.vendorEnum("click_action", in: fields, cases: ["NEWS_FEED": Click.newsFeed, "URI": .uri, "NONE": .close])
        let present = fields["click_action"] != nil
        if click != .uri && (!present || click != nil) {
            reader.warnIgnored(["uri", "use_webview", "open_target"], in: fields, note: "used only when click_action is URI, ignored")
        }
        guard present else { return nil }
        switch click {
        case nil:
            return .invalid
        case .newsFeed:
            return .usable(.navigate(route: "news-feed", arguments: nil))
        case .close:
            return .usable(.dismiss)
        case .uri:
            let webView = reader.bool("use_webview", in: fields)
            let newWindow = reader.vendorEnum("open_target", in: fields, cases: ["NONE": false, "BLANK": true])
            let external = webView == true ? false : newWindow ?? true
            return reader.urlAction("uri", in: fields, external: external, reason: "click_action URI has no valid uri")
        }
    }
}
