import Foundation
import TestSupport

/// An app team's repository, made in a scratch folder the way a new user
/// would set one up: six campaigns of its own (two slide-ups, a modal, a
/// full screen, an image-only message, an Arabic localization, placeholders)
/// in `campaigns/`, their artwork in `campaigns/assets/`, and a `preview.json`.
/// Nothing of this checkout is referred to once it is made, except the fonts.
struct AppRepository {
    let folder: ScratchFolder
    var url: URL { folder.url }

    /// 6 campaigns x 2 devices x their own languages (the welcome modal has four, three others en and ar, two only en)
    /// at L: 24 variants; PNG and a11y: 48 outputs.
    static let config = """
        {
          "campaigns": "campaigns/**/*.json",
          "values": "campaigns/values.json",
          "assets": "campaigns/assets",
          "goldens": "goldens",
          "matrix": { "devices": ["iphone-se", "iphone-15"], "languages": "campaign", "formats": ["png", "a11y"] }
        }
        """
    static let variantCount = 26
    static let outputCount = 52

    init(config: String = AppRepository.config) throws {
        folder = try ScratchFolder(prefix: "AppRepository")
        let examples = Repository.examples
        try folder.copy(examples.appendingPathComponent("welcome-modal.json"), to: "campaigns/promos/welcome-modal.json")
        try folder.copy(examples.appendingPathComponent("summer-sale-fullscreen.json"), to: "campaigns/promos/summer-sale.json")
        try folder.copy(examples.appendingPathComponent("level-up-slideup.json"), to: "campaigns/engagement/level-up.json")
        try folder.copy(examples.appendingPathComponent("values.json"), to: "campaigns/values.json")
        try folder.copy(examples.appendingPathComponent("assets"), to: "campaigns/assets")
        try folder.copy(Repository.images.appendingPathComponent("hero.png"), to: "campaigns/assets/spring-poster.png")
        _ = try folder.write("campaigns/engagement/streak-reminder.json", """
            {
              "id": "streak-reminder",
              "type": "slideup",
              "slidePosition": "top",
              "header": "Keep your streak alive",
              "body": "Play one game today to keep your 12-day streak, {player_name}.",
              "style": { "backgroundColor": "#1C1C1E", "headerColor": "#FFFFFF", "textColor": "#EBEBF5CC" }
            }
            """)
        _ = try folder.write("campaigns/posters/spring-poster.json", """
            {
              "id": "spring-poster",
              "type": "modal",
              "layout": "imageOnly",
              "header": "Spring rewards are here",
              "imageURL": "https://cdn.example.com/posters/spring-poster.png",
              "clickAction": { "type": "openURL", "url": "https://shop.example.com/spring" }
            }
            """)
        _ = try folder.write("campaigns/promos/points-reminder.json", """
            {
              "id": "points-reminder",
              "type": "modal",
              "header": "{points} points waiting, {player_name}",
              "body": "Spend them before Sunday.",
              "buttons": [{ "id": "spend", "text": "Spend points", "action": { "type": "dismiss" },
                            "style": { "backgroundColor": "#007AFF", "textColor": "#FFFFFF" } }],
              "localizations": { "ar": { "header": "{points} نقطة بانتظارك يا {player_name}", "body": "استخدمها قبل يوم الأحد.",
                                         "buttons": { "spend": "استخدم النقاط" } } }
            }
            """)
        _ = try folder.write("preview.json", config)
    }

    /// A developer's machine: the bundled fonts, and no CI variable.
    static let local = ["MESSAGEPREVIEW_FONTS": Repository.fonts.path, "CI": ""]

    func run(_ arguments: [String], environment: [String: String] = AppRepository.local) throws -> CommandResult {
        try PreviewCLI.run(arguments, in: url, environment: environment, timeout: 300)
    }

    /// Rewrites a campaign file with `change` applied to its text.
    func edit(_ path: String, _ change: (String) -> String) throws {
        let file = url.appendingPathComponent(path)
        let text = try String(contentsOf: file, encoding: .utf8)
        let changed = change(text)
        precondition(changed != text, "the edit changed nothing in \(path)")
        try changed.write(to: file, atomically: true, encoding: .utf8)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path) }
    func data(_ path: String) throws -> Data { try Data(contentsOf: url.appendingPathComponent(path)) }
}
