import BoxTreeModel
import JSONReading
/// Reads a Braze in-app message: the JSON the Android SDK writes with
/// `forJsonPut()` and the iOS and web SDKs read (`type`, `message`, `btns`,
/// colours as ARGB integers, …). Enum values are matched case-insensitively,
/// as the SDKs upper-case them before comparing.
struct BrazeImporter {
    var reader: CampaignReader
    /// Set by `read` for an HTML message: the web view covers the screen.
    var htmlFrame: AdobeFrame?

    init(file: String) {
        reader = CampaignReader(file: file)
    }

    enum Kind: Equatable {
        case slideup, modal, full
    }

    /// Message types that have a native layout, as Braze spells them.
    static let previewableTypes: KeyValuePairs<String, Kind> = [
        "SLIDEUP": .slideup, "MODAL": .modal, "MODAL_STYLED": .modal, "FULL": .full, "FULL_STYLED": .full,
    ]
    /// Drawn by a full-screen web view from HTML (`message`), which the preview hands to headless Chromium.
    static let htmlTypes = ["HTML", "HTML_FULL", "WEB_HTML"]
    /// Keys only HTML messages have: zipped or mapped assets, template fields.
    static let htmlKeys = ["message_fields", "asset_zip_url", "asset_files_map", "is_touch_capture"]
    /// Every type Braze writes, for detection (upper case only: ours are lower case).
    static let typeNames: Set<String> = Set(previewableTypes.map(\.key) + htmlTypes + ["CONTROL"])

    /// Keys every message type reads.
    static let commonKeys = [
        "type", "message", "extras", "duration", "message_close", "click_action", "uri", "use_webview", "open_target",
        "icon", "icon_color", "icon_bg_color", "bg_color", "text_color", "image_url", "orientation", "crop_type",
        "text_align_message", "trigger_id", "campaign_id", "is_control",
    ]
    static let slideUpKeys = ["slide_from", "close_btn_color"]
    static let immersiveKeys = ["header", "header_text_color", "close_btn_color", "frame_color", "image_style", "text_align_header", "btns"]
    /// Braze fields with no equivalent in the campaign model (animations,
    /// alt text, templated extras, test-send flag).
    static let ignoredKeys = ["animate_in", "animate_out", "image_alt", "is_test_send", "message_extras"]
    /// Keys that only Braze files have, for detection.
    static let distinctiveKeys: Set<String> = [
        "message", "btns", "click_action", "message_close", "slide_from", "bg_color", "text_color", "header_text_color",
        "close_btn_color", "frame_color", "image_url", "image_style", "text_align_message", "text_align_header",
        "trigger_id", "crop_type", "use_webview", "icon", "icon_color", "icon_bg_color",
    ]

    static let alignments: KeyValuePairs<String, TextAlignment> = ["START": .leading, "CENTER": .center, "END": .trailing]

