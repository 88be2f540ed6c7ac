import CampaignModel
import Foundation
import JSONReading
import Testing
import TestSupport

/// Every seed of the JSON reader fuzzer (Fuzz/corpus/json, docs/security.md)
/// through the harness's entry points: `LocatedJSON.parse`, then the
/// importer that detects the format and decodes the campaign. Each must give
/// a value or problems, one line each.
@Suite struct FuzzSeedCorpusTests {
    static let seeds = Repository.root.appendingPathComponent("Fuzz/corpus/json")

    @Test func theCorpusIsThere() throws {
        #expect(try FileManager.default.contentsOfDirectory(atPath: Self.seeds.path).count >= 5)
    }

    @Test(arguments: (try? FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted()) ?? [])
    func seedGoesThroughTheReader(_ name: String) throws {
        let data = try Data(contentsOf: Self.seeds.appendingPathComponent(name))
        do {
            _ = try LocatedJSON.parse(data, file: name)
        } catch {
            #expect(!error.problems.isEmpty)
            for problem in error.problems { #expect(!problem.description.contains("\n"), "\(problem)") }
        }
        do {
            _ = try MessageImporter().decode(data, file: name, from: nil, fallback: .gameball)
        } catch {
            #expect(!error.problems.isEmpty)
            for problem in error.problems { #expect(!problem.description.contains("\n"), "\(problem)") }
        }
    }
}
