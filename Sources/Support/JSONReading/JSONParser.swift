import BoxTreeModel
import LogText
/// A JSON syntax error: what went wrong and the byte offset where it was noticed.
package struct JSONSyntaxError: Error, Sendable {
    package var reason: String
    package var offset: Int
}

/// A strict RFC 8259 parser over UTF-8 bytes that builds a `JSONNode` tree.
///
/// The bytes must already be valid UTF-8 (see `UTF8Validation`); the parser
/// only checks JSON grammar. Nesting is capped so that hostile input cannot
/// exhaust the stack: the parser, and every walker after it, recurse per
/// level; and so, when asked, is the number of values (`JSONLimits`).
package struct JSONParser {
    /// Far deeper than any campaign needs, far shallower than the stack allows.
    package static let maximumDepth = JSONLimits.standard.maximumDepth

    private let bytes: [UInt8]
    private let limits: JSONLimits
    private var index = 0
    private var depth = 0
    private var values = 0

    private init(bytes: [UInt8], limits: JSONLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// Parses exactly one JSON value, optionally surrounded by whitespace.
    package static func parse(_ bytes: [UInt8], limits: JSONLimits = .standard) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes, limits: limits)
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw JSONSyntaxError(reason: "more text after the end of the JSON value (\(parser.describeByte()))", offset: parser.index)
        }
        return node
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        skipWhitespace()
        guard index < bytes.count else {
            throw JSONSyntaxError(reason: "the file ends where a value was expected", offset: index)
        }
        values += 1
        if values > limits.maximumValues {
            throw JSONSyntaxError(reason: "more than \(limits.maximumValues) values (arrays, objects, strings, numbers)", offset: index)
        }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "t"): try expectLiteral("true"); return JSONNode(value: .bool(true), offset: start)
        case UInt8(ascii: "f"): try expectLiteral("false"); return JSONNode(value: .bool(false), offset: start)
        case UInt8(ascii: "n"): try expectLiteral("null"); return JSONNode(value: .null, offset: start)
        case UInt8(ascii: "/"): throw JSONSyntaxError(reason: "a comment, which JSON does not allow", offset: index)
        default: throw JSONSyntaxError(reason: "\(describeWord()) where a value was expected", offset: index)
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode {
        let start = index
        try enterContainer()
        index += 1  // {
        var members: [JSONMember] = []
        skipWhitespace()
        if peek(is: "}") {
            index += 1
            depth -= 1
            return JSONNode(value: .object(members), offset: start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                throw JSONSyntaxError(reason: "the file ends inside an object", offset: index)
            }
            guard peek(is: "\"") else {
                if peek(is: "}") && !members.isEmpty {
                    throw JSONSyntaxError(reason: "a trailing comma before \"}\"", offset: index)
                }
                throw JSONSyntaxError(reason: "\(describeByte()) where a quoted object key was expected", offset: index)
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard peek(is: ":") else {
                throw JSONSyntaxError(reason: "\(describeByte()) where \":\" was expected after an object key", offset: index)
            }
            index += 1
            let value = try parseValue()
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
            skipWhitespace()
            if peek(is: ",") {
                index += 1
            } else if peek(is: "}") {
                index += 1
                depth -= 1
                return JSONNode(value: .object(members), offset: start)
            } else if index >= bytes.count {
                throw JSONSyntaxError(reason: "the file ends inside an object (missing \"}\")", offset: index)
            } else {
                throw JSONSyntaxError(reason: "\(describeByte()) where \",\" or \"}\" was expected", offset: index)
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode {
        let start = index
        try enterContainer()
        index += 1  // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek(is: "]") {
            index += 1
            depth -= 1
            return JSONNode(value: .array(elements), offset: start)
        }
        while true {
            skipWhitespace()
            if peek(is: "]") && !elements.isEmpty {
                throw JSONSyntaxError(reason: "a trailing comma before \"]\"", offset: index)
            }
            elements.append(try parseValue())
            skipWhitespace()
            if peek(is: ",") {
                index += 1
            } else if peek(is: "]") {
                index += 1
                depth -= 1
                return JSONNode(value: .array(elements), offset: start)
            } else if index >= bytes.count {
                throw JSONSyntaxError(reason: "the file ends inside an array (missing \"]\")", offset: index)
            } else {
                throw JSONSyntaxError(reason: "\(describeByte()) where \",\" or \"]\" was expected", offset: index)
            }
        }
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > limits.maximumDepth {
            throw JSONSyntaxError(reason: "arrays and objects nested more than \(limits.maximumDepth) deep", offset: index)
        }
    }

    // MARK: - Strings

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1  // opening quote
        var utf8: [UInt8] = []
        while true {
            guard index < bytes.count else {
                throw JSONSyntaxError(reason: "the file ends inside a string", offset: start)
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &utf8)
            case 0x0A, 0x0D:
                throw JSONSyntaxError(reason: "a line break inside a string (write it as \\n)", offset: index)
            case 0x00..<0x20:
                throw JSONSyntaxError(reason: "a control character (\(JSONParser.codePoint(UInt32(byte)))) inside a string", offset: index)
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = index
        index += 1  // backslash
        guard index < bytes.count else {
            throw JSONSyntaxError(reason: "the file ends inside a string", offset: escapeStart)
        }
        let simple: UInt8?
        switch bytes[index] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            throw JSONSyntaxError(reason: "an invalid escape \(describeEscapedCharacter()) inside a string", offset: escapeStart)
        }
        if let simple {
            utf8.append(simple)
            index += 1
            return
        }
        index += 1  // u
        let first = try parseHexQuad(escapeStart: escapeStart)
        var scalarValue = UInt32(first)
        if (0xD800...0xDBFF).contains(first) {
            // A high surrogate must be followed by an escaped low surrogate.
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw JSONSyntaxError(reason: "an unpaired surrogate \\u\(JSONParser.hex4(first)) inside a string", offset: escapeStart)
            }
            let secondStart = index
            index += 2
            let second = try parseHexQuad(escapeStart: secondStart)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw JSONSyntaxError(reason: "an unpaired surrogate \\u\(JSONParser.hex4(first)) inside a string", offset: escapeStart)
            }
            scalarValue = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(first) {
            throw JSONSyntaxError(reason: "an unpaired surrogate \\u\(JSONParser.hex4(first)) inside a string", offset: escapeStart)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw JSONSyntaxError(reason: "an invalid \\u escape inside a string", offset: escapeStart)
        }
        utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func parseHexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = JSONParser.hexDigitValue(bytes[index]) else {
                throw JSONSyntaxError(reason: "a \\u escape without four hex digits inside a string", offset: escapeStart)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    // MARK: - Numbers and literals

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode {
        let start = index
        if peek(is: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw JSONSyntaxError(reason: "a \"-\" without digits after it", offset: start)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw JSONSyntaxError(reason: "a number with a leading zero", offset: start)
            }
        } else {
            skipDigits()
        }
        if peek(is: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw JSONSyntaxError(reason: "a number with no digits after \".\"", offset: start)
            }
            skipDigits()
        }
        if peek(is: "e") || peek(is: "E") {
            index += 1
            if peek(is: "+") || peek(is: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw JSONSyntaxError(reason: "a number with no digits in its exponent", offset: start)
            }
            skipDigits()
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        // The grammar above only lets through what `Double` can read; values
        // beyond its range become ±infinity and are judged where they are used.
        let number = Double(literal) ?? .nan
        return JSONNode(value: .number(number, literal: literal), offset: start)
    }

    private mutating func expectLiteral(_ word: String) throws(JSONSyntaxError) {
        let start = index
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw JSONSyntaxError(reason: "\(describeWord()) where a value was expected", offset: start)
        }
        index += expected.count
    }

    // MARK: - Helpers

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private func peek(is character: Unicode.Scalar) -> Bool {
        index < bytes.count && bytes[index] == UInt8(ascii: character)
    }

    /// `"x"` for a printable ASCII character, `U+00A0` style otherwise, `the end of the file` past it.
    private func describeByte() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F {
            return "unexpected \(ProblemText.quoted(String(UnicodeScalar(byte))))"
        }
        if byte < 0x80 {
            return "unexpected \(JSONParser.codePoint(UInt32(byte)))"
        }
        // A multi-byte character: decode it whole (the input is valid UTF-8).
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        let scalar = text.unicodeScalars.first.map { JSONParser.codePoint($0.value) } ?? "byte"
        return "unexpected \(ProblemText.quoted(text)) (\(scalar))"
    }

    /// The bare word at the cursor, for messages about `True`, `NaN`, `undefined`.
    private func describeWord() -> String {
        var end = index
        while end < bytes.count, end - index < 20,
              (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end] | 0x20) {
            end += 1
        }
        guard end > index else { return describeByte() }
        return "unexpected \(ProblemText.quoted(String(decoding: bytes[index..<end], as: UTF8.self)))"
    }

    /// `\q`: the backslash and the character after it, escaped for a message.
    private func describeEscapedCharacter() -> String {
        guard index < bytes.count else { return "\\" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return ("\\" + String(decoding: bytes[index..<end], as: UTF8.self)).logSafe
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func hex4(_ value: UInt16) -> String {
        String(value, radix: 16, uppercase: true).leftPadded(to: 4)
    }

    /// `U+000A` style.
    package static func codePoint(_ value: UInt32) -> String {
        "U+" + String(value, radix: 16, uppercase: true).leftPadded(to: 4)
    }
}
