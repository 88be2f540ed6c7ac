extension Rect {
    /// The part of this rectangle inside `other`, or `nil` when none is.
    public func clipped(to other: Rect) -> Rect? {
        let minX = max(self.minX, other.minX), maxX = min(self.maxX, other.maxX)
        let minY = max(self.minY, other.minY), maxY = min(self.maxY, other.maxY)
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rectangle's centre.
    public var centerPoint: Point { Point(x: midX, y: midY) }

    /// Whether `point` lies inside or on the edge.
    public func containsPoint(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}
