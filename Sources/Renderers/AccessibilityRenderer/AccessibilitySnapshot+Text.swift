extension AccessibilitySnapshot {
    /// The text form `preview-cli render --format a11y` prints.
    public var text: String { AccessibilityTextFormat.text(self) }
}
