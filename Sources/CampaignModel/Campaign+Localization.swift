extension Campaign {
    /// The localization a device in `language` shows: the exact code
    /// (`pt-BR`), then the code in any case, then its base language (`pt`).
    /// `nil` when the campaign has none for it; its own text is shown then.
    /// A pseudo-language (`en-XA`, `ar-XB`) is derived from the campaign's own text.
    public func localization(for language: String?) -> Localization? {
        guard let language else { return nil }
        if let pseudo = PseudoLanguage(code: language) { return pseudo.localization(of: self) }
        if let exact = localizations[language] { return exact }
        let lowered = language.lowercased()
        if let match = localizations.first(where: { $0.key.lowercased() == lowered }) { return match.value }
        let base = Self.baseLanguage(language)
        return localizations.first(where: { $0.key.lowercased() == base }).map(\.value)
    }

    /// The base language of a code: `ar` for `ar-EG` or `ar_EG`, lower case.
    public static func baseLanguage(_ code: String) -> String {
        String(code.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
    }
}
