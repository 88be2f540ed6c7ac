import Foundation

/// Where failed golden checks leave their output: one folder for the whole
/// suite, `$TMPDIR/messagepreview-golden-failures/`, mirroring `Tests/Goldens`,
/// so every failure of a run can be looked at (or copied over) in one place.
public enum GoldenFailureFolder {
    public static var url: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("messagepreview-golden-failures", isDirectory: true)
    }

    /// `png/welcome-modal/iphone-15-portrait-en-l.png` → `…/png/welcome-modal/iphone-15-portrait-en-l.actual.png`:
    /// the kind goes before the whole extension (`.a11y.txt`) so the file still opens as what it is.
    static func file(for goldenPath: String, kind: String, extension newExtension: String? = nil) -> URL {
        let target = url.appendingPathComponent(goldenPath)
        let name = target.lastPathComponent
        let stem = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        let fileExtension = newExtension ?? String(name.dropFirst(stem.count + 1))
        let renamed = fileExtension.isEmpty ? "\(stem).\(kind)" : "\(stem).\(kind).\(fileExtension)"
        return target.deletingLastPathComponent().appendingPathComponent(renamed)
    }

    /// Writes the failure's files and returns them, for the failure message.
    static func write(actual: Data, diffPNG: Data?, for goldenPath: String) -> [URL] {
        var written: [URL] = []
        for (file, data) in [(file(for: goldenPath, kind: "actual"), actual), (file(for: goldenPath, kind: "diff", extension: "png"), diffPNG)] {
            guard let data else { continue }
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file, options: .atomic)
                written.append(file)
            } catch {
                continue  // The failure is reported anyway; only the copy for a look is lost.
            }
        }
        return written
    }

    /// Removes a previous run's files for a golden that now passes, so the folder holds current failures only.
    static func clear(for goldenPath: String) {
        for file in [file(for: goldenPath, kind: "actual"), file(for: goldenPath, kind: "diff", extension: "png")] {
            try? FileManager.default.removeItem(at: file)
        }
    }
}
