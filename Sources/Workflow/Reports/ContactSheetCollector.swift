import Foundation
import Imaging
import Pipeline

/// Draws a matrix's contact sheets while it renders: each worker hands over
/// its variant's thumbnail (taken from the frame before it was encoded) as
/// soon as the variant is written, and a page is drawn, on a thread of the
/// collector's own with its own session, as soon as its last variant
/// arrives. No full-size frame is kept or read back, and only the
/// thumbnails of pages still waiting for a variant are held (compressed,
/// `ContactSheet.Thumbnail`), and a page is drawn a band at a time, so memory does
/// not grow with the number of variants (variants finish roughly in the
/// plan's order, which is the pages' order).
///
/// Which variants a page holds and in which order is fixed before the run
/// from the plan (`ContactSheet.ordered`, `ContactSheet.paginate`), so the
/// sheets are the same bytes whichever order the variants finish in. A
/// variant that failed or was not written is left out of its page.
public final class ContactSheetCollector: @unchecked Sendable {
    /// One page: its entries in order, and what has arrived for them.
    private struct Page {
        let campaign: String
        let number: Int, count: Int, campaignEntryCount: Int
        let variants: [String]
        var arrived: [String: (entry: ContactSheet.Entry, thumbnail: ContactSheet.Thumbnail)?] = [:]
        /// Handed to the drawing thread (which then owns the thumbnails).
        var queued = false
    }

    /// What the run's sheets came to.
    public struct Outcome {
        /// The files written, in campaign and page order.
        public var written: [URL]
        /// The first page that could not be drawn or written (later pages were not attempted).
        public var error: (any Error)?
    }

    // Everything below is touched only under `condition`'s lock.
    private let condition = NSCondition()
    private var pages: [Page] = []
    private var pageOfVariant: [String: Int] = [:]
    private var ready: [Int] = []
    private var written: [Int: URL] = [:]
    private var failure: (any Error)?
    private var closed = false
    private var drawing = true
    private var drawn = 0
    private var progress: (@Sendable (Int) -> Void)?

    private let folder: URL
    private let outputBudget: OutputBudget?

    /// Plans the pages and starts the drawing thread.
    /// - Parameters:
    ///   - planned: each campaign's entries (their display status is not read:
    ///     the delivered entries' is); the order does not matter.
    ///   - session: makes the drawing thread's session (Pango is not thread-safe).
    public init(planned: [String: [ContactSheet.Entry]], folder: URL, outputBudget: OutputBudget?,
                session: @escaping @Sendable () throws -> PreviewSession) {
        self.folder = folder
        self.outputBudget = outputBudget
        for campaign in planned.keys.sorted() {
            let entries = planned[campaign]!
            let chunks = ContactSheet.paginate(ContactSheet.ordered(entries))
            for (index, chunk) in chunks.enumerated() {
                for entry in chunk { pageOfVariant[entry.variant] = pages.count }
                pages.append(Page(campaign: campaign, number: index + 1, count: chunks.count, campaignEntryCount: entries.count,
                                  variants: chunk.map(\.variant)))
            }
        }
        let thread = Thread { [self] in drawPages(session: session) }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Pages planned in all.
    public var pageCount: Int { pages.count }

    /// A planned variant's entry and thumbnail, or `nil` for one left out
    /// (failed, not written, no frame); from any thread, once per variant.
    public func deliver(variant: String, _ cell: (entry: ContactSheet.Entry, thumbnail: ContactSheet.Thumbnail)?) {
        condition.lock()
        defer { condition.unlock() }
        guard let index = pageOfVariant[variant], !pages[index].queued, pages[index].arrived.index(forKey: variant) == nil else { return }
        pages[index].arrived[variant] = .some(cell)
        if pages[index].arrived.count == pages[index].variants.count {
            pages[index].queued = true
            ready.append(index)
            condition.broadcast()
            // A page takes longer to draw than its variants to render when
            // the cores are busy: without a bound, finished pages (48
            // thumbnails of up to 1 MB each) queued up and the peak grew
            // with the run. The worker that completes a page waits while
            // another finished page is still waiting for the drawing thread.
            while ready.count > Self.maxWaitingPages && drawing { condition.wait() }
        }
    }

    /// Finished pages that may wait for the drawing thread besides the one it draws.
    static let maxWaitingPages = 1

    /// Waits until every page is drawn and written: pages whose variants did
    /// not all arrive (a stopped run) are drawn with those that did.
    /// - Parameter progress: told the number of pages drawn so far, now and after each page.
    public func finish(progress: (@Sendable (Int) -> Void)? = nil) -> Outcome {
        condition.lock()
        closed = true
        self.progress = progress
        progress?(drawn)
        for index in pages.indices where !pages[index].queued {
            pages[index].queued = true
            ready.append(index)
        }
        condition.broadcast()
        while drawing { condition.wait() }
        let outcome = Outcome(written: written.keys.sorted().map { written[$0]! }, error: failure)
        condition.unlock()
        return outcome
    }

    private func drawPages(session makeSession: @Sendable () throws -> PreviewSession) {
        var session: PreviewSession?
        let output = OutputFolder(folder, budget: outputBudget)
        condition.lock()
        while true {
            while ready.isEmpty, !(closed && drawn == pages.count) { condition.wait() }
            guard let index = ready.first else { break }
            ready.removeFirst()
            condition.broadcast()  // a worker may be waiting for room
            var page = pages[index]
            pages[index].arrived = [:]  // the thumbnails go with the page being drawn
            let skip = failure != nil
            condition.unlock()

            var drawError: (any Error)?
            if !skip {
                do {
                    if session == nil { session = try makeSession() }
                    let cells = page.variants.compactMap { page.arrived[$0] ?? nil }
                    page.arrived = [:]
                    let sheet = ContactSheet(campaign: page.campaign, cells: cells, page: page.number, pageCount: page.count,
                                             campaignEntryCount: page.campaignEntryCount)
                    let name = ContactSheet.fileName(campaign: page.campaign, page: page.number)
                    try output.write(try sheet.png(session: session!), to: name)
                    condition.lock()
                    written[index] = folder.appendingPathComponent(name)
                    condition.unlock()
                } catch {
                    drawError = error
                }
            }

            condition.lock()
            if let drawError, failure == nil { failure = drawError }
            drawn += 1
            progress?(drawn)
        }
        drawing = false
        condition.broadcast()
        condition.unlock()
    }
}
