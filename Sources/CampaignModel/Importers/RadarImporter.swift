import BoxTreeModel
import JSONReading
/// Reads a Radar in-app message: `title` and `body` (`{text, color}`), an
/// optional `button` and `image`, and `metadata`. Radar has one layout, a
/// centred modal over a dimmed screen that a tap outside closes.
///
/// Strictness follows the SDK (`RadarInAppMessage.fromDictionary`): without a
/// usable title or body the message is never shown, so that is an error; a
/// button or image missing a required key is silently dropped by the SDK, so
/// that is a warning and the preview drops it too.
struct RadarImporter {
    var reader: CampaignReader

    init(file: String) {
        reader = CampaignReader(file: file)
    }

    static let rootKeys = ["title", "body", "button", "image", "metadata"]
    static let textKeys = ["text", "color"]
    /// The SDK reads the link from `deepLink` only (`RadarInAppMessage.Button`); a `url` is known, so that it is
    /// warned about as ignored rather than as unknown.
    static let buttonKeys = ["text", "color", "backgroundColor", "url", "deepLink"]
    static let imageKeys = ["name", "url"]
    static let campaignIDKey = "radar:campaignId"

    mutating func read(_ root: JSONNode) -> Campaign? {
        guard root.members != nil else {
            reader.problems.error(.root, at: root.offset, expected: "a Radar in-app message object", found: root.summary)
            return nil
        }
        let fields = reader.vendorFields(of: root, at: .root, known: Self.rootKeys)
        let title = readText("title", in: fields)
        let body = readText("body", in: fields)
        let button = readButton(in: fields)
        let imageURL = readImage(in: fields)
        var extras: [String: JSONValue] = [:]
        var id: String?
        if let metadata = reader.object("metadata", in: fields, expected: "an object of metadata") {
            let path = fields.path.appending("metadata")
            if case .object(let values)? = reader.readObjectValue(metadata, at: path) {
                extras = values
            }
            // The campaign ID becomes the campaign's; the rest is carried through.
            if let member = metadata.members?.last(where: { $0.key == Self.campaignIDKey }), !member.value.isNull {
                if let campaignID = member.value.stringValue {
                    if !campaignID.isEmpty {
                        id = campaignID
                        extras[Self.campaignIDKey] = nil
                    }
                } else {
                    reader.problems.error(path.appending(Self.campaignIDKey), at: member.value.offset, expected: "a string", found: member.value.summary)
                }
            }
        }

        guard let title, let body else { return nil }
        return Campaign(
            id: id ?? reader.fallbackID("radar-message", at: root, looked: "metadata[\"radar:campaignId\"]"),
            type: .modal,
            header: title.text,
            body: body.text,
            imageURL: imageURL,
            buttons: button.map { [$0] } ?? [],
            showCloseButton: true,
            dismissOnScrimTap: true,
            extras: .object(extras),
            style: MessageStyle(textColor: body.color, headerColor: title.color),
            vendor: VendorHints(source: .radar, paths: ElementPaths(header: "title.text", body: "body.text", image: imageURL == nil ? nil : "image.url",
                                                                    buttons: button == nil ? [:] : ["button": "button"]))
        )
    }

    /// `title` or `body`: both keys required, or Radar drops the message.
    private mutating func readText(_ key: String, in fields: ObjectFields) -> (text: String, color: RGBAColor)? {
        let path = fields.path.appending(key)
        let expected = "a text object {\"text\": …, \"color\": \"#RRGGBB\"}"
        guard let member = fields[key] else {
            reader.problems.error(path, at: fields.offset, expected: expected, found: ProblemText.missing)
            return nil
        }
        guard member.value.members != nil else {
            reader.problems.error(path, at: member.value.offset, expected: expected, found: member.value.summary)
            return nil
        }
        let textFields = reader.vendorFields(of: member.value, at: path, known: Self.textKeys)
        let text = reader.requiredString("text", in: textFields, expected: "a string", allowEmpty: true)
        let color: RGBAColor?
        if textFields["color"] == nil {
            reader.problems.error(path.appending("color"), at: member.value.offset, expected: VendorHexDialect.rgb.expected, found: ProblemText.missing)
            color = nil
        } else {
            color = reader.vendorHexColor("color", in: textFields, dialect: .rgb)
        }
        guard let text, let color else { return nil }
        return (text, color)
    }

    /// The one button, with the ID `button`. A deep link opens outside the
    /// app (`UIApplication.open`); without one the button just closes.
    private mutating func readButton(in fields: ObjectFields) -> Button? {
        guard let node = reader.object("button", in: fields, expected: "a button object") else { return nil }
        let path = fields.path.appending("button")
        let buttonFields = reader.vendorFields(of: node, at: path, known: Self.buttonKeys)
        let text = reader.string("text", in: buttonFields)
        let color = reader.vendorHexColor("color", in: buttonFields, dialect: .rgb)
        let background = reader.vendorHexColor("backgroundColor", in: buttonFields, dialect: .rgb)
        var action: (Action, String?) = (.dismiss, nil)
        reader.warnIgnored("url", in: buttonFields, note: buttonFields["deepLink"] == nil
            ? "Radar's SDK opens deepLink only, so this button just closes the message; ignored"
            : "Radar's SDK opens deepLink only; ignored")
        // The SDK skips a null, empty or "null" deep link and just closes.
        if let member = buttonFields["deepLink"], member.value.stringValue.map({ !$0.isEmpty && $0 != "null" }) ?? true {
            action = reader.buttonAction(from: reader.urlAction("deepLink", in: buttonFields, external: true, reason: "deepLink is not a usable URL"))
        }
        let missing = ["text", "color", "backgroundColor"].filter { buttonFields[$0] == nil }
        for key in missing {
            reader.problems.warning(
                path.appending(key), at: node.offset, expected: key == "text" ? "a string" : VendorHexDialect.rgb.expected,
                found: ProblemText.missing, note: "missing, so Radar drops the button; it is not shown"
            )
        }
        guard missing.isEmpty, let text, let color, let background else { return nil }
        return Button(id: "button", text: text, action: action.0, fallbackReason: action.1,
                      style: ButtonStyle(backgroundColor: background, textColor: color))
    }

    /// The image URL; `name` (an identifier for Radar's own use) has no equivalent.
    private mutating func readImage(in fields: ObjectFields) -> String? {
        guard let node = reader.object("image", in: fields, expected: "an image object {\"name\": …, \"url\": …}") else { return nil }
        let path = fields.path.appending("image")
        let imageFields = reader.vendorFields(of: node, at: path, known: Self.imageKeys)
        let name = reader.string("name", in: imageFields)
        let url = reader.string("url", in: imageFields)
        reader.warnIgnored("name", in: imageFields)
        let missing = Self.imageKeys.filter { imageFields[$0] == nil }
        for key in missing {
            reader.problems.warning(path.appending(key), at: node.offset, expected: "a string", found: ProblemText.missing,
                                    note: "missing, so Radar drops the image; it is not shown")
        }
        guard missing.isEmpty, name != nil else { return nil }
        return url
    }
}
