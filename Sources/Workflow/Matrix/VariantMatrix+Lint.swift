extension VariantMatrix {
    /// What `preview-cli lint` checks without a config or matrix flags:
    /// iPhone 15, portrait, each campaign's own languages, text size L.
    /// Nothing is drawn, so the matrix names no formats.
    public static let lintDefault = VariantMatrix(languages: .campaign, formats: .list([]))
}
