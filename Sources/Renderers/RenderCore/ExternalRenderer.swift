import BoxTreeModel
import Foundation
import Imaging

/// A renderer outside this process: the executable `preview-renderer-NAME`,
/// which reads the box-tree JSON (see `docs/box-tree.md`) on standard input
/// and writes its result to standard output.
///
/// The plugin runs in the caller's working directory (so image paths in the
/// JSON, relative to that directory, open as they are), with no arguments, a
/// minimal environment (`PluginEnvironment`: no token or secret of the
/// caller's), below an init of its own (`ProcessTree`: PID 1 of a new PID
/// namespace where allowed), and a deadline that covers every process it
/// starts: past it, or once the plugin exits, none of them is left.
public struct ExternalRenderer: Renderer {
    public let name: String
    public let executable: URL
    /// Seconds the plugin may run.
    public var timeout: Double
    /// The most a plugin may write, in bytes.
    public var maxOutputBytes = 512 << 20
    /// The plugin's whole environment (`PluginEnvironment.minimal`).
    public var environment = PluginEnvironment.minimal(from: ProcessInfo.processInfo.environment)

    public init(name: String, executable: URL, timeout: Double = PluginSearch.defaultTimeout) {
        self.name = name
        self.executable = executable
        self.timeout = timeout
    }

    /// The format name: a plugin called `html` writes `.html` files.
    public var fileExtension: String { name }
    public var outputKind: RenderOutputKind { .unknown }
    public var summary: String { "external plugin" }

    public func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions) throws -> Data {
        let input = try BoxTreeJSONRenderer().render(tree, options: options)
        let path = executable.path
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess(executable: executable, environment: environment, timeout: timeout,
                                       maxOutputBytes: maxOutputBytes).run(input: input)
        } catch {
            throw PluginError.launchFailed(name: name, path: path, reason: error.description)
        }
        let tail = String(decoding: outcome.stderrTail, as: UTF8.self)
        if outcome.outputTooLarge { throw PluginError.outputTooLarge(name: name, path: path, limitBytes: maxOutputBytes) }
        if outcome.timedOut { throw PluginError.timedOut(name: name, path: path, seconds: timeout, stderrTail: tail) }
        if outcome.signaled { throw PluginError.killedBySignal(name: name, path: path, signal: outcome.status, stderrTail: tail) }
        guard outcome.status == 0 else {
            throw PluginError.exitedWithStatus(name: name, path: path, status: outcome.status, stderrTail: tail)
        }
        guard !outcome.stdout.isEmpty else { throw PluginError.emptyOutput(name: name, path: path, stderrTail: tail) }
        return outcome.stdout
    }
}
