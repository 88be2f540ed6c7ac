import BoxTreeModel

/// A theme's paddings are `EdgeInsets` named by reading direction: layout
/// works in left-to-right flow coordinates and mirrors once at the end
/// (`Mirroring`), so there the leading side is the left and the trailing
/// side the right, in English and in Arabic alike.
extension EdgeInsets {
    /// The same inset on all four sides.
    public init(all: Double) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    /// `left` in flow coordinates: the side a line of text starts on.
    public var leading: Double {
        get { left }
        set { left = newValue }
    }

    /// `right` in flow coordinates.
    public var trailing: Double {
        get { right }
        set { right = newValue }
    }
}
