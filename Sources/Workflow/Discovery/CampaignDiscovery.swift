import CampaignModel
import Foundation
import InputFiles
import JSONReading
import Pipeline

/// Finds the campaign files that paths, folders and glob patterns name.
///
/// A file named directly is a campaign unless its name says it is a
/// companion (rule 2 below, so a shell's `campaigns/*.json` can take
/// `values.json` along): if it does not decode, that is an error. Campaigns are our own format or another SDK's message
/// (Braze, Radar, Firebase, Adobe), read through `MessageImporter` as
/// `render` reads them. Files a folder or a pattern reaches are taken by these rules,
/// in order, so a repository's campaign folder can hold its other JSON:
///
/// 1. hidden files and folders (`.git`, `.preview`), the excluded folders
///    (outputs, goldens, reports) and anything but `*.json` are not looked at;
/// 2. by name: `values.json` and `*.values.json` (placeholder values),
///    `manifest.json` (asset manifests), `preview.json`, `package.json`,
///    `package-lock.json`, `tsconfig.json` (configs), `theme.json` and
///    `*.theme.json` (themes), `*.a11y.json` and `*.tree.json` (outputs of a
///    previous run) are skipped;
/// 3. by content: JSON with none of the campaign keys (`id`, `type`,
///    `header`, `body`, `buttons`, ...) and none of another SDK's message
///    shapes is skipped as not a campaign (theme files among them);
/// 4. the rest are campaigns; one that does not decode is an error (or,
///    with `keepingInvalid`, kept in `DiscoveredCampaigns.invalid`).
///
/// Output names: a campaign reached through a folder or pattern is named by
/// its path below that folder (or below the pattern's wildcard-free prefix)
/// without `.json`: `campaigns/` holding `promos/spring.json` gives
/// `promos/spring`. A file named directly is named by its file name. Any
/// character but letters, digits, `.`, `_` and `-` becomes `-`. Two files
/// with the same name are an error rather than a silent overwrite. `-` is
/// one campaign read from standard input, named `stdin`.
public struct CampaignDiscovery: Sendable {
    /// Folders never walked into, such as the output and goldens folders.
    public var excludedFolders: [URL]
    /// For patterns `preview.json` names: the file's folder, which every
    /// file they reach must lie in, links followed (a committed link must
    /// not bring a file from elsewhere in), and how messages name the file.
    public var confinement: (folder: RepositoryFolder, config: String)?

    public init(excluding excludedFolders: [URL] = [], confinedTo confinement: (folder: RepositoryFolder, config: String)? = nil) {
        self.excludedFolders = excludedFolders.map(\.standardizedFileURL)
        self.confinement = confinement
    }

    /// The campaigns `patterns` name, in the order found (sorted within each
    /// folder), each file once.
    /// - Parameters:
    ///   - base: what relative patterns are relative to (the current
    ///     folder on a command line, the config's folder in `preview.json`).
    ///   - keepingInvalid: return files that do not decode in `invalid`
    ///     instead of throwing `invalidCampaigns`.
    public func discover(_ patterns: [String], relativeTo base: URL,
                         keepingInvalid: Bool = false) throws(DiscoveryError) -> DiscoveredCampaigns {
        var candidates: [Candidate] = []
        for pattern in patterns {
            let found = try candidatesFor(pattern, base: base)
            guard !found.isEmpty else { throw .noCampaigns(pattern: pattern, skipped: 0) }
            candidates += found
        }
        if let (folder, config) = confinement {
            // Before any file is read, so nothing outside is opened.
            for candidate in candidates where candidate.standardInput == nil && folder.placement(of: candidate.url) != .inside {
                throw .outsideRepository(path: candidate.displayPath, pattern: candidate.pattern, config: config)
            }
        }
        var loaded: [String: Loaded] = [:]
        var campaigns: [CampaignFile] = []
        var skipped: [SkippedFile] = []
        var invalid: [InvalidCampaignFile] = []
        for candidate in candidates where loaded[candidate.url.path] == nil {
            var result = Self.load(candidate)
            if let folder = confinement?.folder, case .campaigns(let files) = result {
                result = .campaigns(files.map { file in
                    var file = file
                    file.repository = folder
                    return file
                })
            }
            loaded[candidate.url.path] = result
            switch result {
            case .campaigns(let files): campaigns += files
            case .skipped(let reason): skipped.append(SkippedFile(path: candidate.displayPath, reason: reason))
            case .invalid(let error): invalid.append(InvalidCampaignFile(url: candidate.url, displayPath: candidate.displayPath, error: error))
            }
        }
        guard keepingInvalid || invalid.isEmpty else { throw .invalidCampaigns(invalid.flatMap(\.error.problems)) }
        // A folder or pattern that reaches nothing is a typo; a companion named
        // directly came along with a shell's `*.json`, unless it is all there is.
        for pattern in patterns {
            let reached = candidates.filter { $0.pattern == pattern }
            let usable = reached.contains { candidate in
                if case .skipped = loaded[candidate.url.path] { return candidate.explicit && !(campaigns.isEmpty && invalid.isEmpty) }
                return true
            }
            if !usable { throw .noCampaigns(pattern: pattern, skipped: reached.count) }
        }
        try Self.checkUniqueKeys(campaigns)
        return DiscoveredCampaigns(campaigns: campaigns, skipped: skipped, invalid: invalid)
    }

