import Foundation
import Imaging

/// Draws an HTML in-app message (Adobe Journey Optimizer, Braze HTML) with
/// a real browser engine: Debian's headless Chromium, at the web view's size
/// in points and the device's scale, into a PNG that the preview then
/// composites into the message frame like artwork.
///
/// What Chromium is allowed to see is fixed, so a given Chromium version
/// draws the same bytes for the same page:
/// - fonts: only the bundled `fonts/` folder, through a private fontconfig
///   file (`FONTCONFIG_FILE`); generic families (`sans-serif`, `system-ui`,
///   `-apple-system`, …) map to Inter, as the renderer's own text does;
/// - no network (every host resolves to nothing) and no page scripts (a
///   Content-Security-Policy put in front of the page), so a message cannot
///   reach out or change between runs; remote images show as missing;
/// - a fresh profile and temporary folder for each page, removed afterwards;
/// - no GPU, no font hinting, no LCD text, scroll bars hidden, transparent
///   page background (the SDKs' web views are clear, so the backdrop shows
///   through where the page draws nothing).
public struct HTMLSnapshotter: Sendable {
    /// The Chromium executable.
    public let chromium: URL
    /// The only fonts the page sees.
    public let fontsDirectory: URL
    /// A page that takes longer is stopped and reported.
    public var timeout: TimeInterval = 60

    /// Headless Chromium paints nothing into a window much shorter than
    /// this (a 100 pt banner comes out blank), so a shorter page is drawn
    /// in a window this tall with its root pinned to the real height, and
    /// the picture cut to that height.
    public static let minimumWindowHeight = 200

    /// Environment variable naming the Chromium to use instead of Debian's.
    public static let chromiumVariable = "MESSAGEPREVIEW_CHROMIUM"
    /// Where Debian's `chromium` package installs the browser.
    public static let debianChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
    /// Said wherever the page could not be drawn because Chromium is missing.
    public static let installHint = "install Debian's chromium package (apt-get install chromium) to draw the HTML, "
        + "or set \(chromiumVariable) to a Chromium executable"

    public init(chromium: URL, fontsDirectory: URL) {
        self.chromium = chromium
        self.fontsDirectory = fontsDirectory
    }

