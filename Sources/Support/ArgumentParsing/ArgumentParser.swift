/// Parses one command's arguments (the words after the command name) against
/// its ``CommandSpec``.
///
/// Rules, as in most Unix tools:
/// - `--name value`, `--name=value` and `-n value` give an option its value;
///   a value that itself starts with `-` must use the `--name=-value` form.
/// - `--` ends the options: every later word is positional.
/// - A lone `-` and negative numbers are positional (conventionally stdin, or data).
/// - Options and positionals may be mixed in any order.
public struct ArgumentParser: Sendable {
    public let spec: CommandSpec

    public init(_ spec: CommandSpec) {
        self.spec = spec
    }

    /// Whether `--help` or `-h` appears before `--`. Checked before parsing, so
    /// that help works even on a command line that would not parse.
    public static func requestsHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }

    public func parse(_ arguments: [String]) throws(ArgumentError) -> ParsedArguments {
        var result = ParsedArguments()
        var words: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                words.append(contentsOf: remaining)
                break
            }
            guard Self.looksLikeOption(argument) else {
                words.append(argument)
                continue
            }
            let (option, written, inlineValue) = try resolve(argument)
            try record(option, written: written, inlineValue: inlineValue, from: &remaining, into: &result)
        }
        try assignPositionals(words, into: &result)
        for option in spec.options where option.isRequired && !result.wasGiven(option) {
            throw .missingRequiredOption(option: option.displayName, valueName: option.valueName)
        }
        return result
    }

    static func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        let second = word[word.index(after: word.startIndex)]
        return !(second.isNumber || second == ".")
    }

    /// Finds the declared option an option-like word names.
    private func resolve(_ argument: String) throws(ArgumentError) -> (Option, written: String, inlineValue: String?) {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inlineValue = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
            if let option = spec.option(named: name) ?? (name == "help" ? CommandSpec.helpOption : nil) {
                return (option, "--" + name, inlineValue)
            }
            throw unknownOption("--" + name, typedName: name)
        }
        let body = argument.dropFirst()
        if body.count == 1, let letter = body.first,
           let option = spec.option(short: letter) ?? (letter == "h" ? CommandSpec.helpOption : nil) {
            return (option, argument, nil)
        }
        // `-device` is most likely `--device` with a dash missing.
        throw unknownOption(argument, typedName: String(body.prefix { $0 != "=" }))
    }

    private func unknownOption(_ written: String, typedName: String) -> ArgumentError {
        let names = (spec.options + [CommandSpec.helpOption]).map(\.name)
        return .unknownOption(written, suggestion: Spelling.suggestion(for: typedName, among: names).map { "--" + $0 })
    }

    private func record(_ option: Option, written: String, inlineValue: String?,
                        from remaining: inout ArraySlice<String>, into result: inout ParsedArguments) throws(ArgumentError) {
        guard option.takesValue else {
            if let inlineValue { throw .unexpectedValue(option: written, value: inlineValue) }
            result.flags.insert(option.name)
            return
        }
        let value: String
        if let inlineValue {
            value = inlineValue
        } else if let next = remaining.first, !Self.looksLikeOption(next) {
            value = next
            remaining.removeFirst()
        } else {
            throw .missingValue(option: written, valueName: option.valueName)
        }
        guard !value.isEmpty else { throw .missingValue(option: written, valueName: option.valueName) }
        if let choices = option.choices, !choices.contains(value) {
            let hint = Spelling.suggestion(for: value, among: choices).map { "; did you mean '\($0)'?" } ?? ""
            throw .invalidValue(option: written, value: value,
                                reason: "expected one of \(choices.joined(separator: ", "))" + hint)
        }
        result.optionValues[option.name, default: []].append(value)
    }

    private func assignPositionals(_ words: [String], into result: inout ParsedArguments) throws(ArgumentError) {
        var words = words[...]
        for positional in spec.positionals {
            switch positional.arity {
            case .required:
                guard let word = words.popFirst() else { throw .missingArgument(positional.name) }
                result.positionalValues[positional.name] = [word]
            case .optional:
                if let word = words.popFirst() { result.positionalValues[positional.name] = [word] }
            case .variadic:
                result.positionalValues[positional.name] = Array(words)
                words = []
            }
        }
        if let extra = words.first { throw .unexpectedArgument(extra) }
    }
}
