extension BoxTree {
    /// Where the elements called `name` can be seen: the frame (points) of
    /// every box whose accessibility identifier is `name` (`gameball.message.close`)
    /// or, when `name` is a role (`body`, `button`), of every box with that
    /// role, cut to its ancestors' clips so content scrolled out of view
    /// masks nothing. Empty when the tree has no such element, or when it
    /// is clipped away entirely. In tree order.
    public func visibleFrames(ofElement name: String) -> [Rect] {
        let role = Box.Role(rawValue: name)
        var frames: [Rect] = []
        // `clip` is what the ancestors and the box itself leave visible; nil: no clip so far.
        func visit(_ box: Box, clip: Rect?, hidden: Bool) {
            var clip = clip, hidden = hidden
            if let own = box.clip {
                if let current = clip {
                    if let cut = own.clipped(to: current) { clip = cut } else { hidden = true }
                } else {
                    clip = own
                }
            }
            if !hidden, box.accessibility?.identifier == name || box.role == role {
                if let clip {
                    if let visible = box.frame.clipped(to: clip) { frames.append(visible) }
                } else {
                    frames.append(box.frame)
                }
            }
            for child in box.children { visit(child, clip: clip, hidden: hidden) }
        }
        visit(root, clip: nil, hidden: false)
        return frames
    }

    /// Every accessibility identifier in the tree, sorted, each once: the
    /// element names `visibleFrames(ofElement:)` accepts besides the roles.
    public var accessibilityIdentifiers: [String] {
        Set(allBoxes.compactMap { $0.accessibility?.identifier }).sorted()
    }
}
