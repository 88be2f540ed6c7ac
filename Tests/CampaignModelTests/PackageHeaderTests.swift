import Foundation
import Testing
import TestSupport

/// Package.swift's header draws the house: each target with the targets it
/// imports. It must say what the manifest below it says, so a newcomer can
/// trust the map.
@Suite struct PackageHeaderTests {
    static let manifest = (try? String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""

    /// `name -> dependencies` of the header's `//   Name  <- A, B   what` lines.
    static func header() -> [String: Set<String>] {
        var targets: [String: Set<String>] = [:]
        for line in manifest.split(separator: "\n") where line.hasPrefix("//   ") && line.contains(" <- ") {
            let parts = line.dropFirst(5).components(separatedBy: " <- ")
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            let list = parts[1].components(separatedBy: "   ")[0].trimmingCharacters(in: .whitespaces)
            targets[name] = list == "(none)" ? [] : Set(list.components(separatedBy: ", "))
        }
        return targets
    }

    /// `name -> dependencies` of the library and executable targets of the
    /// manifest (not tests, benchmarks or TestSupport).
    static func declared() throws -> [String: Set<String>] {
        let pattern = try NSRegularExpression(pattern: #"\.(target|executableTarget|systemLibrary)\(\s*name: "([^"]+)"(?:,\s*dependencies: \[([^\]]*)\])?([^)]*path: "([^"]+)")?"#)
        let text = manifest as NSString
        var targets: [String: Set<String>] = [:]
        for match in pattern.matches(in: manifest, range: NSRange(location: 0, length: text.length)) {
            let name = text.substring(with: match.range(at: 2))
            let path = match.range(at: 5).location != NSNotFound ? text.substring(with: match.range(at: 5)) : ""
            guard !path.hasPrefix("Benchmarks"), !path.hasPrefix("Tests") else { continue }
            let list = match.range(at: 3).location != NSNotFound ? text.substring(with: match.range(at: 3)) : ""
            targets[name] = Set(list.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: ["\""]) }
                .filter { !$0.isEmpty })
        }
        return targets
    }

    @Test func theHeaderNamesEveryTargetWithWhatItImports() throws {
        let header = Self.header(), declared = try Self.declared()
        #expect(!declared.isEmpty && declared["preview-cli"] != nil, "the manifest's targets were not found")
        #expect(Set(header.keys) == Set(declared.keys), "in the header only: \(Set(header.keys).subtracting(declared.keys)); in the manifest only: \(Set(declared.keys).subtracting(header.keys))")
        for (name, dependencies) in declared {
            #expect(header[name] == dependencies, "\(name): the header says \(header[name].map { $0.sorted() } ?? []), the manifest \(dependencies.sorted())")
        }
    }

    /// The render journey (docs/architecture.md, "Three journeys") stays out
    /// of the CI module: the command's files import no Workflow, and neither
    /// does anything the pipeline depends on.
    @Test func renderingOnePreviewNeverEntersTheCIWorkflow() throws {
        let declared = try Self.declared()
        var reachable: Set<String> = [], queue = ["Pipeline"]
        while let name = queue.popLast() {
            for dependency in declared[name] ?? [] where reachable.insert(dependency).inserted { queue.append(dependency) }
        }
        #expect(!reachable.contains("Workflow"), "Pipeline reaches Workflow")
        let cli = Repository.root.appendingPathComponent("Sources/preview-cli")
        let files = ["Commands", "Options"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: cli.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasPrefix("Render") }.map { cli.appendingPathComponent(folder).appendingPathComponent($0) }
        }
        #expect(files.count >= 3, "the render command's files were not found")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("import Workflow"), "\(file.lastPathComponent) imports Workflow")
        }
    }
}
