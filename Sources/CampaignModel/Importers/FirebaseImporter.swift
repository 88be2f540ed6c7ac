import BoxTreeModel
import JSONReading
/// Reads a Firebase In-App Messaging campaign: the protobuf JSON of a
/// fetched campaign (`ThickContent`: `vanillaPayload`, `content`,
/// `dataBundle`, …), or just its content as `messageContent`.
///
/// The four layouts map as the iOS SDK draws them: a banner is a slide-up
/// from the top that closes itself after 12 seconds; a modal a modal; an
/// image-only message a modal drawn as the image alone; a card a modal with
/// up to two buttons and no close glyph. Colours are hex strings, `#RRGGBB`
/// or `#AARRGGBB` (alpha first, as Android reads them). Protobuf JSON writes
/// unset strings as `""`, so an empty string counts as absent.
struct FirebaseImporter {
    var reader: CampaignReader

    init(file: String) {
        reader = CampaignReader(file: file)
    }

    static let contentKeys = ["banner", "modal", "imageOnly", "card"]
    static let rootKeys = ["content", "messageContent", "vanillaPayload", "experimentalPayload", "priority", "triggeringConditions", "isTestCampaign", "dataBundle"]
    /// Delivery settings: when and how often, not what the message looks like.
    static let ignoredRootKeys = ["priority", "triggeringConditions", "isTestCampaign"]
    static let payloadKeys = ["campaignId", "campaignName", "campaignStartTimeMillis", "campaignEndTimeMillis", "experimentPayload"]
    static let ignoredPayloadKeys = ["campaignName", "campaignStartTimeMillis", "campaignEndTimeMillis", "experimentPayload"]
    /// How long the iOS SDK shows a banner (`kBannerAutoDimissTime`).
    static let bannerSeconds = 12.0

    /// Reads one campaign; `base` is where it sits in the file (an element of
    /// a fetch response's `messages`, or the root).
    mutating func read(_ root: JSONNode, at base: JSONPath = .root) -> Campaign? {
        guard root.members != nil else {
            reader.problems.error(base, at: root.offset, expected: "a Firebase In-App Messaging campaign object", found: root.summary)
            return nil
        }
        let fields = reader.vendorFields(of: root, at: base, known: Self.rootKeys)
        reader.warnIgnored(Self.ignoredRootKeys, in: fields)
        let id = readID(in: fields)
        var extras: [String: JSONValue] = [:]
        if let member = fields["dataBundle"], case .object(let values)? = reader.readObjectValue(member.value, at: fields.path.appending("dataBundle")) {
            extras = values
        }

        let contentKey = fields["content"] == nil && fields["messageContent"] != nil ? "messageContent" : "content"
        if contentKey == "content" {
            reader.warnIgnored("messageContent", in: fields, note: "repeats content, which is used instead; ignored")
        }
        let expected = "a content object with one of banner, modal, imageOnly or card"
        guard fields[contentKey] != nil else {
            reader.problems.error(fields.path.appending("content"), at: root.offset, expected: expected, found: ProblemText.missing)
            return nil
        }
        guard let content = reader.object(contentKey, in: fields, expected: expected) else { return nil }
        let contentFields = reader.vendorFields(of: content, at: fields.path.appending(contentKey), known: Self.contentKeys)
        // A protobuf `oneof`: exactly one of the four.
        let present = (content.members ?? []).filter { Self.contentKeys.contains($0.key) && !$0.value.isNull }
        guard let first = present.first else {
            reader.problems.error(contentFields.path, at: content.offset, expected: expected, found: "an object with none of them")
            return nil
        }
        for extra in present.dropFirst() where extra.key != first.key {
            reader.problems.error(contentFields.path.appending(extra.key), at: extra.keyOffset,
                                  expected: "only one of banner, modal, imageOnly or card", found: "\(extra.key) as well as \(first.key)")
        }
        let path = contentFields.path.appending(first.key)
        guard let node = reader.object(first.key, in: contentFields, expected: "a \(first.key) message object") else { return nil }
        var campaign: Campaign
        switch first.key {
        case "banner": campaign = readBanner(node, at: path)
        case "modal": campaign = readModal(node, at: path)
        case "imageOnly": campaign = readImageOnly(node, at: path)
        default: campaign = readCard(node, at: path)
        }
        campaign.id = id ?? reader.fallbackID("firebase-message", at: root, path: base, looked: "vanillaPayload.campaignId or experimentalPayload.campaignId")
        campaign.extras = .object(extras)
        // Firebase closes a message after any action, and draws each layout its own way.
        var paths = Self.paths(of: campaign, at: path)
        if let card = campaign.vendor?.paths {
            // A card's pictures are its portrait and landscape ones.
            paths.image = card.image
            paths.landscapeImage = card.landscapeImage
        }
        campaign.vendor = VendorHints(source: .firebase, firebaseLayout: VendorHints.FirebaseLayout(rawValue: first.key),
                                      closesAfterAnyAction: true, landscapeImageURL: campaign.vendor?.landscapeImageURL, paths: paths)
        return campaign
    }

