/// Every rule the linter knows, in the order reports list them.
public enum LintRuleCatalog {
    /// Every rule, in report order.
    public static let all: [any LintRule] = [
        InvalidCampaignRule(),
        DuplicateButtonIDRule(),
        DecodingWarningRule(),
        UnsupportedTypeRule(),
        UnsupportedActionRule(),
        ButtonActionFallbackRule(),
        ButtonLabelEmptyRule(),
        ClickActionUnreachableRule(),
        NotClosableRule(),
        OrientationLockedRule(),
        ArtworkHTTPRule(),
        ArtworkUnloadableRule(),
        ImageOnlyWithoutImageRule(),
        ElementNotDrawnRule(),
        TextClippedRule(),
        TextScrollsRule(),
        ContrastRule(),
        CloseContrastRule(),
        TouchTargetRule(),
        SafeAreaRule(),
        OverlapRule(),
        PlaceholderMissingValueRule(),
        PlaceholderUnknownRule(),
        PlaceholderMalformedRule(),
        MissingLocalizationRule(),
        RightToLeftUntranslatedRule(),
        MissingGlyphsRule(),
    ]

    /// The rule with this id, if any.
    public static func rule(id: String) -> (any LintRule)? {
        all.first { $0.id == id }
    }

    /// Every rule id, in report order.
    public static var ids: [String] { all.map(\.id) }
}
