#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Draws an HTML in-app message (Adobe Journey Optimizer, Braze HTML) with
/// a real browser engine, Debian's headless Chromium, at the web view's size
/// in points and the device's scale, into a PNG that the preview then
/// composites into the message frame like artwork.
///
/// The page is untrusted (in CI it comes from a pull request), so Chromium
/// is shut in by two independent layers (`docs/security.md`, "HTML messages"):
/// - **What it may load.** The page is served from memory at an origin of its
///   own (``pageURL``) through the DevTools protocol's request interception:
///   every request the page makes is paused and answered by this type. The
///   page itself is served once; its pictures and fonts only when `assets`
///   hands over their bytes; everything else (other hosts, `file:` and
///   `data:` navigations, iframes, fetches) is refused, and a navigation away
///   from the message is cancelled. Scripts are switched off.
/// - **What it could reach anyway.** Chromium runs in its own user, mount,
///   network, PID and IPC namespaces (``HTMLSnapshotPolicy/Isolation``): no
///   network but a loopback that is down, a root holding only the system's
///   program folders read-only and the bundled fonts, a private `/tmp` for
///   its profile; and with its own sandbox on.
/// It has a time and a memory budget, and it is gone, with all its
/// processes and files, when the snapshot returns or this program dies.
///
/// What Chromium sees is fixed, so a given Chromium draws the same bytes for
/// the same page: only the bundled fonts (generic families map to Inter, as
/// the renderer's own text does), no GPU, no hinting, no LCD text, scroll bars
/// hidden, a transparent page background (the SDKs' web views are clear).
public struct HTMLSnapshotter: Sendable {
    /// The Chromium executable.
    public let chromium: URL
    /// The only fonts the page sees.
    public let fontsDirectory: URL
    public var policy: HTMLSnapshotPolicy

    /// The page's address: a name that can never resolve (`.invalid`), served from memory.
    public static let pageURL = "https://message.invalid/"

    /// What the page may load besides itself: the bytes and MIME type for a
    /// URL, or nil to refuse it.
    public typealias AssetResolver = (_ url: String) -> (data: Data, mimeType: String)?

    /// Environment variable naming the Chromium to use instead of Debian's.
    public static let chromiumVariable = "MESSAGEPREVIEW_CHROMIUM"
    /// Where Debian's `chromium` package installs the browser: the program
    /// itself first (the `/usr/bin` wrapper is a shell script reading `/etc`).
    public static let debianChromium = ["/usr/lib/chromium/chromium", "/usr/bin/chromium", "/usr/bin/chromium-browser"]
    /// Said wherever the page could not be drawn because Chromium is missing.
    public static let installHint = "install Debian's chromium package (apt-get install chromium) to draw the HTML, "
        + "or set \(chromiumVariable) to a Chromium executable"

    public init(chromium: URL, fontsDirectory: URL, policy: HTMLSnapshotPolicy = HTMLSnapshotPolicy()) {
        self.chromium = chromium
        self.fontsDirectory = fontsDirectory
        self.policy = policy
    }

