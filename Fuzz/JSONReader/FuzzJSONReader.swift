// libFuzzer harness for the JSON reader (Sources/CampaignModel/JSONParser.swift)
// and the campaign decoder above it. Compiled together with CampaignModel's
// sources into one fuzzing executable by scripts/fuzz.sh (`make fuzz`); see
// docs/security.md. The test suite feeds Fuzz/corpus/json through the same
// entry points (CampaignModelTests, FuzzSeedCorpusTests).
//
// Any input must end in a value or in problems (one line each), never a
// crash, a trap or an endless loop.
import Foundation
import JSONReading

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: count)
    do {
        _ = try LocatedJSON.parse(data, file: "fuzz.json")
    } catch {
        precondition(!error.problems.isEmpty, "a parse failure without a problem")
        for problem in error.problems { precondition(!problem.description.contains("\n"), "a problem on several lines") }
    }
    do {
        _ = try MessageImporter().decode(data, file: "fuzz.json", from: nil, fallback: .gameball)
    } catch {
        precondition(!error.problems.isEmpty, "a decoding failure without a problem")
    }
    return 0
}