    /// Two different files must not share a key.
    static func checkUniqueKeys(_ campaigns: [CampaignFile]) throws(DiscoveryError) {
        var byKey: [String: CampaignFile] = [:]
        for campaign in campaigns {
            if let other = byKey[campaign.key], other.url != campaign.url {
                throw .duplicateKey(key: campaign.key, paths: [other.displayPath, campaign.displayPath])
            }
            byKey[campaign.key] = campaign
        }
    }

    // MARK: - Rules

    /// Why a file a folder or pattern reached is not a campaign, judged by its
    /// name alone; `nil` when its contents decide.
    public static func skipReason(forName name: String) -> SkippedFile.Reason? {
        let lower = name.lowercased()
        switch lower {
        case "values.json": return .valuesFile
        case "manifest.json": return .assetManifest
        case "preview.json", "package.json", "package-lock.json", "tsconfig.json": return .configFile
        case "theme.json": return .themeFile
        default: break
        }
        if lower.hasSuffix(".values.json") { return .valuesFile }
        if lower.hasSuffix(".theme.json") { return .themeFile }
        if lower.hasSuffix(".a11y.json") || lower.hasSuffix(".tree.json") { return .previewOutput }
        return nil
    }

    /// Why JSON text is not a campaign; `nil` when it is ours or another SDK's message.
    public static func skipReason(forContents data: Data) -> SkippedFile.Reason? {
        MessageSource.detect(data) == nil ? .notACampaign : nil
    }

    // MARK: - Walking

    struct Candidate {
        var url: URL
        var displayPath: String
        var key: String
        /// Named directly: decoded whatever its contents (only its name can skip it).
        var explicit: Bool
        var pattern: String
        /// What `-` read from standard input; `nil` for a file, read when loaded.
        var standardInput: Result<Data, FileContents.Failure>? = nil
    }

    /// `-`: one campaign on standard input, named `-` in messages and
    /// `stdin` in output names. Its relative artwork, `assets/` folder and
    /// `values.json` are found from `base`, as `render -` finds them.
    private func standardInputCandidate(base: URL) -> Candidate {
        let contents = Result { () throws(FileContents.Failure) -> Data in
            try FileContents.readStandardInput(limit: CampaignDecoder.maximumFileSize)
        }
        return Candidate(url: base.appendingPathComponent("stdin.json").standardizedFileURL, displayPath: "-", key: "stdin",
                         explicit: true, pattern: "-", standardInput: contents)
    }

