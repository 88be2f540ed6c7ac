import BoxTreeModel
import CampaignModel
import Layout
import RenderCore

extension ConfigReader {
    static let matrixKeys = ["campaigns", "devices", "orientations", "languages", "textSizes", "formats"]

    /// `matrix`: one object, or an array of them whose variants are united.
    mutating func matrices(_ value: JSONValue, at path: String) -> [VariantMatrix]? {
        if case .array(let elements) = value, !elements.isEmpty {
            let read = elements.enumerated().map { matrix($1, at: Self.path(path, index: $0)) }
            return read.contains { $0 == nil } ? nil : read.compactMap { $0 }
        }
        return matrix(value, at: path, expected: "an object (or an array of them) with devices, orientations, languages, textSizes, formats")
            .map { [$0] }
    }

    mutating func matrix(_ value: JSONValue, at path: String, expected: String = "an object") -> VariantMatrix? {
        guard let fields = object(value, at: path, known: Self.matrixKeys, expected: expected) else { return nil }
        var matrix = VariantMatrix()
        if let value = fields["campaigns"] {
            matrix.campaigns = strings(value, at: Self.path(path, "campaigns"), expected: "a path or glob pattern, or an array of them")
        }
        if let value = fields["devices"] { matrix.devices = devices(value, at: Self.path(path, "devices")) ?? matrix.devices }
        if let value = fields["orientations"] {
            matrix.orientations = orientations(value, at: Self.path(path, "orientations")) ?? matrix.orientations
        }
        if let value = fields["languages"] { matrix.languages = languages(value, at: Self.path(path, "languages")) ?? matrix.languages }
        if let value = fields["textSizes"] { matrix.textSizes = textSizes(value, at: Self.path(path, "textSizes")) ?? matrix.textSizes }
        if let value = fields["formats"] { matrix.formats = formats(value, at: Self.path(path, "formats")) ?? matrix.formats }
        return matrix
    }

    /// `"all"`, or names each checked by `accept`.
    private mutating func axis(_ value: JSONValue, at path: String, expected: String,
                               accept: (String) -> String?) -> AxisSelection<String>? {
        if case .string("all") = value { return .all }
        return strings(value, at: path, expected: expected, accept: accept).map { .list($0) }
    }

    mutating func devices(_ value: JSONValue, at path: String) -> AxisSelection<String>? {
        let ids = DeviceCatalog.all.map(\.id)
        return axis(value, at: path, expected: "\"all\" or device ids (\(ids.joined(separator: ", ")))") { id in
            ids.contains(id) ? nil : "one of \(ids.joined(separator: ", "))"
        }
    }

    mutating func orientations(_ value: JSONValue, at path: String) -> AxisSelection<Orientation>? {
        let names = Orientation.allCases.map(\.rawValue)
        return axis(value, at: path, expected: "\"all\", \"portrait\" or \"landscape\"") { names.contains($0) ? nil : "portrait or landscape" }?
            .map { Orientation(rawValue: $0)! }
    }

    mutating func languages(_ value: JSONValue, at path: String) -> LanguageSelection? {
        if case .string(let word) = value, word == "all" || word == "campaign" { return .campaign }
        return strings(value, at: path, expected: "\"campaign\" (each campaign's own languages) or language codes such as en, ar") {
            LanguageCode.isValid($0) ? nil : "a language code such as en, ar or pt-BR"
        }.map { .list($0) }
    }

    mutating func textSizes(_ value: JSONValue, at path: String) -> AxisSelection<ContentSizeCategory>? {
        let short = ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", ")
        return axis(value, at: path, expected: "\"all\" or text sizes (\(short))") {
            ContentSizeCategory(name: $0) == nil ? "a text size: \(short), or a UIKit name such as accessibilityExtraLarge" : nil
        }?.map { ContentSizeCategory(name: $0)! }
    }

    mutating func formats(_ value: JSONValue, at path: String) -> AxisSelection<String>? {
        axis(value, at: path, expected: "\"all\" or format names such as png, a11y, json") {
            PluginSearch.isValidName($0) ? nil : "a format name (lowercase letters, digits and '-')"
        }
    }
}
