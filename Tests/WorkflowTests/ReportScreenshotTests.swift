import Foundation
import Imaging
import Testing
@testable import Workflow

/// The HTML report in a real browser: Debian's headless Chromium loads it
/// from disk and takes a screenshot, which must show the failing variant
/// with its images and a red diff. The screenshot is kept in the temporary
/// folder (messagepreview-report.png) for a person to look at.
@Suite(.enabled(if: Chromium.path != nil, "chromium is not installed (apt-get install chromium, or WITH_TEST_TOOLS=1 scripts/install-deps.sh, which `make test` runs)"))
struct ReportScreenshotTests {
    @Test func chromiumShowsTheFailingVariantWithAVisibleDiff() throws {
        // The must-show case: one campaign's button changes colour, its images fail.
        let repository = try GoldenWorkflowTests.recordedRepository()
        try repository.recolourButton()
        let workflow = try repository.workflow()
        let result = try workflow.run(try workflow.plan())
        #expect(result.problems.count == 4)
        let folder = repository.url.appendingPathComponent("report")
        try GoldenReport([ReportInput(result: result, folder: workflow.config.output)]).write(to: folder)
        let page = folder.appendingPathComponent("index.html")
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("messagepreview-report.png")
        try? FileManager.default.removeItem(at: screenshot)
        try Chromium.screenshot(of: page, to: screenshot, width: 1400, height: 3200)

        let image = try ImageDecoder.decode(try Data(contentsOf: screenshot))
        #expect(image.width == 1400 && image.height == 3200)
        var failedBadge = 0, diffRed = 0, newButton = 0, oldButton = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                let p = image.rgba(x: x, y: y)
                func near(_ r: Int, _ g: Int, _ b: Int) -> Bool { abs(Int(p.r) - r) < 12 && abs(Int(p.g) - g) < 12 && abs(Int(p.b) - b) < 12 }
                if near(0xD9, 0x2D, 0x20) { failedBadge += 1 }
                if near(255, 0, 0) { diffRed += 1 }
                if near(0xF5, 0x79, 0x3D) { newButton += 1 }
                if near(0x5B, 0x3D, 0xF5) { oldButton += 1 }
            }
        }
        #expect(failedBadge > 50, "the FAILED badges are drawn")
        #expect(diffRed > 500, "a diff image marks the changed button in red")
        #expect(newButton > 200, "the actual image shows the new orange button")
        #expect(oldButton > 200, "the expected image shows the old purple button")
    }

    /// The `<article ...>` and `<li class="member" ...>` start tags of a dumped DOM, by `data-path` (or `id` for a group's card).
    static func tags(_ dom: String, _ opening: String) -> [String: String] {
        var tags: [String: String] = [:]
        for chunk in dom.components(separatedBy: opening).dropFirst() {
            let tag = String(chunk.prefix { $0 != ">" })
            let key = tag.components(separatedBy: tag.contains("data-path=\"") ? "data-path=\"" : "id=\"")[1].prefix { $0 != "\"" }
            tags[String(key)] = tag
        }
        return tags
    }

    /// A link with the filters in its fragment opens exactly that view: the
    /// search box and selects are set from it and only matching outputs show.
    @Test func filtersAndSearchAreRestoredFromTheURL() throws {
        let (repository, result) = try ReportGroupingTests.groupedRun()
        let page = repository.url.appendingPathComponent("report/index.html")
        let link = try #require(URL(string: page.absoluteString + "#q=unlocked&format=a11y"))
        let dom = try Chromium.dumpDOM(of: link)
        let expected = result.problems.filter { $0.format == "a11y" && $0.campaign == "level-up-slideup" }
        #expect(!expected.isEmpty)
        #expect(dom.contains("\(expected.count) of \(result.problems.count) outputs shown"), "the count follows the filters")
        let cards = Self.tags(dom, "<article ")
        for (path, tag) in cards {
            let shown = expected.contains { $0.path == path }
            #expect(tag.contains(" hidden") != shown, "\(path): \(tag)")
        }
        // The link to this view is the state itself, so it can be shared.
        #expect(dom.contains("class=\"permalink\" href=\"#q=unlocked&amp;format=a11y\""))
    }

    /// A group's card stays while one of its outputs matches; the others are hidden in its list.
    @Test func aGroupShowsOneCardAndFiltersItsMembers() throws {
        let (repository, result) = try ReportGroupingTests.groupedRun()
        let page = repository.url.appendingPathComponent("report/index.html")
        let dom = try Chromium.dumpDOM(of: try #require(URL(string: page.absoluteString + "#campaign=welcome-modal&device=iphone-se")))
        let cards = Self.tags(dom, "<article ")
        let visible = cards.filter { !$0.value.contains(" hidden") }.keys.sorted()
        #expect(visible == ["welcome-again/iphone-se-portrait-ar-l.png", "welcome-again/iphone-se-portrait-en-l.png"],
                "one card per identical change, kept for its welcome-modal member")
        let members = Self.tags(dom, "<li class=\"member\"")
        #expect(members["welcome-modal/iphone-se-portrait-en-l.png"]?.contains(" hidden") == false)
        #expect(members["welcome-again/iphone-se-portrait-en-l.png"]?.contains(" hidden") == true)
        let shown = result.problems.filter { $0.campaign == "welcome-modal" && $0.device == "iphone-se" }.count
        #expect(dom.contains("\(shown) of \(result.problems.count) outputs shown"))
    }

    /// The zoom buttons and a drag move every picture of a card together;
    /// the page is driven by a script added to a copy of it.
    @Test func zoomAndPanMoveACardsPicturesTogether() throws {
        let (repository, _) = try ReportGroupingTests.groupedRun()
        let folder = repository.url.appendingPathComponent("report")
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        let driver = """
            <script>
            var card = document.getElementById('welcome-again/iphone-15-portrait-ar-l.png');
            // The report loads pictures lazily; the screenshot below needs this card's now.
            card.querySelectorAll('img').forEach(function (image) { image.loading = 'eager'; });
            // The drag is clamped to the zoomed picture, whose height is known
            // only once it has loaded: interact after the load event, not while parsing.
            window.addEventListener('load', function () {
              card.querySelector('[data-zoom=in]').click();
              card.querySelector('[data-zoom=in]').click();
              var view = card.querySelector('.view');
              view.dispatchEvent(new PointerEvent('pointerdown', { clientX: 100, clientY: 100, pointerId: 1, bubbles: true }));
              view.dispatchEvent(new PointerEvent('pointermove', { clientX: 60, clientY: 70, pointerId: 1, bubbles: true }));
              view.dispatchEvent(new PointerEvent('pointerup', { clientX: 60, clientY: 70, pointerId: 1, bubbles: true }));
              document.body.dataset.zoomed = card.querySelector('.zoomable').getAttribute('style');
              document.body.dataset.level = card.querySelector('.zoombar .level').textContent;
              // A reviewer picks a language: the address follows, so a reload or a copied link keeps the view.
              var language = document.querySelector('select[data-filter=language]');
              language.value = 'ar';
              language.dispatchEvent(new Event('change'));
              document.body.dataset.hash = location.hash;
            });
            </script>
            """
        try html.replacingOccurrences(of: "</body>", with: driver + "</body>").write(to: folder.appendingPathComponent("zoomed.html"), atomically: true, encoding: .utf8)
        // Filtered to the recoloured modal's images, so the zoomed card is the first one.
        let zoomed = try #require(URL(string: folder.appendingPathComponent("zoomed.html").absoluteString + "#campaign=welcome-again&format=png"))
        let dom = try Chromium.dumpDOM(of: zoomed)
        #expect(dom.contains("data-level=\"400%\""))
        #expect(dom.contains("data-hash=\"#campaign=welcome-again&amp;language=ar&amp;format=png\""))
        #expect(dom.contains("2 of "), "the two Arabic images of the campaign")
        let style = try #require(dom.components(separatedBy: "data-zoomed=\"").dropFirst().first?.prefix { $0 != "\"" })
        #expect(style.contains("--z: 4"), "\(style)")
        #expect(style.contains("--x: -") && style.contains("--y: -"), "zoomed about the centre, then dragged: \(style)")
        #expect(!style.contains("--x: 0px"))

        // The first card's pictures at 4x: the modal's artwork fills the expected panel, not the page's background.
        // Chromium decodes pictures off its main thread, and under the full suite's load its screenshot has
        // come before the picture was drawn (none of it there, never a wrong one): up to three screenshots.
        var artwork = 0
        for attempt in 1...3 where artwork <= 2000 {
            let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("messagepreview-report-zoomed-\(attempt).png")
            try? FileManager.default.removeItem(at: screenshot)
            try Chromium.screenshot(of: zoomed, to: screenshot, width: 1400, height: 900)
            let image = try ImageDecoder.decode(try Data(contentsOf: screenshot))
            artwork = 0
            for y in stride(from: 360, to: 660, by: 4) {
                for x in stride(from: 40, to: 330, by: 4) {
                    let p = image.rgba(x: x, y: y)
                    if p.b > 90 && p.b > p.r + 40 { artwork += 1 }
                }
            }
        }
        #expect(artwork > 2000, "the zoomed artwork (blue mountains) fills the expected picture: \(artwork)")
    }
}
