import Foundation

/// Reads a local file for a decoder, turning every way that can fail into a
/// single problem rather than an exception with a multi-line description.
enum FileContents {
    static func read(_ url: URL, file: String, expected: String, limit: Int) throws(CampaignDecodingError) -> Data {
        func fail(_ found: String) -> CampaignDecodingError {
            CampaignDecodingError(problems: [CampaignProblem(file: file, path: "", expected: expected, found: found)])
        }
        // `Data(contentsOf:)` would happily fetch an https URL; these tools never
        // touch the network unless asked, and campaigns are files.
        guard url.isFileURL else { throw fail("a URL that is not a local file") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw fail("no such file")
        }
        guard !isDirectory.boolValue else { throw fail("a directory") }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            // One byte past the limit tells "too large" from "exactly the limit"
            // without reading an endless device file to its end.
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw fail(reason(for: error))
        }
        guard data.count <= limit else {
            throw fail("a file larger than \(limit / (1024 * 1024)) MiB")
        }
        return data
    }

    /// A short, one-line reason such as "Permission denied".
    private static func reason(for error: any Error) -> String {
        let nsError = error as NSError
        let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
        let text = underlying?.localizedDescription ?? nsError.localizedDescription
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.isEmpty ? "an unreadable file" : "an unreadable file (\(line))"
    }
}
