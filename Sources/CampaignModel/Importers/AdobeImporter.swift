import JSONReading
/// Reads an Adobe Journey Optimizer in-app message: an HTML page and the
/// `mobileParameters` that place it on screen. Three shapes are accepted,
/// as the SDKs receive them:
///
/// - the message itself: `{"mobileParameters": …, "html": …}`;
/// - a rules consequence: `{"id", "type": "cjmiam", "detail": {"mobileParameters", "html", "remoteAssets"}}`;
/// - a schema consequence: `{"id", "type": "schema", "detail": {"id", "schema", "data": {"content", "contentType", "mobileParameters", …}}}`.
///
/// The toolkit does not lay HTML out, so the campaign has no text: the HTML
/// is kept in `extras` as `adobe.html`, and the geometry is returned as an
/// `AdobeFrame` for the renderer. The campaign is a full screen when the
/// frame covers the screen, a modal otherwise, with the backdrop as its scrim.
struct AdobeImporter {
    var reader: CampaignReader
    /// Set by `read` when the message has usable geometry.
    var frame: AdobeFrame?

    init(file: String) {
        reader = CampaignReader(file: file)
    }

    static let consequenceKeys = ["id", "type", "detail"]
    static let schemaKeys = ["id", "schema", "data"]
    static let bodyKeys = [
        "mobileParameters", "html", "content", "contentType", "remoteAssets", "webParameters", "meta", "publishedDate", "expiryDate",
    ] + silentBodyKeys
    /// Read and needing nothing: `template` names the layout the message was
    /// built from (its `mobileParameters` already place it), `_xdm` is the
    /// tracking data the SDK sends back with each interaction, and
    /// `remoteAssets` lists the pictures the SDK caches for the page, which
    /// the preview finds in the asset folder like any page picture (one
    /// missing there is warned about when the page is drawn).
    static let silentBodyKeys = ["template", "_xdm", "remoteAssets"]
    /// Web-only settings, bookkeeping.
    static let ignoredBodyKeys = ["webParameters", "meta", "publishedDate", "expiryDate"]
    static let parameterKeys = [
        "schemaVersion", "width", "height", "maxWidth", "verticalAlign", "horizontalAlign", "verticalInset", "horizontalInset",
        "uiTakeover", "backdropColor", "backdropOpacity", "cornerRadius", "displayAnimation", "dismissAnimation", "gestures",
    ]

    /// Reads one message; `base` is where it sits in the file (a consequence
    /// of a rules file, or the root).
    mutating func read(_ root: JSONNode, at base: JSONPath = .root) -> Campaign? {
        guard let members = root.members else {
            reader.problems.error(base, at: root.offset, expected: "an Adobe in-app message object", found: root.summary)
            return nil
        }
        // Outermost first; the innermost ID names the message, as the SDK's `Message.id` does.
        var ids: [String?] = []
        var body = root
        var bodyPath = base
        var bodyKeys = Self.bodyKeys
        if members.contains(where: { $0.key == "detail" && !$0.value.isNull }) {
            let fields = reader.vendorFields(of: root, at: base, known: Self.consequenceKeys)
            ids.append(reader.string("id", in: fields))
            _ = reader.string("type", in: fields)
            guard let detail = reader.object("detail", in: fields, expected: "a message detail object") else { return nil }
            body = detail
            bodyPath = bodyPath.appending("detail")
            if detail.members?.contains(where: { $0.key == "data" && !$0.value.isNull }) == true {
                let detailFields = reader.vendorFields(of: detail, at: bodyPath, known: Self.schemaKeys)
                ids.append(reader.string("id", in: detailFields))
                _ = reader.string("schema", in: detailFields)
                guard let data = reader.object("data", in: detailFields, expected: "a message data object") else { return nil }
                body = data
                bodyPath = bodyPath.appending("data")
            }
        } else {
            bodyKeys.append("id")
        }
        let fields = reader.vendorFields(of: body, at: bodyPath, known: bodyKeys)
        if bodyKeys.contains("id") { ids.append(reader.string("id", in: fields)) }
        reader.warnIgnored(Self.ignoredBodyKeys, in: fields)
        let html = readHTML(in: fields, at: body)
        let frame = readFrame(in: fields)

        guard let html, let frame else { return nil }
        self.frame = frame
        let id = ids.compactMap { $0 }.last { !$0.isEmpty }
        return Campaign(
            id: id ?? reader.fallbackID("adobe-message", at: root, path: base, looked: "id"),
            type: frame.isFullscreen ? .fullscreen : .modal,
            // The HTML draws its own close control, if any.
            showCloseButton: false,
            dismissOnScrimTap: frame.gestures[.tapBackground]?.hasPrefix("adbinapp://dismiss") == true,
            extras: .object(["adobe.html": .string(html)]),
            style: MessageStyle(frameColor: frame.backdrop),
            vendor: VendorHints(source: .adobe)
        )
    }

