extension String {
    /// The string with zeros in front up to `width` characters, as hex codes
    /// are written (`0A`, `U+00E9`).
    public func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
