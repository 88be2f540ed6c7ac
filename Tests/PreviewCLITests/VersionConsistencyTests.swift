import Foundation
import Testing
import TestSupport

/// The version is written once (`ToolVersion.current`, printed by
/// `--version`, read by `make dist` for the bundle's name); every place a
/// user copies it from must name the same one (docs/releasing.md).
@Suite struct VersionConsistencyTests {
    static func version() throws -> String {
        let result = try PreviewCLI.run(["--version"])
        return try #require(result.stdout.split(separator: " ").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: ["README.md", "docs/swift.md", "examples/swift-package/Package.swift", "examples/swift-package/README.md"])
    func packageLinesNameTheVersion(_ path: String) throws {
        let version = try Self.version()
        let lines = try Self.text(path).split(separator: "\n").filter { $0.contains("MessagePreview.git\", from:") }
        #expect(!lines.isEmpty, "\(path) has no .package line")
        for line in lines { #expect(line.contains("from: \"\(version)\""), "\(path): \(line)") }
    }

    @Test(arguments: ["examples/ci/github-actions.yml", "examples/ci/gitlab-ci.yml"])
    func recipesPinTheVersion(_ path: String) throws {
        let version = try Self.version()
        #expect(try Self.text(path).contains("MESSAGEPREVIEW_VERSION: \"\(version)\"\n"), "\(path)")
    }

    /// The bundle's file name (`make dist`: messagepreview-VERSION-linux-ARCH)
    /// and the image's tag (messagepreview:VERSION), wherever a user copies
    /// them from.
    @Test func bundleNamesAndImageTagsNameTheVersion() throws {
        let version = try Self.version()
        let docs = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        let pattern = /messagepreview(?:-|:)(\d+\.\d+\.\d+)(?:-linux|\b)/
        var named = 0
        for path in ["README.md", "Containerfile", "examples/ci/github-actions.yml", "examples/ci/gitlab-ci.yml"] + docs.sorted() {
            for match in try Self.text(path).matches(of: pattern) {
                named += 1
                #expect(String(match.output.1) == version, "\(path): \(match.output.0)")
            }
        }
        #expect(named >= 3, "the docs name the bundle and the image")
    }

    @Test func theChangelogStartsWithTheVersion() throws {
        let version = try Self.version()
        let first = try Self.text("CHANGELOG.md").split(separator: "\n").first { $0.hasPrefix("## ") }
        #expect(first?.hasPrefix("## \(version) ") == true || first == "## \(version)", "\(first ?? "no entry")")
    }
}
