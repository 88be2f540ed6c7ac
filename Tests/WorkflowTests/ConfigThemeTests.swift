import CampaignModel
import Foundation
import JSONReading
import Layout
import Pipeline
import TestSupport
import Testing
@testable import Workflow

/// `"theme"` in preview.json: the theme CI draws every variant in, held to
/// the config's folder like every path the file names.
@Suite struct ConfigThemeTests {
    func load(_ json: String, in folder: ScratchFolder, replacing: Set<ConfigSetting> = []) throws -> PreviewConfig {
        try PreviewConfig.load(from: try folder.write("preview.json", json), displayName: "preview.json", replacing: replacing)
    }

    func problems(_ json: String, in folder: ScratchFolder) throws -> [String] {
        do {
            _ = try load(json, in: folder)
            return ["no problem"]
        } catch let error as InputProblems {
            return error.problems.map(\.description)
        }
    }

    @Test func aBuiltInThemeByName() throws {
        let config = try load(#"{"theme": "braze"}"#, in: try ScratchFolder())
        #expect(config.render.theme == (try ThemeCatalog.standard().builtIn(named: "braze").theme))
        #expect(config.render.theme != Theme.gameball)
    }

    @Test func withoutAThemeKeyTheRunIsGameball() throws {
        #expect(try load("{}", in: try ScratchFolder()).render.theme == Theme.gameball)
    }

    @Test func aThemeFileInsideTheFolder() throws {
        let folder = try ScratchFolder()
        _ = try folder.write("themes/ours.json", #"{"extends": "braze", "modal": {"cornerRadius": 3}}"#)
        let config = try load(#"{"theme": "themes/ours.json"}"#, in: folder)
        let expected = try ThemeCatalog.standard().theme(folder.path("themes/ours.json")).theme
        #expect(config.render.theme == expected)
        #expect(config.render.theme != (try ThemeCatalog.standard().builtIn(named: "braze").theme))
    }

    @Test func aThemeFileOutsideTheFolderIsRefusedBeforeItIsRead() throws {
        let folder = try ScratchFolder()
        let lines = try problems(#"{"theme": "../elsewhere/theme.json"}"#, in: folder)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("preview.json: theme: expected a theme file inside") == true, "\(lines)")
    }

    @Test func anUnknownNameListsTheBuiltIns() throws {
        let lines = try problems(#"{"theme": "brazee"}"#, in: try ScratchFolder())
        #expect(lines == [#"preview.json: theme: expected a built-in theme (gameball, braze, firebase, radar) or a theme file's path (with '/' or ending in .json), found string "brazee""#],
                "\(lines)")
    }

    @Test func aBadThemeFilesProblemsNameThatFile() throws {
        let folder = try ScratchFolder()
        _ = try folder.write("ours.json", #"{"modal": {"cornerRadius": "round"}}"#)
        let lines = try problems(#"{"theme": "ours.json"}"#, in: folder)
        #expect(lines.count == 1)
        #expect(lines.first?.contains("ours.json") == true && lines.first?.contains("modal.cornerRadius") == true, "\(lines)")
        #expect(try problems(#"{"theme": 7}"#, in: folder).first?.hasPrefix("preview.json: theme: expected a built-in theme's name") == true)
    }

    @Test func theCallersThemeLeavesTheFilesUnjudged() throws {
        let config = try load(#"{"theme": "../outside.json"}"#, in: try ScratchFolder(), replacing: [.theme])
        #expect(config.render.theme == Theme.gameball)
    }
}
