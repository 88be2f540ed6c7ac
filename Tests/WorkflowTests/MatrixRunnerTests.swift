import Foundation
import Imaging
import TestSupport
import Layout
import Testing
@testable import Workflow
import Pipeline

@Suite struct MatrixRunnerTests {
    static func plan() throws -> [Variant] {
        var config = PreviewConfig(directory: Repository.root)
        config.campaigns = ["examples/*.json"]
        config.matrices = [VariantMatrix(devices: .list(["iphone-se", "iphone-15"]), orientations: .all, languages: .list(["en", "ar"]),
                                         textSizes: .list([.large, .accessibilityExtraExtraExtraLarge]), formats: .list(["png", "a11y"]))]
        return try VariantPlan.make(config: config, allFormats: []).variants
    }

    /// Renders and keeps every output's bytes by path.
    static func render(_ variants: [Variant], jobs: Int) throws -> [(String, [String: Data])] {
        let runner = MatrixRunner(pipeline: PreviewPipeline(settings: RenderSettings(values: ["player_name": "Sara", "points": "1250"],
                                                                                 assetsDirectory: Repository.examples.appendingPathComponent("assets")),
                                                          makeSession: Repository.sessions),
                                  jobs: jobs)
        return try runner.run(variants) { rendered in
            (rendered.variant.name, Dictionary(uniqueKeysWithValues: rendered.outputs.map { ($0.path, (try? $0.data()) ?? Data()) }))
        }
    }

    @Test func outputsAreTheSameBytesWhateverTheNumberOfThreads() throws {
        let variants = try Self.plan()
        #expect(variants.count == 3 * 2 * 2 * 2 * 2)
        let one = try Self.render(variants, jobs: 1)
        let three = try Self.render(variants, jobs: 3)
        #expect(one.map(\.0) == variants.map(\.name), "outcomes come back in the variants' order")
        #expect(three.map(\.0) == variants.map(\.name))
        for (a, b) in zip(one, three) {
            #expect(a.1 == b.1, "\(a.0) differs between -j 1 and -j 3: \(Self.explain(a.1, b.1))")
            #expect(a.1.keys.sorted() == [a.0 + ".a11y.txt", a.0 + ".png"])
        }
    }

    /// For a failure of the byte-identity tests: whether two runs' PNGs
    /// differ in their pixels or only in their compression; both
    /// files are kept in a temporary folder to be looked at.
    static func explain(_ a: [String: Data], _ b: [String: Data]) -> String {
        var notes: [String] = []
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("messagepreview-determinism")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (path, first) in a.sorted(by: { $0.key < $1.key }) {
            guard let second = b[path], second != first else { continue }
            let name = path.replacingOccurrences(of: "/", with: "-")
            try? first.write(to: folder.appendingPathComponent("\(name).first"))
            try? second.write(to: folder.appendingPathComponent("\(name).second"))
            guard path.hasSuffix(".png"), let x = try? ImageDecoder.decode(first), let y = try? ImageDecoder.decode(second) else {
                notes.append("\(path): \(first.count) and \(second.count) bytes")
                continue
            }
            notes.append(x.hasSamePixels(as: y)
                ? "\(path): the same pixels, other compressed bytes (\(first.count) and \(second.count))"
                : "\(path): other pixels")
        }
        return notes.joined(separator: "; ") + " (files in \(folder.path))"
    }

