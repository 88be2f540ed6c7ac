/// What a reviewer decided about one output in `golden review`.
enum ReviewDecision: Codable, Equatable, Sendable {
    /// Its golden now holds the output (written by Accept, or found so on disk).
    case accepted
    /// Left as it is: the golden stays, and the change is to be fixed in the campaign or code.
    case rejected
    /// Accept could not write the golden; the reason, for the card.
    case failed(String)

    private enum CodingKeys: String, CodingKey { case decision, message }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .accepted: try container.encode("accepted", forKey: .decision)
        case .rejected: try container.encode("rejected", forKey: .decision)
        case .failed(let message):
            try container.encode("failed", forKey: .decision)
            try container.encode(message, forKey: .message)
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .decision) {
        case "accepted": self = .accepted
        case "rejected": self = .rejected
        default: self = .failed(try container.decodeIfPresent(String.self, forKey: .message) ?? "")
        }
    }
}
