import CampaignModel
import NumberText

/// Writes a theme as a complete theme file: every key of the format, in the
/// documented order, so the output is a starting point for a team's own theme
/// (`preview-cli themes --show braze`) and decodes back to the same theme.
public struct ThemeEncoder: Sendable {
    public init() {}

    /// JSON text with two-space indentation and a final newline. Small
    /// objects (fonts, padding, shadows, button colours) stay on one line.
    public func encode(_ theme: Theme, description: String? = nil, notes: [String] = []) -> String {
        var entries: [String] = []
        if let description { entries.append("  \"description\": " + Self.quoted(description)) }
        if !notes.isEmpty {
            entries.append("  \"notes\": [\n" + notes.map { "    " + Self.quoted($0) }.joined(separator: ",\n") + "\n  ]")
        }
        entries += ThemeSchema.keys.map { Self.entry($0, theme, indent: "  ") }
        let lines = ["{", entries.joined(separator: ",\n"), "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func entry(_ key: ThemeKey, _ theme: Theme, indent: String) -> String {
        "\(indent)\(quoted(key.name)): " + value(key.kind, theme, indent: indent)
    }

    private static func value(_ kind: ThemeKey.Kind, _ theme: Theme, indent: String) -> String {
        switch kind {
        case .number(let keyPath, _): return NumberText.plain(theme[keyPath: keyPath])
        case .optionalNumber(let keyPath, _): return theme[keyPath: keyPath].map(NumberText.plain) ?? "null"
        case .optionalCount(let keyPath, _): return theme[keyPath: keyPath].map(String.init) ?? "null"
        case .flag(let keyPath): return theme[keyPath: keyPath] ? "true" : "false"
        case .color(let keyPath): return quoted(theme[keyPath: keyPath].hex)
        case .optionalColor(let keyPath): return theme[keyPath: keyPath].map { quoted($0.hex) } ?? "null"
        case .choice(let choice): return choice.get(theme).map(quoted) ?? "null"
        case .insets(let keyPath):
            let insets = theme[keyPath: keyPath]
            return inline([("top", NumberText.plain(insets.top)), ("leading", NumberText.plain(insets.leading)),
                           ("bottom", NumberText.plain(insets.bottom)), ("trailing", NumberText.plain(insets.trailing))])
        case .shadow(let keyPath):
            guard let shadow = theme[keyPath: keyPath] else { return "null" }
            return inline([("color", quoted(shadow.color.hex)), ("offsetY", NumberText.plain(shadow.offsetY)), ("blurRadius", NumberText.plain(shadow.blurRadius))])
        case .group(let keys):
            let isFlat = keys.allSatisfy { if case .group = $0.kind { return false } else { return true } }
            if isFlat && keys.count <= 5 {
                return inline(keys.map { ($0.name, value($0.kind, theme, indent: "")) })
            }
            let inner = indent + "  "
            return "{\n" + keys.map { entry($0, theme, indent: inner) }.joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    private static func inline(_ pairs: [(String, String)]) -> String {
        "{ " + pairs.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + " }"
    }


    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default:
                if scalar.value < 0x20 {
                    result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
