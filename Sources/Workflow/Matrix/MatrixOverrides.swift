import BoxTreeModel
import Layout
import Pipeline

/// Matrix settings from a command line, which win over `preview.json`:
/// each one given replaces that axis in every matrix of the config.
public struct MatrixOverrides: Hashable, Sendable {
    /// Campaign files, folders or patterns; replace the config's (including
    /// any matrix's own `campaigns`).
    public var campaigns: [String]?
    public var devices: AxisSelection<String>?
    public var orientations: AxisSelection<Orientation>?
    public var languages: LanguageSelection?
    public var textSizes: AxisSelection<ContentSizeCategory>?
    public var appearances: AxisSelection<Appearance>?
    public var formats: AxisSelection<String>?
    /// The themes every matrix draws its variants in (`--themes`).
    public var themes: [VariantTheme]?

    public init(campaigns: [String]? = nil, devices: AxisSelection<String>? = nil, orientations: AxisSelection<Orientation>? = nil,
                languages: LanguageSelection? = nil, textSizes: AxisSelection<ContentSizeCategory>? = nil,
                appearances: AxisSelection<Appearance>? = nil, formats: AxisSelection<String>? = nil) {
        self.campaigns = campaigns
        self.devices = devices
        self.orientations = orientations
        self.languages = languages
        self.textSizes = textSizes
        self.appearances = appearances
        self.formats = formats
    }

    /// `config` with these settings in place of its own. What they replace
    /// is the caller's from then on: campaigns given here are not held to
    /// the config's folder, and formats given here are the caller's choice
    /// (a plugin for one may run, unless found through the config's `pluginDirs`).
    public func applied(to config: PreviewConfig) -> PreviewConfig {
        var config = config
        if let campaigns { config.campaigns = campaigns }
        if formats != nil { config.render.pluginPermission.callerFormats = nil }
        config.matrices = config.matrices.map { matrix in
            var matrix = matrix
            if campaigns != nil { matrix.campaigns = nil }
            if let devices { matrix.devices = devices }
            if let orientations { matrix.orientations = orientations }
            if let languages { matrix.languages = languages }
            if let textSizes { matrix.textSizes = textSizes }
            if let appearances { matrix.appearances = appearances }
            if let formats { matrix.formats = formats }
            if let themes { matrix.themes = themes }
            return matrix
        }
        return config
    }
}
