import BoxTreeModel
import Layout

// Names chosen not to collide with geometry helpers Layout may grow.
extension Rect {
    /// The part of this rectangle inside `other`, or `nil` when none is.
    func clipped(to other: Rect) -> Rect? {
        let minX = max(self.minX, other.minX), maxX = min(self.maxX, other.maxX)
        let minY = max(self.minY, other.minY), maxY = min(self.maxY, other.maxY)
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    var centerPoint: Point { Point(x: midX, y: midY) }

    func containsPoint(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}
