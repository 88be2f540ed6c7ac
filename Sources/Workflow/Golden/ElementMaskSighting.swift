import BoxTreeModel
import CampaignModel
import JSONReading

/// Which masked elements one variant laid out, and every accessibility
/// identifier it has (for the suggestion when a name is found nowhere).
struct ElementMaskSighting: Sendable {
    /// Element names of the rules applying to the variant that its tree holds.
    var found: Set<String> = []
    var identifiers: Set<String> = []

    init(_ rendered: RenderedVariant, masked: [String], diff: DiffSettings) {
        guard !masked.isEmpty else { return }
        let boxes = rendered.tree.allBoxes
        identifiers = Set(boxes.compactMap { $0.accessibility?.identifier })
        let applying = Set(rendered.variant.formats.flatMap { diff.ignoreRules(for: rendered.variant, format: $0) }.compactMap(\.element))
        for name in applying where identifiers.contains(name) || boxes.contains(where: { $0.role.rawValue == name }) {
            found.insert(name)
        }
    }

    /// A line for each of `masked` found in none of `sightings`.
    static func unmatched(_ masked: [String], in sightings: [ElementMaskSighting]) -> [String] {
        let found = sightings.reduce(into: Set<String>()) { $0.formUnion($1.found) }
        let identifiers = sightings.reduce(into: Set<String>()) { $0.formUnion($1.identifiers) }.sorted()
        return masked.filter { !found.contains($0) }.map { name in
            let suggestion = Suggestion.closest(to: name, in: identifiers + Box.Role.allCases.map(\.rawValue), maxDistance: 3)
                .map { " (did you mean \"\($0)\"?)" } ?? ""
            let listed = identifiers.isEmpty ? "none" : identifiers.joined(separator: ", ")
            return "diff.ignore: element \"\(name)\" is in no variant's layout it applies to\(suggestion); "
                + "identifiers laid out: \(listed); roles: docs/box-tree.md"
        }
    }
}
