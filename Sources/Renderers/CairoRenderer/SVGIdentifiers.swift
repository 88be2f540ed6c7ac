/// Makes Cairo's SVG element identifiers independent of what the process drew before.
///
/// Cairo 1.16 names some elements after the surface's or the image's
/// process-wide serial number (`surface12`, `image7`), which grows with every
/// surface a process creates, so the second render of a tree would differ
/// from the first. Renumbering every identifier family in order of first
/// appearance gives stable names. Only identifiers are touched: an `id="…"`
/// attribute or a `#…` reference, never base64 image data.
enum SVGIdentifiers {
    static func renumbered(_ svg: String) -> String {
        var numbers: [String: [Int: Int]] = [:]
        return svg.replacing(#/(id="|#)([A-Za-z]+)(\d+)(?=["\)\-])/#) { match in
            let (_, prefix, name, serial) = match.output
            let family = String(name)
            let old = Int(serial)!
            var assigned = numbers[family, default: [:]]
            let new = assigned[old] ?? (assigned.count + 1)
            assigned[old] = new
            numbers[family] = assigned
            return "\(prefix)\(family)\(new)"
        }
    }
}
