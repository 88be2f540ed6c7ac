import CFingerprint
import Foundation

/// SHA-256 for names and keys that must not collide even when someone tries:
/// the artwork cache's file names, the golden-check cache's keys. OpenSSL's
/// libcrypto, loaded on first use; where it cannot be loaded, ``begin()``
/// throws and the caller goes without its cache.
public final class SHA256 {
    /// Why no digest could be made (libcrypto missing or failing), one line.
    public struct Unavailable: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    private var state: OpaquePointer?

    private init(state: OpaquePointer) {
        self.state = state
    }

    deinit {
        mp_sha256_discard(state)
    }

    /// A digest in progress.
    public static func begin() throws(Unavailable) -> SHA256 {
        var problem = [CChar](repeating: 0, count: 256)
        guard let state = mp_sha256_begin(&problem, problem.count) else {
            throw Unavailable(description: String(decoding: problem.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return SHA256(state: state)
    }

    /// Adds bytes.
    public func update(_ bytes: UnsafeRawBufferPointer) throws(Unavailable) {
        guard let state, mp_sha256_update(state, bytes.baseAddress, bytes.count) == 1 else {
            throw Unavailable(description: "SHA-256 failed in libcrypto")
        }
    }

    public func update(_ data: Data) throws(Unavailable) {
        let added = data.withUnsafeBytes { raw in state.map { mp_sha256_update($0, raw.baseAddress, raw.count) } ?? 0 }
        guard added == 1 else { throw Unavailable(description: "SHA-256 failed in libcrypto") }
    }

    /// Adds a string's UTF-8 bytes after their length, so that the fields of
    /// a key cannot run into one another ("ab" + "c" differs from "a" + "bc").
    public func update(field: String) throws(Unavailable) {
        var framed = Data(count: 8)
        framed.withUnsafeMutableBytes { $0.storeBytes(of: UInt64(field.utf8.count).littleEndian, as: UInt64.self) }
        framed.append(contentsOf: field.utf8)
        try update(framed)
    }

    /// The digest as 64 lower-case hex digits; the digest cannot be used after.
    public func finish() throws(Unavailable) -> String {
        guard let state else { throw Unavailable(description: "SHA-256 finished twice") }
        self.state = nil
        var digest = [UInt8](repeating: 0, count: 32)
        guard mp_sha256_finish(state, &digest) == 1 else { throw Unavailable(description: "SHA-256 failed in libcrypto") }
        return digest.map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }

    /// The SHA-256 of `data`, in hex.
    public static func hex(of data: Data) throws(Unavailable) -> String {
        let digest = try begin()
        try digest.update(data)
        return try digest.finish()
    }
}
