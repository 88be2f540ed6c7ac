// swift-tools-version:6.0
import PackageDescription

// The targets, one floor per line; data flows down the page, never up:
//
//   CCairo, CImageCodecs              system libraries (pkg-config) and the thin C codec layer
//   NumberText, XMLWriting            leaves: numbers as people write them; XML/HTML escaping and JUnit XML
//   CampaignModel                     formats in: campaign file, vendor importers, located JSON, problems
//   Layout                            environment, themes, engine -> box tree (text measured via TextMeasuring)
//   TextShaping      <- Layout, CCairo    Pango/fontconfig behind TextMeasuring
//   Imaging          <- CImageCodecs      PNG/JPEG decode, PNG encode
//   Assets           <- Layout, Imaging   artwork found (confined) and decoded
//   Renderers/Core   <- Layout            Renderer protocol, registry, box-tree JSON, external plugins
//   Renderers/Cairo, Terminal, Accessibility  <- Renderers/Core (+ TextShaping, Imaging)
//   PreviewKit       <- all of the above  one pipeline: settings -> variant -> laid-out preview -> outputs
//   GoldenKit        <- Imaging           the perceptual image diff
//   Workflow         <- PreviewKit, GoldenKit  matrices, preview.json, goldens, reports
//   Lint             <- Workflow          rules over laid-out variants
//   ArgumentParsing, preview-cli      the command line: parse, build settings, call the pipeline, print
//
// Benchmarks/ holds the bench executables; Tests/TestSupport the helpers every test target shares.
// C libraries come from Debian packages only (README, "Set-up").
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
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("turbojpeg"), .linkedLibrary("deflate")]
        ),
        // The box tree: the documented plain-data contract between layout and renderers. Depends on nothing.
        .target(name: "BoxTreeModel", path: "Sources/BoxTree"),
        // Numbers as people write them (`42`, not `42.0`), for every message and text output.
        .target(name: "NumberText"),
        // XML text escaping and the JUnit writer shared by golden reports and lint.
        .target(name: "XMLWriting"),
        .target(name: "CampaignModel", dependencies: ["BoxTreeModel", "NumberText"]),
        .target(name: "Layout", dependencies: ["BoxTreeModel", "CampaignModel", "NumberText"]),
        .target(name: "Imaging", dependencies: ["CImageCodecs"]),
        .target(name: "TextShaping", dependencies: ["BoxTreeModel", "Layout", "CCairo", "XMLWriting"]),
        .target(name: "Assets", dependencies: ["CampaignModel", "Layout", "Imaging"]),

        // Renderers: the protocol and registry, then one folder per renderer.
        .target(name: "RenderCore", dependencies: ["BoxTreeModel", "Imaging", "NumberText"], path: "Sources/Renderers/Core"),
        .target(name: "CairoRenderer", dependencies: ["BoxTreeModel", "RenderCore", "TextShaping", "Imaging", "CCairo"], path: "Sources/Renderers/Cairo"),
        // Wireframe and half-block pictures for a terminal; pixels only through Imaging's RasterImage.
        .target(name: "TerminalRenderer", dependencies: ["BoxTreeModel", "RenderCore", "Imaging"], path: "Sources/Renderers/Terminal"),
        .target(name: "AccessibilityRenderer", dependencies: ["BoxTreeModel", "RenderCore", "NumberText"], path: "Sources/Renderers/Accessibility"),

        .target(name: "PreviewKit", dependencies: ["BoxTreeModel", "CampaignModel", "Layout", "TextShaping", "Assets", "RenderCore", "CairoRenderer",
                                                   "AccessibilityRenderer", "TerminalRenderer", "Imaging"]),
        // The perceptual image diff behind `preview-cli diff` and golden checks.
        .target(name: "GoldenKit", dependencies: ["Imaging", "NumberText"]),
        // CI workflows, a folder per concern: Configuration (preview.json), Discovery,
        // Matrix, Golden, Reports. Shared by `matrix`, `golden` and `lint`.
        .target(name: "Workflow", dependencies: ["BoxTreeModel", "PreviewKit", "GoldenKit", "CampaignModel", "Layout", "RenderCore", "Imaging", "Assets",
                                                 "XMLWriting", "NumberText", "CairoRenderer"]),
        // Lint lays Workflow's variants out (never draws) and checks them against rules.
        .target(name: "Lint", dependencies: ["BoxTreeModel", "CampaignModel", "Layout", "TextShaping", "Assets", "Imaging", "PreviewKit", "Workflow",
                                             "XMLWriting", "NumberText"]),
        // The command line's own small argument parser (no outside packages).
        .target(name: "ArgumentParsing"),
        .executableTarget(name: "preview-cli", dependencies: ["BoxTreeModel", "PreviewKit", "ArgumentParsing", "Layout", "CampaignModel", "GoldenKit",
                                                              "RenderCore", "AccessibilityRenderer", "TerminalRenderer", "Lint", "Assets", "Workflow",
                                                              "NumberText"]),

        // Benchmarks (`make bench`, Benchmarks/*.sh): timings live here, never in tests.
        .executableTarget(name: "preview-bench", dependencies: ["PreviewKit", "CairoRenderer", "Imaging", "Layout", "Assets", "RenderCore", "CampaignModel"], path: "Benchmarks/preview-bench"),
        .executableTarget(name: "diff-bench", dependencies: ["GoldenKit", "Imaging"], path: "Benchmarks/diff-bench"),
        .executableTarget(name: "lint-bench", dependencies: ["Lint", "RenderCore", "PreviewKit", "CairoRenderer", "Assets", "Layout", "CampaignModel", "Workflow"],
                          path: "Benchmarks/lint-bench"),

        // Tests: one target per target tested, helpers shared through TestSupport.
        .target(name: "TestSupport", dependencies: ["TextShaping"], path: "Tests/TestSupport"),
        .testTarget(name: "BoxTreeModelTests", dependencies: ["BoxTreeModel", "TestSupport"]),
        .testTarget(name: "CampaignModelTests", dependencies: ["BoxTreeModel", "CampaignModel", "TestSupport"]),
        .testTarget(name: "LayoutTests", dependencies: ["BoxTreeModel", "Layout", "TextShaping", "PreviewKit", "TestSupport"]),
        .testTarget(name: "TextShapingTests", dependencies: ["BoxTreeModel", "TextShaping", "Layout", "TestSupport"]),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging", "TestSupport"]),
        .testTarget(name: "AssetsTests", dependencies: ["Assets", "Imaging", "Layout", "TestSupport"]),
        .testTarget(name: "RenderCoreTests", dependencies: ["Imaging", "BoxTreeModel", "RenderCore", "Layout", "CampaignModel", "TestSupport"]),
        .testTarget(name: "CairoRendererTests", dependencies: ["BoxTreeModel", "PreviewKit", "CairoRenderer", "Imaging", "GoldenKit", "TestSupport"]),
        .testTarget(name: "TerminalRendererTests", dependencies: ["BoxTreeModel", "CairoRenderer", "TerminalRenderer", "PreviewKit", "Imaging", "TestSupport"]),
        .testTarget(name: "AccessibilityRendererTests", dependencies: ["Imaging", "BoxTreeModel", "AccessibilityRenderer", "PreviewKit", "RenderCore", "Layout", "CampaignModel",
                                                                       "Lint", "TestSupport"]),
        .testTarget(name: "PreviewKitTests", dependencies: ["Imaging", "BoxTreeModel", "PreviewKit", "RenderCore", "Layout", "CampaignModel", "TestSupport"]),
        .testTarget(name: "GoldenKitTests", dependencies: ["GoldenKit", "Imaging", "TestSupport"], exclude: ["reference"]),
        .testTarget(name: "WorkflowTests", dependencies: ["BoxTreeModel", "Workflow", "PreviewKit", "GoldenKit", "Layout", "CampaignModel", "Imaging", "Lint",
                                                          "TestSupport"]),
        .testTarget(name: "LintTests", dependencies: ["BoxTreeModel", "Lint", "Workflow", "PreviewKit", "Layout", "CampaignModel", "TextShaping", "Imaging",
                                                      "TestSupport"]),
        .testTarget(name: "XMLWritingTests", dependencies: ["XMLWriting"]),
        .testTarget(name: "NumberTextTests", dependencies: ["NumberText"]),
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing", "TestSupport"]),
        // End-to-end tests of the built preview-cli binary.
        .testTarget(name: "PreviewCLITests", dependencies: ["Imaging", "TestSupport"]),
    ]
)
