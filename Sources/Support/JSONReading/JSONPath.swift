/// A location inside a JSON document, written the way problem messages show
/// it: `buttons[1].style.textColor`, or `""` for the root.
package struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    package enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    package var components: [Component] = []

    package static let root = JSONPath()

    package func appending(_ key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    package func appending(_ index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    /// Keys that are plain names are joined with dots; any other key (a
    /// language code is fine, a key with a dot or a space is not) is quoted in
    /// brackets so the path stays unambiguous.
    package var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where JSONPath.isPlainName(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                text += "[" + ProblemText.quoted(key) + "]"
            }
        }
        return text
    }

    private static func isPlainName(_ key: String) -> Bool {
        guard !key.isEmpty, key.count <= ProblemText.maximumQuotedLength else { return false }
        return key.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "-": true
            default: false
            }
        }
    }
}
