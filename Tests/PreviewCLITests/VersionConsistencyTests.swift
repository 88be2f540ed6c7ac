import Foundation
import Testing
import TestSupport

/// The version is written once (`ToolVersion.current`, printed by
/// `--version`); every place a user copies it from must name the same one
/// (docs/releasing.md).
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
        #expect(try Self.text(path).contains("MESSAGEPREVIEW_REF: v\(version)\n"), "\(path)")
    }

    @Test func theChangelogStartsWithTheVersion() throws {
        let version = try Self.version()
        let first = try Self.text("CHANGELOG.md").split(separator: "\n").first { $0.hasPrefix("## ") }
        #expect(first?.hasPrefix("## \(version) ") == true || first == "## \(version)", "\(first ?? "no entry")")
    }
}
