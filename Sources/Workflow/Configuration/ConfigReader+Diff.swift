import BoxTreeModel
import CampaignModel
import GoldenKit
import Layout

extension ConfigReader {
    static let diffKeys = ["threshold", "maxDiffPixels", "maxDiffRatio", "includeAA", "ignore", "formats"]
    static let ignoreKeys = ["region", "devices", "orientations", "campaigns"]

    mutating func diff(_ value: JSONValue, at path: String) -> DiffSettings? {
        guard let fields = object(value, at: path, known: Self.diffKeys) else { return nil }
        var settings = DiffSettings()
        let common = override(fields, at: path)
        settings.threshold = common.threshold ?? settings.threshold
        settings.budget = common.budget ?? settings.budget
        settings.includeAA = common.includeAA ?? settings.includeAA
        settings.ignore = common.ignore
        if let value = fields["formats"] {
            let formatsPath = Self.path(path, "formats")
            if case .object(let formats) = value {
                for name in formats.keys.sorted() {
                    let formatPath = Self.path(formatsPath, name)
                    guard let fields = object(formats[name]!, at: formatPath, known: Self.diffKeys.filter { $0 != "formats" }) else { continue }
                    settings.formats[name] = override(fields, at: formatPath)
                }
            } else {
                error(formatsPath, expected: "an object of format name to settings, e.g. {\"png\": {\"threshold\": 0.2}}", found: value)
            }
        }
        return settings
    }

    /// threshold, maxDiffPixels or maxDiffRatio, includeAA and ignore, as set.
    private mutating func override(_ fields: [String: JSONValue], at path: String) -> DiffSettings.Override {
        var result = DiffSettings.Override()
        if let value = fields["threshold"] {
            result.threshold = number(value, at: Self.path(path, "threshold"), in: 0...1, expected: "a number from 0 (exact) to 1")
        }
        let pixels = fields["maxDiffPixels"], ratio = fields["maxDiffRatio"]
        if pixels != nil, ratio != nil {
            error(Self.path(path, "maxDiffRatio"), expected: "at most one of maxDiffPixels and maxDiffRatio", found: "both")
        } else if let pixels {
            result.budget = integer(pixels, at: Self.path(path, "maxDiffPixels"), atLeast: 0, expected: "a whole number of pixels, 0 or more")
                .map(DiffBudget.pixels)
        } else if let ratio {
            result.budget = number(ratio, at: Self.path(path, "maxDiffRatio"), in: 0...1, expected: "a fraction from 0 to 1, e.g. 0.001")
                .map(DiffBudget.ratio)
        }
        if let value = fields["includeAA"] { result.includeAA = bool(value, at: Self.path(path, "includeAA")) }
        if let value = fields["ignore"] { result.ignore = ignoreRules(value, at: Self.path(path, "ignore")) }
        return result
    }

    /// An array of `"X,Y,W,H"` strings or `{region, devices, orientations, campaigns}` objects.
    private mutating func ignoreRules(_ value: JSONValue, at path: String) -> [IgnoreRule] {
        guard case .array(let elements) = value else {
            error(path, expected: "an array of regions \"X,Y,W,H\" or {\"region\": \"X,Y,W,H\", \"devices\": [...]}", found: value)
            return []
        }
        var rules: [IgnoreRule] = []
        for (index, element) in elements.enumerated() {
            let elementPath = Self.path(path, index: index)
            if case .string = element {
                if let region = region(element, at: elementPath) { rules.append(IgnoreRule(region: region)) }
                continue
            }
            guard let fields = object(element, at: elementPath, known: Self.ignoreKeys,
                                      expected: "a region \"X,Y,W,H\" or an object with region, devices, orientations, campaigns") else { continue }
            guard let regionValue = fields["region"] else {
                error(Self.path(elementPath, "region"), expected: "a region \"X,Y,W,H\" in pixels", found: "nothing (key missing)")
                continue
            }
            guard let region = region(regionValue, at: Self.path(elementPath, "region")) else { continue }
            var rule = IgnoreRule(region: region)
            if let value = fields["devices"], case .list(let ids)? = devices(value, at: Self.path(elementPath, "devices")) { rule.devices = ids }
            if let value = fields["orientations"], case .list(let list)? = orientations(value, at: Self.path(elementPath, "orientations")) {
                rule.orientations = list
            }
            if let value = fields["campaigns"] {
                rule.campaigns = strings(value, at: Self.path(elementPath, "campaigns"), expected: "campaign names or glob patterns")
            }
            rules.append(rule)
        }
        return rules
    }

    private mutating func region(_ value: JSONValue, at path: String) -> PixelRegion? {
        let expected = "a region \"X,Y,W,H\" in pixels (X, Y from 0; W, H above 0)"
        if case .string(let text) = value, let region = PixelRegion(parsing: text) { return region }
        if case .array(let numbers) = value, numbers.count == 4 {
            let values = numbers.compactMap { element -> Int? in
                guard case .number(let number) = element, number == number.rounded(), abs(number) < 1e9 else { return nil }
                return Int(number)
            }
            if values.count == 4, let region = PixelRegion(parsing: values.map(String.init).joined(separator: ",")) { return region }
        }
        error(path, expected: expected, found: value)
        return nil
    }
}
