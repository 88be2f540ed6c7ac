import BoxTreeModel
import CampaignModel
import Layout
import Testing

/// The bidi runs a measurer resolves reach the box tree unchanged: layout
/// moves and mirrors lines, never re-breaks or reorders them.
@Suite struct VisualRunsLayoutTests {
    /// `FakeMeasurer`'s lines, each marked with one run the layout could not
    /// have made up (a level-2 run), as a test measurer provides runs.
    struct RunMarkingMeasurer: TextMeasuring {
        func lines(for text: String, font: FontSpec, maxWidth: Double, alignment: PhysicalAlignment,
                   direction: LayoutDirection) -> [TextLine] {
            FakeMeasurer().lines(for: text, font: font, maxWidth: maxWidth, alignment: alignment, direction: direction).map { line in
                var marked = line
                marked.runs = line.text.isEmpty ? nil : [TextRun(text: line.text, level: 2)]
                return marked
            }
        }
    }

    @Test(arguments: [Environment(), Environment(language: "ar")])
    func everyLineKeepsTheRunsItsMeasurerGave(_ environment: Environment) {
        let engine = LayoutEngine(measurer: RunMarkingMeasurer(), artwork: FakeArtwork())
        for campaign in [Fixtures.modal, Fixtures.slideUpBottom, Fixtures.fullscreen] {
            let lines = engine.layout(campaign, in: environment).allBoxes.compactMap(\.text).flatMap(\.lines).filter { !$0.text.isEmpty }
            #expect(!lines.isEmpty)
            for line in lines {
                #expect(line.runs == [TextRun(text: line.text, level: 2)], "\(campaign.id): \(line.text)")
            }
        }
    }
}
