import Foundation

/// JSON whose bytes depend only on the value: keys sorted, two-space pretty
/// printing, `/` unescaped, empty containers written `[]` and `{}`, and
/// numbers rounded to 12 decimal places.
///
/// Twelve places keep every multiple of 1/4096 pt exact (text is measured in
/// Pango units of 1/1024 pt, and centring halves them once or twice) and
/// drop floating-point noise such as `52.30000000000001` that arithmetic on
/// frames leaves behind. Each number
/// is then printed in the shortest form that reads back to the same value,
/// so encoding a decoded document gives the same bytes again.
public enum StableJSON {
    public static func encode<T: Encodable>(_ value: T) throws -> Data {
        // Through JSONValue, so every number, however deeply nested, is rounded alike.
        let generic = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var bytes = collapsingEmptyContainers(Array(try encoder.encode(rounded(generic))))
        bytes.append(UInt8(ascii: "\n"))
        return Data(bytes)
    }

    /// Foundation prints an empty container across lines (`[\n\n  ]`); this
    /// writes it `[]` (or `{}`). A raw newline cannot occur inside a JSON
    /// string, so a bracket followed by one always opens a container. One
    /// pass over the bytes: a tree with thousands of boxes is encoded in
    /// time proportional to its size.
    static func collapsingEmptyContainers(_ bytes: [UInt8]) -> [UInt8] {
        let newline = UInt8(ascii: "\n")
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            result.append(byte)
            index += 1
            let close: UInt8
            switch byte {
            case UInt8(ascii: "["): close = UInt8(ascii: "]")
            case UInt8(ascii: "{"): close = UInt8(ascii: "}")
            default: continue
            }
            guard index < bytes.count, bytes[index] == newline else { continue }
            var next = index + 1
            while next < bytes.count, bytes[next] == newline || bytes[next] == UInt8(ascii: " ") { next += 1 }
            if next < bytes.count, bytes[next] == close {
                result.append(close)
                index = next + 1
            }
        }
        return result
    }

    /// `value` rounded to 12 decimal places. Magnitudes of 8192 and more are
    /// left alone: scaled by 1e12 they would pass 2^53, where doubles stop
    /// being exact integers (and no screen is that large).
    static func rounded(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 8192 else { return value }
        let result = (value * 1e12).rounded() / 1e12
        return result == 0 ? 0 : result
    }

    private static func rounded(_ value: JSONValue) -> JSONValue {
        switch value {
        case .number(let number): .number(rounded(number))
        case .array(let items): .array(items.map(rounded))
        case .object(let members): .object(members.mapValues(rounded))
        case .null, .bool, .string: value
        }
    }
}
