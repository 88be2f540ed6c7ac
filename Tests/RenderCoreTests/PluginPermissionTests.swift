import Foundation
import RenderCore
import Testing

/// preview.json alone never makes the tool run a program (docs/security.md):
/// a plugin found through the config's folders, or for a format only the
/// config names, runs only with the caller's permission.
@Suite struct PluginPermissionTests {
    @Test func aPluginInTheConfigsFolderNeedsPermissionWhoeverNamedIt() throws {
        let mine = try PluginFolder(), theirs = try PluginFolder()
        let file = try theirs.add("x", "echo theirs")
        for permission in [PluginPermission.callerChoicesOnly, PluginPermission(allowsEveryPlugin: false, callerFormats: nil)] {
            let search = PluginSearch(directories: [mine.path], repositoryDirectories: [theirs.path], path: "", permission: permission)
            #expect(throws: RendererLookupError.notAllowed(name: "x", path: file.path, refusal: .repositoryFolder)) { try search.locate("x") }
        }
        let allowed = PluginSearch(directories: [mine.path], repositoryDirectories: [theirs.path], path: "",
                                   permission: PluginPermission(allowsEveryPlugin: true, callerFormats: []))
        #expect(try allowed.locate("x").path == file.path)
    }

    @Test func theCallersFolderComesFirstAndTheConfigsCannotShadowIt() throws {
        let mine = try PluginFolder(), theirs = try PluginFolder()
        let own = try mine.add("x", "echo mine")
        try theirs.add("x", "echo theirs")
        let search = PluginSearch(directories: [mine.path], repositoryDirectories: [theirs.path], path: "",
                                  permission: PluginPermission(allowsEveryPlugin: false, callerFormats: ["x"]))
        #expect(try search.locate("x").path == own.path)
        #expect(search.searchedFolders == ["\(mine.path) (--plugin-dir)", "\(theirs.path) (pluginDirs)"])
    }

    @Test func aFormatOnlyTheConfigNamesNeedsPermissionWhereverItIsFound() throws {
        let onPath = try PluginFolder()
        let file = try onPath.add("x", "echo path")
        let config = PluginSearch(path: onPath.path, permission: .callerChoicesOnly)
        #expect(throws: RendererLookupError.notAllowed(name: "x", path: file.path, refusal: .namedByConfig)) { try config.locate("x") }
        let named = PluginSearch(path: onPath.path, permission: PluginPermission(allowsEveryPlugin: false, callerFormats: ["x"]))
        #expect(try named.locate("x").path == file.path)
        #expect(try PluginSearch(path: onPath.path).locate("x").path == file.path)
    }

    @Test func theRefusalSaysHowToAllowIt() {
        let message = RendererLookupError.notAllowed(name: "evil", path: "/r/tools/preview-renderer-evil", refusal: .repositoryFolder).description
        #expect(message == "format 'evil' would run the plugin /r/tools/preview-renderer-evil, found through pluginDirs in preview.json; "
                + "preview.json alone never runs a program: give --allow-plugins (or set MESSAGEPREVIEW_ALLOW_PLUGINS=1) to run it")
        #expect(!message.contains("\n"))
    }

    @Test func theEnvironmentVariableIsOneOrZero() {
        #expect(PluginPermission.allowedByEnvironment([:]) == false)
        #expect(PluginPermission.allowedByEnvironment(["MESSAGEPREVIEW_ALLOW_PLUGINS": ""]) == false)
        #expect(PluginPermission.allowedByEnvironment(["MESSAGEPREVIEW_ALLOW_PLUGINS": "0"]) == false)
        #expect(PluginPermission.allowedByEnvironment(["MESSAGEPREVIEW_ALLOW_PLUGINS": "1"]) == true)
        #expect(PluginPermission.allowedByEnvironment(["MESSAGEPREVIEW_ALLOW_PLUGINS": "yes"]) == nil)
    }

    @Test func aPluginsEnvironmentHoldsNoSecret() {
        let caller = ["PATH": "/opt/py/bin::relative:/usr/bin", "HOME": "/home/ci", "TMPDIR": "/tmp/job", "LANG": "de_DE.ISO-8859-1",
                      "SECRET_TOKEN": "hunter2", "GITHUB_TOKEN": "ghs_x", "MESSAGEPREVIEW_FONTS": "/f", "LD_PRELOAD": "/evil.so"]
        #expect(PluginEnvironment.minimal(from: caller) == ["PATH": "/opt/py/bin:/usr/bin", "HOME": "/home/ci", "TMPDIR": "/tmp/job",
                                                            "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        #expect(PluginEnvironment.minimal(from: [:]) == ["PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
    }
}
