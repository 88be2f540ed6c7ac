import Foundation
import Testing
@testable import CampaignModel

/// Importers never crash: every input either imports or is rejected with
/// problems, whatever the source it is read as.
@Suite("Importer robustness")
struct ImporterRobustnessTests {
    static let fixtures: [(String, String)] = [
        ("braze", "slideup-icon.json"), ("braze", "modal-buttons.json"), ("braze", "full-image.json"),
        ("radar", "modal.json"), ("firebase", "modal.json"), ("firebase", "card.json"), ("firebase", "banner.json"),
        ("adobe", "banner.json"), ("adobe", "fullscreen-schema.json"),
    ]

    /// Every prefix of each good fixture, read as every source.
    @Test func truncatedFilesAreRejectedNotCrashed() throws {
        for (vendor, name) in Self.fixtures {
            let data = try fixtureData(vendor, name)
            for length in stride(from: 0, to: data.count, by: 7) {
                for source in [nil] + MessageSource.allCases.map(Optional.some) {
                    do {
                        _ = try MessageImporter().decode(data.prefix(length), file: name, from: source)
                    } catch {
                        #expect(!error.problems.isEmpty)
                    }
                }
            }
        }
    }

    /// Each value of each good fixture replaced by values of other types.
    @Test func valuesOfEveryTypeAnywhereAreHandled() throws {
        let replacements = ["null", "true", "-1", "1e400", "-0.5", "\"\"", "\"x\"", "[]", "{}", "[{}]", "4294967296"]
        for (vendor, name) in Self.fixtures {
            let text = try String(contentsOf: vendorFixtures.appendingPathComponent(vendor).appendingPathComponent(name), encoding: .utf8)
            // Each `": <value>` start: swap the value's first token for a replacement.
            let scalars = Array(text.unicodeScalars)
            var starts: [Int] = []
            for index in scalars.indices.dropLast(2) where scalars[index] == ":" && scalars[index + 1] == " " {
                starts.append(index + 2)
            }
            #expect(starts.count >= 5, "\(name): too few values found to mutate")
            for start in starts {
                var end = start
                if scalars[start] == "\"" {
                    end += 1
                    while end < scalars.count, scalars[end] != "\"" || scalars[end - 1] == "\\" { end += 1 }
                    end += 1
                } else if scalars[start] == "{" || scalars[start] == "[" {
                    continue  // containers: their members are mutated one by one instead
                } else {
                    while end < scalars.count, !",}\n ".unicodeScalars.contains(scalars[end]) { end += 1 }
                }
                for replacement in replacements {
                    var mutated = String.UnicodeScalarView(scalars[..<start])
                    mutated.append(contentsOf: replacement.unicodeScalars)
                    mutated.append(contentsOf: scalars[min(end, scalars.count)...])
                    let data = Data(String(mutated).utf8)
                    do {
                        _ = try MessageImporter().decode(data, file: name, from: MessageSource(rawValue: vendor))
                    } catch {
                        #expect(!error.problems.isEmpty)
                    }
                }
            }
        }
    }

    @Test(arguments: MessageSource.allCases)
    func oddTopLevelValues(_ source: MessageSource) {
        for json in ["{}", "null", "0", "\"braze\"", "[{\"type\": \"MODAL\"}]", String(repeating: "[", count: 300) + String(repeating: "]", count: 300)] {
            do {
                _ = try MessageImporter().decode(Data(json.utf8), file: "odd.json", from: source)
            } catch {
                #expect(!error.problems.isEmpty)
                #expect(error.problems.allSatisfy { !$0.description.contains("\n") })
            }
        }
    }
}
