/// The one place the release version is written. `--version` prints it (and
/// so names `make dist`'s bundle), and
/// `VersionConsistencyTests` checks that the README, docs/swift.md, the
/// example package, the CI recipes' pin and the top of CHANGELOG.md name the
/// same one (docs/releasing.md).
enum ToolVersion {
    static let current = "0.3.0"
}
