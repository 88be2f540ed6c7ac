import Foundation
import TestSupport
import Testing

/// The repository owns its documentation: a user who clones it has nothing
/// else, so no README, doc, comment, test or example may point at notes kept
/// outside it. The facts such notes held are restated in docs/. And every
/// repository path a document names must exist, so docs follow the code when
/// files move.
@Suite struct SelfContainedDocumentationTests {
    /// Where a reference could hide: everything a clone holds except fonts and build output.
    static let searched = ["README.md", "Package.swift", "Makefile", "docs", "Sources", "Tests", "Benchmarks", "examples",
                           "scripts", "themes"]

    /// Spelled in pieces so that this file does not match itself.
    static let outsideReferences = [
        ".." + "/shared", "shared/" + "seeds", "shared/" + "spec", "shared/" + "design", "facts" + ".md", "seed" + " page",
        // The vendor pages those notes held, named without their folder.
        "gameball-ios-" + "in-app-messaging", "braze-abk-" + "in-app-message", "radar-ios-" + "in-app-messages",
        "adobe-messaging-" + "delegate",
    ]

    /// Every file under `path` (a file or a folder), relative to the repository root.
    static func textFiles(under path: String) -> [String] {
        let root = Repository.root
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [path] }
        let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(path).path)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            // Build output (examples/swift-package/.build) is not part of a clone.
            if relative.split(separator: "/").contains(where: { $0 == ".build" }) {
                enumerator?.skipDescendants()
                continue
            }
            let file = path + "/" + relative
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path, isDirectory: &isFolder)
            if !isFolder.boolValue { files.append(file) }
        }
        return files.sorted()
    }

    @Test func nothingReferencesFilesOutsideTheRepository() {
        var searchedFiles = 0
        var found: [String] = []
        for file in Self.searched.flatMap(Self.textFiles(under:)) {
            // Images and other binary files cannot hold a reference anyone reads.
            guard let text = try? String(contentsOf: Repository.root.appendingPathComponent(file), encoding: .utf8) else { continue }
            searchedFiles += 1
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for reference in Self.outsideReferences where line.contains(reference) {
                    found.append("\(file):\(number + 1): \(reference)")
                }
            }
        }
        #expect(searchedFiles > 100, "the search found too few files to mean anything")
        #expect(found == [], "restate the fact in docs/ and point there instead")
    }

    /// Backticked repository paths in a document, e.g. `Sources/Layout/Engine/Mirroring.swift`;
    /// patterns such as `Sources/Renderers/<Name>/` are left out.
    static func repositoryPaths(in text: String) -> [String] {
        let roots = ["Sources/", "Tests/", "Benchmarks/", "docs/", "examples/", "themes/", "fonts/", "scripts/"]
        return text.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, piece in
            guard index % 2 == 1, !piece.contains(" "), !piece.contains("<"), !piece.contains("*"), !piece.contains("…"),
                  roots.contains(where: { piece.hasPrefix($0) }) else { return nil }
            return String(piece)
        }
    }

    /// The README and every page of docs/.
    static let documents = ["README.md"] + textFiles(under: "docs").filter { $0.hasSuffix(".md") }

    @Test(arguments: documents)
    func everyRepositoryPathADocumentNamesExists(_ document: String) throws {
        let text = try String(contentsOf: Repository.root.appendingPathComponent(document), encoding: .utf8)
        for path in Self.repositoryPaths(in: text) {
            #expect(FileManager.default.fileExists(atPath: Repository.path(path)), "\(document) names \(path), which does not exist")
        }
    }

    @Test func everyQuestionOfTheArchitecturePageIsAnsweredByOneFile() throws {
        let text = try String(contentsOf: Repository.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        #expect(Self.repositoryPaths(in: text).count > 40)
        // "Where each rule lives": one file per question.
        let table = try #require(text.range(of: "<!-- rule-table -->").flatMap { start in
            text.range(of: "<!-- /rule-table -->", range: start.upperBound..<text.endIndex).map { text[start.upperBound..<$0.lowerBound] }
        })
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| question") && !$0.hasPrefix("| ---") }
        #expect(rows.count >= 30)
        for row in rows {
            #expect(Self.repositoryPaths(in: String(row)).count == 1, "\(row)")
        }
    }
}
