import BoxTreeModel
import InputFiles
import JSONReading
import Layout

/// Walks the JSON of `preview.json` with the project's one JSON reader
/// (`JSONProblemLog`), so its problems read as a campaign file's: every one
/// at once, in document order, with file, JSON path, expected and found.
/// Readers return `nil` for an absent or wrong value (a wrong one is
/// recorded) so callers keep their defaults.
struct ConfigReader {
    var log: JSONProblemLog
    /// The file's folder: every path the file names must stay in it (`ConfigReader+Paths`).
    let folder: RepositoryFolder
    /// How messages name the file.
    let file: String
    /// Settings the caller gives itself: the file's values for them are
    /// neither used nor judged.
    let replaced: Set<ConfigSetting>
    /// The devices the matrices may name: the caller's, plus the file's
    /// `deviceFiles` once read (`ConfigReader+Devices`).
    var deviceCatalog: DeviceCatalog

    init(file: String, folder: RepositoryFolder, replacing replaced: Set<ConfigSetting> = [], devices: DeviceCatalog = .builtIn) {
        log = JSONProblemLog(file: file)
        self.file = file
        self.folder = folder
        self.replaced = replaced
        deviceCatalog = devices
    }

    /// Whether the file's value of `setting` is used (the caller did not replace it).
    func uses(_ setting: ConfigSetting) -> Bool { !replaced.contains(setting) }

    /// The known members of an object; every unknown key is an error (with
    /// the closest known key as a "did you mean"): a misspelt axis such as
    /// `"orientation"` would otherwise shrink the matrix and still pass.
    /// `nil` (and an error) when `value` is not an object.
    mutating func object(_ value: LocatedJSON, known: [String], expected: String = "an object") -> [String: LocatedJSON]? {
        guard value.isObject else {
            log.error(value, expected: expected)
            return nil
        }
        return log.members(of: value, known: known, unknownKeys: .error)
    }
}
