import Foundation
import Imaging
import Pipeline

/// Draws a matrix's contact sheets while it renders: each worker hands over
/// its variant's thumbnail (taken from the frame as it was encoded) as soon
/// as the variant is written, and a thread of the collector's own, with its
/// own session, draws each row of cells as soon as its variants have all
/// arrived and each page's title once the page is complete. No full-size
/// frame is kept or read back, a page is drawn a band at a time, and only
/// the thumbnails of rows still waiting for a variant are held, so memory
/// does not grow with the number of variants. A matrix starts its variants
/// in the pages' order (`startOrder(of:)`), so they finish roughly in it: a
/// row waits for little, and the run ends with little more than its last
/// row to draw.
///
/// Which variants a page holds, in which order and where, is fixed before
/// the run from the plan (`ContactSheet.ordered`, `ContactSheet.paginate`,
/// `Entry.frameSize`), so the sheets are the same bytes whichever order the
/// variants finish in. A variant that failed or was not written is drawn as
/// a grey cell marked "not rendered". A page whose title could be its widest
/// part (a few narrow variants) or whose cells are not planned is drawn
/// whole once complete: the same bytes either way.
public final class ContactSheetCollector: @unchecked Sendable {
    /// One page: its plan, what has arrived for it, and which rows are handed to the drawing thread.
    private struct Page {
        let sheet: ContactSheet
        let indexOfVariant: [String: Int]
        /// The thumbnails waiting, by entry index (a variant delivered without one has none).
        var arrived: [Int: (entry: ContactSheet.Entry, cell: ContactSheet.Cell)] = [:]
        var delivered = Set<Int>()
        /// Rows before this one are queued (or the page is).
        var queuedRows = 0
        var complete: Bool { delivered.count == sheet.entries.count }
        /// Its last job (the title and file) is queued.
        var closed = false
    }

    /// The drawing thread's work, in order.
    private enum Job {
        case row(page: Int, row: Int)
        case finish(page: Int)
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
    private var jobs: [Job] = []
    private var heldBytes = 0
    private var written: [Int: URL] = [:]
    private var failure: (any Error)?
    private var closed = false
    private var drawing = true
    private var finishedPages = 0
    private var progress: (@Sendable (Int) -> Void)?

    private let folder: URL
    private let outputBudget: OutputBudget?

