import Foundation
@testable import JSONReading
import Testing
@testable import CampaignModel

/// Whatever the bytes, the decoders answer with a campaign or problems; they never trap.
@Suite("Decoders never crash")
struct RobustnessTests {
    @Test func deepNestingIsRefusedNotOverflowed() {
        let depth = 100_000
        let json = #"{"id": "c1", "type": "modal", "extras": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        let problems = rejection(json)
        // The campaign object itself is the first level, so the 256th "[" is one too many.
        #expect(problems == ["test.json: $: expected valid JSON, found arrays and objects nested more than 256 deep at line 1, column 296"])
    }

    @Test func nestingUpToTheLimitIsFine() throws {
        let depth = JSONParser.maximumDepth - 1
        let json = #"{"id": "c1", "type": "modal", "extras": {"x": "# + String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1) + "}}"
        #expect(try decodeCampaign(json).campaign.id == "c1")
    }

    @Test func everyPrefixOfAValidFileIsHandled() throws {
        let bytes = Array(CampaignDecoderTests.fullCampaign.utf8)
        for length in 0..<bytes.count {
            let problems = rejection(Data(bytes[0..<length]))
            #expect(problems.count == 1, "prefix of \(length) bytes")
        }
    }

    @Test func randomBytesAndMutationsNeverCrash() {
        var generator = SplitMix64(seed: 0x5EED)
        let valid = Array(CampaignDecoderTests.fullCampaign.utf8)
        let alphabet = Array(#"{}[]":,-+.eE0123456789tfnul\ abc#/"#.utf8) + [0x00, 0x0A, 0xC3, 0xA9, 0xFF, 0xED, 0xA0, 0x80]
        for _ in 0..<2_000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[position] = alphabet.randomElement(using: &generator) ?? 0
                case 1: bytes.remove(at: position)
                default: bytes.insert(alphabet.randomElement(using: &generator) ?? 0, at: position)
                }
            }
            let data = Data(bytes)
            do {
                _ = try CampaignDecoder().decode(data, file: "fuzz.json")
            } catch {
                #expect(!error.problems.isEmpty)
                #expect(error.problems.allSatisfy { !$0.description.contains("\n") })
            }
            _ = try? PlaceholderValuesDecoder.decode(data, file: "fuzz.json")
        }
        for _ in 0..<500 {
            let bytes = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(throws: InputProblems.self) { try CampaignDecoder().decode(Data(bytes), file: "noise.bin") }
        }
    }

    @Test func invalidUTF8SequencesAreAllRefused() {
        let sequences: [[UInt8]] = [
            [0xC0, 0xAF],              // overlong "/"
            [0xE0, 0x80, 0xAF],        // overlong
            [0xED, 0xA0, 0x80],        // UTF-16 surrogate
            [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
            [0xF8, 0x88, 0x80, 0x80],  // five-byte form
            [0x80],                    // lone continuation byte
            [0xE2, 0x82],              // cut short
        ]
        for sequence in sequences {
            let data = Data(#"{"id": ""#.utf8) + Data(sequence) + Data(#""}"#.utf8)
            let problems = rejection(data)
            #expect(problems.count == 1 && problems[0].hasPrefix("test.json: $: expected UTF-8 text, found "), "\(sequence)")
        }
    }
}

/// A small deterministic generator, so a failure can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
