// swift-tools-version:6.0
import PackageDescription

// Dependency direction (acyclic, one way):
//   CampaignModel -> Layout -> {TextShaping, Assets} -> RenderCore
//   -> {CairoRenderer, AccessibilityRenderer, TerminalRenderer} -> PreviewKit -> Workflow -> Lint -> preview-cli
//   Imaging -> GoldenKit -> {Workflow, preview-cli, diff-bench}
// C libraries come from Debian packages only (see README "Set-up").
let package = Package(
    name: "MessagePreview",
    products: [
        .executable(name: "preview-cli", targets: ["preview-cli"]),
        .library(name: "PreviewKit", targets: ["PreviewKit"]),
        .library(name: "GoldenKit", targets: ["GoldenKit"]),
        .library(name: "RenderCore", targets: ["RenderCore"]),
        .library(name: "Workflow", targets: ["Workflow"]),
    ],
    targets: [
        // System libraries: cairo, pango (HarfBuzz, FriBidi), fontconfig, freetype.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "libfreetype-dev"])]
        ),
        // A thin C layer over libpng and libjpeg-turbo: their error handling uses
        // setjmp/longjmp, which must never cross into Swift frames. Plain 8-bit
        // PNGs are inflated by libdeflate (png_fast.c), several times faster.
        .target(
            name: "CImageCodecs",
            cSettings: [.unsafeFlags(["-O2"])],
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("turbojpeg"), .linkedLibrary("deflate")]
        ),
        .target(name: "CampaignModel"),
        .target(name: "Layout", dependencies: ["CampaignModel"]),
        .target(name: "Imaging", dependencies: ["CImageCodecs"]),
        .target(name: "TextShaping", dependencies: ["Layout", "CCairo"]),
        .target(name: "Assets", dependencies: ["Layout", "Imaging"]),
        .target(name: "RenderCore", dependencies: ["Layout", "CampaignModel"]),
        .target(name: "CairoRenderer", dependencies: ["RenderCore", "TextShaping", "Imaging", "CCairo"]),
        // Wireframe and half-block pictures for a terminal; pixels only through Imaging's RasterImage.
        .target(name: "TerminalRenderer", dependencies: ["Layout", "RenderCore", "Imaging"]),
        .target(name: "AccessibilityRenderer", dependencies: ["RenderCore", "Layout"]),
        .target(name: "PreviewKit", dependencies: ["CampaignModel", "Layout", "TextShaping", "Assets", "RenderCore", "CairoRenderer",
                                                   "AccessibilityRenderer", "TerminalRenderer", "Imaging"]),
        // The perceptual image diff behind `preview-cli diff` and golden checks.
        .target(name: "GoldenKit", dependencies: ["Imaging"]),
        // CI workflows: variant matrices, preview.json, golden check/record, reports, shards.
        // Shared by `matrix`, `golden` and `lint`.
        .target(name: "Workflow", dependencies: ["PreviewKit", "GoldenKit", "CampaignModel", "Layout", "RenderCore", "Imaging", "Assets"]),
        // Lint lays Workflow's variants out (never draws) and checks them against rules.
        .target(name: "Lint", dependencies: ["CampaignModel", "Layout", "TextShaping", "Assets", "Imaging", "PreviewKit", "Workflow"]),
        // The command line's own small argument parser (no outside packages).
        .target(name: "ArgumentParsing"),
        // Layout and CampaignModel are imported directly to validate options (devices,
        // text sizes, colours) before anything is rendered.
        // `make bench`: medians of layout, drawing and PNG encoding.
        .executableTarget(name: "preview-bench", dependencies: ["PreviewKit", "CairoRenderer", "Imaging", "Layout"]),
        .executableTarget(name: "preview-cli", dependencies: ["PreviewKit", "ArgumentParsing", "Layout", "CampaignModel", "GoldenKit",
                                                              "RenderCore", "AccessibilityRenderer", "TerminalRenderer", "Lint", "Assets", "Workflow"]),
        // Times ImageDiff on two PNG files in-process (scripts/bench-diff.sh).
        .executableTarget(name: "diff-bench", dependencies: ["GoldenKit", "Imaging"]),
        // `scripts/bench-lint.sh`: linting a 500-variant matrix against rendering it.
        .executableTarget(name: "lint-bench", dependencies: ["Lint", "PreviewKit", "CairoRenderer", "Assets", "Layout", "CampaignModel", "Workflow"]),

        .testTarget(name: "CampaignModelTests", dependencies: ["CampaignModel"], path: "Tests/CampaignModelTests"),
        .testTarget(name: "ImporterTests", dependencies: ["CampaignModel"], path: "Tests/ImporterTests"),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "TextShaping", "PreviewKit"], path: "Tests/LayoutTests"),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging", "Assets"], path: "Tests/ImagingTests"),
        .testTarget(name: "RendererTests", dependencies: ["PreviewKit", "CairoRenderer", "Imaging", "GoldenKit"], path: "Tests/RendererTests"),
        .testTarget(name: "TerminalRendererTests", dependencies: ["TerminalRenderer", "PreviewKit", "Imaging"], path: "Tests/TerminalRendererTests"),
        .testTarget(name: "RenderCoreTests", dependencies: ["RenderCore", "Layout", "CampaignModel"], path: "Tests/RenderCoreTests"),
        .testTarget(name: "AccessibilityRendererTests", dependencies: ["AccessibilityRenderer", "PreviewKit", "RenderCore", "Layout", "CampaignModel", "Lint"],
                    path: "Tests/AccessibilityRendererTests"),
        .testTarget(name: "PreviewKitTests", dependencies: ["PreviewKit", "RenderCore", "Layout", "CampaignModel"], path: "Tests/PreviewKitTests"),
        .testTarget(name: "LintTests", dependencies: ["Lint", "Workflow", "PreviewKit", "Layout", "CampaignModel", "TextShaping", "Imaging"],
                    path: "Tests/LintTests"),
        .testTarget(name: "CLITests", dependencies: ["ArgumentParsing", "Imaging"], path: "Tests/CLITests"),
        .testTarget(name: "GoldenKitTests", dependencies: ["GoldenKit", "Imaging"], path: "Tests/GoldenKitTests",
                    exclude: ["reference"]),
        .testTarget(name: "WorkflowTests", dependencies: ["Workflow", "PreviewKit", "GoldenKit", "Layout", "CampaignModel", "Imaging", "Lint"],
                    path: "Tests/WorkflowTests"),
    ]
)
