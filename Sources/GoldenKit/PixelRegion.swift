import Foundation

/// A rectangle of pixels: `x` and `y` are its top-left corner, counted from
/// the image's top-left. Used for ignore masks (a clock, an animated banner).
/// Immutable, so the checks of `init` always hold.
public struct PixelRegion: Hashable, Sendable, CustomStringConvertible {
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int

    /// A region must have a positive size and start inside the first quadrant;
    /// it may extend past the image, where it is clipped.
    public init(x: Int, y: Int, width: Int, height: Int) {
        precondition(x >= 0 && y >= 0 && width > 0 && height > 0, "invalid region \(x),\(y),\(width),\(height)")
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Parses `X,Y,W,H` as the command line writes it; `nil` unless all four
    /// are integers with `X, Y >= 0` and `W, H > 0`.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
              x >= 0, y >= 0, w > 0, h > 0 else { return nil }
        self.init(x: x, y: y, width: w, height: h)
    }

    /// `X,Y,W,H`, the form `init(parsing:)` reads.
    public var description: String { "\(x),\(y),\(width),\(height)" }
}