    /// Where each element of a message read at `path` comes from.
    private static func paths(of campaign: Campaign, at path: JSONPath) -> ElementPaths {
        let buttonKeys = ["action": "actionButton", "primary": "primaryActionButton", "secondary": "secondaryActionButton"]
        var buttons: [String: String] = [:]
        for button in campaign.buttons {
            if let key = buttonKeys[button.id] { buttons[button.id] = path.appending(key).description }
        }
        return ElementPaths(header: campaign.header == nil ? nil : path.appending("title").appending("text").description,
                            body: campaign.body == nil ? nil : path.appending("body").appending("text").description,
                            image: campaign.imageURL == nil ? nil : path.appending("imageUrl").description, buttons: buttons)
    }

    private mutating func readID(in fields: ObjectFields) -> String? {
        var id: String?
        for key in ["vanillaPayload", "experimentalPayload"] {
            guard let node = reader.object(key, in: fields, expected: "a campaign payload object") else { continue }
            let payload = reader.vendorFields(of: node, at: fields.path.appending(key), known: Self.payloadKeys)
            reader.warnIgnored(Self.ignoredPayloadKeys, in: payload)
            if let campaignID = reader.nonEmptyString("campaignId", in: payload), id == nil {
                id = campaignID
            }
        }
        return id
    }

    private mutating func readBanner(_ node: JSONNode, at path: JSONPath) -> Campaign {
        let fields = reader.vendorFields(of: node, at: path, known: ["title", "body", "imageUrl", "action", "actionUrl", "backgroundHexColor"])
        let title = readText("title", in: fields)
        let body = readText("body", in: fields)
        return Campaign(
            id: "", type: .slideup,
            header: title.text, body: body.text,
            imageURL: imageURL("imageUrl", in: fields),
            clickAction: reader.clickAction(from: readAction("action", in: fields), name: "the action"),
            autoDismissAfterSetting: .some(Self.bannerSeconds),
            slidePosition: .top,
            style: MessageStyle(backgroundColor: color("backgroundHexColor", in: fields), textColor: body.color, headerColor: title.color)
        )
    }

    private mutating func readModal(_ node: JSONNode, at path: JSONPath) -> Campaign {
        let fields = reader.vendorFields(of: node, at: path, known: ["title", "body", "imageUrl", "actionButton", "action", "actionUrl", "backgroundHexColor"])
        let title = readText("title", in: fields)
        let body = readText("body", in: fields)
        let action = readAction("action", in: fields)
        // The action belongs to the button when there is one.
        let button = readButton("actionButton", in: fields, id: "action", action: action)
        return Campaign(
            id: "", type: .modal,
            header: title.text, body: body.text,
            imageURL: imageURL("imageUrl", in: fields),
            clickAction: button == nil ? reader.clickAction(from: action, name: "the action") : nil,
            buttons: button.map { [$0] } ?? [],
            style: MessageStyle(backgroundColor: color("backgroundHexColor", in: fields), textColor: body.color, headerColor: title.color)
        )
    }

    private mutating func readImageOnly(_ node: JSONNode, at path: JSONPath) -> Campaign {
        let fields = reader.vendorFields(of: node, at: path, known: ["imageUrl", "action", "actionUrl"])
        return Campaign(
            id: "", type: .modal, layout: .imageOnly,
            imageURL: imageURL("imageUrl", in: fields),
            clickAction: reader.clickAction(from: readAction("action", in: fields), name: "the action")
        )
    }

    private mutating func readCard(_ node: JSONNode, at path: JSONPath) -> Campaign {
        let fields = reader.vendorFields(of: node, at: path, known: [
            "title", "body", "portraitImageUrl", "landscapeImageUrl", "backgroundHexColor",
            "primaryActionButton", "primaryAction", "secondaryActionButton", "secondaryAction",
        ])
        let title = readText("title", in: fields)
        let body = readText("body", in: fields)
        let portrait = imageURL("portraitImageUrl", in: fields)
        // Shown in landscape and on an iPad (regular width), as the SDK's card does; carried as a vendor hint.
        let landscape = imageURL("landscapeImageUrl", in: fields)
        let primary = readButton("primaryActionButton", in: fields, id: "primary", action: readAction("primaryAction", in: fields),
                                 drawsBackground: false)
        let secondary = readButton("secondaryActionButton", in: fields, id: "secondary", action: readAction("secondaryAction", in: fields),
                                   drawsBackground: false)
        return Campaign(
            id: "", type: .modal,
            header: title.text, body: body.text,
            // Without a portrait picture the landscape one serves both, as the SDK falls back.
            imageURL: portrait ?? landscape,
            buttons: [primary, secondary].compactMap { $0 },
            // A card closes through its buttons only.
            showCloseButton: false,
            style: MessageStyle(backgroundColor: color("backgroundHexColor", in: fields), textColor: body.color, headerColor: title.color),
            vendor: VendorHints(source: .firebase, landscapeImageURL: portrait == nil ? nil : landscape, paths: ElementPaths(
                image: (portrait != nil ? "portraitImageUrl" : landscape != nil ? "landscapeImageUrl" : nil).map { path.appending($0).description },
                landscapeImage: portrait != nil && landscape != nil ? path.appending("landscapeImageUrl").description : nil))
        )
    }

