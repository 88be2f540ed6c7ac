import JSONReading
/// The message `style` object: colours and text alignment.
extension CampaignReader {
    static let messageStyleKeys = [
        "backgroundColor", "textColor", "headerColor", "closeButtonColor", "borderColor", "frameColor",
        "headerAlignment", "bodyAlignment",
    ]

    mutating func readMessageStyle(in fields: ObjectFields) -> MessageStyle {
        guard let member = fields["style"] else { return MessageStyle() }
        let path = fields.path.appending("style")
        guard member.value.members != nil else {
            problems.error(path, at: member.value.offset, expected: "a style object", found: member.value.summary)
            return MessageStyle()
        }
        let style = problems.fields(of: member.value, at: path, known: Self.messageStyleKeys)
        return MessageStyle(
            backgroundColor: color("backgroundColor", in: style),
            textColor: color("textColor", in: style),
            headerColor: color("headerColor", in: style),
            closeButtonColor: color("closeButtonColor", in: style),
            borderColor: color("borderColor", in: style),
            frameColor: color("frameColor", in: style),
            headerAlignment: enumValue(TextAlignment.self, "headerAlignment", in: style),
            bodyAlignment: enumValue(TextAlignment.self, "bodyAlignment", in: style)
        )
    }
}
