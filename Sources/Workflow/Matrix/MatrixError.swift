import CampaignModel
import JSONReading
import Layout
import LogText

/// A matrix that names something that does not exist.
public enum MatrixError: Error, Equatable, CustomStringConvertible {
    /// A device id the run's catalog (`known`, built-in and custom ids) lacks.
    case unknownDevice(String, known: [String])
    /// A campaign's localization key, taken as a language by `languages: campaign`,
    /// that is not a language code: it would become part of output file names.
    case invalidLanguage(code: String, campaign: String)

    public var description: String {
        switch self {
        case .unknownDevice(let id, let known):
            "unknown device '\(id.logSafe)'" + (Suggestion.closest(to: id, in: known).map { " (did you mean '\($0)'?)" } ?? "")
                + "; 'preview-cli devices' lists the built-in ones, and --device-file or \"deviceFiles\" adds a team's own"
        case .invalidLanguage(let code, let campaign):
            "\(campaign.logSafe): localizations: expected language codes such as en, ar or pt-BR (they name output files), "
                + "found \"\(String(code.prefix(80)).logSafe)\""
        }
    }
}
