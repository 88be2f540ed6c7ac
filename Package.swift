// swift-tools-version:6.0
import PackageDescription

// Dependency direction (acyclic, one way):
//   CampaignModel -> Layout -> {TextShaping, Assets} -> RenderCore -> CairoRenderer
//   -> PreviewKit -> Lint -> preview-cli
// C libraries come from Debian packages only (see README "Set-up").
let package = Package(
    name: "MessagePreview",
    products: [
        .executable(name: "preview-cli", targets: ["preview-cli"]),
        .library(name: "PreviewKit", targets: ["PreviewKit"]),
    ],
    targets: [
        // System libraries: cairo, pango (HarfBuzz, FriBidi), fontconfig, freetype.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "libfreetype-dev"])]
        ),
        // A thin C layer over libpng and libjpeg-turbo: their error handling uses
        // setjmp/longjmp, which must never cross into Swift frames.
        .target(
            name: "CImageCodecs",
            cSettings: [.unsafeFlags(["-O2"])],
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("turbojpeg")]
        ),
        .target(name: "CampaignModel"),
        .target(name: "Layout", dependencies: ["CampaignModel"]),
        .target(name: "Imaging", dependencies: ["CImageCodecs"]),
        .target(name: "TextShaping", dependencies: ["Layout", "CCairo"]),
        .target(name: "Assets", dependencies: ["Layout", "Imaging"]),
        .target(name: "RenderCore", dependencies: ["Layout"]),
        .target(name: "CairoRenderer", dependencies: ["RenderCore", "TextShaping", "Imaging", "CCairo"]),
        .target(name: "PreviewKit", dependencies: ["CampaignModel", "Layout", "TextShaping", "Assets", "RenderCore", "CairoRenderer", "Imaging"]),
        // Lint lays variants out (never draws) and checks them against rules.
        .target(name: "Lint", dependencies: ["CampaignModel", "Layout", "TextShaping", "Assets", "Imaging", "PreviewKit"]),
        // The command line's own small argument parser (no outside packages).
        .target(name: "ArgumentParsing"),
        // Layout and CampaignModel are imported directly to validate options (devices,
        // text sizes, colours) before anything is rendered.
        // `make bench`: medians of layout, drawing and PNG encoding.
        .executableTarget(name: "preview-bench", dependencies: ["PreviewKit", "CairoRenderer", "Imaging", "Layout"]),
        .executableTarget(name: "preview-cli", dependencies: ["PreviewKit", "ArgumentParsing", "Layout", "CampaignModel", "Lint"]),
        // `scripts/bench-lint.sh`: linting a 500-variant matrix against rendering it.
        .executableTarget(name: "lint-bench", dependencies: ["Lint", "PreviewKit", "CairoRenderer", "Assets", "Layout", "CampaignModel"]),

        .testTarget(name: "CampaignModelTests", dependencies: ["CampaignModel"], path: "Tests/CampaignModelTests"),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "TextShaping", "PreviewKit"], path: "Tests/LayoutTests"),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging", "Assets"], path: "Tests/ImagingTests"),
        .testTarget(name: "RendererTests", dependencies: ["PreviewKit", "CairoRenderer", "Imaging"], path: "Tests/RendererTests"),
        .testTarget(name: "LintTests", dependencies: ["Lint", "PreviewKit", "Layout", "CampaignModel", "TextShaping", "Imaging"], path: "Tests/LintTests"),
        .testTarget(name: "CLITests", dependencies: ["ArgumentParsing", "Imaging"], path: "Tests/CLITests"),
    ]
)
