import Foundation
import InputFiles
import Imaging

/// The decoded pixels of a session's artwork, by absolute file path: the one
/// cache that layout (to check an image loads), lint (to sample colours) and
/// drawing read, so each image is decoded once however many variants, rules
/// and renderers use it.
///
/// Failures are kept too (a file is read at most once). Memory is bounded:
/// past `byteBudget` of pixels, the images decoded longest ago are dropped
/// and decoded again if asked for. Safe to share between threads; different
/// files decode in parallel and the same file decodes only once at a time.
public final class DecodedArtwork: ImageProviding, @unchecked Sendable {
    /// Files larger than this are refused before being read.
    public static let maxFileBytes = 64 << 20
    /// Pixels kept by default: a few full-size images, whatever the run's length.
    public static let defaultByteBudget = 192 << 20

    /// Images whose header claims more pixels are refused before decoding.
    public let maxPixels: Int
    public let byteBudget: Int

    // `lock` guards `slots`, `order` and `bytes`; each slot has its own lock
    // so a slow decode holds up only the callers waiting for that same file.
    private let lock = NSLock()
    private var slots: [String: Slot] = [:]
    /// The file each path was read from (links resolved and confined by the
    /// store that asked), kept past eviction so a re-decode reads the same file.
    private var sources: [String: String] = [:]
    private var order: [String] = []
    private var bytes = 0
    /// Encoded images this program made itself (an HTML message's page), by
    /// name: decoded from memory like a file, so nothing of them is left on
    /// disk, and decoded again from here after an eviction.
    private var generated: [String: Data] = [:]

    public init(maxPixels: Int = ImageDecoder.defaultMaxPixels, byteBudget: Int = DecodedArtwork.defaultByteBudget) {
        self.maxPixels = maxPixels
        self.byteBudget = byteBudget
    }

    /// Keeps `encoded` (a PNG this program made) under `name`, a name that is
    /// no absolute path so it never meets a file's; ``decoded(path:reading:)``
    /// of `name` then decodes these bytes.
    func keepGenerated(name: String, encoded: Data) {
        lock.withLock { generated[name] = encoded }
    }

    /// The confined file `path` was read from, when a store has checked it.
    func source(of path: String) -> String? {
        lock.withLock { sources[path] }
    }

    /// The pixels of `path`, or why there are none (a reason that reads well
    /// after "skipped: artwork not ready (").
    /// - Parameter reading: the file to read for `path`, once an ``ArtworkStore``
    ///   has confined it; `path` itself (or the file recorded for it before) otherwise.
    public func decoded(path: String, reading: String? = nil) -> Result<RasterImage, ArtworkError> {
        let (slot, file, made) = lock.withLock { () -> (Slot, String, Data?) in
            if let reading { sources[path] = reading }
            let file = sources[path] ?? path
            if let existing = slots[path] { return (existing, file, generated[path]) }
            let created = Slot()
            slots[path] = created
            return (created, file, generated[path])
        }
        slot.pending?.wait()
        let (outcome, isNew) = slot.lock.withLock { () -> (Result<RasterImage, ArtworkError>, Bool) in
            if let outcome = slot.outcome { return (outcome, false) }
            let outcome = if let made {
                ArtworkFile.decode(made, shownAs: path, maxPixels: maxPixels)
            } else {
                ArtworkFile.decode(path: file, shownAs: path, maxFileBytes: Self.maxFileBytes, maxPixels: maxPixels)
            }
            slot.outcome = outcome
            return (outcome, true)
        }
        if isNew, case .success(let image) = outcome { account(path: path, bytes: image.pixels.count) }
        return outcome
    }

    /// Starts decoding `path` (read from `reading`) on a thread of its own
    /// and returns the size its header gives, when it is not decoded (or
    /// being decoded) already, and its file reads and has a header within
    /// the pixel limit; `nil` otherwise, with nothing started. Every caller
    /// of ``decoded(path:reading:)`` for `path` then waits for that decode,
    /// which gives what a decode on the caller's thread would have.
    func decodeAhead(path: String, reading: String) -> (width: Int, height: Int)? {
        let known = lock.withLock { slots[path] != nil || generated[path] != nil }
        guard !known, case .success(let data) = ArtworkFile.read(path: reading, shownAs: path, maxFileBytes: Self.maxFileBytes),
              let (_, width, height) = try? ImageDecoder.header(of: data), width > 0, height > 0, width <= ImageDecoder.maxSide,
              height <= ImageDecoder.maxSide, width * height <= maxPixels else { return nil }
        let pending = DispatchGroup()
        pending.enter()
        let slot: Slot? = lock.withLock {
            // Another thread may have begun the same file meanwhile: it decodes it then.
            guard slots[path] == nil else { return nil }
            sources[path] = reading
            let created = Slot()
            created.pending = pending
            slots[path] = created
            return created
        }
        guard let slot else { return nil }
        let maxPixels = maxPixels
        Thread { [self] in
            let outcome = ArtworkFile.decode(data, shownAs: path, maxPixels: maxPixels)
            slot.lock.withLock { slot.outcome = outcome }
            if case .success(let image) = outcome { account(path: path, bytes: image.pixels.count) }
            pending.leave()
        }.start()
        return (width, height)
    }

    /// The SHA-256 of the decoded pixels of `path` (width, height and rows),
    /// computed once per decoded image; `nil` when it does not decode or no
    /// digest can be made. For keys that must change whenever what is drawn
    /// from the file would (the golden-check cache).
    public func pixelDigest(path: String, reading: String? = nil) -> String? {
        guard case .success(let image) = decoded(path: path, reading: reading) else { return nil }
        guard let slot = lock.withLock({ slots[path] }) else { return nil }
        return slot.lock.withLock { () -> String? in
            if let digest = slot.digest { return digest }
            guard let digest = try? SHA256.begin(),
                  (try? digest.update(field: "\(image.width)x\(image.height)/\(image.stride)")) != nil,
                  (try? image.pixels.withUnsafeBytes { raw in try digest.update(raw) }) != nil,
                  let hex = try? digest.finish() else { return nil }
            slot.digest = hex
            return hex
        }
    }

    /// `ImageProviding`: the pixels of an artwork file, for drawing.
    /// - Throws: ``ArtworkError`` when the file cannot be read or decoded.
    public func image(file: String) throws -> RasterImage {
        try decoded(path: file).get()
    }

    /// Records a newly decoded image and drops the oldest ones past the budget
    /// (never the one just decoded).
    private func account(path: String, bytes added: Int) {
        lock.withLock {
            order.append(path)
            bytes += added
            while bytes > byteBudget, order.count > 1 {
                let oldest = order.removeFirst()
                if case .success(let image)? = slots[oldest]?.outcome { bytes -= image.pixels.count }
                slots[oldest] = nil
            }
        }
    }

    /// One file's outcome, computed once.
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        /// Left once a decode started by ``decodeAhead(path:reading:)`` has
        /// set `outcome`; set before the slot is shared, never changed.
        var pending: DispatchGroup?
        var outcome: Result<RasterImage, ArtworkError>?
        var digest: String?
    }
}
