/// A short name for a text that is the same in every run and on every
/// machine (FNV-1a, 64 bits, in hex), for folder and file names made from
/// paths or contents. Not for security: use ``SHA256`` where a name must not
/// be forged. Swift's `Hasher` is seeded per process, so it cannot serve.
public enum StableName {
    public static func of(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
