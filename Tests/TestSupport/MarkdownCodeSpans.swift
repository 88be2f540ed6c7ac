/// What Markdown reads as Markdown: the text with its code spans taken out,
/// by CommonMark's rule (a run of N backticks opens a span that the next run
/// of exactly N backticks closes; a run with no such closer is literal). A
/// link or an image can only come from what is left.
public enum MarkdownCodeSpans {
    public static func removed(from markdown: String) -> String {
        let characters = Array(markdown)
        var kept = ""
        var index = 0
        func run(at start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end] == "`" { end += 1 }
            return end - start
        }
        while index < characters.count {
            guard characters[index] == "`" else {
                kept.append(characters[index])
                index += 1
                continue
            }
            let length = run(at: index)
            var search = index + length
            var closer: Int?
            while search < characters.count {
                if characters[search] == "`" {
                    let other = run(at: search)
                    if other == length { closer = search; break }
                    search += other
                } else {
                    search += 1
                }
            }
            if let closer {
                kept += " "
                index = closer + length
            } else {
                kept += String(repeating: "`", count: length)
                index += length
            }
        }
        return kept
    }
}
