import BoxTreeModel
import CampaignModel
import Foundation
import JSONReading
import TestSupport
import Diffing
import Layout
import Testing
@testable import Workflow

@Suite struct PreviewConfigTests {
    func load(_ json: String, in folder: ScratchFolder? = nil) throws -> PreviewConfig {
        let folder = try folder ?? ScratchFolder()
        return try PreviewConfig.load(from: try folder.write("preview.json", json), displayName: "preview.json")
    }

    func problems(_ json: String) throws -> [String] {
        do {
            _ = try load(json)
            return []
        } catch let error as InputProblems {
            return error.problems.map(\.description)
        }
    }

    @Test func aFullConfig() throws {
        let folder = try ScratchFolder()
        try folder.write("art/x.png", Data())
        try folder.write("values.json", #"{"points": 12}"#)
        let config = try load("""
            {
              "campaigns": ["campaigns/**/*.json", "extra/promo.json"],
              "baseLanguage": "de",
              "matrix": [
                { "devices": "all", "orientations": ["landscape"], "languages": "campaign", "textSizes": ["l", "ax5"], "formats": ["png", "a11y"] },
                { "campaigns": "special/", "devices": "iphone-se", "languages": ["ar"], "textSizes": "all" }
              ],
              "goldens": { "png": "goldens/png", "a11y": "goldens/text" },
              "output": "build/preview",
              "report": "build/report",
              "diff": {
                "threshold": 0.2, "maxDiffRatio": 0.001, "includeAA": true,
                "ignore": ["0,0,100,50", { "region": [0, 0, 1179, 162], "devices": ["iphone-15"], "orientations": "portrait", "campaigns": ["promos/*"] }],
                "formats": { "png": { "maxDiffPixels": 10, "ignore": ["1,1,2,2"] } }
              },
              "assets": "art",
              "values": "values.json",
              "background": "#101820",
              "placeholderArtwork": true,
              "pluginDirs": ["plugins"],
              "pluginTimeout": 5,
              "renderOptions": { "a11y.format": "json", "ansi.columns": 60 },
              "lint": { "rules": { "max-lines": 3 }, "ignore": ["x/*"] }
            }
            """, in: folder)
        let base = folder.url.standardizedFileURL
        #expect(config.warnings.isEmpty)
        #expect(config.directory.path == base.path)
        #expect(config.campaigns == ["campaigns/**/*.json", "extra/promo.json"])
        #expect(config.baseLanguage == "de")
        #expect(config.matrices == [
            VariantMatrix(devices: .all, orientations: .list([.landscape]), languages: .campaign,
                          textSizes: .list([.large, .accessibilityExtraExtraExtraLarge]), formats: .list(["png", "a11y"])),
            VariantMatrix(campaigns: ["special/"], devices: .list(["iphone-se"]), languages: .list(["ar"]), textSizes: .all),
        ])
        #expect(config.goldens.folder(for: "png") == base.appendingPathComponent("goldens/png"))
        #expect(config.goldens.folder(for: "a11y") == base.appendingPathComponent("goldens/text"))
        #expect(config.goldens.folder(for: "json") == nil)
        #expect(config.output == base.appendingPathComponent("build/preview"))
        #expect(config.reportDirectory == base.appendingPathComponent("build/report"))
        #expect(config.diff.threshold == 0.2)
        #expect(config.diff.budget == .ratio(0.001))
        #expect(config.diff.includeAA == true)
        #expect(config.diff.ignore.count == 2)
        #expect(config.diff.ignore[1] == IgnoreRule(region: Rect(x: 0, y: 0, width: 1179, height: 162), devices: ["iphone-15"],
                                                    orientations: [.portrait], campaigns: ["promos/*"]))
        #expect(config.diff.formats["png"]?.budget == .pixels(10))
        #expect(config.render.assetsDirectory == base.appendingPathComponent("art"))
        #expect(config.render.values == ["points": "12"])
        #expect(config.render.background == .color(RGBAColor(hex: "#101820")!))
        #expect(config.render.drawsPlaceholderArtwork)
        // Kept apart from the caller's folders: a plugin there runs only with --allow-plugins.
        #expect(config.render.repositoryPluginDirectories == [base.appendingPathComponent("plugins").path])
        #expect(config.render.pluginDirectories.isEmpty)
        #expect(config.render.pluginPermission == .callerChoicesOnly)
        #expect(config.render.pluginTimeout == 5)
        #expect(config.render.renderOptions["a11y.format"] == "json")
        #expect(config.render.renderOptions["ansi.columns"] == "60")
        // Tree JSON names artwork relative to the config's folder unless told otherwise.
        #expect(config.render.renderOptions["json.base-directory"] == base.path)
        let lint = try #require(config.lint)
        #expect(lint.file == "preview.json")
        #expect(lint.path == "lint")
        #expect(lint.isObject)
    }

    @Test func theLintSectionIsHandedOnWithItsLocation() throws {
        let text = "\u{FEFF}{\"lint\": 1, \"renderOptions\": {\"lint\": 2}, \"lint\" : [ \"a\\\"]\" , {\"b\": 1.50} ]\n}"
        let folder = try ScratchFolder()
        let config = try PreviewConfig.load(from: try folder.write("preview.json", Data(text.utf8)), displayName: "preview.json")
        // The last of repeated keys, as everywhere: its elements keep their paths.
        let elements = try #require(config.lint?.elements)
        #expect(elements.map(\.path) == ["lint[0]", "lint[1]"])
        #expect(elements[0].string == "a\"]")
        #expect(config.warnings.map(\.description) == [
            "preview.json: lint: key appears more than once, the last value is used",
        ])
    }

    @Test func defaults() throws {
        let config = try load("{}")
        #expect(config.matrices == [VariantMatrix()])
        #expect(config.campaigns.isEmpty)
        #expect(config.goldens.isEmpty)
        #expect(config.output.lastPathComponent == ".preview")
        #expect(config.reportDirectory.path.hasSuffix(".preview/report"))
        #expect(config.diff == DiffSettings())
        #expect(config.lint == nil)
    }

    @Test func everyWrongValueIsOneLineWithItsPath() throws {
        let lines = try problems("""
            {
              "campaigns": 3,
              "matrix": { "devices": ["iphone-15", "iphone-14"], "orientations": "sideways", "languages": ["en", "e"],
                          "textSizes": ["l", "huge"], "formats": ["PNG"] },
              "diff": { "threshold": 2, "maxDiffPixels": 1, "maxDiffRatio": 0.1, "ignore": ["0,0,-1,2"] },
              "goldens": 7,
              "pluginTimeout": 0
            }
            """)
        #expect(lines == [
            "preview.json: campaigns: expected a path or glob pattern, or an array of them, found number 3",
            "preview.json: matrix.devices[1]: expected one of iphone-se, iphone-16e, iphone-15, iphone-16, iphone-16-pro, iphone-15-pro-max, iphone-16-pro-max, ipad-mini, ipad-air-11, ipad-pro-13, found string \"iphone-14\"",
            "preview.json: matrix.orientations: expected portrait or landscape, found string \"sideways\"",
            "preview.json: matrix.languages[1]: expected a language code such as en, ar or pt-BR, found string \"e\"",
            "preview.json: matrix.textSizes[1]: expected a text size: xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4, ax5, or a UIKit name such as accessibilityExtraLarge, found string \"huge\"",
            "preview.json: matrix.formats[0]: expected a format name (lowercase letters, digits and '-'), found string \"PNG\"",
            "preview.json: diff.threshold: expected a number from 0 (exact) to 1, found number 2",
            "preview.json: diff.maxDiffRatio: expected at most one of maxDiffPixels and maxDiffRatio, found both",
            "preview.json: diff.ignore[0]: expected a region \"X,Y,W,H\" in pixels (X, Y from 0; W, H above 0), found string \"0,0,-1,2\"",
            "preview.json: goldens: expected a folder path, or an object of format name to folder path, found number 7",
            "preview.json: pluginTimeout: expected seconds, more than 0 and at most 3600, found number 0",
        ])
    }

    /// `pngScale` caps the pixels per point of every device (whole scales 1 to 3);
    /// a misspelling is refused like any unknown key.
    @Test func pngScaleIsAWholeScaleFromOneToThree() throws {
        #expect(try load(#"{"pngScale": 1}"#).render.maximumScale == 1)
        #expect(try load("{}").render.maximumScale == nil)
        #expect(try problems(#"{"pngScale": 1.5}"#) == ["preview.json: pngScale: expected 1, 2 or 3 (the most pixels per point PNGs are drawn at), found number 1.5"])
        #expect(try problems(#"{"pngScale": 4}"#) == ["preview.json: pngScale: expected 1, 2 or 3 (the most pixels per point PNGs are drawn at), found number 4"])
        #expect(try problems(#"{"pngscale": 1}"#) == [#"preview.json: pngscale: unknown key (did you mean "pngScale"?)"#])
        let settings = try load(#"{"pngScale": 2}"#).render
        #expect(settings.drawnDevice(DeviceCatalog.builtIn.device(named: "iphone-15")!).scale == 2)
        #expect(settings.drawnDevice(DeviceCatalog.builtIn.device(named: "iphone-se")!).scale == 2, "a 2x device stays 2x")
    }

    /// An ignore rule names a region or an element (identifier or role), never both.
    @Test func ignoreRulesNameARegionOrAnElement() throws {
        let config = try load(#"{"diff": {"ignore": [{"element": "gameball.message.close", "devices": ["iphone-15"]}, {"element": "body"}]}}"#)
        #expect(config.diff.ignore == [IgnoreRule(.element("gameball.message.close"), devices: ["iphone-15"]), IgnoreRule(.element("body"))])
        #expect(config.diff.maskedElements == ["body", "gameball.message.close"])
        #expect(try problems(#"{"diff": {"ignore": [{"element": "close"}]}}"#).first?.hasPrefix(
            #"preview.json: diff.ignore[0].element: expected an accessibility identifier such as "gameball.message.close", or a role: screen, "#) == true)
        #expect(try problems(#"{"diff": {"ignore": [{"region": "0,0,1,1", "element": "body"}]}}"#)
            == ["preview.json: diff.ignore[0].element: expected one of region and element, found both"])
        #expect(try problems(#"{"diff": {"ignore": [{"devices": ["iphone-15"]}]}}"#)
            == [#"preview.json: diff.ignore[0].region: expected a region "X,Y,W,H" in pixels, or an "element" of the box tree, found nothing (key missing)"#])
    }

    /// `artwork` turns fetching on, with its cache beside the config; off by default.
    @Test func artworkFetchIsOptIn() throws {
        let folder = try ScratchFolder()
        let config = try load(#"{"artwork": {"fetch": true, "timeout": 2, "caFile": "ca.pem"}}"#, in: folder)
        let base = folder.url.standardizedFileURL
        #expect(config.render.artworkFetch == .init(cache: base.appendingPathComponent(".preview/artwork-cache"), timeout: 2,
                                                    caFile: base.appendingPathComponent("ca.pem").path))
        #expect(try load(#"{"artwork": {"fetch": false, "cache": "c"}}"#).render.artworkFetch == nil)
        #expect(try load("{}").render.artworkFetch == nil)
        #expect(try problems(#"{"artwork": {"cache": "c"}}"#)
            == ["preview.json: artwork.fetch: expected true to fetch https artwork the asset folder lacks, or false, found nothing (key missing)"])
        #expect(try problems(#"{"artwork": {"fetch": true, "timout": 2}}"#) == [#"preview.json: artwork.timout: unknown key (did you mean "timeout"?)"#])
    }

    /// `artwork.allowFrom` widens where artwork may be read, as
    /// `--allow-artwork-from` does; the folders must exist.
    @Test func artworkFoldersAllowedByTheConfig() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("brand"), withIntermediateDirectories: true)
        let config = try load(#"{"artwork": {"allowFrom": ["brand"]}}"#, in: folder)
        #expect(config.render.allowedArtworkFolders == [folder.url.standardizedFileURL.appendingPathComponent("brand")])
        #expect(config.render.artworkFetch == nil)
        #expect(try problems(#"{"artwork": {"allowFrom": ["no-such-folder"]}}"#)
            == [#"preview.json: artwork.allowFrom[0]: expected an existing folder (relative to preview.json), found string "no-such-folder""#])
        #expect(try problems(#"{"artwork": {"allowFrom": "brand"}}"#)
            == [#"preview.json: artwork.allowFrom: expected a list of folders artwork may also be read from, such as ["brand-artwork"], found string "brand""#])
    }

    /// Must show: a misspelt axis (`orientation` for `orientations`) would halve
    /// the matrix and still pass, so every unknown key is an error naming the key meant.
    @Test func unknownKeysAreErrorsWithTheKeyMeant() throws {
        #expect(try problems(#"{"campaign": ["a"], "matrix": {"orientation": "all"}, "diff": {"treshold": 0.2}}"#) == [
            #"preview.json: campaign: unknown key (did you mean "campaigns"?)"#,
            #"preview.json: matrix.orientation: unknown key (did you mean "orientations"?)"#,
            #"preview.json: diff.treshold: unknown key (did you mean "threshold"?)"#,
        ])
    }

    @Test func syntaxErrorsHaveALineAndColumn() throws {
        let syntax = try problems("{\n  \"campaigns\": [\"a\",]\n}")
        #expect(syntax.count == 1)
        #expect(syntax.first?.hasPrefix("preview.json: $: expected valid JSON, found ") == true)
        #expect(syntax.first?.contains("at line 2, column") == true, "\(syntax)")
        #expect(try problems("[]") == ["preview.json: $: expected a JSON object (the preview.json settings), found an array"])
        #expect(try problems("") == ["preview.json: $: expected a JSON object, found an empty file"])
    }

    @Test func aMissingFileOrFolderIsOneProblem() throws {
        let folder = try ScratchFolder()
        #expect(throws: InputProblems.self) { try PreviewConfig.load(from: folder.url.appendingPathComponent("preview.json")) }
        #expect(throws: InputProblems.self) { try PreviewConfig.load(from: folder.url) }
    }

    @Test func valuesMayBeInlineAndTheirProblemsNameTheirFile() throws {
        #expect(try load(#"{"values": {"player_name": "Sam", "points": 3, "vip": true}}"#).render.values
            == ["player_name": "Sam", "points": "3", "vip": "true"])
        let folder = try ScratchFolder()
        try folder.write("values.json", #"{"a": [1]}"#)
        do {
            _ = try load(#"{"values": "values.json"}"#, in: folder)
            Issue.record("no error")
        } catch let error as InputProblems {
            #expect(error.problems.count == 1)
            #expect(error.problems[0].path == "a")
            #expect(error.problems[0].file.hasSuffix("values.json"))
        }
        #expect(try problems(#"{"values": {"a": null}}"#) == ["preview.json: values.a: expected a string, number or bool, found null"])
        #expect(try problems(#"{"assets": "nowhere"}"#) == ["preview.json: assets: expected an existing folder, found string \"nowhere\" (no such folder)"])
    }

    @Test func flagsOverrideEveryMatrix() throws {
        let config = try load(#"{"campaigns": ["a"], "matrix": [{"campaigns": ["b"], "devices": "all"}, {"languages": ["fr"]}]}"#)
        let overridden = MatrixOverrides(campaigns: ["c"], devices: .list(["iphone-se"]), textSizes: .list([.extraSmall])).applied(to: config)
        #expect(overridden.campaigns == ["c"])
        #expect(overridden.matrices.map(\.campaigns) == [nil, nil])
        #expect(overridden.matrices.map(\.devices) == [.list(["iphone-se"]), .list(["iphone-se"])])
        #expect(overridden.matrices.map(\.languages) == [.list(["en"]), .list(["fr"])])
        #expect(overridden.matrices.map(\.textSizes) == [.list([.extraSmall]), .list([.extraSmall])])
    }

    @Test func locateFindsPreviewJSONInAFolder() throws {
        let folder = try ScratchFolder()
        #expect(PreviewConfig.locate(in: folder.url) == nil)
        try folder.write("preview.json", "{}")
        #expect(PreviewConfig.locate(in: folder.url)?.lastPathComponent == "preview.json")
    }
}
