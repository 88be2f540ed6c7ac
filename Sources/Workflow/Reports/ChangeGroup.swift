import Diffing
/// Outputs that changed the same way, shown as one card with its members
/// listed, so one edit seen in 25 variants is reviewed once.
///
/// The key is exact, so a group never hides a different change:
/// - an image: the same canvas size, count of differing pixels, their
///   bounding box and their fingerprint (which pixels changed, from which
///   colour to which), so the same pixels changed to the same colours;
/// - an image with no pixel counts (a golden of another scale, an
///   unreadable golden): the same one-line verdict;
/// - a text: the same format and the same lines removed and added, in
///   order (the diff without context or line numbers);
/// - an error: the same message.
/// New outputs (no golden) and texts too large to show are never grouped.
struct ChangeGroup {
    /// In path order; the first is the one shown.
    var entries: [ReportEntry]

    var first: ReportEntry { entries[0] }

    /// The groups of `entries`, in the order of each group's first entry.
    static func grouping(_ entries: [ReportEntry]) -> [ChangeGroup] {
        var groups: [ChangeGroup] = []
        var indexByKey: [String: Int] = [:]
        for entry in entries {
            guard let key = key(for: entry) else {
                groups.append(ChangeGroup(entries: [entry]))
                continue
            }
            if let index = indexByKey[key] {
                groups[index].entries.append(entry)
            } else {
                indexByKey[key] = groups.count
                groups.append(ChangeGroup(entries: [entry]))
            }
        }
        return groups
    }

    static func key(for entry: ReportEntry) -> String? {
        let output = entry.output
        switch output.status {
        case .passed, .new:
            return nil
        case .error:
            return "error\n" + output.summary
        case .failed:
            if entry.isImage {
                guard let pixels = output.pixels, let fingerprint = pixels.changeFingerprint else { return "image\n" + output.summary }
                return "image\n\(pixels.expectedSize) \(pixels.actualSize) \(pixels.differing) \(pixels.changedRegion ?? "") \(fingerprint)"
            }
            guard let expected = entry.expectedText, let actual = entry.actualText else { return nil }
            return "text \(output.format)\n" + LineDiff.unified(expected, actual, context: 0)
        }
    }
}