    mutating func read(_ root: JSONNode) -> Campaign? {
        guard let members = root.members else {
            reader.problems.error(.root, at: root.offset, expected: "a Braze in-app message object", found: root.summary)
            return nil
        }
        // The type decides which keys belong, and whether there is anything to preview at all.
        let typeReading = readType(members.last { $0.key == "type" && !$0.value.isNull }, root: root)
        if case .html = typeReading { return readHTML(root) }
        guard case .known(let kindOrNil) = typeReading else { return nil }
        let kind = kindOrNil

        var known = Self.commonKeys + Self.ignoredKeys + ["themes"]
        for key in Self.slideUpKeys + Self.immersiveKeys where !known.contains(key) { known.append(key) }
        let fields = reader.vendorFields(of: root, at: .root, known: known)
        reader.warnIgnored(Self.ignoredKeys, in: fields)
        if let kind, let typeName = fields["type"]?.value.stringValue {
            let own = kind == .slideup ? Self.slideUpKeys : Self.immersiveKeys
            let other = (kind == .slideup ? Self.immersiveKeys : Self.slideUpKeys).filter { !own.contains($0) }
            reader.warnIgnored(other, in: fields, note: "not used by Braze \(CampaignReader.asciiUppercased(typeName)) messages, ignored")
        }
        func uses(_ key: String) -> Bool {
            guard let kind else { return true }  // unknown type: check everything, report all
            return Self.commonKeys.contains(key) || (kind == .slideup ? Self.slideUpKeys : Self.immersiveKeys).contains(key)
        }

        if let isControl = reader.bool("is_control", in: fields), isControl, let member = fields["is_control"] {
            reader.problems.error(
                fields.path.appending("is_control"), at: member.value.offset,
                expected: "a message Braze displays", found: "bool true (a control-group message: Braze never displays it)"
            )
        }

        let body = reader.string("message", in: fields)
        let header = uses("header") ? reader.string("header", in: fields) : nil
        let imageURL = reader.nonEmptyString("image_url", in: fields)
        let imageOnly = uses("image_style") ? reader.vendorEnum("image_style", in: fields, cases: ["TOP": false, "GRAPHIC": true]) : nil
        let orientation = reader.vendorEnum("orientation", in: fields, cases: [
            "ANY": MessageOrientation.any, "PORTRAIT": .portrait, "LANDSCAPE": .landscape,
        ])
        let slidePosition = uses("slide_from") ? reader.vendorEnum("slide_from", in: fields, cases: ["TOP": SlidePosition.top, "BOTTOM": .bottom]) : nil
        let clickAction = reader.clickAction(from: readClick(in: fields), name: "click_action")
        let autoDismiss = readAutoDismiss(in: fields)
        let (buttons, buttonPaths) = uses("btns") ? readButtons(in: fields) : ([], [:])
        let style = MessageStyle(
            backgroundColor: reader.argbColor("bg_color", in: fields),
            textColor: reader.argbColor("text_color", in: fields),
            headerColor: uses("header_text_color") ? reader.argbColor("header_text_color", in: fields) : nil,
            closeButtonColor: reader.argbColor("close_btn_color", in: fields),
            frameColor: uses("frame_color") ? reader.argbColor("frame_color", in: fields) : nil,
            headerAlignment: uses("text_align_header") ? reader.vendorEnum("text_align_header", in: fields, cases: Self.alignments) : nil,
            bodyAlignment: reader.vendorEnum("text_align_message", in: fields, cases: Self.alignments)
        )
        let extras = readExtras(in: fields)
        let icon = readIcon(in: fields)
        let darkTheme = readThemes(in: fields, buttonCount: buttons.count)
        let id = readID(in: fields, extras: extras, root: root)

        guard let kind else { return nil }
        let paths = ElementPaths(header: header == nil ? nil : "header", body: body == nil ? nil : "message",
                                 image: imageURL == nil ? nil : "image_url", icon: icon == nil ? nil : "icon", buttons: buttonPaths)
        return Campaign(
            id: id,
            type: kind == .slideup ? .slideup : kind == .modal ? .modal : .fullscreen,
            layout: imageOnly == true ? .imageOnly : .textWithImage,
            header: header,
            body: body,
            imageURL: imageURL,
            clickAction: clickAction,
            buttons: buttons,
            autoDismissAfterSetting: autoDismiss,
            orientation: orientation ?? .any,
            slidePosition: slidePosition ?? .bottom,
            extras: .object(extras),
            style: style,
            vendor: VendorHints(source: .braze, brazeIcon: icon, imageOnlyShowsButtons: true, fullScreenHidesStatusBar: true,
                                fullScreenIsModalOnIPad: true, paths: paths, darkTheme: darkTheme)
        )
    }

    private enum TypeReading {
        /// A type this importer maps, or `nil` for a wrong one already reported
        /// (the rest of the file is still checked).
        case known(Kind?)
        /// Nothing to preview (control): the one error says why.
        case stop
        /// An HTML message: a page in a full-screen web view.
        case html
    }

    private mutating func readType(_ member: JSONMember?, root: JSONNode) -> TypeReading {
        let expected = ProblemText.oneOf(Self.previewableTypes.map(\.key))
        guard let member else {
            reader.problems.error(JSONPath.root.appending("type"), at: root.offset, expected: expected, found: ProblemText.missing)
            return .known(nil)
        }
        let path = JSONPath.root.appending("type")
        guard let raw = member.value.stringValue else {
            reader.problems.error(path, at: member.value.offset, expected: expected, found: member.value.summary)
            return .known(nil)
        }
        let name = CampaignReader.asciiUppercased(raw)
        if let kind = Self.previewableTypes.first(where: { $0.key == name })?.value {
            return .known(kind)
        }
        if Self.htmlTypes.contains(name) {
            return .html
        }
        if name == "CONTROL" {
            reader.problems.error(path, at: member.value.offset, expected: expected,
                                  found: member.value.summary + " (a control-group message: Braze never displays it)")
            return .stop
        }
        reader.problems.error(path, at: member.value.offset, expected: expected, found: member.value.summary)
        return .known(nil)
    }

    /// An HTML message: `message` is the page, drawn in a web view over the
    /// whole screen with a clear background, as Braze's SDKs show it. Its
    /// zipped assets are not fetched, so the page draws without them.
    private mutating func readHTML(_ root: JSONNode) -> Campaign? {
        let known = Self.commonKeys + Self.ignoredKeys + Self.htmlKeys + ["themes"]
        let fields = reader.vendorFields(of: root, at: .root, known: known)
        reader.warnIgnored(Self.ignoredKeys + ["message_fields", "is_touch_capture"], in: fields)
        reader.warnIgnored("themes", in: fields,
                           note: "an HTML message's page is its own: it follows prefers-color-scheme (dark in a dark preview), ignored")
        reader.warnIgnored(["asset_zip_url", "asset_files_map"], in: fields,
                           note: "the page's assets are not fetched (previews never use the network); it is drawn without them")
        let html = reader.requiredString("message", in: fields, expected: "the message's HTML", allowEmpty: false)
        let orientation = reader.vendorEnum("orientation", in: fields, cases: [
            "ANY": MessageOrientation.any, "PORTRAIT": .portrait, "LANDSCAPE": .landscape,
        ])
        let extras = readExtras(in: fields)
        let id = readID(in: fields, extras: extras, root: root)
        guard let html else { return nil }
        htmlFrame = AdobeFrame(uiTakeover: true, backdropColor: .black, backdropOpacity: 0)
        var allExtras = extras
        allExtras["braze.html"] = .string(html)
        return Campaign(id: id, type: .fullscreen, showCloseButton: false, orientation: orientation ?? .any,
                        extras: .object(allExtras), vendor: VendorHints(source: .braze))
    }