    /// `html` (rules consequences) or `content` (schema consequences).
    private mutating func readHTML(in fields: ObjectFields, at node: JSONNode) -> String? {
        if let type = reader.string("contentType", in: fields), type != "text/html" {
            reader.warnIgnored("contentType", in: fields, note: "is not text/html, but Adobe in-app messages are HTML: read as HTML anyway")
        }
        if fields["html"] != nil {
            reader.warnIgnored("content", in: fields, note: "repeats html, which is used instead; ignored")
            return reader.string("html", in: fields)
        }
        if fields["content"] != nil {
            return reader.string("content", in: fields)
        }
        // The SDK refuses a message without HTML (`containsValidInAppMessage`).
        reader.problems.error(fields.path.appending("html"), at: node.offset,
                              expected: "the message's HTML (html, or content in newer exports)", found: ProblemText.missing)
        return nil
    }

    /// `mobileParameters`, with the SDK's defaults for what it leaves out.
    private mutating func readFrame(in fields: ObjectFields) -> AdobeFrame? {
        var frame = AdobeFrame()
        guard fields["mobileParameters"] != nil else { return frame }
        guard let node = reader.object("mobileParameters", in: fields, expected: "an object of mobile parameters") else { return nil }
        let parameters = reader.vendorFields(of: node, at: fields.path.appending("mobileParameters"), known: Self.parameterKeys)
        let errorsBefore = reader.problems.errors.count
        _ = reader.string("schemaVersion", in: parameters)
        let largest = Double.greatestFiniteMagnitude
        frame.width = reader.number("width", in: parameters, expected: "a percentage of the screen width, 0 to 100", range: 0...100) ?? frame.width
        frame.height = reader.number("height", in: parameters, expected: "a percentage of the screen height, 0 to 100", range: 0...100) ?? frame.height
        frame.maxWidth = reader.number("maxWidth", in: parameters, expected: "a number, 0 or more", range: 0...largest)
        frame.verticalAlign = reader.vendorEnum("verticalAlign", in: parameters, cases: ["top": .top, "center": .center, "bottom": .bottom]) ?? frame.verticalAlign
        frame.horizontalAlign = reader.vendorEnum("horizontalAlign", in: parameters, cases: ["left": .left, "center": .center, "right": .right]) ?? frame.horizontalAlign
        frame.verticalInset = reader.number("verticalInset", in: parameters, expected: "a percentage of the screen height, -100 to 100", range: -100...100) ?? 0
        frame.horizontalInset = reader.number("horizontalInset", in: parameters, expected: "a percentage of the screen width, -100 to 100", range: -100...100) ?? 0
        frame.uiTakeover = reader.bool("uiTakeover", in: parameters) ?? frame.uiTakeover
        frame.backdropColor = reader.vendorHexColor("backdropColor", in: parameters, dialect: .rgb) ?? frame.backdropColor
        frame.backdropOpacity = reader.number("backdropOpacity", in: parameters, expected: "an opacity from 0 to 1", range: 0...1) ?? 0
        frame.cornerRadius = reader.number("cornerRadius", in: parameters, expected: "a radius in points, 0 or more", range: 0...largest) ?? 0
        frame.displayAnimation = readAnimation("displayAnimation", in: parameters)
        frame.dismissAnimation = readAnimation("dismissAnimation", in: parameters)
        frame.gestures = readGestures(in: parameters)
        return reader.problems.errors.count == errorsBefore ? frame : nil
    }

    private mutating func readAnimation(_ key: String, in fields: ObjectFields) -> AdobeFrame.Animation {
        var cases: KeyValuePairs<String, AdobeFrame.Animation> {
            ["none": .none, "left": .left, "right": .right, "top": .top, "bottom": .bottom, "center": .center, "fade": .fade]
        }
        return reader.vendorEnum(key, in: fields, cases: cases) ?? .none
    }

    /// Gesture name -> URL. A gesture the SDK does not know is ignored by it, so warned about here.
    private mutating func readGestures(in fields: ObjectFields) -> [AdobeFrame.Gesture: String] {
        guard let node = reader.object("gestures", in: fields, expected: "an object of gesture URLs") else { return [:] }
        let path = fields.path.appending("gestures")
        let known = AdobeFrame.Gesture.allCases.map(\.rawValue)
        let gestureFields = reader.vendorFields(of: node, at: path, known: known)
        var gestures: [AdobeFrame.Gesture: String] = [:]
        for gesture in AdobeFrame.Gesture.allCases {
            guard let member = gestureFields[gesture.rawValue] else { continue }
            guard let url = member.value.stringValue else {
                reader.problems.error(path.appending(gesture.rawValue), at: member.value.offset,
                                      expected: "a URL such as \"adbinapp://dismiss\"", found: member.value.summary)
                continue
            }
            gestures[gesture] = url
        }
        return gestures
    }
}
