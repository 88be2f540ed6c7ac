import CampaignModel
import JSONReading
import LintRunner
import LintRules
import Pipeline

/// Why a preview could not be made; each case says what to fix.
public enum PreviewerError: Error, CustomStringConvertible {
    /// The bundled fonts could not be found or loaded.
    case fonts(String)
    /// The campaign does not decode: every problem, each naming the file, the
    /// JSON path, what was expected and what was found.
    case invalidCampaign([InputProblem])
    /// The device id is not in the catalog (the built-in devices and the
    /// previewer's device files).
    case unknownDevice(String, known: [String])
    /// A device file (`Previewer.init`'s `deviceFiles`) is invalid: every
    /// problem, each naming the file, the JSON path, what was expected and
    /// what was found.
    case deviceFile(InputProblems)
    /// The theme is unknown or its file is invalid.
    case theme(ThemeCatalogError)
    /// The `lint` section of the given `preview.json` is invalid.
    case lintConfiguration(InputProblems)
    /// The given `preview.json` is invalid (its `artwork` section, or any
    /// other key, as `golden check` would report it).
    case config(InputProblems)
    /// A renderer failed, or the format is unknown.
    case output(OutputError)

    public var description: String {
        switch self {
        case .fonts(let reason): reason
        case .invalidCampaign(let problems): problems.map(\.description).joined(separator: "\n")
        case .unknownDevice(let id, let known): "unknown device \"\(id)\"; known devices: \(known.joined(separator: ", "))"
        case .deviceFile(let error): error.description
        case .theme(let error): error.description
        case .lintConfiguration(let error): error.description
        case .config(let error): error.description
        case .output(let error): error.description
        }
    }
}
