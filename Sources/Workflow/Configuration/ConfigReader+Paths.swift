import CampaignModel
import Foundation
import InputFiles
import JSONReading

/// The paths `preview.json` names, judged: each must stay inside the file's
/// folder, links followed (`RepositoryFolder`), or the file is refused with
/// one located problem per path. A place outside is the caller's to give,
/// on the command line; the message says with which flag.
extension ConfigReader {
    /// `path` (written at `value`) made absolute, relative to the file's
    /// folder; `nil`, with an error, when it leaves that folder.
    /// - Parameters:
    ///   - what: what the path names, for the message ("a folder", "a file").
    ///   - flag: the command-line option that may name a place outside instead.
    mutating func path(_ path: String, at value: LocatedJSON, what: String, flag: String?) -> URL? {
        let url = resolve(path, in: folder)
        switch folder.placement(of: url) {
        case .inside:
            return url
        case .outside:
            log.error(value, expected: expectation(what, flag: flag), found: "\(value.summary), outside that folder")
        case .leadsOutside:
            log.error(value, expected: expectation(what, flag: flag),
                      found: "\(value.summary), which leads out of that folder through a symbolic link")
        }
        return nil
    }

    /// Each campaign path or pattern of `value` (a string or an array of
    /// them) whose folder part (before the first wildcard) leaves the file's
    /// folder is an error. Files a pattern reaches through links are judged
    /// when they are found (`CampaignDiscovery`).
    mutating func checkPatterns(_ value: LocatedJSON) {
        for element in value.elements ?? [value] {
            guard let pattern = element.string, !pattern.isEmpty, pattern != "-" else { continue }
            let prefix = GlobPattern(pattern).literalPrefix.joined(separator: "/")
            let written = pattern.hasPrefix("/") ? "/" + prefix : prefix
            _ = path(written.isEmpty ? "." : written, at: element, what: "campaign paths and patterns", flag: "campaign PATHS")
        }
    }

    /// A default place the file does not name (`.preview` for `output`), which
    /// must also stay in the folder: a committed link there would carry the
    /// writes out as surely as a written path.
    /// - Returns: whether the place stays in the folder.
    @discardableResult
    mutating func checkDefault(_ url: URL, key: String, shown: String, what: String, flag: String?, in root: LocatedJSON) -> Bool {
        guard folder.placement(of: url) != .inside else { return true }
        log.add(InputProblem(file: file, path: key, expected: expectation(what, flag: flag),
                             found: "the default \"\(shown)\", which leads out of that folder through a symbolic link"), at: root)
        return false
    }

    private func expectation(_ what: String, flag: String?) -> String {
        "\(what) inside the folder of \(file)" + (flag.map { " (one outside it can be given on the command line only, with \($0))" } ?? "")
    }

    private func resolve(_ path: String, in folder: RepositoryFolder) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.url.appendingPathComponent(path)).standardizedFileURL
    }
}
