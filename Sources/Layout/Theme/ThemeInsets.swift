/// Padding inside a message, in points. Leading and trailing follow the
/// layout direction (leading is the left in English, the right in Arabic).
public struct ThemeInsets: Sendable, Equatable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same padding on all four sides.
    public init(_ all: Double) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }
}
