import CampaignModel
import Foundation
import Layout
import PreviewKit

/// Renders the preview the options describe and returns the exit status
/// (see `ExitCode`). The options are already validated.
func performRender(_ options: RenderCommandOptions) -> Int32 {
    let console = Console.standard()
    let campaignURL = URL(fileURLWithPath: options.campaignPath)
    let session: PreviewSession
    do {
        session = try PreviewSession()
    } catch {
        console.error("\(error)")
        return ExitCode.internalFailure.rawValue
    }
    if let argument = options.theme {
        guard let theme = loadTheme(argument, console: console) else { return ExitCode.usageOrInputError.rawValue }
        session.theme = theme.theme
    }

    let decoded: DecodedCampaign
    do {
        decoded = try session.loadCampaign(at: campaignURL)
    } catch {
        for problem in error.problems { console.error(problem.description) }
        return ExitCode.usageOrInputError.rawValue
    }
    for warning in decoded.warnings { console.warning(warning.description) }

    let background: HostBackground
    switch options.background {
    case .mockApp: background = .mockApp
    case .color(let color): background = .color(color)
    case .imageFile(let path):
        do {
            background = try HostBackground.parse(path)
        } catch {
            console.error(error.description)
            return ExitCode.usageOrInputError.rawValue
        }
    }

    let environment = Environment(
        device: options.device, orientation: options.orientation, language: options.language,
        direction: options.layoutDirection, textSize: options.textSize, values: options.values,
        background: background, drawsPlaceholderArtwork: options.drawsPlaceholderArtwork)
    let preview = session.layout(decoded.campaign, campaignFile: campaignURL,
                                 assetsDirectory: assetsDirectory(options, campaign: campaignURL),
                                 environment: environment)
    let tree = preview.tree

    let png: Data
    do {
        png = try session.pngRenderer(for: preview).render(tree)
    } catch {
        console.error("cannot render \(options.campaignPath): \(error)")
        return ExitCode.internalFailure.rawValue
    }
    do {
        try AtomicFile.write(png, to: URL(fileURLWithPath: options.outputPath))
    } catch {
        console.error(error.description)
        return ExitCode.usageOrInputError.rawValue
    }

    // Errors are the not-displayed reason, printed last.
    for diagnostic in tree.diagnostics where diagnostic.severity != .error {
        let text = "\(diagnostic.message) [\(diagnostic.code)]"
        diagnostic.severity == .warning ? console.warning(text) : console.note(text)
    }
    if !options.quiet {
        let pixels = "\(Int((tree.environment.screen.width * tree.environment.scale).rounded()))x\(Int((tree.environment.screen.height * tree.environment.scale).rounded()))"
        let variant = [tree.environment.device, tree.environment.orientation.rawValue, tree.environment.language ?? "default",
                       tree.environment.direction.rawValue, tree.environment.textSize].joined(separator: " ")
        console.out("wrote \(options.outputPath) (\(pixels), \(variant))\n")
    }
    if let reason = tree.display.reason {
        console.err("preview-cli: not displayed: \(reason)\n")
        return ExitCode.notDisplayed.rawValue
    }
    return ExitCode.success.rawValue
}

/// `--assets`, or else an `assets/` folder next to the campaign file when there is one.
func assetsDirectory(_ options: RenderCommandOptions, campaign: URL) -> URL? {
    if let path = options.assetsDirectory { return URL(fileURLWithPath: path) }
    let sibling = campaign.deletingLastPathComponent().appendingPathComponent("assets")
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: sibling.path, isDirectory: &isDirectory) && isDirectory.boolValue ? sibling : nil
}
