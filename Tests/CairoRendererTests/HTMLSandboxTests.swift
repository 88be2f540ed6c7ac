#if canImport(Glibc)
import Glibc
#endif
import Foundation
import HTMLSnapshot
import Imaging
import Testing
import TestSupport

/// An HTML message is a pull request's page: whatever it tries, Chromium
/// draws the page alone, reaches no file and no network, and is gone (every
/// process) when its budget runs out. Each test fails if one of the two
/// layers (the DevTools interception, the namespaces) is the only thing
/// standing, where a test names a single isolation.
@Suite(.serialized) struct HTMLSandboxTests {
    static let fonts = Repository.root.appendingPathComponent("fonts")
    static let black = "<!DOCTYPE html><html><body style=\"margin:0;height:100vh;background:#000\">"

    /// A red page and a magenta picture on disk: the files a hostile page tries to show.
    static func bait() throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        _ = try scratch.file("evil.html", "<html><body style=\"margin:0;background:#f00;height:100vh\">evil</body></html>")
        _ = try scratch.write("red.png", PNGEncoder.encode(RasterImage(width: 4, height: 4, stride: 16,
                                                                     pixels: Array(repeating: [255, 0, 255, 255], count: 16).flatMap { $0 })))
        return scratch
    }

    func snapshotter(_ isolation: HTMLSnapshotPolicy.Isolation, timeout: Double = 20, memory: UInt64 = HTMLSnapshotPolicy.defaultMemoryLimit,
                     chromium: String? = nil) -> HTMLSnapshotter? {
        let environment = chromium.map { [HTMLSnapshotter.chromiumVariable: $0] } ?? [:]
        return HTMLSnapshotter.locate(fontsDirectory: Self.fonts,
                                      policy: HTMLSnapshotPolicy(timeout: timeout, memoryLimit: memory, isolation: isolation),
                                      environment: environment)
    }

    func centre(of png: Data) throws -> (UInt8, UInt8, UInt8, UInt8) {
        let image = try ImageDecoder.decode(png)
        return image.rgba(x: image.width / 2, y: image.height / 2)
    }

    @Test(arguments: HTMLSnapshotPolicy.Isolation.allCases)
    func aRefreshToALocalFileIsNotFollowed(isolation: HTMLSnapshotPolicy.Isolation) throws {
        guard let snapshotter = snapshotter(isolation) else { return }
        let bait = try Self.bait()
        for target in ["file://\(bait.path("evil.html"))", "file:///etc/passwd", "file:///proc/self/cwd/", "https://elsewhere.example/"] {
            let html = "<!DOCTYPE html><html><head><meta http-equiv=\"refresh\" content=\"0;url=\(target)\"></head>"
                + "<body style=\"margin:0;height:100vh;background:#000\"></body></html>"
            // The refresh raced the screenshot before: several tries.
            for _ in 0..<2 {
                let png = try snapshotter.snapshot(html: html, width: 100, height: 100, scale: 1)
                #expect(try centre(of: png) == (0, 0, 0, 255), "the page, not \(target), is drawn")
            }
        }
    }

    @Test(arguments: HTMLSnapshotPolicy.Isolation.allCases)
    func framesAndPicturesOfLocalFilesAreNotDrawn(isolation: HTMLSnapshotPolicy.Isolation) throws {
        guard let snapshotter = snapshotter(isolation) else { return }
        let bait = try Self.bait()
        let cover = "style=\"position:fixed;left:0;top:0;width:100%;height:100%;border:0\""
        let html = Self.black + "<iframe src=\"file://\(bait.path("evil.html"))\" \(cover)></iframe>"
            + "<img src=\"file://\(bait.path("red.png"))\" \(cover)>"
            + "<object data=\"file://\(bait.path("evil.html"))\" \(cover)></object></body></html>"
        let png = try snapshotter.snapshot(html: html, width: 100, height: 100, scale: 1)
        // A refused frame may show the browser's own "blocked" page; never the file.
        let (red, green, _, _) = try centre(of: png)
        #expect(!(red > 200 && green < 60), "a local file was drawn")
    }

    @Test(arguments: HTMLSnapshotPolicy.Isolation.allCases)
    func nothingReachesTheNetwork(isolation: HTMLSnapshotPolicy.Isolation) throws {
        guard let snapshotter = snapshotter(isolation) else { return }
        let tcp = try LoopbackListener(stream: true)
        let udp = try LoopbackListener(stream: false)
        let host = "https://127.0.0.1:\(tcp.port)"
        let stun = "stun:127.0.0.1:\(udp.port)"
        var html = Self.black
        html += "<img src=\"\(host)/x.png\"><link rel=\"stylesheet\" href=\"\(host)/s.css\"><iframe src=\"\(host)/\"></iframe>"
        html += "<script>new RTCPeerConnection({iceServers:[{urls:'\(stun)'}]}).createDataChannel('x');"
        html += "fetch('\(host)/f')</script></body></html>"
        _ = try snapshotter.snapshot(html: html, width: 100, height: 100, scale: 1)
        #expect(!tcp.sawTraffic, "a TCP connection reached 127.0.0.1")
        #expect(!udp.sawTraffic, "a UDP datagram reached 127.0.0.1")
    }

    @Test func picturesTheAssetsHoldAreServedAndNothingElse() throws {
        guard let snapshotter = snapshotter(.namespaces) else { return }
        let bait = try Self.bait()
        let picture = try Data(contentsOf: URL(fileURLWithPath: bait.path("red.png")))
        let half = "position:fixed;left:0;width:100%;height:50%"
        let html = Self.black + "<img src=\"https://cdn.example.com/hero.png\" style=\"\(half);top:0\">"
            + "<img src=\"https://cdn.example.com/other.png\" style=\"\(half);top:50%\"></body></html>"
        var asked: [String] = []
        let png = try snapshotter.snapshot(html: html, width: 100, height: 100, scale: 1) { url in
            asked.append(url)
            return url == "https://cdn.example.com/hero.png" ? (picture, "image/png") : nil
        }
        let image = try ImageDecoder.decode(png)
        #expect(image.rgba(x: 50, y: 20) == (255, 0, 255, 255), "the asset is drawn")
        #expect(image.rgba(x: 50, y: 80) == (0, 0, 0, 255), "what the assets lack is not")
        #expect(asked.contains("https://cdn.example.com/hero.png") && asked.contains("https://cdn.example.com/other.png"))
    }

    @Test(arguments: HTMLSnapshotPolicy.Isolation.allCases)
    func aPageOverItsTimeLeavesNoProcessBehind(isolation: HTMLSnapshotPolicy.Isolation) throws {
        let scratch = try ScratchFolder()
        let marker = scratch.path("chromium-\(UUID().uuidString.prefix(8))")
        guard let real = HTMLSnapshotter.debianChromium.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return }
        try FileManager.default.createSymbolicLink(atPath: marker, withDestinationPath: real)
        guard let snapshotter = snapshotter(isolation, timeout: 0.3, chromium: marker) else { return }
        #expect(throws: HTMLSnapshotError.timedOut(seconds: 0.3)) {
            try snapshotter.snapshot(html: Self.black + "</body></html>", width: 100, height: 100, scale: 1)
        }
        #expect(RunningProcesses.commandLines(containing: marker).isEmpty, "a browser process outlived the snapshot")
    }

    @Test func aPageOverItsMemoryIsStopped() throws {
        guard let snapshotter = snapshotter(.namespaces, memory: 1 << 20) else { return }
        #expect(throws: HTMLSnapshotError.tooMuchMemory(limit: 1 << 20)) {
            try snapshotter.snapshot(html: Self.black + "</body></html>", width: 100, height: 100, scale: 1)
        }
    }
}

/// A socket on 127.0.0.1 that says whether anything reached it.
final class LoopbackListener {
    let descriptor: Int32
    let port: UInt16
    init(stream: Bool) throws {
        let kind = Int32(stream ? SOCK_STREAM.rawValue : SOCK_DGRAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
        let descriptor = socket(AF_INET, kind, 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) } }
        guard bound == 0 else { throw POSIXError(.EADDRINUSE) }
        if stream { listen(descriptor, 8) }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(descriptor) }

    var sawTraffic: Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 200) > 0
    }
}
