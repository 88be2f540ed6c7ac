import Diffing
import BoxTreeModel
import XMLWriting

/// The HTML report: one page, its style and script inline, images referred
/// to relatively (`images/...`), so it opens from disk with no network.
///
/// Outputs that changed the same way share one card (`ChangeGroup`) listing
/// its members. A card shows the verdict, then expected, actual and diff
/// side by side and an overlay whose slider wipes from the golden to the new
/// output, all zoomed and panned together; a text output shows a line diff
/// whose changed words are marked, and both texts, wrapped. A search box and
/// selects filter the outputs; the filters live in the URL's fragment.
struct ReportPage {
    /// Texts larger than this are linked, not shown inline.
    static let inlineTextLimit = 256 * 1024
    /// Passed outputs are listed by name up to this many.
    static let passedListLimit = 5000

    let report: GoldenReport
    let entries: [ReportEntry]
    let groups: [ChangeGroup]
    let title: String

    init(_ report: GoldenReport, entries: [ReportEntry], title: String) {
        self.report = report
        self.entries = entries
        self.groups = ChangeGroup.grouping(entries)
        self.title = title
    }

    func html() -> String {
        let verdict = report.passed ? "passed" : "failed"
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(e(title)): \(report.passed ? "all match" : "\(entries.count) to review")</title>
        <style>\(ReportStyle.css)</style>
        </head>
        <body>
        <header>
        <h1>\(e(title)) <span class="verdict \(verdict)">\(verdict.uppercased())</span></h1>
        \(countsLine())
        \(shardLine())
        \(orphansLine())
        \(filters())
        </header>
        <main>
        \(entries.isEmpty ? "<p class=\"all-good\">Every output matches its golden.</p>" : groups.map(card).joined(separator: "\n"))
        <p class="empty" hidden>No output matches the filters.</p>
        </main>
        \(footer())
        <script>\(ReportScript.source)</script>
        </body>
        </html>

        """
    }

    private func e(_ text: String) -> String { XMLText.escaped(text) }

    private func countsLine() -> String {
        var parts: [String] = []
        for (status, label) in [(CheckedOutput.Status.failed, "failed"), (.new, "new"), (.error, "errors")] {
            let count = report.count(status)
            if count > 0 { parts.append("<span class=\"count \(status.rawValue)\"><b>\(count)</b> \(label)</span>") }
        }
        let recorded = report.outputs.filter { $0.recorded != nil }.count
        if recorded > 0 { parts.append("<span class=\"count recorded\"><b>\(recorded)</b> recorded</span>") }
        parts.append("<span class=\"count passed\"><b>\(report.count(.passed))</b> passed</span>")
        let grouped = groups.count < entries.count ? ", \(entries.count) to review in \(groups.count) groups of the same change" : ""
        return "<p class=\"counts\">\(parts.joined(separator: " ")) <span class=\"of\">of \(report.outputs.count) outputs, "
            + "\(report.tally.variants) variants\(grouped)</span></p>"
    }

    private func shardLine() -> String {
        guard let shards = report.shards else { return "" }
        let missing = shards.missing
        let text = "Shards \(shards.present.map(String.init).joined(separator: ", ")) of \(shards.count)"
            + (missing.isEmpty ? "" : "; missing: \(missing.map(String.init).joined(separator: ", ")) (their variants are not in this report)")
        return "<p class=\"shards\(missing.isEmpty ? "" : " incomplete")\">\(e(text))</p>"
    }

    /// Goldens no variant produces: left by a deleted campaign or variant, they pass unseen otherwise.
    private func orphansLine() -> String {
        let orphans = report.orphanedGoldens
        guard !orphans.isEmpty else { return "" }
        let items = orphans.prefix(Self.passedListLimit).map { "<li><code>\(e($0))</code></li>" }.joined()
        let more = orphans.count > Self.passedListLimit ? "<li>and \(orphans.count - Self.passedListLimit) more</li>" : ""
        return "<details class=\"orphans\(report.orphanedGoldensFail ? " failing" : "")\"><summary>\(orphans.count) orphaned "
            + "\(orphans.count == 1 ? "golden" : "goldens"): no variant produces \(orphans.count == 1 ? "it" : "them") "
            + "(<code>golden record --prune</code> deletes them)</summary><ul>\(items)\(more)</ul></details>"
    }

    /// The axes a reviewer filters by: the `data-` attribute of each output, its label, its value.
    static let axes: [(key: String, label: String, value: @Sendable (CheckedOutput) -> String)] = [
        ("campaign", "Campaign", \.campaign), ("device", "Device", \.device), ("orientation", "Orientation", \.orientation),
        ("language", "Language", \.language), ("size", "Size", \.textSize), ("format", "Format", \.format),
        ("status", "Status", { $0.status.rawValue }),
    ]

    private func filters() -> String {
        guard !entries.isEmpty else { return "" }
        let selects = Self.axes.map { key, label, value in
            let values = Set(entries.map { value($0.output) }).sorted()
            let options = values.map { "<option value=\"\(e($0))\">\(e($0))</option>" }.joined()
            return "<label>\(label) <select data-filter=\"\(key)\"><option value=\"\">all (\(values.count))</option>\(options)</select></label>"
        }
        let search = "<label class=\"search\">Search <input type=\"search\" data-filter=\"q\" "
            + "placeholder=\"campaign, variant, element, message\" aria-label=\"Search outputs\"></label>"
        return "<form class=\"filters\" onsubmit=\"return false\">\(search)\(selects.joined())"
            + "<span class=\"shown\">\(entries.count) of \(entries.count) outputs shown</span>"
            + " <a class=\"permalink\" href=\"#\">link to this view</a></form>"
    }

    /// What the filters and the search read: the output's axes and the words it is found by.
    private func memberAttributes(_ output: CheckedOutput) -> String {
        let axes = Self.axes.map { "data-\($0.key)=\"\(e($0.value(output)))\"" }.joined(separator: " ")
        let words = [output.path, output.campaignFile, output.summary, output.notDisplayedReason ?? "", output.golden ?? ""]
        return "data-path=\"\(e(output.path))\" \(axes) data-search=\"\(e(words.joined(separator: " ")))\""
    }

    private func card(_ group: ChangeGroup) -> String {
        let entry = group.first
        let output = entry.output
        let stem = String(output.path.dropFirst(output.campaign.count + 1))
        var meta = ["campaign file <code>\(e(output.campaignFile))</code>"]
        if let golden = output.golden { meta.append("golden <code>\(e(golden))</code>") }
        if let reason = output.notDisplayedReason { meta.append("not displayed: \(e(reason))") }
        let body: String
        if output.status == .error {
            body = ""
        } else if entry.isImage {
            body = imagePanels(entry)
        } else {
            body = textPanels(entry)
        }
        let isGroup = group.entries.count > 1
        let more = isGroup ? " <span class=\"more\">and \(group.entries.count - 1) more changed the same way</span>" : ""
        // A single output is its own member; a group's members are its list items.
        let attributes = isGroup ? "data-group=\"\(group.entries.count)\"" : memberAttributes(output)
        return """
        <article class="entry" id="\(e(output.path))" \(attributes)>
        <h2><span class="badge \(output.status.rawValue)">\(output.status.rawValue)</span> \(e(output.campaign))/<strong>\(e(stem))</strong>\(more)</h2>
        <p class="summary">\(e(output.summary))</p>
        <p class="meta">\(meta.joined(separator: " · "))</p>
        \(isGroup ? members(group) : "")
        \(body)
        </article>
        """
    }

    /// The outputs of a group, each with links to its own files; open by default when short.
    private func members(_ group: ChangeGroup) -> String {
        let items = group.entries.enumerated().map { index, entry -> String in
            let output = entry.output
            let links = [("expected", entry.expected), ("actual", entry.actual), ("diff", entry.diff)].compactMap { label, path in
                path.map { "<a href=\"\(e($0))\">\(label)</a>" }
            }.joined(separator: " ")
            // The first output's anchor is the card itself.
            let id = index == 0 ? "" : " id=\"\(e(output.path))\""
            return "<li class=\"member\"\(id) \(memberAttributes(output))><code>\(e(output.path))</code> \(links)</li>"
        }.joined()
        return "<details class=\"members\"\(group.entries.count <= 6 ? " open" : "")><summary>\(group.entries.count) outputs changed "
            + "the same way (shown: the first)</summary><ul>\(items)</ul></details>"
    }

    /// A picture in a view that the card's zoom and pan move, with a link to the file.
    private func figure(_ caption: String, _ src: String?) -> String {
        guard let src else { return "<figure class=\"missing\"><figcaption>\(caption)</figcaption><div class=\"none\">none</div></figure>" }
        return "<figure><figcaption>\(caption) <a href=\"\(e(src))\">open</a></figcaption>"
            + "<div class=\"view\"><img src=\"\(e(src))\" alt=\"\(caption)\" loading=\"lazy\" draggable=\"false\"></div></figure>"
    }

    private static let zoomBar = """
        <div class="zoombar"><button type="button" data-zoom="in" title="Zoom in">+</button>\
        <button type="button" data-zoom="out" title="Zoom out">&#8722;</button>\
        <button type="button" data-zoom="fit" title="Fit (or double-click a picture)">fit</button>\
        <span class="level">100%</span> <span class="hint">Ctrl+wheel zooms, drag pans; every picture of the card follows</span></div>
        """

    private func imagePanels(_ entry: ReportEntry) -> String {
        guard entry.output.status == .failed else {
            return "\(Self.zoomBar)<div class=\"panels single zoomable\">\(figure("Actual (no golden yet)", entry.actual))</div>"
                + "<p class=\"hint\">Look at it, then <code>preview-cli golden record</code> writes it as the golden.</p>"
        }
        var panels = [figure("Expected", entry.expected), figure("Actual", entry.actual), figure("Diff", entry.diff)]
        if let expected = entry.expected, let actual = entry.actual {
            panels.append("""
            <figure class="overlay"><figcaption>Overlay: expected | actual</figcaption>\
            <div class="view wipe" style="--pos:50%"><img src="\(e(expected))" alt="expected" loading="lazy" draggable="false">\
            <div class="over"><img src="\(e(actual))" alt="actual" loading="lazy" draggable="false"></div><div class="handle"></div></div>\
            <input type="range" min="0" max="100" value="50" aria-label="Wipe between expected and actual"></figure>
            """)
        }
        return "\(Self.zoomBar)<div class=\"panels zoomable\">\(panels.joined())</div>"
    }

    private func textPanels(_ entry: ReportEntry) -> String {
        func pre(_ caption: String, _ text: String?, _ link: String?) -> String {
            let content = text.map { "<pre>\(e($0))</pre>" } ?? link.map { "<p><a href=\"\(e($0))\">open the file</a></p>" } ?? "<div class=\"none\">none</div>"
            return "<figure class=\"text\"><figcaption>\(caption)\(link.map { " <a href=\"\(e($0))\">file</a>" } ?? "")</figcaption>\(content)</figure>"
        }
        guard entry.output.status == .failed else { return "<div class=\"panels single\">\(pre("Actual (no golden yet)", entry.actualText, entry.actual))</div>" }
        var diff = ""
        if let expected = entry.expectedText, let actual = entry.actualText {
            diff = "<figure class=\"text diff\"><figcaption>Diff (- expected, + actual; changed words marked)</figcaption>"
                + "<pre class=\"lines\">\(diffLines(LineDiff.hunks(LineDiff.diff(expected, actual))))</pre></figure>"
        }
        return "<div class=\"panels texts\">\(diff)\(pre("Expected", entry.expectedText, entry.expected))\(pre("Actual", entry.actualText, entry.actual))</div>"
    }

    /// The hunks as lines; in a run of removed lines followed by added ones,
    /// the n-th removed and n-th added line are one changed line, whose
    /// changed words are marked.
    private func diffLines(_ hunks: [LineDiff.Line?]) -> String {
        var html = ""
        var removed: [String] = [], added: [String] = []
        func flush() {
            for index in 0..<max(removed.count, added.count) {
                let old = index < removed.count ? removed[index] : nil, new = index < added.count ? added[index] : nil
                if let old, let new {
                    let (left, right) = WordDiff.compare(old, new)
                    removed[index] = marked(left, tag: "del")
                    added[index] = marked(right, tag: "ins")
                } else if let old {
                    removed[index] = e(old)
                } else if let new {
                    added[index] = e(new)
                }
            }
            html += removed.map { "<span class=\"del\">- \($0)</span>" }.joined() + added.map { "<span class=\"add\">+ \($0)</span>" }.joined()
            removed = []
            added = []
        }
        for line in hunks {
            switch line {
            case .removed(let text)?:
                if !added.isEmpty { flush() }
                removed.append(text)
            case .added(let text)?:
                added.append(text)
            case .same(let text)?:
                flush()
                html += "<span class=\"same\">  \(e(text))</span>"
            case nil:
                flush()
                html += "<span class=\"gap\">⋯</span>"
            }
        }
        flush()
        return html
    }

    private func marked(_ pieces: [WordDiff.Piece], tag: String) -> String {
        pieces.map { piece in
            switch piece {
            case .same(let text): e(text)
            case .changed(let text): "<\(tag)>\(e(text))</\(tag)>"
            }
        }.joined()
    }

    private func footer() -> String {
        var sections: [String] = []
        let tally = report.tally
        if !tally.notDisplayed.isEmpty {
            sections.append(groupList("Not displayed on a device (\(tally.notDisplayedCount) variants)", tally.notDisplayed))
        }
        if !tally.failed.isEmpty { sections.append(groupList("Could not render (\(tally.failedCount) variants)", tally.failed)) }
        if !tally.diagnostics.isEmpty { sections.append(groupList("Diagnostics (\(tally.diagnosticCount))", tally.diagnostics)) }
        if !report.skipped.isEmpty {
            let items = report.skipped.map { "<li><code>\(e($0.path))</code>: \(e($0.reason.description))</li>" }.joined()
            sections.append("<details><summary>Skipped files (\(report.skipped.count))</summary><ul>\(items)</ul></details>")
        }
        let passed = report.outputs.filter(\.isGood)
        if !passed.isEmpty {
            let items = passed.prefix(Self.passedListLimit).map { output in
                "<li><code>\(e(output.path))</code> \(output.recorded.map { "<em>\($0.rawValue)</em>" } ?? e(output.summary))</li>"
            }.joined()
            let more = passed.count > Self.passedListLimit ? "<li>and \(passed.count - Self.passedListLimit) more</li>" : ""
            sections.append("<details><summary>Passed (\(passed.count))</summary><ul class=\"passed\">\(items)\(more)</ul></details>")
        }
        return "<footer>\(sections.joined(separator: "\n"))</footer>"
    }

    private func groupList(_ title: String, _ groups: [RunTally.Group]) -> String {
        let items = groups.map { group in
            "<li><b>\(group.count)</b> <code>\(e(group.key))</code>\(group.severity.map { " (\($0))" } ?? ""): \(e(group.message)) <span class=\"example\">e.g. \(e(group.example))</span></li>"
        }.joined()
        return "<details><summary>\(e(title))</summary><ul>\(items)</ul></details>"
    }
}
