import RenderCore

/// A run's outputs that cannot be planned, made or written. Nothing of the
/// run is written when one of these is thrown.
public enum OutputError: Error, CustomStringConvertible {
    case noFormats
    /// A binary format (PNG) with no output file to put it in.
    case binaryWithoutOutput(format: String)
    case severalFormatsWithoutOutput([String])
    /// `-o -` with several formats: standard output holds one.
    case severalFormatsToStandardOutput([String])
    /// Two formats would write the same file.
    case sameDestination(path: String, formats: [String])
    /// An external plugin's output is not text, and there is no output file.
    case notPrintable(format: String)
    /// A format name that names no renderer (the user's to fix).
    case unknownFormat(RendererLookupError)
    /// A renderer threw; `underlying` says why.
    case renderFailed(format: String, underlying: any Error)
    case writeFailed(AtomicFile.WriteError)

    public var description: String {
        switch self {
        case .noFormats:
            "no output format given"
        case .binaryWithoutOutput(let format):
            "\(format) output is binary and cannot be printed: give an output file with -o PATH"
        case .severalFormatsWithoutOutput(let formats):
            "\(formats.joined(separator: ", ")): several formats need an output base name: give -o PATH (e.g. -o out/preview)"
        case .severalFormatsToStandardOutput(let formats):
            "\(formats.joined(separator: ", ")): -o - writes one format to standard output; give -o PATH for several"
        case .sameDestination(let path, let formats):
            "\(formats.joined(separator: " and ")) would both write \(path)"
        case .notPrintable(let format):
            "\(format) output is not text and cannot be printed: give an output file with -o PATH"
        case .unknownFormat(let error):
            error.description
        case .renderFailed(let format, let underlying):
            underlying is PluginError ? "\(underlying)" : "cannot render \(format): \(underlying)"
        case .writeFailed(let error):
            error.description
        }
    }
}
