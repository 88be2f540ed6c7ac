import Foundation
import Testing
import TestSupport

/// `preview.json` as a pull request could write it (docs/security.md,
/// "preview.json: the repository's folder only"): its paths stay in its
/// folder, it never makes the tool run a program, and a plugin never sees
/// the caller's secrets. Each case runs the real binary in `work/`, whose
/// `preview.json` is the hostile one, and checks that nothing outside
/// `work/out/` changed.
extension HostileInputTests {
    // MARK: 7. preview.json's paths stay in its folder

    @Test func goldensOutsideTheConfigsFolderAreRefused() throws {
        let world = try World()
        for goldens in ["../victim", world.outside.path] {
            try world.write("preview.json", #"{"campaigns": ["c.json"], "goldens": "\#(goldens)"}"#)
            for command in [["golden", "check"], ["golden", "record", "--force", "--update", "all"]] {
                let result = try world.run(command + ["-o", "out/result"])
                expectError(result, 2, mentioning: #"preview.json: goldens: expected a folder inside the folder of preview.json"#)
                // Long strings are shortened in messages, as everywhere.
                #expect(result.stderr.contains(#"found string "\#(goldens.prefix(20))"#) && result.stderr.contains(", outside that folder"),
                        "\(result)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: world.scratch.url.appendingPathComponent("victim").path))
        // The command line's folder is the caller's choice, used as given.
        let given = try world.run(["golden", "record", "--force", "--goldens", "out/goldens", "-o", "out/result"])
        #expect(given.exitCode == 0, "\(given)")
    }

    @Test func artworkAllowedFromTheRootIsRefused() throws {
        let world = try World()
        try world.campaign(imageURL: world.outside.appendingPathComponent("secret.png").path)
        try world.write("preview.json", #"{"campaigns": ["art.json"], "artwork": {"allowFrom": ["/"]}}"#)
        for command in [["matrix", "--config", "preview.json", "-o", "out/m"], ["lint"]] {
            let result = try world.run(command)
            expectError(result, 2, mentioning: #"preview.json: artwork.allowFrom[0]: expected a folder inside the folder of preview.json"#)
            #expect(result.stderr.contains("--allow-artwork-from"), "\(result)")
        }
        #expect(!FileManager.default.fileExists(atPath: world.work.appendingPathComponent("out/m").path))
        // Whether a folder exists outside is not told: the same words for one that does not.
        try world.write("preview.json", #"{"campaigns": ["art.json"], "assets": "../outside"}"#)
        let present = try world.run(["lint"])
        try world.write("preview.json", #"{"campaigns": ["art.json"], "assets": "../nowhere"}"#)
        let absent = try world.run(["lint"])
        expectError(present, 2, mentioning: "preview.json: assets: ")
        #expect(absent.stderr.replacingOccurrences(of: "nowhere", with: "outside") == present.stderr)
    }

    @Test func anArtworkCacheOutsideTheConfigsFolderIsRefused() throws {
        let world = try World()
        try world.scratch.link("work/cache-link", to: world.outside.path)
        for cache in ["../outside/cache", "/tmp", "cache-link/cache"] {
            try world.write("preview.json", #"{"campaigns": ["c.json"], "artwork": {"fetch": true, "cache": "\#(cache)"}}"#)
            let result = try world.run(["matrix", "--config", "preview.json", "-o", "out/m"])
            expectError(result, 2, mentioning: #"preview.json: artwork.cache: expected a folder inside the folder of preview.json"#)
        }
        // The default cache, .preview/artwork-cache, committed as a link out.
        try world.scratch.link("work/.preview", to: world.outside.path)
        try world.write("preview.json", #"{"campaigns": ["c.json"], "artwork": {"fetch": true}}"#)
        let linked = try world.run(["matrix", "--config", "preview.json", "-o", "out/m"])
        expectError(linked, 2, mentioning: #"artwork.cache: expected a folder inside the folder of preview.json"#)
        #expect(linked.stderr.contains(#"found the default ".preview/artwork-cache", which leads out of that folder through a symbolic link"#))
        // Given on the command line, it is the caller's.
        let given = try world.run(["matrix", "--config", "preview.json", "-o", "out/m", "--artwork-cache", "out/cache"])
        #expect(given.exitCode == 0, "\(given)")
    }

    @Test func aCommittedReportLinkIsNotWrittenThrough() throws {
        let world = try World()
        try FileManager.default.createDirectory(at: world.work.appendingPathComponent(".preview"), withIntermediateDirectories: true)
        try world.scratch.link("work/.preview/report", to: world.outside.path)
        try world.write("preview.json", #"{"campaigns": ["c.json"], "goldens": "goldens"}"#)
        let result = try world.run(["golden", "check"])
        expectError(result, 2, mentioning: #"preview.json: report: expected a folder inside the folder of preview.json"#)
        #expect(result.stderr.contains("which leads out of that folder through a symbolic link"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: world.outside.appendingPathComponent("index.html").path))
        // The same link as the written report folder, and as a folder the run makes below the output.
        try world.write("preview.json", #"{"campaigns": ["c.json"], "goldens": "goldens", "report": ".preview/report/x"}"#)
        expectError(try world.run(["golden", "check"]), 2, mentioning: "preview.json: report: ")
        try FileManager.default.removeItem(at: world.work.appendingPathComponent(".preview/report"))
        try world.scratch.link("work/.preview/result", to: world.outside.path)
        try world.write("preview.json", #"{"campaigns": ["c.json"], "goldens": "goldens"}"#)
        expectError(try world.run(["golden", "check"]), 2,
                    mentioning: "preview.json: output: .preview/result leads out of the folder of preview.json through a symbolic link")
        // The command line's folders are the caller's.
        let given = try world.run(["golden", "check", "-o", "out/result", "--report", "out/report"])
        #expect(given.exitCode == 1 && given.stdout.contains("NEW"), "\(given)")
        #expect(FileManager.default.fileExists(atPath: world.work.appendingPathComponent("out/report/index.html").path))
    }

    // MARK: 8. preview.json alone never runs a program

    @Test func pluginsThatOnlyPreviewJSONAsksForDoNotRun() throws {
        let world = try World()
        // Leaves a mark in the output folder when it runs.
        let script = "#!/bin/sh\ncat >/dev/null\ntouch out/ran\necho ok\n"
        for folder in ["tools", "bin"] {
            try world.write("\(folder)/preview-renderer-evil", script)
            try FileManager.default.setAttributes([.posixPermissions: 0o755],
                                                  ofItemAtPath: world.work.appendingPathComponent("\(folder)/preview-renderer-evil").path)
        }
        let ran = world.work.appendingPathComponent("out/ran")
        let onPath = ["PATH": world.work.appendingPathComponent("bin").path + ":/usr/bin:/bin", "MESSAGEPREVIEW_ALLOW_PLUGINS": ""]

        // Found through the config's pluginDirs: refused, even for a format the command line names.
        try world.write("preview.json", #"{"campaigns": ["c.json"], "goldens": "out/goldens", "pluginDirs": ["tools"], "matrix": {"formats": ["evil"]}}"#)
        for extra in [[], ["--formats", "evil"]] {
            let result = try world.run(["golden", "check", "-o", "out/result"] + extra, environment: onPath)
            expectError(result, 2, mentioning: "format 'evil' would run the plugin")
            #expect(result.stderr.contains("found through pluginDirs in preview.json") && result.stderr.contains("--allow-plugins"), "\(result)")
            #expect(!FileManager.default.fileExists(atPath: ran.path), "the plugin ran: \(extra)")
        }
        // Named only by the config, found on PATH: refused too.
        try world.write("preview.json", #"{"campaigns": ["c.json"], "goldens": "out/goldens", "matrix": {"formats": ["evil"]}}"#)
        let named = try world.run(["matrix", "--config", "preview.json", "-o", "out/m"], environment: onPath)
        expectError(named, 2, mentioning: "and only preview.json names that format")
        #expect(!FileManager.default.fileExists(atPath: ran.path))

        // The caller's choices run, as before: the format on the command line, or permission.
        let chosen = try world.run(["matrix", "--config", "preview.json", "-o", "out/m", "--formats", "evil"], environment: onPath)
        #expect(chosen.exitCode == 0 && FileManager.default.fileExists(atPath: ran.path), "\(chosen)")
        try FileManager.default.removeItem(at: ran)
        let allowed = try world.run(["golden", "record", "--force", "-o", "out/result"],
                                    environment: onPath.merging(["MESSAGEPREVIEW_ALLOW_PLUGINS": "1"]) { _, new in new })
        #expect(allowed.exitCode == 0 && FileManager.default.fileExists(atPath: ran.path), "\(allowed)")
        try FileManager.default.removeItem(at: ran)
        let flag = try world.run(["golden", "check", "-o", "out/result", "--allow-plugins"], environment: onPath)
        #expect(flag.exitCode == 0 && FileManager.default.fileExists(atPath: ran.path), "\(flag)")
    }

    @Test func aPluginSeesNoSecretOfTheCaller() throws {
        let world = try World()
        try world.write("plugins/preview-renderer-env", "#!/bin/sh\ncat >/dev/null\nenv\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: world.work.appendingPathComponent("plugins/preview-renderer-env").path)
        let result = try world.run(["render", "c.json", "-f", "env", "--plugin-dir", "plugins", "-o", "out/c.env"],
                                   environment: ["SECRET_TOKEN": "hunter2", "GITHUB_TOKEN": "ghs_x", "AWS_SECRET_ACCESS_KEY": "k"])
        #expect(result.exitCode == 0, "\(result)")
        let seen = try String(contentsOf: world.work.appendingPathComponent("out/c.env"), encoding: .utf8)
        let names = Set(seen.split(separator: "\n").compactMap { $0.split(separator: "=", maxSplits: 1).first.map(String.init) })
        #expect(!seen.contains("hunter2") && !names.contains("SECRET_TOKEN") && !names.contains("GITHUB_TOKEN")
                && !names.contains("AWS_SECRET_ACCESS_KEY"), "\(seen)")
        #expect(seen.contains("LC_ALL=C.UTF-8") && names.contains("PATH"), "\(seen)")
        // Only what the plugin protocol documents (docs/renderers.md); the shell adds PWD itself.
        #expect(names.subtracting(["PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "PWD", "SHLVL", "_", "OLDPWD"]).isEmpty, "\(names)")
    }
}
