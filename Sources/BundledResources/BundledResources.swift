import Foundation

/// The files this package ships beside its code, as SwiftPM resources: the
/// bundled fonts (the repository's whole `fonts/` folder) and the built-in
/// themes (`themes/`). SwiftPM copies them next to every program and test
/// bundle it builds, so a package that depends on this one finds them with
/// no environment variable and no checkout of this repository.
public enum BundledResources {
    /// SwiftPM names a resource bundle `<package>_<target>.resources`; the
    /// package's name is the manifest's, whatever folder or URL it came from.
    public static let bundleName = "MessagePreview_BundledResources.resources"

    /// The bundled `fonts/` folder, when the resource bundle is found.
    public static var fontsDirectory: URL? { folder("fonts") }

    /// The built-in `themes/` folder, when the resource bundle is found.
    public static var themesDirectory: URL? { folder("themes") }

    /// The resource bundle beside the running program (`.build/debug/` for
    /// `swift build` and `swift test`). This is where SwiftPM's generated
    /// `Bundle.module` looks first; it is not used itself because it stops
    /// the process when the bundle is missing (a binary copied on its own),
    /// and a missing bundle must be an error the caller can report.
    ///
    /// On Linux the running program's folder is asked first, from
    /// `/proc/self/exe`: `Bundle.main` lists the program's folder when it is
    /// first used, a millisecond or more of a one-shot render in a folder as
    /// full as `.build/release` or `/usr/bin`.
    public static var bundleDirectory: URL? {
        func bundle(in place: URL) -> URL? {
            let candidate = place.appendingPathComponent(bundleName, isDirectory: true)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
            return candidate.standardizedFileURL
        }
        #if os(Linux)
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
           let found = bundle(in: URL(fileURLWithPath: executable).deletingLastPathComponent()) {
            return found
        }
        #endif
        var places = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            places.append(executable.deletingLastPathComponent())
        }
        return places.lazy.compactMap(bundle(in:)).first
    }

    private static func folder(_ name: String) -> URL? {
        guard let bundle = bundleDirectory else { return nil }
        let folder = bundle.appendingPathComponent(name, isDirectory: true)
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }
}
