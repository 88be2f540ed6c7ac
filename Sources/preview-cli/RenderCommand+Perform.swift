#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Renders the preview the options describe and returns the exit status
/// (see `ExitCode`). The options are already validated.
///
/// The seam where PreviewKit is wired in; this file will be replaced whole.
func performRender(_ options: RenderCommandOptions) -> Int32 {
    FileHandle.standardError.write(Data("preview-cli: render is not wired yet\n".utf8))
    return 2
}
