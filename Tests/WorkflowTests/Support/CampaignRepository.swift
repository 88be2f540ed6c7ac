import Foundation
import TestSupport
import Workflow

/// A user's repository in a scratch folder: the three bundled examples in
/// `campaigns/` (with their assets and values) and a `preview.json`.
struct CampaignRepository {
    static let examples = ["welcome-modal", "level-up-slideup", "summer-sale-fullscreen"]

    let folder: ScratchFolder

    init(config: String = CampaignRepository.defaultConfig) throws {
        folder = try ScratchFolder()
        for name in Self.examples {
            try folder.copy(Repository.examples.appendingPathComponent(name + ".json"), to: "campaigns/\(name).json")
        }
        try folder.copy(Repository.examples.appendingPathComponent("values.json"), to: "campaigns/values.json")
        try folder.copy(Repository.examples.appendingPathComponent("assets"), to: "campaigns/assets")
        try folder.write("preview.json", config)
    }

    /// 3 campaigns x 2 devices x 2 languages, PNG and the accessibility text: 12 variants, 24 outputs.
    static let defaultConfig = """
        {
          "campaigns": ["campaigns/"],
          "values": "campaigns/values.json",
          "goldens": "goldens",
          "matrix": { "devices": ["iphone-se", "iphone-15"], "languages": ["en", "ar"], "formats": ["png", "a11y"] }
        }
        """

    var url: URL { folder.url }
    var configFile: URL { url.appendingPathComponent("preview.json") }

    func config() throws -> PreviewConfig { try PreviewConfig.load(from: configFile) }

    func workflow(jobs: Int = 2, shard: Shard? = nil) throws -> GoldenWorkflow {
        GoldenWorkflow(config: try config(), jobs: jobs, shard: shard, makeSession: Repository.sessions)
    }

    /// Changes the colour of the welcome modal's first button: every welcome-modal PNG changes, no text does.
    func recolourButton(to colour: String = "#F5793D") throws {
        let file = url.appendingPathComponent("campaigns/welcome-modal.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        precondition(text.contains("\"backgroundColor\": \"#5B3DF5\""))
        try text.replacingOccurrences(of: "\"backgroundColor\": \"#5B3DF5\"", with: "\"backgroundColor\": \"\(colour)\"")
            .write(to: file, atomically: true, encoding: .utf8)
    }

    /// Inode and modification time of every golden, to prove which were touched.
    func goldenStamps() throws -> [String: String] {
        var stamps: [String: String] = [:]
        for path in folder.files(below: "goldens") {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.appendingPathComponent("goldens/" + path).path)
            let inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            stamps[path] = "\(inode)@\(modified)"
        }
        return stamps
    }
}