    /// A snapshotter over the Chromium `MESSAGEPREVIEW_CHROMIUM` names, else
    /// Debian's; `nil` when there is none.
    public static func locate(fontsDirectory: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> HTMLSnapshotter? {
        let candidates = (environment[chromiumVariable].map { [$0] } ?? []) + debianChromium
        for path in candidates where FileManager.default.isExecutableFile(atPath: path) {
            return HTMLSnapshotter(chromium: URL(fileURLWithPath: path), fontsDirectory: fontsDirectory)
        }
        return nil
    }

    /// Draws `html` in a viewport `width` x `height` points at `scale` pixels
    /// per point and writes the PNG to `output` (pixels: the size times the scale).
    public func snapshot(html: String, width: Double, height: Double, scale: Double, to output: URL) throws(HTMLSnapshotError) {
        let pointWidth = max(1, Int(width.rounded())), pointHeight = max(1, Int(height.rounded()))
        guard scale.isFinite, scale > 0, scale <= 4 else { throw .badGeometry("scale \(scale)") }
        let fileManager = FileManager.default
        let work = fileManager.temporaryDirectory.appendingPathComponent("messagepreview-html-\(UUID().uuidString)", isDirectory: true)
        do {
            try fileManager.createDirectory(at: work, withIntermediateDirectories: false)
        } catch {
            throw .cannotPrepare(error.localizedDescription)
        }
        defer { try? fileManager.removeItem(at: work) }
        let page = work.appendingPathComponent("message.html")
        let fontsConf = work.appendingPathComponent("fonts.conf")
        let shot = work.appendingPathComponent("shot.png")
        let windowHeight = max(pointHeight, Self.minimumWindowHeight)
        let pin = windowHeight == pointHeight ? "" : Self.rootPin(height: pointHeight)
        do {
            try Data(Self.confined(html, adding: pin).utf8).write(to: page)
            try Data(fontConfig(cache: work.appendingPathComponent("fontconfig-cache")).utf8).write(to: fontsConf)
        } catch {
            throw .cannotPrepare(error.localizedDescription)
        }

        let process = Process()
        process.executableURL = chromium
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--disable-extensions", "--disable-background-networking", "--disable-sync", "--mute-audio",
            "--font-render-hinting=none", "--disable-lcd-text", "--default-background-color=00000000",
            "--host-resolver-rules=MAP * ~NOTFOUND",
            "--user-data-dir=\(work.appendingPathComponent("profile").path)",
            "--force-device-scale-factor=\(Self.decimal(scale))",
            "--window-size=\(pointWidth),\(windowHeight)",
            "--screenshot=\(shot.path)",
            page.absoluteString,
        ]
        process.environment = [
            "FONTCONFIG_FILE": fontsConf.path, "HOME": work.path, "TMPDIR": work.path,
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            throw .cannotStart(chromium.path, error.localizedDescription)
        }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 5)
            throw .timedOut(seconds: timeout)
        }
        guard fileManager.fileExists(atPath: shot.path) else {
            throw .noImage(status: process.terminationStatus)
        }
        do {
            if fileManager.fileExists(atPath: output.path) { try fileManager.removeItem(at: output) }
            if windowHeight == pointHeight {
                try fileManager.moveItem(at: shot, to: output)
            } else {
                try Self.crop(shot, toHeight: Int((Double(pointHeight) * scale).rounded()), writingTo: output)
            }
        } catch let error as HTMLSnapshotError {
            throw error
        } catch {
            throw .cannotPrepare(error.localizedDescription)
        }
    }

    /// The page with a policy in front that forbids scripts and any load
    /// but inline styles, inline images and fonts from files.
    static func confined(_ html: String, adding extra: String = "") -> String {
        let policy = extra + "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
            + "img-src data:; font-src data:; script-src 'none'\">"
        // After a doctype, so the page keeps its standards mode.
        if html.prefix(9).uppercased() == "<!DOCTYPE", let end = html.firstIndex(of: ">") {
            return String(html[...end]) + policy + String(html[html.index(after: end)...])
        }
        return policy + html
    }

    /// The page with its root element `height` points tall and clipped, so
    /// `height: 100%` means the web view's height in a taller window.
    static func rootPin(height: Int) -> String {
        "<style>html{height:\(height)px!important;max-height:\(height)px!important;overflow:hidden!important}</style>"
    }

    /// Keeps the top `height` rows of the PNG at `source`.
    static func crop(_ source: URL, toHeight height: Int, writingTo output: URL) throws {
        let image = try ImageDecoder.decodeFile(at: source.path)
        guard height > 0, height <= image.height else { throw HTMLSnapshotError.noImage(status: 0) }
        let cropped = RasterImage(width: image.width, height: height, stride: image.stride,
                                  pixels: Array(image.pixels.prefix(image.stride * height)))
        try PNGEncoder.encode(cropped).write(to: output)
    }

    /// fontconfig that knows only the bundled fonts, with the generic
    /// families a web page asks for mapped to Inter.
    func fontConfig(cache: URL) -> String {
        let families = ["sans-serif", "serif", "monospace", "system-ui", "-apple-system", "BlinkMacSystemFont", "Helvetica", "Arial",
                        "Helvetica Neue", "San Francisco", "SF Pro Text", "SF Pro Display"]
        let aliases = families.map { "  <alias binding=\"same\"><family>\(Self.escaped($0))</family><prefer><family>Inter</family></prefer></alias>" }
        return """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>\(Self.escaped(fontsDirectory.path))</dir>
          <cachedir>\(Self.escaped(cache.path))</cachedir>
        \(aliases.joined(separator: "\n"))
        </fontconfig>

        """
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// `3`, `2.5`: no exponent, no trailing zeros.
    private static func decimal(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.4g", value)
    }
}

/// Why an HTML page could not be drawn.
public enum HTMLSnapshotError: Error, Equatable, CustomStringConvertible {
    case badGeometry(String)
    case cannotPrepare(String)
    case cannotStart(String, String)
    case timedOut(seconds: Double)
    case noImage(status: Int32)

    public var description: String {
        switch self {
        case .badGeometry(let what): "cannot draw the HTML at \(what)"
        case .cannotPrepare(let reason): "cannot prepare the HTML snapshot: \(reason)"
        case .cannotStart(let path, let reason): "cannot start Chromium at \(path): \(reason)"
        case .timedOut(let seconds): "Chromium took longer than \(Int(seconds)) s to draw the HTML, stopped"
        case .noImage(let status): "Chromium drew no image (exit status \(status))"
        }
    }
}
