/// Encoded with a `type` tag, so the box-tree JSON reads
/// `{"type": "color", "color": "#RRGGBB"}` rather than Swift's synthesized
/// `{"color": {"_0": …}}`; plugins in any language can switch on `type`.
extension Fill {
    private enum CodingKeys: String, CodingKey {
        case type, color, top, bottom
    }

    private enum Kind: String, Codable {
        case color, linearGradient
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .type) {
        case .color:
            self = .color(try container.decode(RGBAColor.self, forKey: .color))
        case .linearGradient:
            self = .linearGradient(top: try container.decode(RGBAColor.self, forKey: .top),
                                   bottom: try container.decode(RGBAColor.self, forKey: .bottom))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .color(let color):
            try container.encode(Kind.color, forKey: .type)
            try container.encode(color, forKey: .color)
        case .linearGradient(let top, let bottom):
            try container.encode(Kind.linearGradient, forKey: .type)
            try container.encode(top, forKey: .top)
            try container.encode(bottom, forKey: .bottom)
        }
    }
}
