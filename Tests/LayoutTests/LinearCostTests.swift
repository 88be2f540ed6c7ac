import BoxTreeModel
import CampaignModel
import Foundation
import Layout
import Synchronization
import Testing

/// Layout's cost grows with the campaign, not with its square: each button
/// is measured a fixed number of times whatever the number of buttons, and
/// adds a fixed number of boxes. (Time itself is measured by
/// `Benchmarks/bench-scaling.sh`, never here.) Counts are taken past a
/// campaign file's limit of 20 buttons, as a campaign built in code may.
@Suite struct LinearCostTests {
    /// Counts the text measurements layout asks for.
    final class CountingMeasurer: TextMeasuring {
        let calls = Mutex(0)
        func lines(for text: String, font: FontSpec, maxWidth: Double, alignment: PhysicalAlignment, direction: LayoutDirection) -> [TextLine] {
            calls.withLock { $0 += 1 }
            return FakeMeasurer().lines(for: text, font: font, maxWidth: maxWidth, alignment: alignment, direction: direction)
        }
    }

    /// Measurements and boxes for a campaign of `type` with `count` buttons.
    static func cost(_ type: MessageType, buttons count: Int) -> (measurements: Int, boxes: Int) {
        let buttons = (0..<count).map { Button(id: "b\($0)", text: "Button \($0)", action: .dismiss) }
        let campaign = Campaign(id: "many", type: type, header: "Header", body: "Body", buttons: buttons)
        let measurer = CountingMeasurer()
        let tree = LayoutEngine(measurer: measurer, artwork: FakeArtwork())
            .layout(campaign, in: Environment(device: DeviceCatalog.builtIn.devices[0], orientation: .portrait, textSize: .large))
        func boxes(_ box: Box) -> Int { 1 + box.children.map(boxes).reduce(0, +) }
        return (measurer.calls.withLock { $0 }, boxes(tree.root))
    }

    @Test(arguments: [MessageType.modal, .fullscreen, .slideup])
    func eachButtonCostsTheSameWhateverTheirNumber(_ type: MessageType) {
        let costs = [40, 80, 120].map { Self.cost(type, buttons: $0) }
        #expect(costs[2].measurements - costs[1].measurements == costs[1].measurements - costs[0].measurements, "\(costs)")
        #expect(costs[2].boxes - costs[1].boxes == costs[1].boxes - costs[0].boxes, "\(costs)")
        // A button is measured at most twice (its natural width, its lines).
        #expect(costs[1].measurements - costs[0].measurements <= 2 * 40, "\(costs)")
    }
}