    /// What a golden check compares: PNG outputs kept as frames, in the
    /// variant's format order, whose encoding is exactly the PNG `matrix`
    /// writes; other formats stay bytes.
    @Test func keptFramesEncodeToTheRenderedBytes() throws {
        let variants = Array(try Self.plan().prefix(6))
        let runner = MatrixRunner(pipeline: PreviewPipeline(settings: RenderSettings(values: ["player_name": "Sara", "points": "1250"],
                                                                                 assetsDirectory: Repository.examples.appendingPathComponent("assets")),
                                                          makeSession: Repository.sessions),
                                  jobs: 2)
        let encoded = try runner.run(variants) { $0.outputs.map { ($0.path, try? $0.data()) } }
        let framed = try runner.run(variants, keepingFrames: true) { rendered in
            rendered.outputs.map { output -> (String, Data?, Bool) in
                if case .frame = output.content { return (output.path, try? output.data(), true) }
                return (output.path, try? output.data(), false)
            }
        }
        for (bytes, frames) in zip(encoded, framed) {
            #expect(bytes.map(\.0) == frames.map(\.0), "same outputs in the same order")
            #expect(frames.map(\.2) == frames.map { $0.0.hasSuffix(".png") }, "only PNG outputs are frames")
            for (a, b) in zip(bytes, frames) { #expect(a.1 != nil && a.1 == b.1, "\(a.0)") }
        }
    }

    @Test func progressIsReportedForEveryVariant() throws {
        let variants = Array(try Self.plan().prefix(5))
        let seen = Counter()
        _ = try MatrixRunner(pipeline: PreviewPipeline(settings: RenderSettings(), makeSession: Repository.sessions), jobs: 2)
            .run(variants, progress: { seen.record($0) }) { $0.variant.name }
        #expect(seen.values.sorted() == [1, 2, 3, 4, 5])
    }

    /// Variants start in the order asked for (one worker: one after the
    /// other) and their outcomes still come back in the variants' order.
    @Test func variantsStartInTheStartOrderAndComeBackInTheirs() throws {
        let variants = try Self.plan().prefix(4).map {
            Variant(campaign: $0.campaign, device: $0.device, orientation: $0.orientation, language: $0.language,
                    textSize: $0.textSize, formats: [])
        }
        let started = Counter()
        let runner = MatrixRunner(pipeline: PreviewPipeline(settings: RenderSettings(), makeSession: Repository.sessions), jobs: 1)
        let names = try runner.run(variants, startOrder: [2, 0, 3, 1]) { rendered in
            started.record(variants.firstIndex { $0.name == rendered.variant.name }!)
            return rendered.variant.name
        }
        #expect(started.values == [2, 0, 3, 1])
        #expect(names == variants.map(\.name))
    }

    @Test func aMissingFontFolderStopsTheRunBeforeAnything() throws {
        let runner = MatrixRunner(pipeline: PreviewPipeline(settings: RenderSettings(), makeSession: { throw RunnerError.sessionFailed("no fonts") }), jobs: 2)
        #expect(throws: RunnerError.self) { try runner.run(try Self.plan()) { $0.variant.name } }
    }

    @Test func anUnknownFormatIsFoundBeforeRendering() throws {
        let runner = MatrixRunner(pipeline: PreviewPipeline(settings: RenderSettings(pluginDirectories: []), makeSession: Repository.sessions), jobs: 1)
        let variants = try Self.plan().prefix(1).map {
            Variant(campaign: $0.campaign, device: $0.device, orientation: $0.orientation, language: $0.language,
                    textSize: $0.textSize, formats: ["png", "no-such-format-xyz"])
        }
        #expect(throws: RunnerError.self) { try runner.checkFormats(of: variants, using: try runner.session()) }
    }
}

/// Collects values reported from several threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [Int] = []
    func record(_ value: Int) { lock.withLock { list.append(value) } }
    var values: [Int] { lock.withLock { list } }
}

@Suite struct LayoutOnlyRunTests {
    /// A check of the boxes themselves (lint) runs the matrix without formats.
    @Test func variantsWithoutFormatsAreOnlyLaidOut() throws {
        let variants = try MatrixRunnerTests.plan().prefix(4).map {
            Variant(campaign: $0.campaign, device: $0.device, orientation: $0.orientation, language: $0.language,
                    textSize: $0.textSize, formats: [])
        }
        let runner = MatrixRunner(pipeline: PreviewPipeline(settings: RenderSettings(), makeSession: Repository.sessions), jobs: 2)
        let trees = try runner.run(Array(variants)) { rendered in
            (rendered.outputs.isEmpty, rendered.failure == nil, rendered.tree.environment.device)
        }
        #expect(trees.allSatisfy { $0.0 && $0.1 })
        #expect(trees.map(\.2) == variants.map(\.device.id))
    }
}
