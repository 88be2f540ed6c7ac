import BoxTreeModel
import XMLWriting

/// The HTML report: one page, its style and script inline, images referred
/// to relatively (`images/...`), so it opens from disk with no network.
///
/// Each failed or new output is a card: the verdict, then expected, actual
/// and diff side by side and an overlay whose slider wipes from the golden
/// to the new output. Text outputs show both texts and a line diff.
/// Selects filter the cards by campaign, device, language, size and status.
struct ReportPage {
    /// Texts larger than this are linked, not shown inline.
    static let inlineTextLimit = 256 * 1024
    /// Passed outputs are listed by name up to this many.
    static let passedListLimit = 5000

    let report: GoldenReport
    let entries: [ReportEntry]
    let title: String

    init(_ report: GoldenReport, entries: [ReportEntry], title: String) {
        self.report = report
        self.entries = entries
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
        \(filters())
        </header>
        <main>
        \(entries.isEmpty ? "<p class=\"all-good\">Every output matches its golden.</p>" : entries.map(card).joined(separator: "\n"))
        <p class="empty" hidden>No output matches the filters.</p>
        </main>
        \(footer())
        <script>\(ReportStyle.script)</script>
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
        return "<p class=\"counts\">\(parts.joined(separator: " ")) <span class=\"of\">of \(report.outputs.count) outputs, \(report.tally.variants) variants</span></p>"
    }

    private func shardLine() -> String {
        guard let shards = report.shards else { return "" }
        let missing = shards.missing
        let text = "Shards \(shards.present.map(String.init).joined(separator: ", ")) of \(shards.count)"
            + (missing.isEmpty ? "" : "; missing: \(missing.map(String.init).joined(separator: ", ")) (their variants are not in this report)")
        return "<p class=\"shards\(missing.isEmpty ? "" : " incomplete")\">\(e(text))</p>"
    }

    private func filters() -> String {
        guard !entries.isEmpty else { return "" }
        let axes: [(String, String, (CheckedOutput) -> String)] = [
            ("campaign", "Campaign", \.campaign), ("device", "Device", \.device), ("language", "Language", \.language),
            ("size", "Size", \.textSize), ("status", "Status", { $0.status.rawValue }),
        ]
        let selects = axes.map { key, label, value in
            let values = Set(entries.map { value($0.output) }).sorted()
            let options = values.map { "<option value=\"\(e($0))\">\(e($0))</option>" }.joined()
            return "<label>\(label) <select data-filter=\"\(key)\"><option value=\"\">all (\(values.count))</option>\(options)</select></label>"
        }
        return "<form class=\"filters\" onsubmit=\"return false\">\(selects.joined())<span class=\"shown\">\(entries.count) of \(entries.count) shown</span></form>"
    }

    private func card(_ entry: ReportEntry) -> String {
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
        return """
        <article class="entry" id="\(e(output.path))" data-campaign="\(e(output.campaign))" data-device="\(e(output.device))" \
        data-language="\(e(output.language))" data-size="\(e(output.textSize))" data-status="\(output.status.rawValue)">
        <h2><span class="badge \(output.status.rawValue)">\(output.status.rawValue)</span> \(e(output.campaign))/<strong>\(e(stem))</strong></h2>
        <p class="summary">\(e(output.summary))</p>
        <p class="meta">\(meta.joined(separator: " · "))</p>
        \(body)
        </article>
        """
    }

    private func figure(_ caption: String, _ src: String?) -> String {
        guard let src else { return "<figure class=\"missing\"><figcaption>\(caption)</figcaption><div class=\"none\">none</div></figure>" }
        return "<figure><figcaption>\(caption)</figcaption><a href=\"\(e(src))\"><img src=\"\(e(src))\" alt=\"\(caption)\" loading=\"lazy\"></a></figure>"
    }

    private func imagePanels(_ entry: ReportEntry) -> String {
        guard entry.output.status == .failed else {
            return "<div class=\"panels single\">\(figure("Actual (no golden yet)", entry.actual))</div>"
                + "<p class=\"hint\">Look at it, then <code>preview-cli golden record</code> writes it as the golden.</p>"
        }
        var panels = [figure("Expected", entry.expected), figure("Actual", entry.actual), figure("Diff", entry.diff)]
        if let expected = entry.expected, let actual = entry.actual {
            panels.append("""
            <figure class="overlay"><figcaption>Overlay: expected | actual</figcaption>\
            <div class="wipe" style="--pos:50%"><img src="\(e(expected))" alt="expected" loading="lazy">\
            <img class="over" src="\(e(actual))" alt="actual" loading="lazy"><div class="handle"></div></div>\
            <input type="range" min="0" max="100" value="50" aria-label="Wipe between expected and actual"></figure>
            """)
        }
        return "<div class=\"panels\">\(panels.joined())</div>"
    }

    private func textPanels(_ entry: ReportEntry) -> String {
        func pre(_ caption: String, _ text: String?, _ link: String?) -> String {
            let content = text.map { "<pre>\(e($0))</pre>" } ?? link.map { "<p><a href=\"\(e($0))\">open the file</a></p>" } ?? "<div class=\"none\">none</div>"
            return "<figure class=\"text\"><figcaption>\(caption)\(link.map { " <a href=\"\(e($0))\">file</a>" } ?? "")</figcaption>\(content)</figure>"
        }
        guard entry.output.status == .failed else { return "<div class=\"panels single\">\(pre("Actual (no golden yet)", entry.actualText, entry.actual))</div>" }
        var diff = ""
        if let expected = entry.expectedText, let actual = entry.actualText {
            let lines = LineDiff.hunks(LineDiff.diff(expected, actual)).map { line -> String in
                switch line {
                case nil: "<span class=\"gap\">⋯</span>"
                case .same(let text)?: "<span class=\"same\">  \(e(text))</span>"
                case .removed(let text)?: "<span class=\"del\">- \(e(text))</span>"
                case .added(let text)?: "<span class=\"add\">+ \(e(text))</span>"
                }
            }
            diff = "<figure class=\"text diff\"><figcaption>Diff (- expected, + actual)</figcaption><pre class=\"lines\">\(lines.joined())</pre></figure>"
        }
        return "<div class=\"panels texts\">\(diff)\(pre("Expected", entry.expectedText, entry.expected))\(pre("Actual", entry.actualText, entry.actual))</div>"
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