    private func candidatesFor(_ pattern: String, base: URL) throws(DiscoveryError) -> [Candidate] {
        if pattern == "-" { return [standardInputCandidate(base: base)] }
        let glob = GlobPattern(pattern)
        let root = pattern.hasPrefix("/") ? URL(fileURLWithPath: "/") : base
        let start = glob.literalPrefix.reduce(root) { $0.appendingPathComponent(String($1)) }.standardizedFileURL
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: start.path, isDirectory: &isDirectory)
        let display = { (relative: String) -> String in
            let prefix = glob.literalPrefix.joined(separator: "/")
            let head = pattern.hasPrefix("/") ? "/" + prefix : prefix
            return head.isEmpty ? relative : relative.isEmpty ? head : head + "/" + relative
        }
        guard GlobPattern.hasWildcards(pattern) else {
            guard exists else { throw .notFound(path: pattern) }
            if !isDirectory.boolValue {
                let stem = start.deletingPathExtension().lastPathComponent
                return [Candidate(url: start, displayPath: pattern, key: Self.safeKey([Substring(stem)]), explicit: true, pattern: pattern)]
            }
            return walk(start).map { relative in
                Candidate(url: start.appendingPathComponent(relative.joined(separator: "/")), displayPath: display(relative.joined(separator: "/")),
                          key: Self.key(relative), explicit: false, pattern: pattern)
            }
        }
        guard exists, isDirectory.boolValue else { return [] }
        let remainder = glob.remainder
        return walk(start).filter(remainder.matches).map { relative in
            Candidate(url: start.appendingPathComponent(relative.joined(separator: "/")), displayPath: display(relative.joined(separator: "/")),
                      key: Self.key(relative), explicit: false, pattern: pattern)
        }
    }

    /// Every non-hidden `*.json` file below `folder`, as path segments
    /// relative to it, sorted so the order never depends on the file system.
    private func walk(_ folder: URL) -> [[Substring]] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            guard !excludedFolders.contains(directory.standardizedFileURL),
                  let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    pending.append(path)
                } else if name.lowercased().hasSuffix(".json") {
                    found.append(path)
                }
            }
        }
        return found.sorted().map { $0.split(separator: "/") }
    }

    /// The relative path without `.json`, made safe for file names.
    static func key(_ relative: [Substring]) -> String {
        var segments = relative
        if let last = segments.last, last.lowercased().hasSuffix(".json") { segments[segments.count - 1] = last.dropLast(5) }
        return safeKey(segments)
    }

    /// `name` made safe as a campaign key (an outputs folder): letters,
    /// digits, `.`, `_`, `-` and `/` between levels; anything else becomes `-`.
    public static func safeKey(_ name: String) -> String {
        safeKey(name.split(separator: "/"))
    }

    static func safeKey(_ segments: [Substring]) -> String {
        segments.map { segment in
            String(segment.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "-" })
        }.joined(separator: "/")
    }

    // MARK: - Loading

    enum Loaded {
        /// One, or one per message of a file of several (a Firebase fetch response, an Adobe rules file).
        case campaigns([CampaignFile])
        case skipped(SkippedFile.Reason)
        case invalid(InputProblems)
    }

    static func load(_ candidate: Candidate) -> Loaded {
        if candidate.standardInput == nil, let reason = skipReason(forName: candidate.url.lastPathComponent) { return .skipped(reason) }
        let data: Data
        do throws(FileContents.Failure) {
            if let standardInput = candidate.standardInput {
                data = try standardInput.get()
            } else {
                data = try FileContents.read(path: candidate.url.path, limit: CampaignDecoder.maximumFileSize)
            }
        } catch {
            let expected = candidate.standardInput == nil ? "a readable campaign file" : "a campaign on standard input"
            return .invalid(InputProblems(problems: [
                InputProblem(file: candidate.displayPath, path: "", expected: expected, found: error.description)]))
        }
        if !candidate.explicit, let reason = skipReason(forContents: data) { return .skipped(reason) }
        do {
            // As `render` reads a message: detected, else taken as ours (whose decoder then says what is wrong).
            let messages = try MessageImporter().decodeAll(data, file: candidate.displayPath, from: nil, fallback: .gameball)
            // Each message of a file of several goes under its own key: `<file key>/message-<n>`.
            return .campaigns(messages.map { imported in
                let key = imported.entry.map { "\(candidate.key)/message-\($0.number)" } ?? candidate.key
                return CampaignFile(url: candidate.url, displayPath: candidate.displayPath, key: key,
                                    campaign: imported.campaign, warnings: imported.warnings, adobeFrame: imported.adobeFrame)
            })
        } catch {
            return .invalid(error)
        }
    }
}
