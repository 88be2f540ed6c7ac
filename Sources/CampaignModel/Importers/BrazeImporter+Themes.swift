import BoxTreeModel
import JSONReading

/// Braze's `themes`: the colours its SDKs draw a message in when the device
/// is in dark mode (`themes.dark`, set in the dashboard's Dark Mode option).
/// The payload's shape is the Android SDK's (`forJsonPut()`), which the iOS
/// and web SDKs read: the message's colours under their own keys, and
/// `btns` listing each button's colours in the order of the message's
/// `btns`.
extension BrazeImporter {
    static let darkThemeKeys = ["bg_color", "text_color", "header_text_color", "close_btn_color", "frame_color",
                                "icon_color", "icon_bg_color", "btns"]
    static let darkButtonKeys = ["bg_color", "text_color", "border_color"]

    /// `themes.dark`, or `nil` when the message has none. Other themes are
    /// warnings: the SDKs know only `dark`.
    mutating func readThemes(in fields: ObjectFields, buttonCount: Int) -> VendorDarkTheme? {
        guard let themes = reader.object("themes", in: fields, expected: "an object of themes, such as {\"dark\": {...}}") else { return nil }
        let themesPath = fields.path.appending("themes")
        let themeFields = reader.vendorFields(of: themes, at: themesPath, known: ["dark"])
        guard let dark = reader.object("dark", in: themeFields, expected: "the dark theme's colours, an object") else { return nil }
        let darkFields = reader.vendorFields(of: dark, at: themesPath.appending("dark"), known: Self.darkThemeKeys)
        let style = MessageStyle(
            backgroundColor: reader.argbColor("bg_color", in: darkFields),
            textColor: reader.argbColor("text_color", in: darkFields),
            headerColor: reader.argbColor("header_text_color", in: darkFields),
            closeButtonColor: reader.argbColor("close_btn_color", in: darkFields),
            frameColor: reader.argbColor("frame_color", in: darkFields)
        )
        let iconColor = reader.argbColor("icon_color", in: darkFields)
        let iconBackground = reader.argbColor("icon_bg_color", in: darkFields)
        return VendorDarkTheme(style: style, iconColor: iconColor, iconBackground: iconBackground,
                               buttons: readDarkButtons(in: darkFields, buttonCount: buttonCount))
    }

    /// `themes.dark.btns`: by position. One past the message's buttons has
    /// nothing to colour (a warning); a button without one keeps its colours.
    private mutating func readDarkButtons(in fields: ObjectFields, buttonCount: Int) -> [ButtonStyle] {
        guard let member = fields["btns"] else { return [] }
        let path = fields.path.appending("btns")
        guard case .array(let elements) = member.value.value else {
            reader.problems.error(path, at: member.value.offset, expected: "an array of the buttons' dark colours", found: member.value.summary)
            return []
        }
        var styles: [ButtonStyle] = []
        for (index, element) in elements.enumerated() {
            let buttonPath = path.appending(index)
            guard element.members != nil else {
                reader.problems.error(buttonPath, at: element.offset, expected: "a button's dark colours, an object", found: element.summary)
                continue
            }
            let buttonFields = reader.vendorFields(of: element, at: buttonPath, known: Self.darkButtonKeys)
            let style = ButtonStyle(
                backgroundColor: reader.argbColor("bg_color", in: buttonFields),
                textColor: reader.argbColor("text_color", in: buttonFields),
                borderColor: reader.argbColor("border_color", in: buttonFields)
            )
            if index >= buttonCount {
                reader.problems.warning(buttonPath, at: element.offset, expected: "", found: element.summary,
                                        note: "the message has \(buttonCount) button\(buttonCount == 1 ? "" : "s"): no button to colour, ignored")
                continue
            }
            styles.append(style)
        }
        return styles
    }
}
