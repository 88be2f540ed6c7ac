import Assets
import CampaignModel
import Foundation
import JSONReading
import LintRunner
import LintRules
import LogText
import Pipeline
import Workflow

/// Lints what the options describe and returns the exit status: 0 when no
/// error-level finding remains, 1 when one does, 2 for unusable input.
func performLint(_ options: LintCommandOptions, console: Console) -> Int32 {
    let plan: VariantPlan
    do {
        // Nothing is drawn, so `formats: all` means none.
        plan = try VariantPlan.make(config: options.config, allFormats: [], keepingInvalid: true)
    } catch {
        for line in error.description.split(separator: "\n") { console.error(String(line)) }
        return ExitCode.usageOrInputError.rawValue
    }
    for skipped in plan.skipped where ![.valuesFile, .assetManifest, .configFile].contains(skipped.reason) {
        console.note("skipped \(skipped.path.logSafe): \(skipped.reason)")
    }
    // An HTML message's content (Adobe's, Braze's HTML types) is a page the rules cannot look into.
    for campaign in plan.campaigns where campaign.adobeFrame != nil {
        let vendor = campaign.campaign.source == .braze ? "a Braze" : "an Adobe"
        console.note("skipped \(campaign.displayPath.logSafe): \(vendor) HTML message: its content is HTML, which lint does not check")
    }
    let campaigns = plan.campaigns.filter { $0.adobeFrame == nil }
    guard !campaigns.isEmpty || !plan.invalid.isEmpty else {
        console.error("no campaign to lint in \(options.config.campaigns.map(\.logSafe).joined(separator: ", "))")
        return ExitCode.usageOrInputError.rawValue
    }

    var subjects: [LintSubject] = []
    var siblingValues: [String: [String: String]] = [:]
    /// The values and asset folder of the campaign at `url`, as `render` would use them.
    func inputs(_ url: URL, displayPath: String) throws(InputProblems) -> (CampaignSource, [String: String]) {
        var values = options.config.render.values
        if !options.hasValues {
            let folder = url.deletingLastPathComponent().path
            if let cached = siblingValues[folder] {
                values = cached
            } else {
                values = try readSiblingValues(in: url.deletingLastPathComponent()) ?? [:]
                siblingValues[folder] = values
            }
        }
        let assets = options.config.render.assetsDirectory(forCampaignAt: url, within: options.config.confinement(of: .campaigns))?.path
        if let assets { try AssetFolder.checkManifest(in: URL(fileURLWithPath: assets, isDirectory: true)) }
        return (CampaignSource(file: reportPath(url, displayPath: displayPath), assetsDirectory: assets), values)
    }
    do throws(InputProblems) {
        let variants = Dictionary(grouping: plan.variants, by: \.campaign.url)
        for campaign in campaigns {
            let (source, values) = try inputs(campaign.url, displayPath: campaign.displayPath)
            subjects.append(LintSubject(source: source, variants: .success(variants[campaign.url] ?? []), values: values))
        }
        for file in plan.invalid {
            let (source, values) = try inputs(file.url, displayPath: file.displayPath)
            subjects.append(.invalid(file.url, error: file.error, source: source, values: values))
        }
        // Valid and invalid files found in one order, as `matrix` sorts its variants.
        subjects.sort { $0.source.file < $1.source.file }
    } catch {
        error.problems.forEach { console.error($0.description) }
        return ExitCode.usageOrInputError.rawValue
    }

    let services: PreviewLintServices
    do {
        // Artwork as the config and flags allow it (`--allow-artwork-from`, `--fetch-artwork`), as render reads it.
        services = PreviewLintServices(session: try PreviewSession(artworkAccess: options.config.render.makeArtworkAccess()))
    } catch {
        console.error("\(error)")
        return ExitCode.internalFailure.rawValue
    }
    let report = Linter(configuration: options.configuration, services: services).lint(subjects)

    let rendered: Data
    switch options.format {
    case .text: rendered = Data(LintTextFormatter(colored: options.outputPath == nil && console.colorsOutput).format(report).utf8)
    case .json: rendered = LintJSONFormatter.format(report)
    case .junit: rendered = Data(LintJUnitFormatter.format(report).utf8)
    }
    if let path = options.outputPath {
        do {
            try AtomicFile.write(rendered, to: URL(fileURLWithPath: path))
        } catch {
            console.error(error.description)
            return ExitCode.usageOrInputError.rawValue
        }
        console.out("wrote \(path): \(report.summary)\n")
    } else {
        console.out(String(decoding: rendered, as: UTF8.self))
    }
    for suppression in report.unusedSuppressions {
        console.warning("the suppression of \(suppression.rule.logSafe) for campaign \(suppression.campaign.logSafe) matched no finding; remove it if it is stale")
    }
    return report.hasBlockingFindings ? LintExitStatus.findings : ExitCode.success.rawValue
}

/// `lint`'s own meaning of 1: error-level findings remain.
enum LintExitStatus {
    static let findings: Int32 = 1
}

/// A campaign's path as reports show it: relative to the current folder when
/// below it (command-line paths are made absolute when a config elsewhere is used).
private func reportPath(_ url: URL, displayPath: String) -> String {
    // Standard input has no path of its own to show.
    if displayPath == "-" { return displayPath }
    let base = WorkflowSetup.currentDirectory.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : displayPath
}

/// `values.json` next to a campaign, if any (a campaign folder's own values).
private func readSiblingValues(in folder: URL) throws(InputProblems) -> [String: String]? {
    let file = folder.appendingPathComponent("values.json")
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    return try PlaceholderValuesDecoder.decode(contentsOf: file)
}
