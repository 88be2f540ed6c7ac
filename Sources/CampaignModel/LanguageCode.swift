/// Language tags as campaigns, the matrix and `--lang` accept them: `ar`,
/// `pt-BR`, `zh_Hant`. They become parts of output file names, so nothing
/// else (a `/`, a `..`) may pass.
public enum LanguageCode {
    /// Two or three letters, then letter/digit subtags of 1 to 8 characters
    /// separated by `-` or `_`. Catches typos such as an empty code or a file name.
    public static func isValid(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let primary = parts.first, (2...3).contains(primary.count), primary.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return false
        }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
