import Foundation
import TestSupport
import Testing

/// scripts/fuzz.sh builds its harnesses outside SwiftPM, so nothing builds it
/// in CI; it stopped linking once when the codecs gained a library. These
/// checks keep it in step with Package.swift's C targets.
@Suite struct FuzzScriptTests {
    static let manifest = (try? String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    static let script = (try? String(contentsOf: Repository.root.appendingPathComponent("scripts/fuzz.sh"), encoding: .utf8)) ?? ""

    /// The libraries a target's `linkerSettings` name, from its `.target(name: …)` to the next target.
    static func linkedLibraries(of target: String) -> [String] {
        guard let start = manifest.range(of: "name: \"\(target)\"") else { return [] }
        let rest = manifest[start.upperBound...]
        let end = rest.range(of: ".target(")?.lowerBound ?? rest.endIndex
        return rest[..<end].components(separatedBy: ".linkedLibrary(\"").dropFirst().compactMap { $0.components(separatedBy: "\"").first }
    }

    @Test func thePNGHarnessLinksEveryLibraryTheCodecsDo() {
        let libraries = Self.linkedLibraries(of: "CImageCodecs")
        #expect(libraries.contains("isal") && libraries.contains("deflate"), "\(libraries)")
        for library in libraries {
            #expect(Self.script.contains("-l\(library)"), "scripts/fuzz.sh does not link -l\(library)")
        }
    }

    @Test func theJSONHarnessBuildsEveryModuleCampaignModelImports() {
        // CampaignModel's dependencies, and theirs, down to the C target.
        for module in ["BoxTreeModel", "LogText", "InputFiles", "NumberText", "JSONReading", "CFingerprint"] {
            #expect(Self.script.contains(module), "scripts/fuzz.sh does not build \(module)")
        }
        #expect(Self.script.contains("-package-name"), "package access needs a package name")
    }
}
