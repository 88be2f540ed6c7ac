import BoxTreeModel
import Layout

extension Environment {
    /// `<device>-<orientation>-<lang>-<size>[-dark]`, e.g. `iphone-15-portrait-ar-ax3`:
    /// the name reports, goldens and output files use for a variant. The
    /// campaign's own text counts as English.
    public var variantName: String {
        "\(device.id)-\(orientation.rawValue)-\(language ?? "en")-\(textSize.shortName)\(appearance.fileNameSuffix)"
    }
}

extension EnvironmentSummary {
    /// The same name as `Environment.variantName`, read back from a box tree.
    public var variantName: String {
        "\(device)-\(orientation.rawValue)-\(language ?? "en")-\(textSize)" + (appearance.map { "-" + $0 } ?? "")
    }
}
