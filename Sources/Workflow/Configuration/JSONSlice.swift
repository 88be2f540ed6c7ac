import Foundation

/// Finds where a top-level member's value lies in JSON text, so a section
/// can be handed on exactly as written. Only used on text that already
/// parsed, so it skips values without validating them.
enum JSONSlice {
    /// The byte range of the value of `key` in the top-level object (the last
    /// one when repeated, as the parser keeps), or `nil`.
    static func topLevelValue(named key: String, in data: Data) -> Range<Int>? {
        let bytes = [UInt8](data)
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        skipWhitespace(bytes, &index)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        var found: Range<Int>?
        while true {
            skipWhitespace(bytes, &index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return found }
            let keyStart = index + 1
            skipString(bytes, &index)
            let name = String(decoding: bytes[keyStart..<(index - 1)], as: UTF8.self)
            skipWhitespace(bytes, &index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return found }
            index += 1
            skipWhitespace(bytes, &index)
            let valueStart = index
            skipValue(bytes, &index)
            if name == key { found = valueStart..<index }
            skipWhitespace(bytes, &index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return found }
            index += 1
        }
    }

    private static func skipWhitespace(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// From an opening quote to just past the closing one.
    private static func skipString(_ bytes: [UInt8], _ index: inout Int) {
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): index += 1; return
            default: index += 1
            }
        }
    }

    /// Past one value: a string, a nested object or array, or a literal.
    private static func skipValue(_ bytes: [UInt8], _ index: inout Int) {
        guard index < bytes.count else { return }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            skipString(bytes, &index)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    skipString(bytes, &index)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { index += 1; return }
                default: break
                }
                index += 1
            }
        default:
            while index < bytes.count, !",}] \t\r\n".utf8.contains(bytes[index]) { index += 1 }
        }
    }
}
