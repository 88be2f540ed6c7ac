/// Renderers by name: the built-ins (Pipeline registers them), any a
/// program adds in-process, and, for names not registered, external plugins
/// found on disk.
///
/// A value type: copy it and register more without affecting the original.
/// Registering a name that is already taken replaces that renderer, so a
/// program can swap a built-in for its own.
public struct RendererRegistry {
    private var entries: [any Renderer] = []

    public init(_ renderers: [any Renderer] = []) {
        renderers.forEach { register($0) }
    }

    /// Adds `renderer`, or replaces the one with the same name (keeping its place in `renderers`).
    public mutating func register(_ renderer: any Renderer) {
        precondition(PluginSearch.isValidName(renderer.name),
                     "renderer name '\(renderer.name)' must be lowercase letters, digits and '-'")
        if let index = entries.firstIndex(where: { $0.name == renderer.name }) {
            entries[index] = renderer
        } else {
            entries.append(renderer)
        }
    }

    /// The registered renderers, in registration order.
    public var renderers: [any Renderer] { entries }

    public var names: [String] { entries.map(\.name) }

    public func renderer(named name: String) -> (any Renderer)? {
        entries.first { $0.name == name }
    }

    /// The registered renderer called `name`, else the external plugin
    /// `preview-renderer-NAME` that `plugins` finds. Nothing is run here.
    public func resolve(_ name: String, plugins: PluginSearch) throws(RendererLookupError) -> any Renderer {
        guard PluginSearch.isValidName(name) else { throw .invalidName(name) }
        if let registered = renderer(named: name) { return registered }
        let executable = try plugins.locate(name, registered: names)
        return ExternalRenderer(name: name, executable: executable, timeout: plugins.timeout)
    }
}
