import Foundation
import JSONReading

/// The SDK a message file was written for.
public enum MessageSource: String, CaseIterable, Sendable {
    /// Our own campaign format (see `CampaignDecoder`).
    case gameball
    /// A Braze in-app message (`ABKInAppMessage` / Android `IInAppMessage` JSON).
    case braze
    /// A Radar in-app message (`title`, `body`, `button`, `image`, `metadata`).
    case radar
    /// A Firebase In-App Messaging campaign (`content.banner|modal|imageOnly|card`).
    case firebase
    /// An Adobe Journey Optimizer in-app message (HTML with `mobileParameters`).
    case adobe

    /// Guesses the format from the keys of a JSON object; `nil` when the
    /// data is not a JSON object or matches none of the formats.
    public static func detect(_ data: Data) -> MessageSource? {
        guard let root = try? JSONDocument.parse(data, file: "") else { return nil }
        return detect(root)
    }

    /// Checked from the most to the least distinctive shape: our format's
    /// keys (`id`, `type`, `header`) also appear in other vendors' files.
    static func detect(_ root: JSONNode) -> MessageSource? {
        guard let members = root.members else { return nil }
        // A file of several messages: Firebase's fetch response, Adobe's rules file.
        if let container = MessageContainer.detect(root) { return container }
        func member(_ key: String, of node: JSONNode?) -> JSONNode? {
            node?.members?.last { $0.key == key }?.value
        }
        func isObject(_ node: JSONNode?) -> Bool { node?.members != nil }

        let detail = member("detail", of: root)
        if isObject(member("mobileParameters", of: root)) || isObject(member("mobileParameters", of: detail))
            || isObject(member("mobileParameters", of: member("data", of: detail))) {
            return .adobe
        }

        let content = member("content", of: root) ?? member("messageContent", of: root)
        if FirebaseImporter.contentKeys.contains(where: { member($0, of: content) != nil })
            || isObject(member("vanillaPayload", of: root)) || isObject(member("experimentalPayload", of: root)) {
            return .firebase
        }

        if member("text", of: member("title", of: root)) != nil || member("text", of: member("body", of: root)) != nil {
            return .radar
        }

        let keys = Set(members.map(\.key))
        if !keys.isDisjoint(with: BrazeImporter.distinctiveKeys) {
            return .braze
        }
        if let type = member("type", of: root)?.stringValue {
            // Braze writes types in capitals; ours are lower case ("modal" is both).
            if BrazeImporter.typeNames.contains(type) { return .braze }
            return .gameball
        }
        // A theme file (`docs/themes.md`) shares `buttons` with campaigns but has no `id`.
        if !keys.contains("id"), !keys.isDisjoint(with: ["extends", "fontScale", "colors", "slideUp", "modal", "fullscreen", "close"]) {
            return nil
        }
        if !keys.isDisjoint(with: ["id", "header", "body", "buttons", "clickAction", "imageURL", "style", "localizations"]) {
            return .gameball
        }
        return nil
    }
}
