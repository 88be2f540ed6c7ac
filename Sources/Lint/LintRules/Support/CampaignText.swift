import CampaignModel
import Layout

/// A campaign's authored text for one language, before placeholders are
/// substituted: what the author wrote, element by element.
struct CampaignText {
    /// `header`, `body`, or the button's accessibility identifier.
    var element: String
    var text: String

    /// Header, body and button labels as the SDK picks them for `language`:
    /// the localization's text where it has one, else the campaign's own.
    static func all(in campaign: Campaign, language: String?) -> [CampaignText] {
        let localization = campaign.localization(for: language)
        var result: [CampaignText] = []
        if let header = localization?.header ?? campaign.header { result.append(CampaignText(element: "header", text: header)) }
        if let body = localization?.body ?? campaign.body { result.append(CampaignText(element: "body", text: body)) }
        for button in campaign.buttons {
            result.append(CampaignText(element: AccessibilityIdentifiers.button(button.id),
                                       text: localization?.buttons[button.id] ?? button.text))
        }
        return result
    }

    /// The artwork the SDK shows for `language`.
    static func imageURL(in campaign: Campaign, language: String?) -> String? {
        campaign.localization(for: language)?.imageURL ?? campaign.imageURL
    }

    /// Placeholder names in `text`, in order, each once.
    static func placeholderNames(in text: String) -> [String] {
        var seen: Set<String> = []
        return PlaceholderResolver(values: [:]).resolve(text).missing.filter { seen.insert($0).inserted }
    }

    /// Braces in `text` that are not a well-formed `{name}` placeholder.
    static func malformedPlaceholders(in text: String) -> [PlaceholderResolver.Malformed] {
        PlaceholderResolver(values: [:]).resolve(text).malformed
    }

    /// Authored text with its placeholders removed.
    static func withoutPlaceholders(_ text: String) -> String {
        PlaceholderResolver(values: [:]).resolve(text).text
    }
}
