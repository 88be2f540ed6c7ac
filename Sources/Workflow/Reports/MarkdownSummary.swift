import RenderCore
import Foundation

/// The run in Markdown, fit for a pull-request comment or a CI job's summary
/// page (`$GITHUB_STEP_SUMMARY`): the verdict and counts, the outputs to
/// review (with expected, actual and diff thumbnails when the report's
/// images can be linked), and why variants would not be displayed. Every
/// path, verdict text, reason and name (from campaigns and result files) is a
/// code span (`MarkdownText`), so none can become a link or an image.
public struct MarkdownSummary: Sendable {
    /// At most this many outputs are listed; the rest are counted.
    public static let maximumRows = 50
    /// Thumbnail width in pixels.
    public static let thumbnailWidth = 120
    /// The summary's last line, invisible when rendered: a bot finds its own
    /// pull-request comment by it, to update it in place.
    public static let marker = "<!-- messagepreview-golden-summary -->"

    let report: GoldenReport
    let reportFolder: URL

    /// - Parameter reportFolder: where `report` was written (its `images/`).
    public init(_ report: GoldenReport, reportFolder: URL) {
        self.report = report
        self.reportFolder = reportFolder
    }

    /// The Markdown text.
    /// - Parameter imagePrefix: prefixed to the report's image paths
    ///   (`images/...`) to link thumbnails from where the text will be read;
    ///   `nil` when images cannot be linked there (a CI summary page).
    public func markdown(imagePrefix: String?, title: String = "Preview goldens") -> String {
        let problems = report.problems
        var lines: [String] = []
        let verdict = report.passed ? "all \(report.outputs.count) outputs match their goldens"
            : "\(problems.count) of \(report.outputs.count) outputs need review"
        // The title is the command line's (`--title`), not input.
        lines.append("## \(report.passed ? "✅" : "❌") \(title): \(verdict)")
        lines.append("")
        var counts = ["\(report.tally.variants) variants", "\(report.count(.passed)) passed"]
        for (status, label) in [(CheckedOutput.Status.failed, "failed"), (.new, "new"), (.error, "could not render")] {
            let count = report.count(status)
            if count > 0 { counts.append("\(count) \(label)") }
        }
        if let shards = report.shards {
            counts.append("shards \(shards.present.count) of \(shards.count)"
                          + (shards.isComplete ? "" : " (missing: \(shards.missing.map(String.init).joined(separator: ", ")))"))
        }
        lines.append(counts.joined(separator: " · "))

        if !problems.isEmpty {
            lines += ["", "### To review", ""]
            let withImages = imagePrefix != nil
            lines.append(withImages ? "| output | verdict | expected | actual | diff |" : "| output | verdict |")
            lines.append(withImages ? "| --- | --- | --- | --- | --- |" : "| --- | --- |")
            for output in problems.prefix(Self.maximumRows) {
                var row = "| \(MarkdownText.code(output.path)) | \(output.status.rawValue): \(MarkdownText.code(output.summary)) |"
                if let prefix = imagePrefix {
                    for kind in ["expected", "actual", "diff"] { row += " \(thumbnail(output, kind: kind, prefix: prefix)) |" }
                }
                lines.append(row)
            }
            if problems.count > Self.maximumRows {
                lines.append("")
                lines.append("… and \(problems.count - Self.maximumRows) more in the report.")
            }
        }
        if !report.orphanedGoldens.isEmpty {
            let verdict = report.orphanedGoldensFail ? "an error" : "a warning"
            lines += ["", "### Orphaned goldens", "",
                      "\(report.orphanedGoldens.count) goldens no variant produces (\(verdict); `golden record --prune` deletes them):", ""]
            for path in report.orphanedGoldens.prefix(Self.maximumRows) { lines.append("- \(MarkdownText.code(path))") }
            if report.orphanedGoldens.count > Self.maximumRows {
                lines.append("- … and \(report.orphanedGoldens.count - Self.maximumRows) more")
            }
        }
        if report.tally.notDisplayedCount > 0 {
            lines += ["", "### Not displayed on a device", ""]
            for group in report.tally.notDisplayed {
                lines.append("- \(group.count) × \(MarkdownText.code(group.key)): \(MarkdownText.code(group.message)) "
                             + "(e.g. \(MarkdownText.code(group.example)))")
            }
        }
        lines += ["", "The full report is `\(GoldenReport.htmlFile)` in the report folder (the CI job's report artifact).", "", Self.marker]
        return lines.joined(separator: "\n") + "\n"
    }

    /// An `<img>` of the report's copy of the output's `kind` file, or an empty cell.
    private func thumbnail(_ output: CheckedOutput, kind: String, prefix: String) -> String {
        guard output.comparison == .pixels else { return kind == "actual" ? "text" : "" }
        let relative = "images/\(kind)/\(output.path)"
        guard FileManager.default.fileExists(atPath: reportFolder.appendingPathComponent(relative).path) else { return "" }
        func encoded(_ path: String) -> String {
            path.split(separator: "/", omittingEmptySubsequences: false).map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }
                .joined(separator: "/")
        }
        // A published address (`--summary-images`) is a URL already; a folder path is encoded like the file's.
        let isAddress = prefix.hasPrefix("https://") || prefix.hasPrefix("http://")
        let source = (isAddress ? prefix : encoded(prefix)) + encoded(relative)
        return "<img src=\"\(source)\" width=\"\(Self.thumbnailWidth)\" alt=\"\(kind)\">"
    }

    /// The report folder's path as seen from `folder` (where the Markdown
    /// file is), ending in `/`: relative when below it, else absolute.
    public static func imagePrefix(reportFolder: URL, from folder: URL) -> String {
        Folders.prefix(of: reportFolder, from: folder)
    }
}
