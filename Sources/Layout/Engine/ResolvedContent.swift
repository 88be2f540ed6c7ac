import BoxTreeModel
import CampaignModel

/// A campaign's text and artwork for one language, personalized: what the
/// SDK would show, before any geometry.
struct ResolvedContent {
    struct ResolvedButton {
        var button: Button
        var text: String
    }

    var header: String?
    var body: String?
    var imageURL: String?
    var iconURL: String?
    var buttons: [ResolvedButton]
    var diagnostics: [Diagnostic]

    init(campaign: Campaign, language: String?, values: [String: String]) {
        var diagnostics: [Diagnostic] = []
        let localization = campaign.localization(for: language)
        // The campaign's own text is taken to be English, its dashboard's default.
        if let language, localization == nil, !campaign.localizations.isEmpty, Campaign.baseLanguage(language) != "en" {
            diagnostics.append(Diagnostic(.warning, Diagnostic.Code.missingLocalization,
                "no localization for \"\(language)\"; the campaign's own text is shown"))
        }
        let resolver = PlaceholderResolver(values: values)
        func personalize(_ text: String?, element: String) -> String? {
            guard let text else { return nil }
            let resolution = resolver.resolve(text)
            for name in resolution.missing {
                diagnostics.append(Diagnostic(.warning, Diagnostic.Code.placeholderUnresolved,
                    "{\(name)} has no value and is removed, as the SDK does", element: element))
            }
            for token in resolution.malformed {
                diagnostics.append(Diagnostic(.warning, Diagnostic.Code.placeholderMalformed,
                    "\(token.written): \(token.problem); the preview shows no braces, as the SDK promises", element: element))
            }
            return resolution.text
        }
        header = personalize(localization?.header ?? campaign.header, element: "header")
        body = personalize(localization?.body ?? campaign.body, element: "body")
        imageURL = localization?.imageURL ?? campaign.imageURL
        iconURL = campaign.iconURL
        buttons = campaign.buttons.map { button in
            let identifier = AccessibilityIdentifiers.button(button.id)
            let text = personalize(localization?.buttons[button.id] ?? button.text, element: identifier) ?? ""
            if text.allSatisfy(\.isWhitespace) {
                diagnostics.append(Diagnostic(.error, Diagnostic.Code.buttonLabelEmpty,
                    "button \"\(button.id)\" has no label: the SDK draws a blank button and VoiceOver reads only \"button\"",
                    element: identifier))
            }
            if let reason = button.fallbackReason {
                diagnostics.append(Diagnostic(.warning, Diagnostic.Code.buttonActionFallback,
                    "button \"\(button.id)\" falls back to dismiss: \(reason)", element: identifier))
            }
            if case .unsupported(let type) = button.action {
                diagnostics.append(Diagnostic(.warning, Diagnostic.Code.unsupportedAction,
                    "button \"\(button.id)\" has the unsupported action \"\(type)\": the tap is reported and the message stays",
                    element: identifier))
            }
            return ResolvedButton(button: button, text: text)
        }
        if case .unsupported(let type) = campaign.clickAction {
            diagnostics.append(Diagnostic(.warning, Diagnostic.Code.unsupportedAction,
                "the message's click action \"\(type)\" is unsupported: the tap is reported and the message stays"))
        }
        self.diagnostics = diagnostics
    }
}

/// The SDK's accessibility identifiers (`GameballAccessibility`).
public enum AccessibilityIdentifiers {
    public static func surface(_ type: MessageType) -> String { "gameball.message.\(type.rawValue)" }
    public static let card = "gameball.message.card"
    public static let closeButton = "gameball.message.close"
    public static func button(_ id: String) -> String { "gameball.message.button.\(id)" }

    /// VoiceOver label of the close glyph in the bundled languages.
    public static func closeLabel(language: String?) -> String {
        let base = language?.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? "en"
        let labels = ["ar": "إغلاق", "he": "סגירה", "iw": "סגירה", "fa": "بستن", "ur": "بند کریں",
                      "fr": "Fermer", "de": "Schließen", "es": "Cerrar", "pt": "Fechar", "it": "Chiudi",
                      "tr": "Kapat", "ja": "閉じる", "zh": "关闭", "ko": "닫기", "ru": "Закрыть", "hi": "बंद करें"]
        return labels[base] ?? "Close"
    }
}
