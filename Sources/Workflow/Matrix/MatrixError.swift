import CampaignModel
import JSONReading
import Layout
import LogText

/// A matrix that names something that does not exist.
public enum MatrixError: Error, Equatable, CustomStringConvertible {
    case unknownDevice(String)
    /// A campaign's localization key, taken as a language by `languages: campaign`,
    /// that is not a language code: it would become part of output file names.
    case invalidLanguage(code: String, campaign: String)

    public var description: String {
        switch self {
        case .unknownDevice(let id):
            "unknown device '\(id.logSafe)'" + (Suggestion.closest(to: id, in: DeviceCatalog.all.map(\.id)).map { " (did you mean '\($0)'?)" } ?? "")
                + "; 'preview-cli devices' lists them"
        case .invalidLanguage(let code, let campaign):
            "\(campaign.logSafe): localizations: expected language codes such as en, ar or pt-BR (they name output files), "
                + "found \"\(String(code.prefix(80)).logSafe)\""
        }
    }
}
