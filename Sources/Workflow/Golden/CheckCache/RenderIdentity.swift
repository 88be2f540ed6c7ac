import CFingerprint
import Foundation
import InputFiles
import TextShaping

/// What, besides a variant's box tree and artwork, decides the pixels of its
/// frame: the code that draws (this program and every library loaded in it,
/// by their GNU build IDs) and the font files, the Noto CJK collections
/// included, or the fact that they are not installed (then Droid Sans
/// Fallback draws CJK text). One digest per run and pair of font folders,
/// computed on first use: hashing the fonts (some 60 MB with the Noto CJK
/// collections) takes a few tens of milliseconds once. The run owns the
/// instance (a ``GoldenCheckCache`` holds one), so the digests are
/// remembered for as long as the run, and no longer.
///
/// `nil` when it cannot be known for sure: the program carries no build ID
/// (a linker that writes none), a font file cannot be read, or libcrypto is
/// missing. The check cache is then off and every frame is drawn.
final class RenderIdentity: @unchecked Sendable {
    // `lock` guards `digests`: a run's worker threads ask at once, and the first computes.
    private let lock = NSLock()
    private var digests: [String: String?] = [:]

    func digest(fontsDirectory: URL, cjkFonts: CJKFontFiles) -> String? {
        let key = fontsDirectory.standardizedFileURL.path + "\n" + cjkFonts.directory.path
        return lock.withLock {
            if let known = digests[key] { return known }
            let computed = Self.compute(fontsDirectory: fontsDirectory, cjkFonts: cjkFonts)
            digests[key] = computed
            return computed
        }
    }

    private static func compute(fontsDirectory: URL, cjkFonts: CJKFontFiles) -> String? {
        guard let code = loadedCode(), let digest = try? SHA256.begin() else { return nil }
        do {
            try digest.update(field: "code")
            for object in code {
                try digest.update(field: object.path)
                try digest.update(field: object.buildID)
            }
            try digest.update(field: "fonts")
            for file in fontFiles(in: fontsDirectory, cjkFonts: cjkFonts) {
                try digest.update(field: file.name)
                guard let path = file.path else {
                    try digest.update(field: "absent")
                    continue
                }
                try digest.update(FileContents.read(path: path, limit: maxFontBytes))
            }
            return try digest.finish()
        } catch {
            return nil
        }
    }

    /// Larger than any font file the renderer reads (the Noto CJK collections are about 20 MB).
    static let maxFontBytes = 256 << 20

    /// Every loaded ELF object, the program first, with its build ID in hex;
    /// `nil` when the program has none. A library without one is named by
    /// its path alone (Debian builds every library with an ID).
    static func loadedCode() -> [(path: String, buildID: String)]? {
        final class Collected {
            var objects: [(path: String, buildID: String)] = []
        }
        let collected = Collected()
        withExtendedLifetime(collected) {
            mp_visit_build_ids({ path, id, length, context in
                let collected = Unmanaged<Collected>.fromOpaque(context!).takeUnretainedValue()
                let name = path.map { String(cString: $0) } ?? ""
                let hex = id.map { UnsafeBufferPointer(start: $0, count: length).map { String(format: "%02x", $0) }.joined() } ?? ""
                collected.objects.append((name, hex))
            }, Unmanaged.passUnretained(collected).toOpaque())
        }
        guard let program = collected.objects.first, !program.buildID.isEmpty else { return nil }
        return collected.objects
    }

    /// The bundled font files (every regular file below the folder, by
    /// relative path, sorted) and the Noto CJK collections the font setup
    /// reads by exact path when text needs them (``CJKFontFiles``), each by
    /// its full path, with a `nil` path when it is not installed.
    static func fontFiles(in folder: URL, cjkFonts: CJKFontFiles) -> [(name: String, path: String?)] {
        let base = folder.standardizedFileURL.path
        var files: [(name: String, path: String?)] = []
        if let walker = FileManager.default.enumerator(atPath: base) {
            for case let relative as String in walker {
                let path = base + "/" + relative
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                files.append((relative, path))
            }
        }
        files.sort { $0.name < $1.name }
        let missing = Set(cjkFonts.missing)
        files += cjkFonts.paths.map { ($0, missing.contains($0) ? nil : $0) }
        return files
    }
}
