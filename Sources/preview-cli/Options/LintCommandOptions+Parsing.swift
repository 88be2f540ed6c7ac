import ArgumentParsing
import Foundation
import LintRunner
import LintRules
import Workflow

extension LintCommandOptions {
    /// Reads and checks `lint`'s arguments: the matrix as `matrix` and
    /// `golden` read it (`MatrixFlags` over `preview.json`), the lint section
    /// of the config. Throws `ArgumentError` for a malformed value and
    /// `InputError` for a file that is missing or unusable.
    init(_ arguments: ParsedArguments, console: Console) throws {
        typealias L = LintCommand
        var config = try WorkflowSetup.config(arguments, lookForConfig: true, defaultMatrix: .lintDefault, console: console)
        // Lint lays each variant out in its SDK's own look: a matrix's themes would only repeat its findings.
        config.matrices = config.matrices.map { matrix in
            var matrix = matrix
            matrix.themes = nil
            return matrix
        }
        if config.file == nil, arguments.values(MatrixFlags.campaigns).isEmpty {
            throw ArgumentError.missingArgument(MatrixFlags.campaigns.name)
        }
        let configuration = try WorkflowSetup.lintConfiguration(config)
        // `-o -` is standard output, as without -o.
        let output = arguments.value(L.output).flatMap { $0 == "-" ? nil : $0 }
        if let output { try RenderCommandOptions.requireOutputLocation(output) }
        self.init(config: config, hasValues: arguments.wasGiven(RenderCommand.valuesFile) || !config.render.values.isEmpty,
                  configuration: configuration, format: Format(rawValue: arguments.value(L.format) ?? "text") ?? .text, outputPath: output)
    }
}
