import BoxTreeModel
/// The font a message element uses: a Dynamic Type style (so it grows with
/// the user's text size, as `UIFont.preferredFont` does), a weight and a scale.
public struct ThemeFont: Sendable, Equatable {
    public var style: TextStyle
    /// Use the style's emphasized weight (`UIFontDescriptor.traitBold`):
    /// Bold for the title styles, Semibold for the rest. `weight` wins when set.
    public var emphasized: Bool
    /// An explicit weight (`UIFont.preferredFont(textStyle:weight:)`); `nil`
    /// takes the style's own weight, or its emphasized one.
    public var weight: FontWeight?
    /// Multiplies the style's point size.
    public var scale: Double
    /// `false` fixes the size at the Large (default) text size, for SDKs that
    /// use `UIFont.systemFont(ofSize:)` rather than Dynamic Type.
    public var dynamicType: Bool

    public init(_ style: TextStyle, emphasized: Bool = false, weight: FontWeight? = nil, scale: Double = 1, dynamicType: Bool = true) {
        self.style = style
        self.emphasized = emphasized
        self.weight = weight
        self.scale = scale
        self.dynamicType = dynamicType
    }

    /// The resolved font at a text size, with the theme's overall scale applied.
    public func resolved(at category: ContentSizeCategory, themeScale: Double = 1) -> FontSpec {
        let size = style.pointSize(dynamicType ? category : .large) * scale * themeScale
        return FontSpec(style: style, size: size, weight: weight ?? (emphasized ? style.emphasizedWeight : style.weight))
    }
}
