import BoxTreeModel
import CampaignModel
import JSONReading
import Layout
import RenderCore

extension ConfigReader {
    static let matrixKeys = ["campaigns", "devices", "orientations", "languages", "textSizes", "appearances", "formats", "theme", "themes"]
    /// The command line's spelling of `languages` (`--langs`), read as it with a warning.
    static let languagesAlias = "langs"

    /// `matrix`: one object, or an array of them whose variants are united.
    /// - Parameter checkingPatterns: judge each matrix's campaign paths
    ///   (`checkPatterns`); not when the caller gives the campaigns itself.
    mutating func matrices(_ value: LocatedJSON, checkingPatterns: Bool = true) -> [VariantMatrix]? {
        if let elements = value.elements, !elements.isEmpty {
            let read = elements.map { matrix($0, checkingPatterns: checkingPatterns) }
            return read.contains { $0 == nil } ? nil : read.compactMap { $0 }
        }
        return matrix(value, expected: "an object (or an array of them) with devices, orientations, languages, textSizes, appearances, formats, "
                      + "themes",
                      checkingPatterns: checkingPatterns).map { [$0] }
    }

    mutating func matrix(_ value: LocatedJSON, expected: String = "an object", checkingPatterns: Bool = true) -> VariantMatrix? {
        guard let fields = object(value, known: Self.matrixKeys + [Self.languagesAlias], expected: expected) else { return nil }
        var matrix = VariantMatrix()
        if let value = fields["campaigns"] {
            matrix.campaigns = log.strings(value, expected: "a path or glob pattern, or an array of them")
            if checkingPatterns { checkPatterns(value) }
        }
        if let value = fields["devices"] { matrix.devices = devices(value) ?? matrix.devices }
        if let value = fields["orientations"] { matrix.orientations = orientations(value) ?? matrix.orientations }
        if let value = fields["languages"] { matrix.languages = languages(value) ?? matrix.languages }
        if let value = fields[Self.languagesAlias] {
            if fields["languages"] != nil {
                log.error(value, expected: "one of langs and languages", found: "both",
                          note: "the command line's name of \"languages\", which is given too: keep \"languages\" alone")
            } else {
                log.warning(value, note: "read as \"languages\", the key's name in preview.json (did you mean \"languages\"?)")
                matrix.languages = languages(value) ?? matrix.languages
            }
        }
        if let value = fields["textSizes"] { matrix.textSizes = textSizes(value) ?? matrix.textSizes }
        if let value = fields["appearances"] { matrix.appearances = appearances(value) ?? matrix.appearances }
        if let value = fields["formats"] { matrix.formats = formats(value) ?? matrix.formats }
        matrix.themes = matrixThemes(fields)
        return matrix
    }

    /// `"all"`, or names each checked by `accept`.
    private mutating func axis(_ value: LocatedJSON, expected: String, accept: (String) -> String?) -> AxisSelection<String>? {
        if value.string == "all" { return .all }
        return log.strings(value, expected: expected, accept: accept).map { .list($0) }
    }

    mutating func devices(_ value: LocatedJSON) -> AxisSelection<String>? {
        let ids = deviceCatalog.ids
        return axis(value, expected: "\"all\" or device ids (\(ids.joined(separator: ", ")))") { id in
            ids.contains(id) ? nil : "one of \(ids.joined(separator: ", "))"
        }
    }

    mutating func orientations(_ value: LocatedJSON) -> AxisSelection<Orientation>? {
        let names = Orientation.allCases.map(\.rawValue)
        return axis(value, expected: "\"all\", \"portrait\" or \"landscape\"") { names.contains($0) ? nil : "portrait or landscape" }?
            .map { Orientation(rawValue: $0)! }
    }

    mutating func languages(_ value: LocatedJSON) -> LanguageSelection? {
        if value.string == "all" || value.string == "campaign" { return .campaign }
        return log.strings(value, expected: "\"campaign\" (each campaign's own languages) or language codes such as en, ar") {
            LanguageCode.isValid($0) ? nil : "a language code such as en, ar or pt-BR"
        }.map { .list($0) }
    }

    mutating func textSizes(_ value: LocatedJSON) -> AxisSelection<ContentSizeCategory>? {
        let short = ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", ")
        return axis(value, expected: "\"all\" or text sizes (\(short))") {
            ContentSizeCategory(name: $0) == nil ? "a text size: \(short), or a UIKit name such as accessibilityExtraLarge" : nil
        }?.map { ContentSizeCategory(name: $0)! }
    }

    mutating func appearances(_ value: LocatedJSON) -> AxisSelection<Appearance>? {
        axis(value, expected: "\"all\", \"light\" or \"dark\"") { Appearance.names.contains($0) ? nil : "light or dark" }?
            .map { Appearance(rawValue: $0)! }
    }

    mutating func formats(_ value: LocatedJSON) -> AxisSelection<String>? {
        axis(value, expected: "\"all\" or format names such as png, a11y, json") {
            PluginSearch.isValidName($0) ? nil : "a format name (lowercase letters, digits and '-')"
        }
    }
}
