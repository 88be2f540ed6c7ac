/// Encoded with a `type` tag (`close` or `chevron`) and the case's fields
/// beside it; see `docs/box-tree.md`.
extension Glyph {
    private enum CodingKeys: String, CodingKey {
        case type, color, background, visibleSize, pointsRight
    }

    private enum Kind: String, Codable {
        case close, chevron
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .type) {
        case .close:
            self = .close(color: try container.decode(RGBAColor.self, forKey: .color),
                          background: try container.decodeIfPresent(RGBAColor.self, forKey: .background),
                          visibleSize: try container.decode(Double.self, forKey: .visibleSize))
        case .chevron:
            self = .chevron(color: try container.decode(RGBAColor.self, forKey: .color),
                            pointsRight: try container.decode(Bool.self, forKey: .pointsRight))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .close(let color, let background, let visibleSize):
            try container.encode(Kind.close, forKey: .type)
            try container.encode(color, forKey: .color)
            try container.encodeIfPresent(background, forKey: .background)
            try container.encode(visibleSize, forKey: .visibleSize)
        case .chevron(let color, let pointsRight):
            try container.encode(Kind.chevron, forKey: .type)
            try container.encode(color, forKey: .color)
            try container.encode(pointsRight, forKey: .pointsRight)
        }
    }
}
