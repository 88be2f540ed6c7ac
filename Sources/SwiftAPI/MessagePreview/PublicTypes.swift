import BoxTreeModel
import CampaignModel
import JSONReading
import Layout
import Pipeline
import Workflow

// The names `import MessagePreview` gives besides its own types: the ones the
// Swift API's signatures use and a user writes (docs/swift.md). Each is an
// alias of the internal type, not a re-export of its module, so the rest of
// BoxTreeModel, CampaignModel, Layout, Pipeline and Workflow (about a
// thousand public declarations) can move between modules without breaking
// anyone. A name is added here only when a user must write it; members and
// nested types (`CheckedOutput.Status`, `Diagnostic.Severity`) come with it.
// A plugin that reads the box tree itself depends on the `MessagePreviewBoxTree`
// product and writes `import BoxTreeModel`.

// MARK: The preview (CampaignPreview)

/// The laid-out message: every box with its frame, and the environment it
/// was laid out in (`CampaignPreview.boxTree`; its JSON is docs/box-tree.md).
public typealias BoxTree = BoxTreeModel.BoxTree
/// One finding of the layout or lint, as the box-tree JSON and the
/// accessibility dump report it (`CampaignPreview.diagnostics`).
public typealias Diagnostic = BoxTreeModel.Diagnostic
/// One problem with an input file: the file, the JSON path, what was
/// expected and what was found (`CampaignPreview.warnings`, `PreviewerError.invalidCampaign`).
public typealias InputProblem = JSONReading.InputProblem
/// Problems that stop an input file (a campaign, a vendor payload, a theme,
/// `preview.json`, a device file) from being read, every one at once
/// (`PreviewerError.config`, `GoldenWorkflow.linted(config:)`).
public typealias InputProblems = JSONReading.InputProblems
/// The name `InputProblems` had until 0.3.0, when it became the error of
/// every input file, not only of campaigns.
@available(*, deprecated, renamed: "InputProblems")
public typealias CampaignDecodingError = InputProblems
/// A campaign file's format: ours or a vendor's (`Previewer.preview(campaignAt:from:in:)`; `--from`).
public typealias MessageSource = CampaignModel.MessageSource

// MARK: The environment (PreviewEnvironment, assertPreview)

/// Portrait or landscape (`--orientation`).
public typealias Orientation = BoxTreeModel.Orientation
/// Left-to-right or right-to-left (`--direction`).
public typealias LayoutDirection = BoxTreeModel.LayoutDirection
/// A Dynamic Type size, `.extraSmall` ... `.accessibilityExtraExtraExtraLarge` (`--text-size`).
public typealias ContentSizeCategory = Layout.ContentSizeCategory
/// The host app's screen drawn behind the message (`--background`).
public typealias HostBackground = Layout.HostBackground
/// Light or dark: the host screen, the status bar and an HTML page's `prefers-color-scheme` (`--appearance`).
public typealias Appearance = Layout.Appearance

// MARK: Artwork (Previewer.init)

/// Fetching `https` artwork the asset folder lacks, into a cache folder
/// (`--fetch-artwork`, `--artwork-cache`, `--artwork-timeout`, `--artwork-ca-file`).
public typealias ArtworkFetchSettings = Pipeline.ArtworkFetcher.Settings

// MARK: golden check's workflow (GoldenWorkflow.linted)

/// A `preview.json`, read as `golden check` reads it.
public typealias PreviewConfig = Workflow.PreviewConfig
/// One matrix of a `preview.json`: campaigns x devices x orientations x languages x text sizes x formats.
public typealias VariantMatrix = Workflow.VariantMatrix
/// One shard of a run (`--shard 2/4`).
public typealias Shard = Workflow.Shard
/// `golden check` and `golden record`: plan the variants, render them, compare with the goldens.
public typealias GoldenWorkflow = Workflow.GoldenWorkflow
/// A golden run's verdict, as `.preview/result.json` holds it.
public typealias GoldenRunResult = Workflow.GoldenRunResult
/// One output of a golden run: its path, status, pixel counts and artifacts.
public typealias CheckedOutput = Workflow.CheckedOutput