    /// A snapshotter over the Chromium `MESSAGEPREVIEW_CHROMIUM` names, else
    /// Debian's; `nil` when there is none.
    public static func locate(fontsDirectory: URL, policy: HTMLSnapshotPolicy = HTMLSnapshotPolicy(),
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> HTMLSnapshotter? {
        let candidates = (environment[chromiumVariable].map { [$0] } ?? []) + debianChromium
        for path in candidates where FileManager.default.isExecutableFile(atPath: path) {
            return HTMLSnapshotter(chromium: URL(fileURLWithPath: path), fontsDirectory: fontsDirectory, policy: policy)
        }
        return nil
    }

    /// Draws `html` in a viewport `width` x `height` points at `scale` pixels
    /// per point and returns the PNG (pixels: the size times the scale).
    /// - Parameters:
    ///   - colorScheme: what `prefers-color-scheme` says, `light` or `dark`.
    ///   - assets: the bytes of a picture or font the page asks for, when it may have them.
    public func snapshot(html: String, width: Double, height: Double, scale: Double, colorScheme: String = "light",
                         assets: @escaping AssetResolver = { _ in nil }) throws(HTMLSnapshotError) -> Data {
        let pointWidth = max(1, Int(width.rounded())), pointHeight = max(1, Int(height.rounded()))
        guard scale.isFinite, scale > 0, scale <= 4 else { throw .badGeometry("scale \(scale)") }
        guard pointWidth <= 4096, pointHeight <= 4096 else { throw .badGeometry("\(pointWidth) x \(pointHeight) points") }
        let deadline = DispatchTime.now() + policy.timeout
        let browser = try launch()
        defer { browser.stop() }
        let limit = policy.memoryLimit
        let session = DevToolsSession(browser: browser, deadline: deadline) { () throws(HTMLSnapshotError) in
            if browser.residentBytes > limit { throw .tooMuchMemory(limit: limit) }
        }
        do {
            return try draw(html, in: session, width: pointWidth, height: pointHeight, scale: scale, colorScheme: colorScheme, assets: assets)
        } catch .timedOut {
            throw .timedOut(seconds: policy.timeout)
        }
    }

    private func draw(_ html: String, in session: DevToolsSession, width: Int, height: Int, scale: Double, colorScheme: String,
                      assets: @escaping AssetResolver) throws(HTMLSnapshotError) -> Data {
        var pageServed = false
        let page = Data(html.utf8)
        session.onRequest = { url, type, isMainFrame in
            if type == "Document" {
                guard isMainFrame, !pageServed, url == Self.pageURL else { return isMainFrame ? .abort : .block }
                pageServed = true
                return .serve(page, mimeType: "text/html; charset=utf-8", headers: ["Content-Security-Policy": Self.contentPolicy])
            }
            guard url.hasPrefix("https://"), let asset = assets(url) else { return .block }
            return .serve(asset.data, mimeType: asset.mimeType, headers: [:])
        }
        let target = try session.call("Target.createTarget", ["url": "about:blank"], onPage: false)
        guard let targetID = target["targetId"] as? String else { throw .browserFailed("no page target") }
        let attached = try session.call("Target.attachToTarget", ["targetId": targetID, "flatten": true], onPage: false)
        guard let sessionID = attached["sessionId"] as? String else { throw .browserFailed("cannot attach to the page") }
        session.sessionID = sessionID
        try session.call("Fetch.enable", ["patterns": [["urlPattern": "*"]]])
        try session.call("Emulation.setScriptExecutionDisabled", ["value": true])
        try session.call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": false])
        // Transparent through DevTools: the equivalent command-line flag made
        // Chromium's renderer go away in about one page of six.
        try session.call("Emulation.setDefaultBackgroundColorOverride", ["color": ["r": 0, "g": 0, "b": 0, "a": 0]])
        try session.call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": colorScheme],
                                                                     ["name": "prefers-reduced-motion", "value": "reduce"]]])
        try session.call("Page.enable")
        let navigation = try session.call("Page.navigate", ["url": Self.pageURL])
        if let failure = navigation["errorText"] as? String { throw .noImage("the page did not load: \(failure)") }
        try session.wait(for: "Page.loadEventFired")
        let shot = try session.call("Page.captureScreenshot", ["format": "png"])
        guard let encoded = shot["data"] as? String, let png = Data(base64Encoded: encoded) else { throw .noImage("no picture in the answer") }
        return png
    }

    /// A second layer behind the interception: no script, frame, worker or
    /// connection may even be asked for.
    static let contentPolicy = "default-src 'none'; style-src 'unsafe-inline' https:; img-src data: https:; font-src data: https:; "
        + "media-src data: https:; script-src 'none'; frame-src 'none'; worker-src 'none'; connect-src 'none'; "
        + "object-src 'none'; base-uri 'none'; form-action 'none'; manifest-src 'none'"

    private func launch() throws(HTMLSnapshotError) -> ChromiumProcess {
        let isolated = policy.isolation == .namespaces
        var arguments = [
            "--headless", "--remote-debugging-pipe", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--disable-sync", "--mute-audio", "--disable-breakpad",
            "--disable-component-update", "--disable-default-apps", "--noerrdialogs", "--force-color-profile=srgb",
            "--font-render-hinting=none", "--disable-lcd-text", "--host-resolver-rules=MAP * ~NOTFOUND",
            "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
        ]
        var temporary: URL?
        let home: String
        var files: [String: String] = [:]
        if isolated {
            home = "/tmp"
            files["fonts.conf"] = fontConfig(fonts: ChromiumProcess.fontsInside, cache: "/tmp/fontconfig-cache")
        } else {
            // No namespace to hold the profile: a folder of our own under
            // TMPDIR, removed when the browser is gone.
            // A short name (Chromium's socket path under it must fit in 108
            // bytes) holding our PID, so a folder left by a killed run is
            // found and removed by the next.
            Self.removeAbandonedFolders()
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("\(Self.folderPrefix)\(getpid())-\(UUID().uuidString.prefix(6))")
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                try Data(fontConfig(fonts: fontsDirectory.path, cache: folder.appendingPathComponent("fontconfig-cache").path).utf8)
                    .write(to: folder.appendingPathComponent("fonts.conf"))
            } catch {
                throw .cannotStart(chromium.path, "cannot prepare its folder: \(error.localizedDescription)")
            }
            temporary = folder
            home = folder.path
            if geteuid() == 0 { arguments.append("--no-sandbox") }
        }
        arguments.append("--user-data-dir=\(home)/profile")
        arguments.append("about:blank")
        // Chromium puts a socket under TMPDIR: a path too long for one gets /tmp.
        let temporaryFolder = home.utf8.count <= 48 ? home : "/tmp"
        let environment = ["FONTCONFIG_FILE": "\(home)/fonts.conf", "HOME": home, "TMPDIR": temporaryFolder, "PATH": "/usr/bin:/bin",
                           "LANG": "C.UTF-8"]
        do {
            let browser = try ChromiumProcess(executable: chromium.path, arguments: arguments, environment: environment,
                                              fontsDirectory: fontsDirectory.path, files: files, policy: policy)
            if let temporary { browser.onStop = { try? FileManager.default.removeItem(at: temporary) } }
            return browser
        } catch {
            if let temporary { try? FileManager.default.removeItem(at: temporary) }
            throw error
        }
    }

    static let folderPrefix = "mp-chromium-"

    /// Folders of browser-only runs whose process is gone (killed before it
    /// could remove its folder).
    static func removeAbandonedFolders() {
        let temporary = FileManager.default.temporaryDirectory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix(folderPrefix) {
            guard let owner = name.dropFirst(folderPrefix.count).split(separator: "-").first.flatMap({ Int32($0) }),
                  owner != getpid(), kill(owner, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }

    /// fontconfig that knows only the bundled fonts, with the generic
    /// families a web page asks for mapped to Inter.
    func fontConfig(fonts: String, cache: String) -> String {
        let families = ["sans-serif", "serif", "monospace", "system-ui", "-apple-system", "BlinkMacSystemFont", "Helvetica", "Arial",
                        "Helvetica Neue", "San Francisco", "SF Pro Text", "SF Pro Display"]
        let aliases = families.map { "  <alias binding=\"same\"><family>\(Self.escaped($0))</family><prefer><family>Inter</family></prefer></alias>" }
        return """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>\(Self.escaped(fonts))</dir>
          <cachedir>\(Self.escaped(cache))</cachedir>
        \(aliases.joined(separator: "\n"))
        </fontconfig>

        """
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
