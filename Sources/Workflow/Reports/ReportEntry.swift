import RenderCore
import Foundation

/// One output as a report lists it: the verdict, and its images or texts
/// copied into the report folder (paths relative to it).
struct ReportEntry: Sendable {
    var output: CheckedOutput
    var expected: String?
    var actual: String?
    var diff: String?
    /// For text outputs, the two texts, shown inline with a line diff.
    var expectedText: String?
    var actualText: String?

    var isImage: Bool { output.comparison == .pixels }
}
