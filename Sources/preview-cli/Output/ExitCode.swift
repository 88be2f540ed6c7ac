import ArgumentParsing

/// The exit statuses of `preview-cli`: a contract scripts and CI rely on, the
/// same for every command. 1 is always a verdict a script can act on
/// ("previews changed", "error findings", "images differ") and never a crash;
/// a failure of this program is 5 everywhere.
enum ExitCode: Int32 {
    /// The command did what was asked and found nothing wrong.
    case success = 0
    /// A negative verdict: goldens or images differ (`golden`, `diff`), or
    /// error-level findings (`lint`). `render` and `matrix` never return it.
    case verdictFailed = 1
    /// The command line or an input file is wrong; nothing was written.
    case usageOrInputError = 2
    /// The outputs were written, but a device would not display the message.
    case notDisplayed = 3
    /// An external renderer plugin failed (non-zero exit, no output, timeout).
    case rendererFailed = 4
    /// A bug or an environment problem the user could not have caused (a
    /// built-in renderer failed, the bundled fonts are missing, a result or
    /// report could not be written): no verdict.
    case internalFailure = 5

    /// The one table of every command's statuses, for the top-level help
    /// (docs: README.md, "Exit status", which ExitStatusTableTests holds to it).
    static let helpSection = HelpSection(title: "Exit status", rows: [
        .init("0", "Success: render and matrix wrote every output and a device would display the message; golden: every "
              + "output matches its golden; lint: no error-level finding; diff: the images match; golden review: stopped by Ctrl-C."),
        .init("1", "A negative verdict, never a crash: golden check, record and report: outputs differ from their goldens or "
              + "have none (or a shard is missing); lint: error-level findings; diff: the images differ. Not used by render and matrix."),
        .init("2", "Usage or input error (bad option, unreadable or invalid file, a plan over a limit); nothing was written."),
        .init("3", "render and matrix: the outputs were written, but a device would not display the message "
              + "(unsupported type, orientation mismatch, artwork not ready); the reason is on stderr."),
        .init("4", "render, matrix and golden: an external renderer plugin failed (error exit, no output, or timeout)."),
        .init("5", "Internal failure, every command: a built-in renderer failed, the bundled fonts are missing, or a result "
              + "or report could not be written; there is no verdict."),
    ])
}
