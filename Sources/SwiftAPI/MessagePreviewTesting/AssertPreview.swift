import BoxTreeModel
import Foundation
import InputFiles
import Layout
import MessagePreview
import Workflow

/// Checks one preview of `campaign` against its golden, which lives beside
/// the test file: `__Previews__/<TestFile>/<name>/<device>-<orientation>-<lang>-<size>.<ext>`.
///
/// ```swift
/// @Test func welcomeInArabic() {
///     assertPreview(of: "Campaigns/welcome.json", as: .png, on: "iphone-se", language: "ar", textSize: .accessibilityLarge)
/// }
/// ```
///
/// The check is `preview-cli golden check`'s: the same bytes, lint's findings
/// in the accessibility dump and box tree, images compared perceptually
/// (threshold 0.1, no differing pixel allowed), text byte for byte. A failure
/// is reported at the caller's line, to Swift Testing or XCTest (whichever
/// runs the test), naming the golden, the actual output, the diff image and
/// the pixel counts.
///
/// - Parameters:
///   - campaign: the campaign file: a path relative to the test file's
///     folder, or absolute.
///   - format: `.png`, `.accessibility` or `.boxTree`.
///   - device: a device id (`preview-cli devices`).
///   - language: the language code; it picks the localization and the direction.
///   - values: placeholder values.
///   - theme: a built-in theme's name or a theme file's path; `nil` is gameball.
///   - name: the folder the goldens go under; the campaign file's name by
///     default. Give one when two assertions use one campaign with different
///     values or themes.
///   - record: which goldens to write (`missing` by default). The environment
///     variable `MESSAGEPREVIEW_RECORD` overrides it; with `CI` set nothing is
///     written. Writing a golden fails the test, so it is looked at first.
///   - config: a `preview.json` whose diff tolerance, render settings and
///     `lint` section apply, as `golden check` would read them.
public func assertPreview(
    of campaign: String, as format: PreviewFormat = .png, on device: String = DeviceCatalog.defaultDevice.id,
    orientation: Orientation = .portrait, language: String = VariantMatrix.defaultBaseLanguage,
    textSize: ContentSizeCategory = .default, appearance: Appearance = .default, values: [String: String] = [:], theme: String? = nil,
    named name: String? = nil,
    record: PreviewRecordMode? = nil, config: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertPreview(of: campaign, as: [format], devices: [device], orientations: [orientation], languages: [language],
                  textSizes: [textSize], appearances: [appearance], values: values, theme: theme, named: name, record: record, config: config,
                  fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks every variant of a matrix of `campaign` (devices x orientations x
/// languages x text sizes, in each format) against its golden, as
/// `preview-cli golden check` would with the same matrix: one failure per
/// output that differs, has no golden, or cannot be rendered.
///
/// ```swift
/// @Test func levelUpEverywhere() {
///     assertPreview(of: "Campaigns/level-up.json", as: [.png, .accessibility],
///                   devices: ["iphone-se", "ipad-air-11"], languages: ["en", "ar"], textSizes: [.large, .accessibilityExtraExtraExtraLarge])
/// }
/// ```
///
/// The parameters are those of the one-variant form, each axis a list.
public func assertPreview(
    of campaign: String, as formats: [PreviewFormat], devices: [String] = [DeviceCatalog.defaultDevice.id],
    orientations: [Orientation] = [.portrait], languages: [String] = [VariantMatrix.defaultBaseLanguage],
    textSizes: [ContentSizeCategory] = [.default], appearances: [Appearance] = [.default], values: [String: String] = [:],
    theme: String? = nil, named name: String? = nil,
    record: PreviewRecordMode? = nil, config: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let folder = PreviewGoldens.testFolder(of: "\(filePath)")
    var check = PreviewGoldenCheck(campaign: PreviewGoldens.resolve(campaign, in: folder), name: name, formats: formats, devices: devices,
                                   orientations: orientations, languages: languages, textSizes: textSizes, values: values, theme: theme,
                                   goldens: PreviewGoldens.folder(forTestFile: "\(filePath)"), artifacts: folder,
                                   config: config.map { PreviewGoldens.resolve($0, in: folder) })
    check.appearances = appearances
    check.artifacts = PreviewGoldens.artifactsFolder(forTestFile: "\(filePath)", check: check)
    verify(check, record: record, at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Runs `check` in the effective record mode and reports one failure per
/// output that is not a plain pass (a golden written counts as one).
func verify(_ check: PreviewGoldenCheck, record: PreviewRecordMode?, at location: CallerLocation,
            environment: [String: String] = ProcessInfo.processInfo.environment) {
    let result: GoldenRunResult
    let mode: PreviewRecordMode
    let onCI: Bool
    do {
        (mode, onCI) = try PreviewRecordMode.effective(record, environment: environment)
        result = try check.run(recording: mode)
    } catch {
        FailureReporter.fail("assertPreview(of: \(check.campaign.path)): \(error.description)", at: location)
        return
    }
    let failures = result.outputs.filter { !($0.status == .passed && $0.recorded == nil) }
    guard !failures.isEmpty else { return }
    let page = RunReport.shared.add(result, check: check, testFile: "\(location.filePath)",
                                    artifactsRoot: PreviewGoldens.artifactsRoot(environment: environment))
    let ignored = PreviewRecordMode.ignoredOnCI(record, environment: environment)
    for output in failures {
        var text = FailureMessage.text(for: output, check: check, mode: mode, onCI: onCI, ignoredOnCI: ignored)
        if let page { text += "\n  report: \(page.path) (every failure of this run)" }
        FailureReporter.fail(text, at: location)
    }
}

/// Where assertions keep goldens and leave artifacts.
public enum PreviewGoldens {
    /// The folder beside each test file that holds its goldens, like
    /// swift-snapshot-testing's `__Snapshots__`. Exclude it from the test
    /// target (`exclude: ["__Previews__"]`) so SwiftPM does not warn about it.
    public static let folderName = "__Previews__"

    /// Overrides where the actual outputs and diff images of failures go
    /// (default: the temporary folder), e.g. to upload them from CI.
    public static let artifactsVariable = "MESSAGEPREVIEW_ARTIFACTS"

    /// `<test file's folder>/__Previews__/<test file name without .swift>/`.
    public static func folder(forTestFile path: String) -> URL {
        let file = URL(fileURLWithPath: path)
        return file.deletingLastPathComponent().appendingPathComponent(folderName, isDirectory: true)
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent, isDirectory: true)
    }

    static func testFolder(of path: String) -> URL {
        URL(fileURLWithPath: path).deletingLastPathComponent()
    }

    static func resolve(_ path: String, in folder: URL) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)).standardizedFileURL
    }

    /// `MESSAGEPREVIEW_ARTIFACTS`, else `MessagePreviewTesting` in the temporary folder.
    static func artifactsRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        environment[artifactsVariable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("MessagePreviewTesting", isDirectory: true)
    }

    /// One folder per test file and variant set, so assertions running in
    /// parallel never clear each other's artifacts, and a re-run replaces them.
    static func artifactsFolder(forTestFile path: String, check: PreviewGoldenCheck,
                                environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let root = artifactsRoot(environment: environment)
        // Light alone adds nothing, so a light check's folder keeps the name it had before the axis.
        let appearances: String = check.appearances == [.light] ? "" : "\n" + check.appearances.map(\.rawValue).joined(separator: ",")
        let axes: [String] = [check.campaign.path, check.name ?? "", check.formats.map(\.rawValue).joined(separator: ","),
                         check.devices.joined(separator: ","), check.orientations.map(\.rawValue).joined(separator: ","),
                         check.languages.joined(separator: ","), check.textSizes.map(\.shortName).joined(separator: ","),
                         check.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","),
                         check.theme ?? ""]
        let signature = axes.joined(separator: "\n") + appearances
        let stem = check.name.map(CampaignDiscovery.safeKey) ?? check.campaign.deletingPathExtension().lastPathComponent
        return root.appendingPathComponent(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent, isDirectory: true)
            .appendingPathComponent(stem.replacingOccurrences(of: "/", with: "-") + "-" + StableName.of(signature), isDirectory: true)
    }

}

