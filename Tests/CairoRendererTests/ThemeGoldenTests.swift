import Foundation
import Layout
import Pipeline
import TestSupport
import Testing

/// PNG goldens of each built-in theme (and the example custom theme) for a
/// slide-up, a modal and a full screen, in English and Arabic, through the
/// same pipeline and pixel comparison as `PNGGoldenTests`. The campaigns in
/// Tests/Fixtures/campaigns/themes set no colours, so each theme's own show.
///
/// `RECORD_GOLDENS=failed swift test --filter ThemeGoldenTests` writes missing or
/// changed goldens to Tests/Goldens/themes/<theme>/<campaign>-<lang>.png.
/// Look at every one before committing: braze, firebase and radar must stay
/// credible likenesses of those SDKs' own messages.
@Suite(.serialized) struct ThemeGoldenTests {
    struct Variant: CustomTestStringConvertible, Sendable {
        var theme: String
        var campaign: String
        var language: String

        var testDescription: String { "\(theme)/\(campaign)-\(language)" }
    }

    static let builtIns = ["gameball", "braze", "firebase", "radar"]
    /// The example of a team's own theme, by path.
    static let customTheme = "examples/themes/our-app-theme.json"

    static let variants: [Variant] = {
        var result: [Variant] = []
        for theme in builtIns + [customTheme] {
            for campaign in ["slideup", "modal", "fullscreen"] {
                for language in ["en", "ar"] {
                    result.append(Variant(theme: theme, campaign: campaign, language: language))
                }
            }
        }
        return result
    }()

    /// One session per theme: a session's theme applies to all it renders.
    nonisolated(unsafe) static var sessions: [String: PreviewSession] = [:]

    static func session(for themeArgument: String) throws -> PreviewSession {
        GoldenPipeline.lock.lock()
        defer { GoldenPipeline.lock.unlock() }
        if let session = sessions[themeArgument] { return session }
        let catalog = ThemeCatalog(directory: GoldenPipeline.root.appendingPathComponent("themes"))
        let argument = ThemeCatalog.isPath(themeArgument) ? GoldenPipeline.root.appendingPathComponent(themeArgument).path : themeArgument
        let session = try PreviewSession(fontsDirectory: GoldenPipeline.fonts, theme: catalog.theme(argument).theme)
        sessions[themeArgument] = session
        return session
    }

    @Test(arguments: variants)
    func matchesTheReviewedGolden(_ variant: Variant) throws {
        let png = try GoldenPipeline.render("Tests/Fixtures/campaigns/themes/\(variant.campaign).json",
                                            environment: Environment(language: variant.language, values: GoldenPipeline.exampleValues),
                                            session: Self.session(for: variant.theme))
        let folder = URL(fileURLWithPath: variant.theme).deletingPathExtension().lastPathComponent
        try GoldenFile("themes/\(folder)/\(variant.campaign)-\(variant.language).png", as: .png).check(png)
    }
}
