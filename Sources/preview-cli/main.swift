import ArgumentParsing
import Foundation

// The composition root: declare the tool, route the command line, print and exit.
// To add a command, write a type conforming to `Command` and list it here.

let commands: [any Command.Type] = [RenderCommand.self, MatrixCommand.self, LintCommand.self, FormatsCommand.self, ThemesCommand.self,
                                    DevicesCommand.self, DiffCommand.self,
                                    GoldenCheckCommand.self, GoldenRecordCommand.self, GoldenReportCommand.self,
                                    GoldenReviewCommand.self]

let tool = CommandLineTool(
    name: "preview-cli",
    version: ToolVersion.current,
    summary: "Render previews of mobile in-app messages (slide-ups, modals, full screens) as a device would show them.",
    commands: commands.map { $0.spec },
    sections: [ExitCode.helpSection,
               HelpSection(title: "Examples", lines: ["preview-cli render examples/welcome-modal.json -o modal.png --lang ar",
                                                     "preview-cli lint examples/*.json"])])

let console = Console.standard()

@MainActor func usageHint(_ spec: CommandSpec?) -> String {
    "Try '\(tool.path(of: spec)) --help'."
}

@MainActor func run(_ invocation: Invocation, keeping kept: KeptUntilExit) -> Int32 {
    switch invocation {
    case .toolHelp:
        console.out(HelpFormatter(colored: console.colorsOutput).help(for: tool))
    case .version:
        console.out("preview-cli \(tool.version)\n")
    case .completion(let shell):
        console.out(CompletionScript.script(for: tool, shell: shell, values: CompletionValues.current()))
    case .commandHelp(let spec):
        console.out(HelpFormatter(colored: console.colorsOutput).help(for: spec, commandPath: tool.path(of: spec)))
    case .usageError(let error, let spec):
        console.error(error.description, hint: usageHint(spec))
        return ExitCode.usageOrInputError.rawValue
    case .run(let spec, let arguments):
        guard let command = commands.first(where: { $0.spec.name == spec.name }) else {
            console.error("internal failure: no implementation for command '\(spec.name)'")
            return ExitCode.internalFailure.rawValue
        }
        do {
            return try command.run(arguments, console: console, keeping: kept)
        } catch let error as ArgumentError {
            console.error(error.description, hint: usageHint(spec))
            return ExitCode.usageOrInputError.rawValue
        } catch InputError.problems(let lines) {
            for line in lines { console.error(line) }
            return ExitCode.usageOrInputError.rawValue
        } catch let error as InputError {
            console.error(error.description)
            return ExitCode.usageOrInputError.rawValue
        } catch {
            console.error("internal failure: \(error)")
            return ExitCode.internalFailure.rawValue
        }
    }
    return ExitCode.success.rawValue
}

/// Runs the command line and ends the process with the command's sessions
/// still referenced (see `KeptUntilExit`): freeing them would only delay the exit.
@MainActor func runAndExit() -> Never {
    let kept = KeptUntilExit()
    KeptUntilExit.exit(run(tool.route(Array(CommandLine.arguments.dropFirst())), keeping: kept), keepingAlive: kept)
}

runAndExit()
