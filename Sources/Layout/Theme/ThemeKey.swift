import BoxTreeModel
import CampaignModel

/// One key of the theme file format: its JSON name, what it accepts, and the
/// `Theme` property it sets. `ThemeSchema` lists them all; the decoder and the
/// encoder both walk that one list, so the format cannot drift from the type.
struct ThemeKey {
    indirect enum Kind {
        case number(WritableKeyPath<Theme, Double>, NumberRule)
        /// A number, or `null` for "none".
        case optionalNumber(WritableKeyPath<Theme, Double?>, NumberRule)
        /// A whole number, or `null` for "no limit".
        case optionalCount(WritableKeyPath<Theme, Int?>, ClosedRange<Int>)
        case flag(WritableKeyPath<Theme, Bool>)
        case color(WritableKeyPath<Theme, RGBAColor>)
        /// A colour, or `null` for "none".
        case optionalColor(WritableKeyPath<Theme, RGBAColor?>)
        case choice(Choice)
        /// A number for all four sides, or an object with some of `top`, `leading`, `bottom`, `trailing`.
        case insets(WritableKeyPath<Theme, EdgeInsets>)
        /// `null` for none, or an object with some of `color`, `offsetY`, `blurRadius`.
        case shadow(WritableKeyPath<Theme, Shadow?>)
        /// An object of further keys.
        case group([ThemeKey])
    }

    /// The accepted range of a number, and how an expectation names it.
    struct NumberRule {
        var range: ClosedRange<Double>
        var expected: String
        /// Zero is allowed at the bottom of the range.
        var allowsZero = true

        static let points = NumberRule(range: 0...2000, expected: "a number of points from 0 to 2000")
        static let offset = NumberRule(range: -200...200, expected: "a number of points from -200 to 200")
        static let blur = NumberRule(range: 0...100, expected: "a blur radius in points from 0 to 100")
        static let fraction = NumberRule(range: 0...1, expected: "a fraction from 0 to 1")
        static let scale = NumberRule(range: 0...4, expected: "a number above 0, at most 4", allowsZero: false)

        func accepts(_ value: Double) -> Bool {
            value.isFinite && range.contains(value) && (allowsZero || value != 0)
        }
    }

    /// A key whose value is one of a few names, e.g. `"top"` or `"center"`.
    struct Choice {
        var names: [String]
        /// Whether `null` is accepted (and written for an unset value).
        var nullable: Bool
        var get: (Theme) -> String?
        var set: (inout Theme, String?) -> Void

        static func of<Value: RawRepresentable & CaseIterable>(_ keyPath: WritableKeyPath<Theme, Value>) -> Choice
        where Value.RawValue == String {
            Choice(names: Value.allCases.map(\.rawValue), nullable: false,
                   get: { $0[keyPath: keyPath].rawValue },
                   set: { theme, name in
                       if let value = name.flatMap(Value.init(rawValue:)) { theme[keyPath: keyPath] = value }
                   })
        }

        /// A font weight by name, or `null` for the text style's own.
        static func weight(_ keyPath: WritableKeyPath<Theme, FontWeight?>) -> Choice {
            let weights: [(String, FontWeight)] = FontWeight.allCases.map { ("\($0)", $0) }
            return Choice(names: weights.map(\.0), nullable: true,
                          get: { theme in theme[keyPath: keyPath].map { "\($0)" } },
                          set: { theme, name in theme[keyPath: keyPath] = weights.first { $0.0 == name }?.1 })
        }
    }

    var name: String
    var kind: Kind

    init(_ name: String, _ kind: Kind) {
        self.name = name
        self.kind = kind
    }
}
