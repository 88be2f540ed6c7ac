import BoxTreeModel
import CampaignModel
import JSONReading

/// Applies the values of a theme file onto a base theme, key by key as
/// `ThemeSchema` describes them, recording every problem instead of stopping
/// at the first. A wrong value is reported and leaves the base value in place;
/// the theme is only used when no error was recorded.
struct ThemeReader {
    var log: JSONProblemLog
    var theme: Theme

    /// Reads `keys` from already-collected members of an object.
    mutating func apply(_ keys: [ThemeKey], members: [String: LocatedJSON]) {
        for key in keys {
            if let value = members[key.name] { read(key.kind, value) }
        }
    }

    private mutating func read(_ kind: ThemeKey.Kind, _ value: LocatedJSON) {
        switch kind {
        case .number(let keyPath, let rule):
            if let number = number(value, rule, nullable: false) { theme[keyPath: keyPath] = number }
        case .optionalNumber(let keyPath, let rule):
            if value.isNull { theme[keyPath: keyPath] = nil } else if let number = number(value, rule, nullable: true) { theme[keyPath: keyPath] = number }
        case .optionalCount(let keyPath, let range):
            readCount(keyPath, range, value)
        case .flag(let keyPath):
            if let flag = value.bool { theme[keyPath: keyPath] = flag } else { log.error(value, expected: "true or false") }
        case .color(let keyPath):
            if let color = color(value, nullable: false) { theme[keyPath: keyPath] = color }
        case .optionalColor(let keyPath):
            if value.isNull { theme[keyPath: keyPath] = nil } else if let color = color(value, nullable: true) { theme[keyPath: keyPath] = color }
        case .choice(let choice):
            readChoice(choice, value)
        case .insets(let keyPath):
            readInsets(keyPath, value)
        case .shadow(let keyPath):
            readShadow(keyPath, value)
        case .group(let keys):
            guard value.isObject else {
                log.error(value, expected: "an object")
                return
            }
            apply(keys, members: log.members(of: value, known: keys.map(\.name)))
        }
    }

    private mutating func number(_ value: LocatedJSON, _ rule: ThemeKey.NumberRule, nullable: Bool) -> Double? {
        let expected = rule.expected + (nullable ? ", or null" : "")
        guard let number = value.number else {
            log.error(value, expected: expected)
            return nil
        }
        guard rule.accepts(number) else {
            log.error(value, expected: expected, found: value.summary + (number.isFinite ? "" : " (out of range)"))
            return nil
        }
        return number
    }

    private mutating func color(_ value: LocatedJSON, nullable: Bool) -> RGBAColor? {
        if let hex = value.string, let color = RGBAColor(hex: hex) { return color }
        log.error(value, expected: "a colour #RGB, #RRGGBB or #RRGGBBAA" + (nullable ? ", or null" : ""))
        return nil
    }

    private mutating func readCount(_ keyPath: WritableKeyPath<Theme, Int?>, _ range: ClosedRange<Int>, _ value: LocatedJSON) {
        if value.isNull {
            theme[keyPath: keyPath] = nil
        } else if let number = value.number, number.isFinite, number == number.rounded(), number >= Double(range.lowerBound),
                  number <= Double(range.upperBound) {
            theme[keyPath: keyPath] = Int(number)
        } else {
            log.error(value, expected: "a whole number from \(range.lowerBound) to \(range.upperBound), or null for no limit")
        }
    }

    private mutating func readChoice(_ choice: ThemeKey.Choice, _ value: LocatedJSON) {
        if choice.nullable, value.isNull {
            choice.set(&theme, nil)
        } else if let name = value.string, choice.names.contains(name) {
            choice.set(&theme, name)
        } else {
            log.error(value, expected: ProblemText.oneOf(choice.names) + (choice.nullable ? ", or null" : ""))
        }
    }

    private mutating func readInsets(_ keyPath: WritableKeyPath<Theme, EdgeInsets>, _ value: LocatedJSON) {
        let expected = "a number of points from 0 to 2000, or an object of top, leading, bottom and trailing"
        if let all = value.number {
            guard ThemeKey.NumberRule.points.accepts(all) else {
                log.error(value, expected: expected, found: value.summary + (all.isFinite ? "" : " (out of range)"))
                return
            }
            theme[keyPath: keyPath] = EdgeInsets(all: all)
        } else if value.isObject {
            apply([
                ThemeKey("top", .number(keyPath.appending(path: \.top), .points)),
                ThemeKey("leading", .number(keyPath.appending(path: \.leading), .points)),
                ThemeKey("bottom", .number(keyPath.appending(path: \.bottom), .points)),
                ThemeKey("trailing", .number(keyPath.appending(path: \.trailing), .points)),
            ], members: log.members(of: value, known: ["top", "leading", "bottom", "trailing"]))
        } else {
            log.error(value, expected: expected)
        }
    }

    /// Keys given over a base without a shadow start from a black, flat one.
    private mutating func readShadow(_ keyPath: WritableKeyPath<Theme, Shadow?>, _ value: LocatedJSON) {
        if value.isNull {
            theme[keyPath: keyPath] = nil
            return
        }
        guard value.isObject else {
            log.error(value, expected: "a shadow object (color, offsetY, blurRadius), or null for none")
            return
        }
        let members = log.members(of: value, known: ["color", "offsetY", "blurRadius"])
        var shadow = theme[keyPath: keyPath] ?? Shadow(color: .black, offsetY: 0, blurRadius: 0)
        if let color = members["color"].flatMap({ color($0, nullable: false) }) { shadow.color = color }
        if let offset = members["offsetY"].flatMap({ number($0, .offset, nullable: false) }) { shadow.offsetY = offset }
        if let blur = members["blurRadius"].flatMap({ number($0, .blur, nullable: false) }) { shadow.blurRadius = blur }
        theme[keyPath: keyPath] = shadow
    }
}