/// `assertPreview(of:as:on:...)` for a campaign given as a file URL.
public func assertPreview(
    of campaign: URL, as format: PreviewFormat = .png, on device: String = DeviceCatalog.defaultDevice.id,
    orientation: Orientation = .portrait, language: String = VariantMatrix.defaultBaseLanguage,
    textSize: ContentSizeCategory = .default, appearance: Appearance = .default, values: [String: String] = [:], theme: String? = nil,
    named name: String? = nil,
    record: PreviewRecordMode? = nil, config: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertPreview(of: campaign.standardizedFileURL.path, as: [format], devices: [device], orientations: [orientation], languages: [language],
                  textSizes: [textSize], appearances: [appearance], values: values, theme: theme, named: name, record: record, config: config,
                  fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The matrix form of `assertPreview` for a campaign given as a file URL.
public func assertPreview(
    of campaign: URL, as formats: [PreviewFormat], devices: [String] = [DeviceCatalog.defaultDevice.id],
    orientations: [Orientation] = [.portrait], languages: [String] = [VariantMatrix.defaultBaseLanguage],
    textSizes: [ContentSizeCategory] = [.default], appearances: [Appearance] = [.default], values: [String: String] = [:],
    theme: String? = nil, named name: String? = nil,
    record: PreviewRecordMode? = nil, config: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertPreview(of: campaign.standardizedFileURL.path, as: formats, devices: devices, orientations: orientations, languages: languages,
                  textSizes: textSizes, appearances: appearances, values: values, theme: theme, named: name, record: record, config: config,
                  fileID: fileID, filePath: filePath, line: line, column: column)
}
