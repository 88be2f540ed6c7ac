import Foundation
import TestSupport
import Testing

/// Bad command lines: exit 2, one clear error on stderr, nothing on stdout,
/// and no output file.
@Suite struct UsageErrorTests {
    /// A bad command line and what the user must be told.
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var message: String
        /// The help to point at, or `nil` for input (not usage) errors.
        var hint: String?
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let renderHint = "Try 'preview-cli render --help'."
    static let toolHint = "Try 'preview-cli --help'."

    /// `$C` stands for an existing campaign file, `$O` for an output path in a
    /// folder that exists, `$D` for the scratch folder.
    static let cases: [Case] = [
        Case(arguments: [], message: "no command given; expected one of: render, matrix, lint, formats, themes, devices, diff, golden", hint: toolHint),
        Case(arguments: ["rendr", "$C"], message: "unknown command 'rendr'; did you mean 'render'?", hint: toolHint),
        Case(arguments: ["--verison"], message: "unknown option '--verison'; did you mean '--version'?", hint: toolHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--devcie", "iphone-se"],
             message: "unknown option '--devcie'; did you mean '--device'?", hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--text-szie", "ax1"],
             message: "did you mean '--text-size'?", hint: renderHint),
        Case(arguments: ["devices", "--jsn"], message: "unknown option '--jsn'; did you mean '--json'?",
             hint: "Try 'preview-cli devices --help'."),
        Case(arguments: ["render", "$C"], message: "png output is binary and cannot be printed: give an output file with -o PATH",
             hint: renderHint),
        Case(arguments: ["render", "$C", "--format", "a11y,json"],
             message: "a11y, json: several formats need an output base name: give -o PATH", hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--format", "png,../evil"],
             message: "invalid value 'png,../evil' for --format: '../evil' is not a format name", hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--format", "png,"],
             message: "invalid value 'png,' for --format: a format name is empty", hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--format", "nope", "--plugin-dir", "$D"],
             message: "unknown format 'nope': it is not built in (png, a11y, json, ansi, svg, pdf) and no executable preview-renderer-nope was found in $D (--plugin-dir)",
             hint: "Try 'preview-cli formats' to list the formats."),
        Case(arguments: ["render", "$C", "-o", "$O", "--a11y-format", "yaml"],
             message: "invalid value 'yaml' for --a11y-format", hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--plugin-timeout", "0"],
             message: "invalid value '0' for --plugin-timeout: expected a number of seconds greater than 0", hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--plugin-dir", "$D/none"], message: "plugin folder does not exist: $D/none"),
        Case(arguments: ["render", "-o", "$O"], message: "missing argument CAMPAIGN", hint: renderHint),
        Case(arguments: ["render", "$C", "-o"], message: "option '-o' needs a value", hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--device", "iphone-14"],
             message: "invalid value 'iphone-14' for --device: expected one of iphone-se, iphone-16e, iphone-15, iphone-16, iphone-16-pro, iphone-15-pro-max, iphone-16-pro-max, ipad-mini, ipad-air-11, ipad-pro-13",
             hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--orientation", "sideways"],
             message: "invalid value 'sideways' for --orientation: expected one of portrait, landscape", hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--direction=rlt"],
             message: "invalid value 'rlt' for --direction", hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--text-size", "huge"],
             message: "invalid value 'huge' for --text-size: expected one of xs, s, m, l", hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--background", "#12"],
             message: "invalid value '#12' for --background: expected a colour #RGB, #RRGGBB or #RRGGBBAA", hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--background", "#GGHHII"],
             message: "invalid value '#GGHHII' for --background", hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--background", "white"],
             message: "invalid value 'white' for --background: no such file", hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--value", "player_name"],
             message: "invalid value 'player_name' for --value: expected KEY=VALUE", hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--value", "=Sam"],
             message: "invalid value '=Sam' for --value: the key before '=' is empty", hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--value", "{player_name}=Sam"],
             message: "write name=value for {name}", hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--lang", "ar.json"],
             message: "invalid value 'ar.json' for --lang", hint: renderHint),
        Case(arguments: ["render", "$C", "-o", "$O", "--quiet=yes"],
             message: "option '--quiet' does not take a value", hint: renderHint),
        Case(arguments: ["render", "$C", "extra.json", "-o", "$O"], message: "unexpected argument 'extra.json'", hint: renderHint),
        // Input errors: the command line is well formed, so no usage hint.
        Case(arguments: ["render", "$D/missing.json", "-o", "$O"], message: "campaign file not found: $D/missing.json"),
        Case(arguments: ["render", "$D", "-o", "$O"], message: "campaign file is a directory: $D"),
        Case(arguments: ["render", "$C", "-o", "$D/no/such/folder/out.png"], message: "output folder does not exist: $D/no/such/folder"),
        Case(arguments: ["render", "$C", "-o", "$D"], message: "output path is a directory: $D"),
        Case(arguments: ["render", "$C", "-o", "$O", "--assets", "$D/art"], message: "assets folder does not exist: $D/art"),
        Case(arguments: ["render", "$C", "-o", "$O", "--assets", "$C"], message: "assets folder is not a directory: $C"),
        Case(arguments: ["render", "$C", "-o", "$O", "--values", "$D/values.json"], message: "values file not found: $D/values.json"),
        Case(arguments: ["render", "$C", "-o", "$O", "--values", "$D/bad-values.json"],
             message: "$D/bad-values.json: level: expected a string, number or bool, found an array"),
        Case(arguments: ["render", "$C", "-o", "$O", "--values", "$D/not-json.json"],
             message: "$D/not-json.json: $: expected valid JSON, found unexpected \"p\" where a quoted object key was expected at line 1, column 2"),
    ]

    @Test(arguments: cases)
    func badCommandLinesExitTwoWithOneClearError(_ testCase: Case) throws {
        let scratch = try ScratchFolder()
        let campaign = try scratch.file("campaign.json", #"{"id": "c1", "type": "modal"}"#)
        try scratch.file("bad-values.json", #"{"player_name": "Sam", "level": [1, 2]}"#)
        try scratch.file("not-json.json", "{player_name: Sam")
        let output = scratch.path("out.png")
        func expand(_ text: String) -> String {
            text.replacingOccurrences(of: "$C", with: campaign).replacingOccurrences(of: "$O", with: output)
                .replacingOccurrences(of: "$D", with: scratch.url.path)
        }

        let result = try PreviewCLI.run(testCase.arguments.map(expand))

        #expect(result.exitCode == 2, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("preview-cli: error: ") == true, "\(result)")
        #expect(lines.first?.contains(expand(testCase.message)) == true, "\(result)")
        #expect(lines.dropFirst().first == testCase.hint, "\(result)")
        #expect(lines.count == (testCase.hint == nil ? 1 : 2), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: output), "no output after an error")
    }

    @Test func aBadDeviceNameListsEveryValidName() throws {
        let scratch = try ScratchFolder()
        let campaign = try scratch.file("c.json", "{}")
        let result = try PreviewCLI.run(["render", campaign, "-o", scratch.path("o.png"), "--device", "iphone15"])
        #expect(result.exitCode == 2)
        for id in ["iphone-se", "iphone-16e", "iphone-15", "iphone-16", "iphone-16-pro", "iphone-15-pro-max", "iphone-16-pro-max", "ipad-mini", "ipad-air-11", "ipad-pro-13"] { #expect(result.stderr.contains(id)) }
        #expect(result.stderr.contains("did you mean 'iphone-15'?"))
    }

    @Test func errorsAreNotColouredWhenStderrIsNotATerminal() throws {
        let result = try PreviewCLI.run(["render"])
        #expect(result.exitCode == 2)
        #expect(!result.stderr.contains("\u{1B}"))
    }
}
