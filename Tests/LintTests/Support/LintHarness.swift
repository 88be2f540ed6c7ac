import BoxTreeModel
import CampaignModel
import Foundation
import TestSupport
import Layout
@testable import LintRunner
@testable import LintRules
import Pipeline
import Workflow

/// Runs the real linter (Pango layout, file-system artwork) on fixtures.
enum LintHarness {
    static let root = Repository.root
    static let fonts = root.appendingPathComponent("fonts")
    static let lintFixtures = root.appendingPathComponent("Tests/Fixtures/campaigns/lint")

    /// Fresh services per call: they cache artwork and are not thread-safe,
    /// and tests run in parallel.
    static func services(theme: Theme = .gameball) -> PreviewLintServices {
        do { return PreviewLintServices(session: try PreviewSession(fontsDirectory: fonts, theme: theme)) }
        catch { fatalError("fonts: \(error)") }
    }

    static func fixture(_ rule: String, _ name: String) -> URL {
        lintFixtures.appendingPathComponent(rule).appendingPathComponent(name + ".json")
    }

    /// A campaign file as `preview-cli lint` finds it (Workflow's discovery)
    /// with `matrix`'s variants, or the problems that stop it decoding.
    static func subject(_ url: URL, values: [String: String] = [:], assets: String? = nil,
                        matrix: VariantMatrix = VariantMatrix.lintDefault) -> LintSubject {
        let source = CampaignSource(file: url.path, assetsDirectory: assets)
        do {
            let found = try CampaignDiscovery().discover([url.path], relativeTo: root, keepingInvalid: true)
            if let invalid = found.invalid.first { return .invalid(invalid.url, error: invalid.error, source: source, values: values) }
            return LintSubject(source: source, variants: .success(try matrix.variants(of: found.campaigns, allFormats: [])), values: values)
        } catch {
            fatalError("\(url.path): \(error)")
        }
    }

    static func lint(_ urls: [URL], matrix: VariantMatrix = VariantMatrix.lintDefault, configuration: LintConfiguration = LintConfiguration(),
                     values: [String: String] = [:], theme: Theme = .gameball) -> LintReport {
        Linter(configuration: configuration, services: services(theme: theme))
            .lint(urls.map { subject($0, values: values, matrix: matrix) })
    }

    /// One variant of a campaign built in code, laid out for real.
    static func variant(_ campaign: Campaign, environment: Environment = Environment(), file: String = "inline.json",
                        services: PreviewLintServices) -> LintVariant {
        let source = CampaignSource(file: file.hasPrefix("/") ? file : root.appendingPathComponent(file).path)
        return LintVariant(campaign: campaign, source: source, environment: environment,
                           tree: services.layout(campaign, source: source, environment: environment))
    }

    /// A plain, accessible modal to start from.
    static let modal = Campaign(
        id: "plain", type: .modal, header: "Double points weekend",
        body: "Every purchase earns twice the points until Sunday midnight.",
        buttons: [Button(id: "ok", text: "Got it", action: .dismiss,
                         style: ButtonStyle(backgroundColor: RGBAColor(hex: "#1D4ED8"), textColor: .white))])
}

extension Box {
    /// The box with `transform` applied to it and every descendant (parents first).
    func rewritten(_ transform: (inout Box) -> Void) -> Box {
        var copy = self
        transform(&copy)
        copy.children = copy.children.map { $0.rewritten(transform) }
        return copy
    }
}

extension LintVariant {
    /// The same variant with its tree's boxes rewritten, as a buggy layout might leave them.
    func rewritten(_ transform: (inout Box) -> Void) -> LintVariant {
        var copy = self
        copy.tree.root = tree.root.rewritten(transform)
        return copy
    }
}

extension Rect {
    func moved(dx: Double = 0, dy: Double = 0) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }
}