    /// `{text, hexColor}`.
    private mutating func readText(_ key: String, in fields: ObjectFields) -> (text: String?, color: RGBAColor?) {
        guard let node = reader.object(key, in: fields, expected: "a text object {\"text\": …, \"hexColor\": …}") else { return (nil, nil) }
        let textFields = reader.vendorFields(of: node, at: fields.path.appending(key), known: ["text", "hexColor"])
        return (reader.nonEmptyString("text", in: textFields), color("hexColor", in: textFields))
    }

    /// `{text: {text, hexColor}, buttonHexColor}`; a button without an action closes the message.
    /// - Parameter drawsBackground: false for a card's buttons, which the SDK
    ///   gives a title and its colour only (`FIRIAMCardViewController`): their
    ///   `buttonHexColor` is read, so a wrong one is still an error, and
    ///   reported as not drawn.
    private mutating func readButton(_ key: String, in fields: ObjectFields, id: String, action: ActionReading?,
                                     drawsBackground: Bool = true) -> Button? {
        guard let node = reader.object(key, in: fields, expected: "a button object {\"text\": {…}, \"buttonHexColor\": …}") else { return nil }
        let buttonFields = reader.vendorFields(of: node, at: fields.path.appending(key), known: ["text", "buttonHexColor"])
        let text = readText("text", in: buttonFields)
        let (resolved, fallbackReason) = action.map { reader.buttonAction(from: $0) } ?? (.dismiss, nil)
        let background = color("buttonHexColor", in: buttonFields)
        if !drawsBackground, background != nil {
            reader.warnIgnored("buttonHexColor", in: buttonFields,
                               note: "not drawn: Firebase's card shows its buttons as titles in their text colour, with no background")
        }
        return Button(id: id, text: text.text ?? "", action: resolved, fallbackReason: fallbackReason,
                      style: ButtonStyle(backgroundColor: drawsBackground ? background : nil, textColor: text.color))
    }

    /// `{actionUrl}`; for `action`, a flat `actionUrl` beside it is read too.
    /// The URL opens outside the app, as the SDK hands it to `UIApplication`.
    private mutating func readAction(_ key: String, in fields: ObjectFields) -> ActionReading? {
        if let node = reader.object(key, in: fields, expected: "an action object {\"actionUrl\": …}") {
            if key == "action" {
                reader.warnIgnored("actionUrl", in: fields, note: "repeats action.actionUrl, which is used instead; ignored")
            }
            return readActionURL(in: reader.vendorFields(of: node, at: fields.path.appending(key), known: ["actionUrl"]))
        }
        return key == "action" ? readActionURL(in: fields) : nil
    }

    /// The action's URL, cleaned as the SDK cleans it (`sanitized`); nothing left means no action.
    private mutating func readActionURL(in fields: ObjectFields) -> ActionReading? {
        guard let member = fields["actionUrl"], member.value.stringValue != "" else { return nil }
        guard let raw = member.value.stringValue else {
            return reader.urlAction("actionUrl", in: fields, external: true, reason: "actionUrl is not a usable URL")
        }
        guard let cleaned = sanitized(raw, "actionUrl", in: fields) else { return nil }
        return reader.urlAction("actionUrl", in: fields, external: true, reason: "actionUrl is not a usable URL", cleaned: cleaned)
    }

    /// An image URL as the SDK cleans it (`sanitized`); nothing left means no image.
    private mutating func imageURL(_ key: String, in fields: ObjectFields) -> String? {
        guard let raw = reader.string(key, in: fields) else { return nil }
        return sanitized(raw, key, in: fields)
    }

    /// A URL as the SDK cleans every URL it reads, images and actions alike
    /// (`FIRIAMFetchResponseParser`'s `sanitizedURLStringFromString`): every
    /// space removed, so a URL pasted with spaces around or inside it still
    /// works; other whitespace is kept, as there. The change is noted;
    /// `nil` when nothing is left.
    private mutating func sanitized(_ raw: String, _ key: String, in fields: ObjectFields) -> String? {
        let cleaned = String(raw.unicodeScalars.filter { $0 != " " }.map(Character.init))
        if cleaned != raw, !cleaned.isEmpty, let member = fields[key] {
            reader.problems.warning(fields.path.appending(key), at: member.value.offset, expected: "a URL without spaces",
                                    found: member.value.summary, note: "spaces removed, as Firebase does: \(ProblemText.quoted(cleaned))")
        }
        return cleaned.isEmpty ? nil : cleaned
    }

    private mutating func color(_ key: String, in fields: ObjectFields) -> RGBAColor? {
        guard fields[key]?.value.stringValue != "" else { return nil }
        return reader.vendorHexColor(key, in: fields, dialect: .argb)
    }
}
