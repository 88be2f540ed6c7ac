import Foundation
import Diffing
import Imaging

// diff-bench: times Diffing's ImageDiff where preview-cli cannot be built.
// See Benchmarks/bench-diff.sh, which drives it.

let usage = """
    Usage:
      diff-bench EXPECTED.png ACTUAL.png [--runs N]
          Times ImageDiff in-process: the median of N file comparisons (read,
          decode, compare) and of N comparisons of the decoded pixels.
      diff-bench --once EXPECTED.png ACTUAL.png
          One comparison, as 'preview-cli diff' makes it: prints the summary,
          exits 0 on a match, 1 when the images differ, 2 on an error.
      diff-bench --make-pair FOLDER [--size WxH]
          Writes FOLDER/expected.png and FOLDER/actual.png, a synthetic
          preview pair (default 1179x2556) that differs slightly.

    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("diff-bench: \(message)\n".utf8))
    exit(2)
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func median(_ samples: [UInt64]) -> Double {
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    let nanos = sorted.count % 2 == 1 ? Double(sorted[middle]) : Double(sorted[middle - 1] + sorted[middle]) / 2
    return nanos / 1e6
}

func makePair(folder: String, size: String) {
    let parts = size.split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { fail("--size expects WxH, e.g. 1179x2556") }
    for (name, changed) in [("expected.png", false), ("actual.png", true)] {
        var preview = SyntheticPreview(width: parts[0], height: parts[1], changed: changed)
        do {
            try PNGEncoder.encode(preview.render()).write(to: URL(fileURLWithPath: folder + "/" + name), options: .atomic)
        } catch {
            fail("\(error)")
        }
    }
}

func once(_ expected: String, _ actual: String) -> Int32 {
    do {
        let result = try ImageDiff.compareFiles(expected: expected, actual: actual).result
        print(result.summary)
        return result.passed ? 0 : 1
    } catch {
        fail(error.description)
    }
}

func time(_ expected: String, _ actual: String, runs: Int) {
    let images: (RasterImage, RasterImage)
    do {
        images = (try ImageDecoder.decodeFile(at: expected), try ImageDecoder.decodeFile(at: actual))
    } catch {
        fail("\(error)")
    }
    var files: [UInt64] = [], pixels: [UInt64] = []
    var summary = ""
    for run in 0...runs {
        let start = now()
        guard let result = try? ImageDiff.compareFiles(expected: expected, actual: actual).result else { fail("comparison failed") }
        let middle = now()
        _ = ImageDiff.compare(images.0, images.1)
        let end = now()
        // Run 0 warms caches and the thread pool; it is not counted.
        if run > 0 {
            files.append(middle - start)
            pixels.append(end - middle)
        }
        summary = result.summary
    }
    print("images: \(images.0.width)x\(images.0.height), runs: \(runs), cores: \(ProcessInfo.processInfo.activeProcessorCount)")
    print(String(format: "median, files (read + decode + compare): %.2f ms", median(files)))
    print(String(format: "median, decoded pixels (compare only):   %.2f ms", median(pixels)))
    print("verdict: \(summary)")
}

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count else { fail("\(name) needs a value") }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}

if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(arguments.isEmpty ? 2 : 0)
}
if let folder = option("--make-pair") {
    makePair(folder: folder, size: option("--size") ?? "1179x2556")
    exit(0)
}
if arguments.first == "--once" {
    guard arguments.count == 3 else { fail("--once takes EXPECTED.png ACTUAL.png") }
    exit(once(arguments[1], arguments[2]))
}
let runs = Int(option("--runs") ?? "15") ?? 0
guard arguments.count == 2, runs > 0 else { fail("expected EXPECTED.png ACTUAL.png [--runs N]; see --help") }
time(arguments[0], arguments[1], runs: runs)
