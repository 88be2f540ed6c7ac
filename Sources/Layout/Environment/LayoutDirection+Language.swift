import BoxTreeModel

extension LayoutDirection {
    /// Languages whose UI is right-to-left: Arabic, Hebrew, Persian, Urdu
    /// (and the legacy Hebrew code `iw`). A region suffix (`ar-EG`) is ignored.
    public static func implied(byLanguage code: String?) -> LayoutDirection {
        guard let code else { return .leftToRight }
        let base = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return ["ar", "he", "iw", "fa", "ur", "ps", "yi", "ckb", "sd", "ug"].contains(base) ? .rightToLeft : .leftToRight
    }
}
