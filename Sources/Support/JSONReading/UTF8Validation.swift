import BoxTreeModel
/// Checks that bytes are UTF-8 before the JSON parser sees them, so that a
/// Latin-1 or UTF-16 export gets one clear problem instead of garbled text.
package enum UTF8Validation {
    /// Why the bytes are not UTF-8 and where, or `nil` when they are.
    package static func firstProblem(in bytes: [UInt8]) -> (reason: String, offset: Int)? {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return ("UTF-16 text (it starts with a UTF-16 byte order mark)", 0)
        }
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            let minimum: UInt32
            switch lead {
            case 0x00...0x7F:
                index += 1
                continue
            case 0xC2...0xDF: length = 2; minimum = 0x80
            case 0xE0...0xEF: length = 3; minimum = 0x800
            case 0xF0...0xF4: length = 4; minimum = 0x10000
            default:
                return (invalidByte(lead), index)
            }
            guard index + length <= bytes.count else {
                return ("a UTF-8 sequence cut short by the end of the file", index)
            }
            var scalar = UInt32(lead) & (0xFF >> (length + 1))
            for continuation in bytes[(index + 1)..<(index + length)] {
                guard continuation & 0xC0 == 0x80 else {
                    return (invalidByte(lead), index)
                }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            // Overlong forms, UTF-16 surrogates and code points past U+10FFFF
            // are well-formed bit patterns that are still not UTF-8.
            guard scalar >= minimum, !(0xD800...0xDFFF).contains(scalar), scalar <= 0x10FFFF else {
                return (invalidByte(lead), index)
            }
            index += length
        }
        return nil
    }

    private static func invalidByte(_ byte: UInt8) -> String {
        "a byte that is not UTF-8 (0x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2) + ")"
    }
}