    /// `message_close` and `duration` (milliseconds) as the Android SDK reads
    /// them: AUTO_DISMISS by default, 5000 ms by default and for anything
    /// under 999 ms; SWIPE and MANUAL have no timer.
    private mutating func readAutoDismiss(in fields: ObjectFields) -> Double?? {
        enum Close { case timer, manual }
        let close = reader.vendorEnum("message_close", in: fields, cases: ["AUTO_DISMISS": Close.timer, "SWIPE": .manual, "MANUAL": .manual])
        let duration = reader.number("duration", in: fields, expected: "a number of milliseconds",
                                     range: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
        if fields["message_close"] != nil && close == nil { return nil }  // reported
        switch close ?? .timer {
        case .manual:
            reader.warnIgnored("duration", in: fields, note: "used only when message_close is AUTO_DISMISS, ignored")
            return .some(nil)
        case .timer:
            guard fields["duration"] == nil || duration != nil else { return nil }  // reported
            var milliseconds = duration ?? 5000
            if milliseconds < 999, let member = fields["duration"] {
                reader.problems.warning(
                    fields.path.appending("duration"), at: member.value.offset, expected: "999 milliseconds or more",
                    found: member.value.summary, note: "shorter than Braze's minimum of 999 ms; Braze uses 5000 ms instead"
                )
                milliseconds = 5000
            }
            return .some(milliseconds / 1000)
        }
    }

    /// `icon` with its colours: a Font Awesome character that the campaign
    /// model cannot express, carried as a vendor hint and drawn as Braze
    /// draws it (a slide-up without an image), each key with its warning.
    private mutating func readIcon(in fields: ObjectFields) -> VendorHints.BrazeIcon? {
        let note = "has no equivalent in the campaign model; drawn as Braze draws the slide-up icon"
        // Android writes an empty icon when there is none.
        let glyph = reader.string("icon", in: fields).flatMap { $0.isEmpty ? nil : $0 }
        if glyph != nil {
            reader.warnIgnored("icon", in: fields,
                               note: "has no equivalent in the campaign model (a Font Awesome glyph, not an image); drawn as Braze draws the slide-up icon")
        }
        var colors: [RGBAColor?] = []
        for key in ["icon_color", "icon_bg_color"] {
            let color = reader.argbColor(key, in: fields)
            if color != nil { reader.warnIgnored(key, in: fields, note: note) }
            colors.append(color)
        }
        return glyph.map { VendorHints.BrazeIcon(glyph: $0, color: colors[0], background: colors[1]) }
    }

    /// The message's own `extras`, plus `crop_type` kept for a renderer that
    /// wants it, with its warning.
    private mutating func readExtras(in fields: ObjectFields) -> [String: JSONValue] {
        var extras: [String: JSONValue] = [:]
        if let member = fields["extras"], case .object(let object)? = reader.readObjectValue(member.value, at: fields.path.appending("extras")) {
            extras = object
        }
        func keep(_ key: String, _ value: JSONValue, why: String = "has no equivalent in the campaign model") {
            extras["braze." + key] = value
            reader.warnIgnored(key, in: fields, note: "\(why); kept in extras as \"braze.\(key)\"")
        }
        if let crop = reader.vendorEnum("crop_type", in: fields, cases: ["CENTER_CROP": "CENTER_CROP", "FIT_CENTER": "FIT_CENTER"]) {
            keep("crop_type", .string(crop))
        }
        return extras
    }

    /// `trigger_id`, else `campaign_id`, else `extras.campaign_id`, else a fixed name.
    private mutating func readID(in fields: ObjectFields, extras: [String: JSONValue], root: JSONNode) -> String {
        let trigger = reader.string("trigger_id", in: fields)
        let campaign = reader.string("campaign_id", in: fields)
        for candidate in [trigger, campaign] {
            if let candidate, !candidate.isEmpty { return candidate }
        }
        if case .string(let fromExtras)? = extras["campaign_id"], !fromExtras.isEmpty {
            return fromExtras
        }
        return reader.fallbackID("braze-message", at: root, looked: "trigger_id, campaign_id or extras.campaign_id")
    }
}
