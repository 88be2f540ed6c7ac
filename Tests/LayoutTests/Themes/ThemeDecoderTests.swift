import BoxTreeModel
import CampaignModel
import Foundation
import JSONReading
import Layout
import Testing

/// Theme files: what they accept, how `extends` and partial objects merge,
/// and that problems read like a campaign file's.
@Suite struct ThemeDecoderTests {
    func decode(_ json: String, builtIns: [String: Theme] = [:]) throws(InputProblems) -> DecodedTheme {
        try ThemeDecoder(builtIns: builtIns).decode(Data(json.utf8), file: "theme.json")
    }

    /// The problem lines of a file that must not decode.
    func problems(_ json: String, builtIns: [String: Theme] = [:]) -> [String] {
        do {
            _ = try decode(json, builtIns: builtIns)
            Issue.record("decoded, but problems were expected")
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func anEmptyObjectIsGameball() throws {
        let decoded = try decode("{}")
        #expect(decoded.theme == .gameball)
        #expect(decoded.warnings.isEmpty && decoded.extends == nil && decoded.description == nil)
    }

    @Test func valuesOverrideOnlyWhatTheySet() throws {
        let decoded = try decode("""
        {
          "description": "Ours", "notes": ["from the design system"], "fontScale": 1.25,
          "colors": { "background": "#101820", "scrim": "#00000088" },
          "slideUp": { "padding": { "leading": 30 }, "iconAlignment": "center", "shadow": null },
          "modal": { "padding": 10, "maxHeight": 600, "cornerRadius": 0,
                     "headerFont": { "style": "title1", "weight": "bold", "dynamicType": false },
                     "shadow": { "blurRadius": 2 } },
          "buttons": { "arrangement": "stacked", "maxSideBySide": 3, "primary": { "border": "#FF0000" } },
          "close": { "placement": "outside" }
        }
        """)
        var expected = Theme.gameball
        expected.fontScale = 1.25
        expected.backgroundColor = RGBAColor(red: 16, green: 24, blue: 32)
        expected.scrimColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 136)
        expected.slideUp.padding.leading = 30
        expected.slideUp.iconAlignment = .center
        expected.slideUp.shadow = nil
        expected.modal.padding = EdgeInsets(all: 10)
        expected.modal.maxHeight = 600
        expected.modal.cornerRadius = 0
        expected.modal.headerFont = ThemeFont(.title1, emphasized: true, weight: .bold, dynamicType: false)
        expected.modal.shadow?.blurRadius = 2
        expected.buttons.arrangement = .stacked
        expected.buttons.maxSideBySide = 3
        expected.buttons.primaryBorder = RGBAColor(red: 255, green: 0, blue: 0)
        expected.close.placement = .outside
        #expect(decoded.theme == expected)
        #expect(decoded.description == "Ours" && decoded.notes == ["from the design system"])
        #expect(decoded.warnings.isEmpty)
    }

    @Test func extendsStartsFromTheNamedBuiltIn() throws {
        var base = Theme.gameball
        base.modal.cornerRadius = 8
        base.modal.maxWidth = 450
        let decoded = try decode(#"{ "extends": "braze", "modal": { "maxWidth": 300 } }"#, builtIns: ["braze": base])
        #expect(decoded.extends == "braze")
        #expect(decoded.theme.modal.cornerRadius == 8)
        #expect(decoded.theme.modal.maxWidth == 300)
        #expect(decoded.theme.slideUp == Theme.gameball.slideUp)
    }

    @Test func shadowKeysOverABaseWithoutShadowStartFromAFlatBlackOne() throws {
        let decoded = try decode(#"{ "slideUp": { "shadow": null }, "modal": { "shadow": null } }"#)
        var base = decoded.theme
        base.close.inset = 1
        let layered = try decode(#"{ "extends": "flat", "modal": { "shadow": { "offsetY": 3 } } }"#, builtIns: ["flat": base])
        #expect(layered.theme.modal.shadow == Shadow(color: .black, offsetY: 3, blurRadius: 0))
        #expect(layered.theme.close.inset == 1)
    }

    @Test func unknownAndRepeatedKeysWarnAndTheThemeStillDecodes() throws {
        let decoded = try decode("""
        {
          "colours": {},
          "modal": { "cornerradius": 3, "cornerRadius": 5, "cornerRadius": 6,
                     "headerFont": { "style": "body", "size": 17 } }
        }
        """)
        #expect(decoded.theme.modal.cornerRadius == 6)
        #expect(decoded.warnings.map(\.description) == [
            "theme.json: colours: unknown key, ignored (did you mean \"colors\"?)",
            "theme.json: modal.cornerradius: unknown key, ignored (did you mean \"cornerRadius\"?)",
            "theme.json: modal.cornerRadius: key appears more than once, the last value is used",
            "theme.json: modal.headerFont.size: unknown key, ignored",
        ])
    }

    @Test func everyProblemIsReportedAtOnceOneLineEachInDocumentOrder() {
        let lines = problems("""
        {
          "description": "two\\nlines",
          "notes": ["fine", 3],
          "extends": "brazee",
          "fontScale": 0,
          "colors": { "background": "white", "scrim": null },
          "slideUp": { "margin": -1, "edgeToEdge": "yes", "padding": { "top": "big" }, "iconLeadingPadding": "none",
                       "iconAlignment": "middle", "maxHeightFraction": 1.5, "shadow": { "blurRadius": 500 } },
          "modal": { "padding": [1, 2], "maxHeight": 1e999, "headerFont": { "style": "huge", "weight": "heavy", "scale": 9 },
                     "shadow": "none" },
          "fullscreen": 12,
          "buttons": { "maxSideBySide": 2.5, "primary": { "border": "blue" } },
          "close": { "placement": "above", "targetSize": "48" }
        }
        """, builtIns: ["braze": .gameball])
        #expect(lines == [
            "theme.json: description: expected a one-line string, found string \"two\\nlines\"",
            "theme.json: notes[1]: expected a string, found number 3",
            "theme.json: extends: expected the name of a built-in theme: \"braze\" or \"gameball\", found string \"brazee\"",
            "theme.json: fontScale: expected a number above 0, at most 4, found number 0",
            "theme.json: colors.background: expected a colour #RGB, #RRGGBB or #RRGGBBAA, found string \"white\"",
            "theme.json: colors.scrim: expected a colour #RGB, #RRGGBB or #RRGGBBAA, found null",
            "theme.json: slideUp.margin: expected a number of points from 0 to 2000, found number -1",
            "theme.json: slideUp.edgeToEdge: expected true or false, found string \"yes\"",
            "theme.json: slideUp.padding.top: expected a number of points from 0 to 2000, found string \"big\"",
            "theme.json: slideUp.iconLeadingPadding: expected a number of points from 0 to 2000, or null, found string \"none\"",
            "theme.json: slideUp.iconAlignment: expected \"top\" or \"center\", found string \"middle\"",
            "theme.json: slideUp.maxHeightFraction: expected a fraction from 0 to 1, found number 1.5",
            "theme.json: slideUp.shadow.blurRadius: expected a blur radius in points from 0 to 100, found number 500",
            "theme.json: modal.padding: expected a number of points from 0 to 2000, or an object of top, leading, bottom and trailing, found an array",
            "theme.json: modal.maxHeight: expected a number of points from 0 to 2000, or null, found number 1e999 (out of range)",
            "theme.json: modal.headerFont.style: expected \"largeTitle\", \"title1\", \"title2\", \"title3\", \"headline\", \"body\", \"callout\", \"subheadline\", \"footnote\", \"caption1\" or \"caption2\", found string \"huge\"",
            "theme.json: modal.headerFont.weight: expected \"regular\", \"medium\", \"semibold\" or \"bold\", or null, found string \"heavy\"",
            "theme.json: modal.headerFont.scale: expected a number above 0, at most 4, found number 9",
            "theme.json: modal.shadow: expected a shadow object (color, offsetY, blurRadius), or null for none, found string \"none\"",
            "theme.json: fullscreen: expected an object, found number 12",
            "theme.json: buttons.maxSideBySide: expected a whole number from 1 to 10, or null for no limit, found number 2.5",
            "theme.json: buttons.primary.border: expected a colour #RGB, #RRGGBB or #RRGGBBAA, or null, found string \"blue\"",
            "theme.json: close.placement: expected \"inside\" or \"outside\", found string \"above\"",
            "theme.json: close.targetSize: expected a number of points from 0 to 2000, found string \"48\"",
        ])
    }

