import Foundation
import CampaignModel
import JSONReading
import Layout
import LintRules
import Pipeline

/// Adds `preview-cli lint`'s findings for one laid-out variant to its box
/// tree, so the box-tree JSON, the accessibility dump and every other output
/// report the same problems as the linter. Findings that restate one of the
/// layout's own diagnostics (a scroll, a placeholder without a value) are
/// left out, so nothing is said twice.
public struct LintAnnotator {
    let linter: Linter
    private let layouts: SharedLayouts
    /// Whose theme lays the variants out.
    private let session: PreviewSession

    /// The layouts at other text sizes that rules ask for (a problem dated
    /// by the smallest size that shows it), shared between variants that
    /// differ only in text size: a matrix's `ax5` variant needs the layouts
    /// its `ax1` variant needed, and those of the sizes it renders anyway.
    /// Kept for the last two such families (a matrix orders a size's light
    /// and dark variants one after the other), so memory holds two
    /// families' layouts at most.
    final class SharedLayouts {
        /// Everything a layout depends on but the text size. Compared as
        /// values (a description of the environment went through Swift's
        /// reflection, 5% of a one-frame `render`).
        struct Family: Equatable {
            let file: String, assetsDirectory: String?, campaignID: String
            /// The variant's environment at the default text size.
            let environment: Environment
            let theme: Theme
            let followsVendorThemes: Bool

            init(file: String, assetsDirectory: String?, campaignID: String, environment: Environment, theme: Theme,
                 followsVendorThemes: Bool) {
                self.file = file
                self.assetsDirectory = assetsDirectory
                self.campaignID = campaignID
                var resized = environment
                resized.textSize = .default
                self.environment = resized
                self.theme = theme
                self.followsVendorThemes = followsVendorThemes
            }
        }
        static let families = 2
        let services: any LintServices
        let configuration: LintConfiguration
        /// Most recently used last.
        var contexts: [(family: Family, context: LintContext)] = []

        init(services: any LintServices, configuration: LintConfiguration) {
            self.services = services
            self.configuration = configuration
        }

        func context(for family: Family) -> LintContext {
            if let at = contexts.firstIndex(where: { $0.family == family }) {
                let found = contexts.remove(at: at)
                contexts.append(found)
                return found.context
            }
            if contexts.count == Self.families { contexts.removeFirst() }
            let made = LintContext(services: services, configuration: configuration)
            contexts.append((family, made))
            return made
        }
    }

    public init(session: PreviewSession, configuration: LintConfiguration = LintConfiguration()) {
        linter = Linter(configuration: configuration, services: PreviewLintServices(session: session))
        layouts = SharedLayouts(services: linter.services, configuration: configuration)
        self.session = session
    }

    public func annotate(_ preview: LaidOutPreview, campaign: Campaign, file: String, assetsDirectory: String?,
                         warnings: [InputProblem] = [], environment: Environment) -> LaidOutPreview {
        let variant = LintVariant(campaign: campaign, source: CampaignSource(file: file, assetsDirectory: assetsDirectory),
                                  warnings: warnings, environment: environment, tree: preview.tree)
        let layoutCodes = Set(preview.tree.diagnostics.map(\.code))
        let family = SharedLayouts.Family(file: file, assetsDirectory: assetsDirectory, campaignID: campaign.id, environment: environment,
                                          theme: session.theme, followsVendorThemes: session.followsVendorThemes)
        // A rule whose fact the layout states already is not run at all: its
        // findings would be left out, and dating one (text below the fold)
        // lays the variant out again at every smaller size.
        var linter = linter
        linter.rules.removeAll { !$0.restates.isDisjoint(with: layoutCodes) }
        // Decoder warnings are about the file, not this variant; the caller reports them once.
        let findings = linter.lint([variant], in: layouts.context(for: family)).filter { finding in
            !finding.isSuppressed && finding.rule != "decoding-warning"
        }
        var tree = preview.tree
        tree.appendLintFindings(findings)
        return preview.adding(Array(tree.diagnostics.dropFirst(preview.tree.diagnostics.count)))
    }
}

extension LintAnnotator {
    /// Adds lint's findings to every variant the pipeline lays out, so the
    /// outputs of `render`, `matrix`, `golden` and the Swift API agree with `lint`.
    public static func forPipeline(configuration: LintConfiguration = LintConfiguration()) -> PreviewPipeline.Annotator {
        let annotators = PerSession(configuration: configuration)
        return { preview, variant, environment, assetsDirectory, session in
            guard variant.campaign.adobeFrame == nil else { return preview }  // HTML: nothing lint checks
            return annotators.annotator(for: session).annotate(
                preview, campaign: variant.campaign.campaign, file: variant.campaign.displayPath,
                assetsDirectory: assetsDirectory?.path, warnings: variant.campaign.warnings, environment: environment)
        }
    }
}

/// One annotator per worker session, kept for the whole run: its services
/// cache artwork (decoded once for contrast sampling), and like a session it
/// is used by one thread only.
private final class PerSession: @unchecked Sendable {
    let configuration: LintConfiguration
    private var annotators: [ObjectIdentifier: LintAnnotator] = [:]
    private let lock = NSLock()

    init(configuration: LintConfiguration) { self.configuration = configuration }

    func annotator(for session: PreviewSession) -> LintAnnotator {
        lock.withLock {
            if let existing = annotators[ObjectIdentifier(session)] { return existing }
            let made = LintAnnotator(session: session, configuration: configuration)
            annotators[ObjectIdentifier(session)] = made
            return made
        }
    }
}
