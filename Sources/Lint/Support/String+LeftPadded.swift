import BoxTreeModel
extension String {
    /// The string with leading zeros up to `width` characters (for code points).
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