    /// Thumbnails held as pixels, all pages together, before more are held
    /// compressed: a row's worth, which is most of what waits when variants
    /// arrive in the plan's order. Each MiB here is one more at the peak of
    /// a large matrix (16 took the 1,152-variant matrix to 198 MiB, 4 to 193).
    static let pixelBudget = 4 << 20
    /// Jobs that may wait for the drawing thread before a worker that adds one waits too.
    static let maxWaitingJobs = 8

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
                let sheet = ContactSheet(campaign: campaign, entries: chunk, page: index + 1, pageCount: chunks.count,
                                         campaignEntryCount: entries.count)
                pages.append(Page(sheet: sheet, indexOfVariant: Dictionary(uniqueKeysWithValues: chunk.enumerated().map { ($1.variant, $0) })))
            }
        }
        let thread = Thread { [self] in drawPages(session: session) }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Pages planned in all.
    public var pageCount: Int { pages.count }

    /// The order to start `variants` (by name) in so that the sheets' rows
    /// complete one after the other: by page, then by place on the page;
    /// variants on no sheet last, in their own order. Run in the plan's
    /// order instead (devices as given, the sheets' alphabetical), half a
    /// campaign's thumbnails waited for the rows above theirs, held
    /// compressed and decoded again (`MatrixRunner.run(startOrder:)`).
    /// - Returns: indices into `variants`, each once.
    public func startOrder(of variants: [String]) -> [Int] {
        condition.lock()
        defer { condition.unlock() }
        let keys = variants.map { variant -> (page: Int, place: Int) in
            guard let page = pageOfVariant[variant], let place = pages[page].indexOfVariant[variant] else { return (Int.max, 0) }
            return (page, place)
        }
        // The index last, so variants on no sheet keep their order.
        return variants.indices.sorted { (keys[$0].page, keys[$0].place, $0) < (keys[$1].page, keys[$1].place, $1) }
    }

    /// A planned variant's entry and thumbnail, or `nil` for one without
    /// (failed, not written, no frame); from any thread, once per variant.
    /// The thumbnail is an opaque frame's, every alpha 255, as the frame's
    /// encoder takes it. It is held as its pixels while few are, compressed otherwise.
    public func deliver(variant: String, _ cell: (entry: ContactSheet.Entry, thumbnail: RasterImage)?) {
        condition.lock()
        guard let page = pageOfVariant[variant], let index = pages[page].indexOfVariant[variant], !pages[page].closed,
              !pages[page].delivered.contains(index) else {
            condition.unlock()
            return
        }
        let bytes = cell?.thumbnail.pixels.count ?? 0
        let asPixels = heldBytes + bytes <= Self.pixelBudget
        if asPixels { heldBytes += bytes }
        condition.unlock()

        let held = cell.map { cell in
            (entry: cell.entry, cell: ContactSheet.Cell.thumbnail(asPixels ? .init(pixels: cell.thumbnail, isOpaque: true) : .init(cell.thumbnail)))
        }

        condition.lock()
        defer { condition.unlock() }
        if !asPixels { heldBytes += held.map { Self.bytes(of: $0.cell) } ?? 0 }
        guard !pages[page].closed else {
            heldBytes -= held.map { Self.bytes(of: $0.cell) } ?? 0
            return
        }
        pages[page].delivered.insert(index)
        if let held { pages[page].arrived[index] = held }
        queueReadyRows(of: page)
        // A page takes longer to draw than its variants to render when the
        // cores are busy: without a bound, rows queued up with their
        // thumbnails. The worker that adds a job waits while many wait.
        while jobs.count > Self.maxWaitingJobs && drawing { condition.wait() }
    }

    private static func bytes(of cell: ContactSheet.Cell) -> Int {
        if case .thumbnail(let thumbnail) = cell { return thumbnail.byteCount }
        return 0
    }

    /// Queues the page's rows whose variants have all arrived, in order, and
    /// the page itself once complete (under the lock).
    private func queueReadyRows(of page: Int) {
        let sheet = pages[page].sheet
        if sheet.isPlanned {
            while pages[page].queuedRows < sheet.rows.count,
                  sheet.rows[pages[page].queuedRows].allSatisfy({ pages[page].delivered.contains($0) }) {
                jobs.append(.row(page: page, row: pages[page].queuedRows))
                pages[page].queuedRows += 1
            }
        }
        if pages[page].complete { close(page) }
        condition.broadcast()
    }

    private func close(_ page: Int) {
        guard !pages[page].closed else { return }
        pages[page].closed = true
        jobs.append(.finish(page: page))
    }

    /// Waits until every page is drawn and written: pages whose variants did
    /// not all arrive (a stopped run) are drawn with those that did.
    /// - Parameter progress: told the number of pages drawn so far, now and after each page.
    public func finish(progress: (@Sendable (Int) -> Void)? = nil) -> Outcome {
        condition.lock()
        closed = true
        self.progress = progress
        progress?(finishedPages)
        for page in pages.indices { close(page) }
        condition.broadcast()
        while drawing { condition.wait() }
        let outcome = Outcome(written: written.keys.sorted().map { written[$0]! }, error: failure)
        condition.unlock()
        return outcome
    }

    private func drawPages(session makeSession: @Sendable () throws -> PreviewSession) {
        var session: PreviewSession?
        var drawings: [Int: ContactSheet.Drawing] = [:]
        let output = OutputFolder(folder, budget: outputBudget)
        condition.lock()
        while true {
            while jobs.isEmpty, !(closed && finishedPages == pages.count) { condition.wait() }
            guard let job = jobs.first else { break }
            jobs.removeFirst()
            condition.broadcast()  // a worker may be waiting for room
            let skip = failure != nil
            let page: Int, row: Int?
            switch job {
            case .row(let index, let number): (page, row) = (index, number)
            case .finish(let index): (page, row) = (index, nil)
            }
            // A row's cells go with it; a finished page's go with the page.
            var cells = pages[page].arrived
            if let row, !skip {
                for index in pages[page].sheet.rows[row] { pages[page].arrived[index] = nil }
                cells = cells.filter { pages[page].sheet.rows[row].contains($0.key) }
            } else {
                pages[page].arrived = [:]
            }
            condition.unlock()

            var drawError: (any Error)?
            if !skip {
                do {
                    if session == nil { session = try makeSession() }
                    if drawings[page] == nil {
                        // An unplanned page is laid out from the thumbnails themselves, all there by now.
                        let sheet = pages[page].sheet.isPlanned ? pages[page].sheet : pages[page].sheet.sized(by: cells)
                        drawings[page] = try ContactSheet.Drawing(sheet, session: session!)
                    }
                    if let row {
                        if drawings[page]!.widthIsFixed {
                            try drawings[page]!.drawRow(row, cells: cells)
                        } else {
                            // Drawn with the title: its cells wait with the page.
                            condition.lock()
                            pages[page].arrived.merge(cells) { kept, _ in kept }
                            condition.unlock()
                            cells = [:]
                        }
                    } else {
                        let png = try drawings.removeValue(forKey: page)!.finish(cells: cells)
                        let name = ContactSheet.fileName(campaign: pages[page].sheet.campaign, page: pages[page].sheet.page)
                        try output.write(png, to: name)
                        condition.lock()
                        written[page] = folder.appendingPathComponent(name)
                        condition.unlock()
                    }
                } catch {
                    drawError = error
                    drawings[page] = nil
                }
            }

            condition.lock()
            heldBytes -= cells.values.reduce(0) { $0 + Self.bytes(of: $1.cell) }
            if let drawError, failure == nil { failure = drawError }
            if row == nil {
                finishedPages += 1
                progress?(finishedPages)
            }
        }
        drawing = false
        condition.broadcast()
        condition.unlock()
    }
}
