#if canImport(Glibc)
import Glibc
#endif
import ArgumentParsing
import Foundation
import LogText
import LoopbackHTTP
import Workflow

/// `preview-cli golden review [--from RESULT]`: serves the report on
/// 127.0.0.1 with Accept and Reject buttons, writing accepted goldens as
/// `golden record --from` does, until Ctrl-C.
enum GoldenReviewCommand: Command {
    static let from = Option.repeating(
        "from", valueName: "RESULT",
        help: "Review a check's result instead of checking here: a result.json, or a folder holding one or every "
            + "shard-I-of-N.json of a run (a downloaded CI artifact). Refused unless it covers exactly this config's outputs.")
    static let port = Option.value(
        "port", valueName: "N", help: "The port on 127.0.0.1 to listen on, 1024 to 65535 (default: one the system picks).")
    static let noOpen = Option.flag(
        "no-open", help: "Do not open the page in a browser (it is opened only on a terminal, with xdg-open and a display).")

    static let exitStatus = HelpSection(title: "Exit status", rows: [
        .init("0", "Stopped by Ctrl-C (SIGINT) or SIGTERM, after serving; the decisions made are on disk."),
        .init("2", "Usage or input error: bad option, no or invalid preview.json, a --from result that does not match the "
              + "config, --shard, a port in use; nothing was served."),
        .init("5", "Internal failure: the first check could not run, or the server could not start."),
    ])

    static let spec = CommandSpec(
        name: "golden review",
        summary: "Review changed previews in the browser, with Accept and Reject, and write accepted goldens.",
        discussion: "Checks every variant as 'golden check' does (or reads a CI result with --from), then serves the report "
            + "on 127.0.0.1 at an address holding a secret token, printed on stdout. Each changed output, and each group of "
            + "outputs that changed the same way, has Accept and Reject; 'Accept all shown' accepts what the filters show. "
            + "Accept writes the golden from the result's copy of the output, through the same confined, atomic code as "
            + "'golden record --from'. While it runs, an edited campaign or golden is noticed within a second: the variants are "
            + "checked again and the page reloads (with --from, only goldens are watched). Ctrl-C stops it.",
        positionals: [MatrixFlags.campaigns],
        options: [from, port, noOpen] + GoldenFlags.options + [GoldenCheckCommand.noCache],
        sections: [
            exitStatus,
            HelpSection(title: "Examples", lines: [
                "preview-cli golden review",
                "preview-cli golden review --from ~/Downloads/preview-shards",
                "preview-cli golden review --port 8123 --no-open",
            ]),
        ])

    static func run(_ arguments: ParsedArguments, console: Console, keeping kept: KeptUntilExit) throws -> Int32 {
        try GoldenFlags.guarded(console: console) { try review(arguments, console: console, keeping: kept) }
    }

    private static func review(_ arguments: ParsedArguments, console: Console, keeping kept: KeptUntilExit) throws -> Int32 {
        var portNumber: UInt16 = 0
        if let text = arguments.value(port) {
            guard let value = UInt16(text), value >= 1024 else {
                throw ArgumentError.invalidValue(option: port.displayName, value: text, reason: "expected a port from 1024 to 65535")
            }
            portNumber = value
        }
        var workflow = try GoldenFlags.workflow(arguments, console: console, keeping: kept)
        if workflow.shard != nil {
            throw ArgumentError.invalidValue(option: MatrixFlags.shard.displayName, value: arguments.value(MatrixFlags.shard) ?? "",
                                             reason: "a review needs every variant; review a sharded run's results with --from")
        }
        if !arguments.isSet(GoldenCheckCommand.noCache) {
            workflow.checkCache = GoldenCheckCache(folder: GoldenWorkflow.defaultCheckCacheFolder(for: workflow.config))
        }
        let plan: VariantPlan
        switch GoldenFlags.plan(workflow, console: console) {
        case .success(let found): plan = found
        case .failure(let failure): return failure.status
        }
        let sources = arguments.values(from)
        let quiet = arguments.isSet(GoldenFlags.quiet)
        let bar = sources.isEmpty && !quiet ? ProgressBar.make(total: plan.variants.count, label: "variants") : nil
        let session: ReviewSession
        do throws(WorkflowError) {
            session = try ReviewSession(workflow: workflow, plan: plan, sources: sources, progress: bar)
        } catch {
            bar?.finish()
            return ExitFailure(error, console: console).status
        }

        let token = ReviewRoutes.makeToken()
        // The port is known only once bound, and the routes check it in Host.
        let box = RoutesBox()
        let server: LoopbackServer
        switch Result(catching: { () throws(LoopbackServerError) in
            try LoopbackServer(port: portNumber) { request in box.routes?.respond(request) ?? .text(503, "starting") }
        }) {
        case .success(let started): server = started
        case .failure(let error):
            console.error(error.description)
            if case .portInUse = error { return ExitCode.usageOrInputError.rawValue }
            return ExitCode.internalFailure.rawValue
        }
        let routes = ReviewRoutes(token: token, port: server.port, session: session)
        box.routes = routes
        let stops = StopSignals.install()
        server.start()
        let watcher = EditWatcher(session: session, console: console)
        watcher.start()

        let origin = sources.isEmpty ? "" : " (from \(sources.joined(separator: ", ").logSafe))"
        console.out("golden review\(origin): \(session.reviewCount) outputs to review; Accept writes goldens in "
                    + "\(workflow.config.goldens.all.map { workflow.config.displayPath($0).logSafe }.joined(separator: ", "))\n"
                    + "  open \(routes.address)\n  Ctrl-C stops the server.\n")
        if !arguments.isSet(noOpen) {
            _ = BrowserOpener.open(routes.address, isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
        }

        let signal = stops.wait()
        watcher.stop()
        server.stop()
        session.removePage()
        console.out("golden review: stopped (\(signal == SIGINT ? "Ctrl-C" : "SIGTERM")); \(session.acceptedCount) accepted, "
                    + "\(session.rejectedCount) rejected\n")
        return ExitCode.success.rawValue
    }

    /// Holds the routes for the server's handler, which exists before them.
    private final class RoutesBox: @unchecked Sendable {
        var routes: ReviewRoutes?
    }
}
