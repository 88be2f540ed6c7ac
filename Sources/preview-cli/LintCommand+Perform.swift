import Assets
import CampaignModel
import Foundation
import Lint
import PreviewKit

/// Lints what the options describe and returns the exit status: 0 when no
/// error-level finding remains, 1 when one does, 2 for unusable input.
func performLint(_ options: LintCommandOptions, console: Console) -> Int32 {
    let found: CampaignFileFinder.Result
    do {
        found = try CampaignFileFinder.find(options.paths)
    } catch {
        console.error(error.description)
        return ExitCode.usageOrInputError.rawValue
    }
    for skipped in found.skipped where !CampaignFileFinder.companionFileNames.contains(URL(fileURLWithPath: skipped.path).lastPathComponent.lowercased()) {
        console.note("skipped \(skipped.path): \(skipped.reason)")
    }
    guard !found.campaigns.isEmpty else {
        console.error("no campaign files in \(options.paths.joined(separator: ", "))")
        return ExitCode.usageOrInputError.rawValue
    }

    var subjects: [LintSubject] = []
    var siblingValues: [String: [String: String]] = [:]
    for file in found.campaigns {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        var values = options.values
        if values == nil {
            if let cached = siblingValues[folder.path] {
                values = cached
            } else {
                do {
                    values = try readSiblingValues(in: folder) ?? [:]
                } catch {
                    error.problems.forEach { console.error($0.description) }
                    return ExitCode.usageOrInputError.rawValue
                }
                siblingValues[folder.path] = values
            }
        }
        let assets = options.assetsDirectory ?? AssetFolder.nearest(to: URL(fileURLWithPath: file))?.path
        subjects.append(LintSubject.load(CampaignSource(file: file, assetsDirectory: assets), values: values ?? [:]))
    }

    let services: PreviewLintServices
    do {
        services = try PreviewLintServices()
    } catch {
        console.error("\(error)")
        return ExitCode.internalFailure.rawValue
    }
    let report = Linter(configuration: options.configuration, services: services).lint(subjects, matrix: options.matrix)

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
        console.warning("the suppression of \(suppression.rule) for campaign \(suppression.campaign) matched no finding; remove it if it is stale")
    }
    return report.hasBlockingFindings ? LintExitStatus.findings : ExitCode.success.rawValue
}

/// `lint`'s own meaning of 1: error-level findings remain.
enum LintExitStatus {
    static let findings: Int32 = 1
}

/// `values.json` next to a campaign, if any (a campaign folder's own values).
private func readSiblingValues(in folder: URL) throws(CampaignDecodingError) -> [String: String]? {
    let file = folder.appendingPathComponent("values.json")
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    return try PlaceholderValuesDecoder.decode(contentsOf: file)
}
