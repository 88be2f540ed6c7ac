import BoxTreeModel
import CampaignModel
import Diffing
import JSONReading
import Layout

extension ConfigReader {
    static let diffKeys = ["threshold", "maxDiffPixels", "maxDiffRatio", "includeAA", "ignore", "formats"]
    static let ignoreKeys = ["region", "element", "devices", "orientations", "campaigns"]

    mutating func diff(_ value: LocatedJSON) -> DiffSettings? {
        guard let fields = object(value, known: Self.diffKeys) else { return nil }
        var settings = DiffSettings()
        let common = override(fields)
        settings.threshold = common.threshold ?? settings.threshold
        settings.budget = common.budget ?? settings.budget
        settings.includeAA = common.includeAA ?? settings.includeAA
        settings.ignore = common.ignore
        if let value = fields["formats"] {
            if value.isObject {
                for (name, format) in log.entries(of: value) {
                    guard let fields = object(format, known: Self.diffKeys.filter { $0 != "formats" }) else { continue }
                    settings.formats[name] = override(fields)
                }
            } else {
                log.error(value, expected: "an object of format name to settings, e.g. {\"png\": {\"threshold\": 0.2}}")
            }
        }
        return settings
    }

    /// threshold, maxDiffPixels or maxDiffRatio, includeAA and ignore, as set.
    private mutating func override(_ fields: [String: LocatedJSON]) -> DiffSettings.Override {
        var result = DiffSettings.Override()
        if let value = fields["threshold"] {
            result.threshold = log.number(value, in: 0...1, expected: "a number from 0 (exact) to 1")
        }
        if fields["maxDiffPixels"] != nil, let ratio = fields["maxDiffRatio"] {
            log.error(ratio, expected: "at most one of maxDiffPixels and maxDiffRatio", found: "both")
        } else if let pixels = fields["maxDiffPixels"] {
            result.budget = log.integer(pixels, atLeast: 0, expected: "a whole number of pixels, 0 or more").map(DiffBudget.pixels)
        } else if let ratio = fields["maxDiffRatio"] {
            result.budget = log.number(ratio, in: 0...1, expected: "a fraction from 0 to 1, e.g. 0.001").map(DiffBudget.ratio)
        }
        if let value = fields["includeAA"] { result.includeAA = log.bool(value) }
        if let value = fields["ignore"] { result.ignore = ignoreRules(value) }
        return result
    }

    /// An array of `"X,Y,W,H"` strings or `{region | element, devices, orientations, campaigns}` objects.
    private mutating func ignoreRules(_ value: LocatedJSON) -> [IgnoreRule] {
        guard let elements = value.elements else {
            log.error(value, expected: "an array of regions \"X,Y,W,H\", {\"region\": \"X,Y,W,H\", \"devices\": [...]} or {\"element\": \"gameball.message.close\"}")
            return []
        }
        var rules: [IgnoreRule] = []
        for element in elements {
            if element.string != nil {
                if let region = region(element) { rules.append(IgnoreRule(region: region)) }
                continue
            }
            guard let fields = object(element, known: Self.ignoreKeys,
                                      expected: "a region \"X,Y,W,H\" or an object with region or element, devices, orientations, campaigns") else { continue }
            let mask: IgnoreRule.Mask
            switch (fields["region"], fields["element"]) {
            case (let regionValue?, nil):
                guard let region = region(regionValue) else { continue }
                mask = .region(region)
            case (nil, let elementValue?):
                guard let name = elementName(elementValue) else { continue }
                mask = .element(name)
            case (_?, let elementValue?):
                log.error(elementValue, expected: "one of region and element", found: "both")
                continue
            case (nil, nil):
                log.missing("region", in: element, expected: "a region \"X,Y,W,H\" in pixels, or an \"element\" of the box tree")
                continue
            }
            var rule = IgnoreRule(mask)
            if let value = fields["devices"], case .list(let ids)? = devices(value) { rule.devices = ids }
            if let value = fields["orientations"], case .list(let list)? = orientations(value) { rule.orientations = list }
            if let value = fields["campaigns"] { rule.campaigns = log.strings(value, expected: "campaign names or glob patterns") }
            rules.append(rule)
        }
        return rules
    }

    /// An accessibility identifier (`gameball.message.close`) or a box role (`body`).
    private mutating func elementName(_ value: LocatedJSON) -> String? {
        let expected = "an accessibility identifier such as \"gameball.message.close\", or a role: "
            + Box.Role.allCases.map(\.rawValue).joined(separator: ", ")
        guard let name = value.string else {
            log.error(value, expected: expected)
            return nil
        }
        guard IgnoreRule.isElementName(name) else {
            let suggestion = Suggestion.closest(to: name, in: Box.Role.allCases.map(\.rawValue)).map { " (did you mean \"\($0)\"?)" } ?? ""
            log.error(value, expected: expected, found: value.summary + suggestion)
            return nil
        }
        return name
    }

    private mutating func region(_ value: LocatedJSON) -> Rect? {
        if let text = value.string, let region = Rect(pixelRegion: text) { return region }
        if let numbers = value.elements, numbers.count == 4 {
            let values = numbers.compactMap { element -> Int? in
                guard let number = element.number, number == number.rounded(), abs(number) < 1e9 else { return nil }
                return Int(number)
            }
            if values.count == 4, let region = Rect(pixelRegion: values.map(String.init).joined(separator: ",")) { return region }
        }
        log.error(value, expected: "a region \"X,Y,W,H\" in pixels (X, Y from 0; W, H above 0)")
        return nil
    }
}
