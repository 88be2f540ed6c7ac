/// The environment a plugin runs with: the few variables a program needs to
/// start and behave the same on every machine, and nothing else of the
/// caller's. CI jobs hold tokens and secrets in their environment
/// (`GITHUB_TOKEN`, cloud credentials, `SECRET_TOKEN`); a renderer needs none
/// of them, and one that never sees them cannot leak them, even if it logs
/// its environment or is a pull request's program run with permission.
///
/// | variable | value | why |
/// | --- | --- | --- |
/// | `PATH` | the caller's, without empty or relative entries; `/usr/local/bin:/usr/bin:/bin` when unset | how `#!/usr/bin/env python3` finds the interpreter the CI job installed (a tool cache, a virtualenv); a relative entry would resolve in the working folder, the repository |
/// | `HOME` | the caller's, when set | tools read their settings below it; not a secret |
/// | `TMPDIR` | the caller's, when set | where a plugin may keep scratch files |
/// | `LANG`, `LC_ALL` | `C.UTF-8` | the same text handling on every machine, so output can be a golden |
///
/// The box tree on standard input is the whole protocol; no other variable is set.
public enum PluginEnvironment {
    /// `PATH` for a caller that has none: the system's programs only.
    public static let fallbackPath = "/usr/local/bin:/usr/bin:/bin"
    /// The locale every plugin runs in.
    public static let locale = "C.UTF-8"

    /// The environment for a plugin, made from the caller's `environment`.
    public static func minimal(from environment: [String: String]) -> [String: String] {
        var result = ["LANG": locale, "LC_ALL": locale]
        let entries = (environment["PATH"] ?? "").split(separator: ":", omittingEmptySubsequences: true).filter { $0.hasPrefix("/") }
        result["PATH"] = entries.isEmpty ? fallbackPath : entries.joined(separator: ":")
        for name in ["HOME", "TMPDIR"] {
            if let value = environment[name], !value.isEmpty { result[name] = value }
        }
        return result
    }
}
