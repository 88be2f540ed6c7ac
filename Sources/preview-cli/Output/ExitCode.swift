import ArgumentParsing

/// The exit statuses of `preview-cli`: a contract scripts and CI rely on.
enum ExitCode: Int32 {
    /// The outputs were written and a device would display the message.
    case success = 0
    /// A bug or an environment problem the user could not have caused.
    case internalFailure = 1
    /// The command line or an input file is wrong; nothing was written.
    case usageOrInputError = 2
    /// The outputs were written, but a device would not display the message.
    case notDisplayed = 3
    /// An external renderer plugin failed (non-zero exit, no output, timeout); nothing was written.
    case rendererFailed = 4
    /// `golden` commands only, where 1 means "outputs differ": the run could
    /// not finish (a built-in renderer failed, the fonts are missing, a result
    /// or report could not be written), so there is no verdict.
    case noVerdict = 5

    /// The same statuses, for help text.
    static let helpSection = HelpSection(title: "Exit status", rows: [
        .init("0", "Success: the outputs were written and the message would be displayed."),
        .init("1", "Unexpected internal failure."),
        .init("2", "Usage or input error (bad option, unreadable or invalid file); nothing was written."),
        .init("3", "The outputs were written, but a device would not display the message "
              + "(unsupported type, orientation mismatch, artwork not ready); the reason is on stderr."),
        .init("4", "An external renderer plugin failed (error exit, no output, or timeout); nothing was written."),
    ])
}