    @Test func fileLevelProblemsAreOneLineAtTheRoot() {
        #expect(problems("[]") == ["theme.json: $: expected a theme object, found an array"])
        #expect(problems("") == ["theme.json: $: expected a JSON object, found an empty file"])
        #expect(problems("{ \"modal\": }") == ["theme.json: $: expected valid JSON, found unexpected \"}\" where a value was expected at line 1, column 12"])
        let missing = URL(fileURLWithPath: "/nonexistent/our-theme.json")
        #expect(throws: InputProblems.self) { try ThemeDecoder().decode(contentsOf: missing) }
        do {
            _ = try ThemeDecoder().decode(contentsOf: missing)
        } catch {
            #expect(error.description == "/nonexistent/our-theme.json: $: expected a readable theme file, found no such file")
        }
    }

    @Test func encodingWritesEveryKeyAndDecodesToTheSameTheme() throws {
        var theme = Theme.gameball
        theme.modal.maxHeight = 720.5
        theme.modal.shadow = nil
        theme.buttons.maxSideBySide = 2
        theme.slideUp.headerFont = ThemeFont(.caption2, weight: .medium, scale: 1.3, dynamicType: false)
        let text = ThemeEncoder().encode(theme, description: "Round \"trip\"", notes: ["a", "b"])
        let decoded = try decode(text)
        #expect(decoded.theme == theme)
        #expect(decoded.description == "Round \"trip\"" && decoded.notes == ["a", "b"])
        #expect(decoded.warnings.isEmpty)
    }
}
