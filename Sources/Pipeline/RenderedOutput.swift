import Foundation
import Imaging

/// One format's bytes, and where they go.
public struct RenderedOutput {
    public let format: String
    public let destination: OutputPlan.Destination
    public let data: Data
    /// The PNG frame's thumbnail, when `PreviewSession.render(_:plan:thumbnailHeight:)` was asked for one.
    public var thumbnail: RasterImage?

    public init(format: String, destination: OutputPlan.Destination, data: Data, thumbnail: RasterImage? = nil) {
        self.format = format
        self.destination = destination
        self.data = data
        self.thumbnail = thumbnail
    }

    /// Writes every file of `outputs` atomically as a set (see
    /// `AtomicFile.writeAll`), then hands any standard-output data to `print`.
    public static func deliver(_ outputs: [RenderedOutput], print: (Data) -> Void) throws(OutputError) {
        var files: [(Data, URL)] = []
        for output in outputs {
            if case .file(let path) = output.destination { files.append((output.data, URL(fileURLWithPath: path))) }
        }
        do {
            try AtomicFile.writeAll(files)
        } catch {
            throw .writeFailed(error)
        }
        for output in outputs where output.destination == .standardOutput { print(output.data) }
    }
}
