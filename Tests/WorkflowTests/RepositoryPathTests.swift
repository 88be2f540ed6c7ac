import CampaignModel
import Foundation
import JSONReading
import RenderCore
import TestSupport
import Testing
@testable import Workflow
import InputFiles

/// preview.json is the repository's: every path it names, and every default
/// place beside it that a run writes in, stays inside its folder with links
/// followed; the caller's settings are used as given (docs/security.md,
/// "preview.json: the repository's folder only").
@Suite struct RepositoryPathTests {
    /// `repo/` holds preview.json; `outside/` is a sibling, `repo/out-link` a link to it.
    final class World {
        let scratch: ScratchFolder
        var repo: URL { scratch.url.appendingPathComponent("repo") }
        var outside: URL { scratch.url.appendingPathComponent("outside") }

        init() throws {
            scratch = try ScratchFolder()
            try scratch.write("outside/values.json", #"{"a": "b"}"#)
            try scratch.write("repo/c.json", #"{"id": "c", "type": "slideup", "header": "Hi"}"#)
            try scratch.link("repo/out-link", to: outside.path)
        }

        func load(_ json: String, replacing: Set<ConfigSetting> = []) throws -> PreviewConfig {
            try PreviewConfig.load(from: scratch.write("repo/preview.json", json), displayName: "preview.json", replacing: replacing)
        }

        func problems(_ json: String) throws -> [String] {
            do {
                _ = try load(json)
                return []
            } catch let error as InputProblems {
                return error.problems.map(\.description)
            }
        }
    }

    @Test func placementAsWrittenThenWithLinksFollowed() throws {
        let world = try World()
        let folder = RepositoryFolder(world.repo)
        #expect(folder.placement(of: world.repo.appendingPathComponent("c.json")) == .inside)
        #expect(folder.placement(of: world.repo.appendingPathComponent("not/yet/made")) == .inside)
        #expect(folder.placement(of: world.repo) == .inside)
        #expect(folder.placement(of: world.repo.appendingPathComponent("../outside")) == .outside)
        #expect(folder.placement(of: URL(fileURLWithPath: "/")) == .outside)
        #expect(folder.placement(of: world.repo.appendingPathComponent("out-link")) == .leadsOutside)
        #expect(folder.placement(of: world.repo.appendingPathComponent("out-link/not/yet")) == .leadsOutside)
        // A dangling link is followed by a write as surely as a live one.
        try world.scratch.link("repo/dangling", to: world.scratch.url.appendingPathComponent("nowhere").path)
        #expect(folder.placement(of: world.repo.appendingPathComponent("dangling/x")) == .leadsOutside)
        try world.scratch.link("repo/inner-link", to: world.repo.appendingPathComponent("sub").path)
        try FileManager.default.createDirectory(at: world.repo.appendingPathComponent("sub"), withIntermediateDirectories: true)
        #expect(folder.placement(of: world.repo.appendingPathComponent("inner-link/x")) == .inside)
    }

    /// Every path key of preview.json, outside as written and through a link.
    @Test(arguments: [
        (#"{"campaigns": ["../outside/*.json"]}"#, "campaigns[0]"),
        (#"{"matrix": {"campaigns": "/etc"}}"#, "matrix.campaigns"),
        (#"{"goldens": "../outside"}"#, "goldens"),
        (#"{"goldens": {"png": "out-link/g"}}"#, "goldens.png"),
        (#"{"output": "/tmp/x"}"#, "output"),
        (#"{"report": "out-link"}"#, "report"),
        (#"{"assets": "../outside"}"#, "assets"),
        (#"{"values": "out-link/values.json"}"#, "values"),
        (#"{"background": "../outside/bg.png"}"#, "background"),
        (#"{"pluginDirs": ["tools", "../outside"]}"#, "pluginDirs[1]"),
        (#"{"renderOptions": {"json.base-directory": "/"}}"#, #"renderOptions["json.base-directory"]"#),
        (#"{"artwork": {"allowFrom": ["/"]}}"#, "artwork.allowFrom[0]"),
        (#"{"artwork": {"fetch": true, "cache": "out-link/cache"}}"#, "artwork.cache"),
        (#"{"artwork": {"fetch": true, "caFile": "/etc/ssl/certs/ca-certificates.crt"}}"#, "artwork.caFile"),
    ])
    func aPathOutsideTheFoldersIsALocatedError(json: String, path: String) throws {
        let world = try World()
        let problems = try world.problems(json)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.hasPrefix("preview.json: \(path): expected ") == true, "\(problems)")
        #expect(problems.first?.contains(" inside the folder of preview.json") == true, "\(problems)")
    }

    @Test func theDefaultsBesideTheFileAreJudgedToo() throws {
        let world = try World()
        try world.scratch.link("repo/.preview", to: world.outside.path)
        #expect(try world.problems("{}") == [
            #"preview.json: output: expected a folder inside the folder of preview.json (one outside it can be given on the command line only, "#
                + #"with --output), found the default ".preview", which leads out of that folder through a symbolic link"#,
        ])
        // Given by the caller, the output and the report below it are the caller's.
        let config = try world.load("{}", replacing: [.output])
        #expect(config.repositorySettings == Set(ConfigSetting.allCases).subtracting([.output]))
    }

    @Test func whatTheCallerReplacesIsNeitherUsedNorJudged() throws {
        let world = try World()
        let config = try world.load(#"{"goldens": "../outside", "assets": "/", "campaigns": ["/etc/*.json"]}"#,
                                    replacing: [.goldens, .assets, .campaigns])
        #expect(config.goldens.isEmpty)
        #expect(config.render.assetsDirectory == nil)
        #expect(config.confinement(of: .campaigns) == nil)
        #expect(config.confinement(of: .output) == RepositoryFolder(world.repo))
        // Campaigns given over the config are the caller's from then on.
        let overridden = MatrixOverrides(campaigns: ["/elsewhere"]).applied(to: try world.load("{}"))
        #expect(overridden.confinement(of: .campaigns) == nil)
    }

    @Test func campaignsReachedThroughALinkOutAreRefused() throws {
        let world = try World()
        try world.scratch.write("outside/d.json", #"{"id": "d", "type": "slideup", "header": "Hi"}"#)
        try FileManager.default.createDirectory(at: world.repo.appendingPathComponent("campaigns"), withIntermediateDirectories: true)
        try world.scratch.link("repo/campaigns/d.json", to: world.outside.appendingPathComponent("d.json").path)
        let config = try world.load(#"{"campaigns": ["campaigns/"]}"#)
        #expect(throws: PlanError.discovery(.outsideRepository(path: "campaigns/d.json", pattern: "campaigns/", config: "preview.json"))) {
            try VariantPlan.make(config: config, allFormats: ["png"])
        }
        // Named by the caller, the same file is the caller's choice.
        let given = MatrixOverrides(campaigns: [world.repo.appendingPathComponent("campaigns").path]).applied(to: config)
        #expect(try VariantPlan.make(config: given, allFormats: ["png"]).campaigns.count == 1)
    }

    @Test func anAssetFolderAboveTheRepositoryIsNotUsed() throws {
        let world = try World()
        try FileManager.default.createDirectory(at: world.scratch.url.appendingPathComponent("assets"), withIntermediateDirectories: true)
        let config = try world.load(#"{"campaigns": ["c.json"]}"#)
        let plan = try VariantPlan.make(config: config, allFormats: ["png"])
        let campaign = try #require(plan.campaigns.first)
        #expect(config.render.assetsDirectory(for: campaign) == nil)
        try FileManager.default.createDirectory(at: world.repo.appendingPathComponent("assets"), withIntermediateDirectories: true)
        #expect(config.render.assetsDirectory(for: campaign) == world.repo.appendingPathComponent("assets").standardizedFileURL)
    }

    @Test func aGoldenRunChecksTheFoldersItMakesBelowTheOutput() throws {
        let world = try World()
        try FileManager.default.createDirectory(at: world.repo.appendingPathComponent(".preview"), withIntermediateDirectories: true)
        try world.scratch.link("repo/.preview/result", to: world.outside.path)
        let config = try world.load(#"{"campaigns": ["c.json"], "goldens": "goldens"}"#)
        #expect(throws: WorkflowError.self) { try GoldenWorkflow(config: config).checkWriteFolders() }
        // Set in code after loading, the output is the caller's.
        var given = config
        given.output = world.outside
        try GoldenWorkflow(config: given).checkWriteFolders()
    }

    @Test func aConfigFilesPluginsNeedTheCallersPermission() throws {
        let world = try World()
        try FileManager.default.createDirectory(at: world.repo.appendingPathComponent("tools"), withIntermediateDirectories: true)
        let config = try world.load(#"{"pluginDirs": ["tools"], "matrix": {"formats": ["x"]}}"#)
        #expect(config.render.pluginPermission == .callerChoicesOnly)
        #expect(config.render.plugins.repositoryDirectories == [world.repo.appendingPathComponent("tools").standardizedFileURL.path])
        // Formats given over the config are the caller's; the config's folders still need permission.
        let overridden = MatrixOverrides(formats: .list(["x"])).applied(to: config)
        #expect(overridden.render.pluginPermission == PluginPermission(allowsEveryPlugin: false, callerFormats: nil))
        // A config made in code names everything itself.
        #expect(PreviewConfig(directory: world.repo).render.pluginPermission == .everyPlugin)
    }
}
