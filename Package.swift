// swift-tools-version:6.0
import Foundation
import PackageDescription

// The targets, one floor per line; data flows down the page, never up. Each
// line names a target, the targets of this package it imports (checked against
// the list below by PackageHeaderTests), and what it holds:
//
//   CCairo                <- (none)          system library: cairo, pango, fontconfig, freetype (pkg-config)
//   CImageCodecs          <- (none)          thin C layer: libpng, libjpeg-turbo, libdeflate, ISA-L
//   CFingerprint          <- (none)          SHA-256 (libcrypto, opened on first use), build IDs of the loaded code
//   CHTTPSFetch           <- CFingerprint    libcurl for --fetch-artwork (opened on first use), the address guard
//   CSandbox              <- (none)          a program as PID 1 of its own namespaces (Chromium, plugins)
//   ProcessSandbox        <- CSandbox        the one Swift door to it: a program held with its whole process tree
//   BundledResources      <- (none)          fonts/ and themes/ as package resources
//   BoxTreeModel          <- (none)          the box tree: the contract between layout and renderers
//   NumberText            <- (none)          numbers as people write them
//   LogText               <- (none)          input text escaped for terminals and CI logs
//   XMLWriting            <- LogText         XML/HTML escaping and JUnit XML
//   InputFiles            <- CFingerprint    the one capped reader of input files; SHA-256; stable names
//   JSONReading           <- BoxTreeModel, InputFiles, LogText   the one reader of located JSON; InputProblem(s), the one problem type
//   CampaignModel         <- BoxTreeModel, JSONReading, InputFiles, NumberText, LogText   formats in: the campaign and the vendors' payloads
//   Layout                <- BoxTreeModel, CampaignModel, JSONReading, NumberText, LogText   environment, themes, engine -> box tree
//   Imaging               <- CImageCodecs, InputFiles   PNG/JPEG decode, PNG encode
//   TextShaping           <- BoxTreeModel, Layout, CCairo, XMLWriting, BundledResources, InputFiles   Pango behind TextMeasuring
//   Assets                <- CampaignModel, JSONReading, InputFiles, Layout, Imaging, LogText   artwork found (confined) and decoded
//   RenderCore            <- BoxTreeModel, Imaging, NumberText, LogText, ProcessSandbox   Renderer protocol, registry, plugins
//   CairoRenderer         <- BoxTreeModel, RenderCore, TextShaping, Imaging, CCairo   PNG, SVG, PDF
//   TerminalRenderer      <- BoxTreeModel, RenderCore, Imaging   ANSI
//   AccessibilityRenderer <- BoxTreeModel, RenderCore, NumberText, LogText   the accessibility dump
//   HTMLSnapshot          <- ProcessSandbox   HTML messages drawn by sandboxed headless Chromium
//   Pipeline              <- BoxTreeModel, CampaignModel, JSONReading, Layout, TextShaping, BundledResources, Assets, RenderCore, CairoRenderer, AccessibilityRenderer, TerminalRenderer, Imaging, HTMLSnapshot, InputFiles, CHTTPSFetch, LogText   PreviewPipeline: campaign + variant + settings -> laid-out, annotated preview -> outputs
//   LintRules             <- BoxTreeModel, CampaignModel, JSONReading, Layout, XMLWriting, NumberText, LogText   one rule per file, findings, reports
//   LintRunner            <- LintRules, BoxTreeModel, CampaignModel, JSONReading, Layout, TextShaping, Assets, Imaging, Pipeline, XMLWriting, NumberText   the lint runner; annotates the pipeline's previews
//   Diffing               <- BoxTreeModel, Imaging, NumberText   image diff (Image/: perceptual, pixelmatch counts), text diffs (Text/: lines, words)
//   Workflow              <- BoxTreeModel, Pipeline, Diffing, CampaignModel, JSONReading, Layout, RenderCore, Imaging, Assets, HTMLSnapshot, XMLWriting, NumberText, CairoRenderer, InputFiles, LogText, LintRunner, LintRules   matrices, preview.json, goldens, reports
//   MessagePreview        <- BoxTreeModel, Pipeline, LintRunner, LintRules, Workflow, Layout, CampaignModel, JSONReading, RenderCore, Assets, AccessibilityRenderer   the Swift API
//   MessagePreviewTesting <- MessagePreview, Pipeline, LintRunner, Workflow, RenderCore, InputFiles, BoxTreeModel, CampaignModel, JSONReading, Layout   assertPreview (docs/swift.md)
//   ArgumentParsing       <- (none)          the command line's own small parser
//   LoopbackHTTP          <- (none)          a strict little HTTP/1.1 server on 127.0.0.1 (golden review)
//   preview-cli           <- MessagePreview, LintRules, BoxTreeModel, Pipeline, ArgumentParsing, Layout, CampaignModel, JSONReading, Diffing, HTMLSnapshot, RenderCore, AccessibilityRenderer, TerminalRenderer, LintRunner, Assets, Workflow, NumberText, InputFiles, LogText, LoopbackHTTP   commands
//
// Folders group targets by what they are on the design card (docs/architecture.md,
// "The folders"): a target's folder is its name, inside a group folder where
// it has one (Renderers/, Artwork/, Lint/, SwiftAPI/, Support/).
// Benchmarks/ holds the bench executables; Tests/TestSupport the helpers every test target shares.
// C libraries come from Debian packages only (README, "Set-up").

/// BundledResources must sit at the root (its resources, fonts/ and themes/,
/// are there), so everything else at the root and the other targets' folders
/// are excluded from it; listed from the disk, so a new folder needs no edit here.
let bundledResourcesExclusions: [String] = {
    let root = Context.packageDirectory
    let kept: Set<String> = ["fonts", "themes", "Sources", "Package.swift", "Package.resolved"]
    let top = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    let sources = (try? FileManager.default.contentsOfDirectory(atPath: root + "/Sources")) ?? []
    return top.filter { !$0.hasPrefix(".") && !kept.contains($0) }.sorted()
        + sources.filter { !$0.hasPrefix(".") && $0 != "BundledResources" }.sorted().map { "Sources/" + $0 }
}()

let package = Package(
    name: "MessagePreview",
    products: [
        .executable(name: "preview-cli", targets: ["preview-cli"]),
        // Three libraries, and no more (PublicSurfaceTests): every other target is
        // internal, so it can move or split without breaking a user (docs/swift.md).
        // One preview from Swift, and the preview assertion for Swift Testing and XCTest.
        .library(name: "MessagePreview", targets: ["MessagePreview"]),
        .library(name: "MessagePreviewTesting", targets: ["MessagePreviewTesting"]),
        // The box tree alone (`import BoxTreeModel`), for a Swift plugin that reads the
        // box-tree JSON (docs/box-tree.md). Named after the package, since product names
        // share one namespace in a user's dependency graph; the module keeps its name.
        .library(name: "MessagePreviewBoxTree", targets: ["BoxTreeModel"]),
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
        // PNGs are inflated by libdeflate (png_fast.c), several times faster;
        // PNGs are compressed by ISA-L's igzip (png_encode.c).
        .target(
            name: "CImageCodecs",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("turbojpeg"), .linkedLibrary("deflate"),
                             .linkedLibrary("isal")]
        ),
        // `https` artwork fetched on request (--fetch-artwork) with libcurl, and
        // SHA-256 (OpenSSL's libcrypto) for the cache's file names. libcurl
        // directly, not URLSession: on Linux URLSession cannot be told which
        // certificate authorities to trust (--artwork-ca-file, the tests' local server).
        // Both are opened with dlopen on the first fetch (https_fetch.c), so a
        // run without --fetch-artwork loads neither; only their headers are needed here.
        .target(name: "CHTTPSFetch", dependencies: ["CFingerprint"]),
        // Starting a program in namespaces of its own (Chromium drawing an HTML message),
        // or below an init that ends its whole process tree with it (an external plugin).
        .target(name: "CSandbox"),
        // The one Swift door to CSandbox: a program held with its whole process tree.
        .target(name: "ProcessSandbox", dependencies: ["CSandbox"], path: "Sources/Support/ProcessSandbox"),
        // The bundled fonts and built-in themes as package resources (the whole
        // fonts/ and themes/ folders), so a package depending on this one by
        // version finds them with no environment variable. The target sits at the
        // root because resources must be inside their target's folder.
        .target(name: "BundledResources", path: ".", exclude: bundledResourcesExclusions, sources: ["Sources/BundledResources"],
                resources: [.copy("fonts"), .copy("themes")]),
        // The box tree: the documented plain-data contract between layout and renderers. Depends on nothing.
        .target(name: "BoxTreeModel", path: "Sources/BoxTreeModel"),
        // Numbers as people write them (`42`, not `42.0`), for every message and text output.
        .target(name: "NumberText", path: "Sources/Support/NumberText"),
        // XML text escaping and the JUnit writer shared by golden reports and lint.
        .target(name: "XMLWriting", dependencies: ["LogText"], path: "Sources/Support/XMLWriting"),
        // Input made safe to print on a terminal or into a CI log (String.logSafe), for every printed message.
        .target(name: "LogText", path: "Sources/Support/LogText"),
        // SHA-256 (libcrypto, opened on first use), the build IDs of the loaded code, and
        // opening a library on first use (libcurl, libcrypto).
        .target(name: "CFingerprint", linkerSettings: [.linkedLibrary("dl")]),
        // The one capped, non-blocking reader of input files (regular files only), below everything
        // that reads, and SHA-256 for the caches' names and keys.
        .target(name: "InputFiles", dependencies: ["CFingerprint"], path: "Sources/Support/InputFiles"),
        .target(name: "JSONReading", dependencies: ["BoxTreeModel", "InputFiles", "LogText"], path: "Sources/Support/JSONReading"),
        .target(name: "CampaignModel", dependencies: ["BoxTreeModel", "JSONReading", "InputFiles", "NumberText", "LogText"]),
        .target(name: "Layout", dependencies: ["BoxTreeModel", "CampaignModel", "JSONReading", "NumberText", "LogText"]),
        .target(name: "Imaging", dependencies: ["CImageCodecs", "InputFiles"], path: "Sources/Support/Imaging"),
        .target(name: "TextShaping", dependencies: ["BoxTreeModel", "Layout", "CCairo", "XMLWriting", "BundledResources", "InputFiles"]),
        .target(name: "Assets", dependencies: ["CampaignModel", "JSONReading", "InputFiles", "Layout", "Imaging", "LogText"], path: "Sources/Artwork/Assets"),

        // Renderers: the protocol and registry, then one folder per renderer.
        .target(name: "RenderCore", dependencies: ["BoxTreeModel", "Imaging", "NumberText", "LogText", "ProcessSandbox"], path: "Sources/Renderers/RenderCore"),
        .target(name: "CairoRenderer", dependencies: ["BoxTreeModel", "RenderCore", "TextShaping", "Imaging", "CCairo"], path: "Sources/Renderers/CairoRenderer"),
        // Wireframe and half-block pictures for a terminal; pixels only through Imaging's RasterImage.
        .target(name: "TerminalRenderer", dependencies: ["BoxTreeModel", "RenderCore", "Imaging"], path: "Sources/Renderers/TerminalRenderer"),
        .target(name: "AccessibilityRenderer", dependencies: ["BoxTreeModel", "RenderCore", "NumberText", "LogText"], path: "Sources/Renderers/AccessibilityRenderer"),

        // HTML messages drawn by Debian's headless Chromium (a separate process), composited like artwork.
        .target(name: "HTMLSnapshot", dependencies: ["ProcessSandbox"], path: "Sources/Artwork/HTMLSnapshot"),

        .target(name: "Pipeline", dependencies: ["BoxTreeModel", "CampaignModel", "JSONReading", "Layout", "TextShaping", "BundledResources", "Assets", "RenderCore", "CairoRenderer",
                                                   "AccessibilityRenderer", "TerminalRenderer", "Imaging", "HTMLSnapshot", "InputFiles", "CHTTPSFetch", "LogText"], path: "Sources/Pipeline"),
        // The perceptual image diff behind `preview-cli diff` and golden checks.
        .target(name: "Diffing", dependencies: ["BoxTreeModel", "Imaging", "NumberText"], path: "Sources/Diffing"),
        // CI workflows, a folder per concern: Configuration (preview.json), Discovery,
        // Matrix, Golden, Reports. Shared by `matrix`, `golden` and `lint`.
        .target(name: "Workflow", dependencies: ["BoxTreeModel", "Pipeline", "Diffing", "CampaignModel", "JSONReading", "Layout", "RenderCore", "Imaging", "Assets", "HTMLSnapshot",
                                                 "XMLWriting", "NumberText", "CairoRenderer", "InputFiles", "LogText", "LintRunner", "LintRules"]),
        // Lint rules over the box tree (one rule per file), their context, findings and reports:
        // nothing that draws, decodes images or walks a matrix.
        .target(name: "LintRules", dependencies: ["BoxTreeModel", "CampaignModel", "JSONReading", "Layout", "XMLWriting", "NumberText", "LogText"], path: "Sources/Lint/LintRules"),
        // The lint runner: lays the pipeline's variants out (never draws), samples artwork pixels
        // and font coverage for the rules, and annotates the pipeline's previews with the findings.
        .target(name: "LintRunner", dependencies: ["LintRules", "BoxTreeModel", "CampaignModel", "JSONReading", "Layout", "TextShaping", "Assets", "Imaging",
                                             "Pipeline", "XMLWriting", "NumberText"], path: "Sources/Lint/LintRunner"),
        // The Swift API: one preview as `render` makes it, and `golden check`'s
        // workflow with lint's findings (a thin facade over Pipeline, Lint, Workflow).
        .target(name: "MessagePreview", dependencies: ["BoxTreeModel", "Pipeline", "LintRunner", "LintRules", "Workflow", "Layout", "CampaignModel", "JSONReading",
                                                       "RenderCore", "Assets", "AccessibilityRenderer"], path: "Sources/SwiftAPI/MessagePreview"),
        // assertPreview: goldens beside the test file, checked as `golden check` checks them.
        .target(name: "MessagePreviewTesting", dependencies: ["MessagePreview", "BoxTreeModel", "CampaignModel", "JSONReading", "Layout", "Pipeline", "LintRunner", "Workflow", "RenderCore",
                                                              "InputFiles"], path: "Sources/SwiftAPI/MessagePreviewTesting"),
        // The command line's own small argument parser (no outside packages).
        .target(name: "ArgumentParsing", path: "Sources/Support/ArgumentParsing"),
        // `golden review`'s web server: Foundation has none on Linux.
        .target(name: "LoopbackHTTP", path: "Sources/Support/LoopbackHTTP"),
        .executableTarget(name: "preview-cli", dependencies: ["MessagePreview", "LintRules", "BoxTreeModel", "Pipeline", "ArgumentParsing", "Layout", "CampaignModel", "JSONReading", "Diffing", "HTMLSnapshot",
                                                              "RenderCore", "AccessibilityRenderer", "TerminalRenderer", "LintRunner", "Assets", "Workflow",
                                                              "NumberText", "InputFiles", "LogText", "LoopbackHTTP"]),

        // Benchmarks (`make bench`, Benchmarks/*.sh): timings live here, never in tests.
        .executableTarget(name: "preview-bench", dependencies: ["Pipeline", "CairoRenderer", "Imaging", "Layout", "Assets", "RenderCore", "CampaignModel"], path: "Benchmarks/preview-bench"),
        .executableTarget(name: "diff-bench", dependencies: ["Diffing", "Imaging"], path: "Benchmarks/diff-bench"),
        .executableTarget(name: "lint-bench", dependencies: ["LintRules", "LintRunner", "RenderCore", "Pipeline", "CairoRenderer", "Assets", "Layout", "CampaignModel", "Workflow"],
                          path: "Benchmarks/lint-bench"),
        .executableTarget(name: "scaling-bench", dependencies: ["BoxTreeModel", "CampaignModel", "Layout", "LintRunner", "LintRules", "Pipeline"],
                          path: "Benchmarks/scaling-bench"),

        // Tests: one target per target tested, helpers shared through TestSupport.
        .target(name: "TestSupport", dependencies: ["BoxTreeModel", "TextShaping", "Diffing", "Imaging"], path: "Tests/TestSupport"),
        .testTarget(name: "BoxTreeModelTests", dependencies: ["BoxTreeModel", "TestSupport"]),
        .testTarget(name: "JSONReadingTests", dependencies: ["JSONReading"]),
        .testTarget(name: "CampaignModelTests", dependencies: ["BoxTreeModel", "CampaignModel", "JSONReading", "TestSupport"]),
        .testTarget(name: "LayoutTests", dependencies: ["BoxTreeModel", "Layout", "TextShaping", "Pipeline", "TestSupport", "JSONReading"]),
        .testTarget(name: "TextShapingTests", dependencies: ["BoxTreeModel", "TextShaping", "Layout", "TestSupport"]),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging", "TestSupport"]),
        .testTarget(name: "AssetsTests", dependencies: ["Assets", "Imaging", "Layout", "TestSupport", "JSONReading"]),
        .testTarget(name: "RenderCoreTests", dependencies: ["Imaging", "BoxTreeModel", "RenderCore", "Layout", "CampaignModel", "ProcessSandbox", "TestSupport"]),
        .testTarget(name: "CairoRendererTests", dependencies: ["BoxTreeModel", "Pipeline", "CairoRenderer", "Imaging", "Diffing", "HTMLSnapshot", "TestSupport"]),
        .testTarget(name: "TerminalRendererTests", dependencies: ["BoxTreeModel", "CairoRenderer", "TerminalRenderer", "RenderCore", "Imaging", "TestSupport"]),
        .testTarget(name: "AccessibilityRendererTests", dependencies: ["LintRules", "Imaging", "BoxTreeModel", "AccessibilityRenderer", "Pipeline", "RenderCore", "Layout", "CampaignModel",
                                                                       "LintRunner", "TestSupport"]),
        .testTarget(name: "PipelineTests", dependencies: ["Imaging", "BoxTreeModel", "Assets", "Pipeline", "RenderCore", "Layout", "CampaignModel", "TestSupport"]),
        .testTarget(name: "DiffingTests", dependencies: ["BoxTreeModel", "Diffing", "Imaging", "TestSupport"], exclude: ["reference"]),
        .testTarget(name: "WorkflowTests", dependencies: ["LintRules", "BoxTreeModel", "Workflow", "Pipeline", "Diffing", "Layout", "CampaignModel", "JSONReading", "Imaging", "LintRunner",
                                                          "TestSupport"]),
        .testTarget(name: "LintTests", dependencies: ["LintRules", "BoxTreeModel", "LintRunner", "Workflow", "Pipeline", "Layout", "CampaignModel", "JSONReading", "TextShaping", "Imaging",
                                                      "TestSupport"]),
        .testTarget(name: "XMLWritingTests", dependencies: ["XMLWriting", "TestSupport"]),
        .testTarget(name: "LogTextTests", dependencies: ["LogText"]),
        .testTarget(name: "NumberTextTests", dependencies: ["NumberText"]),
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing", "TestSupport"]),
        .testTarget(name: "LoopbackHTTPTests", dependencies: ["LoopbackHTTP"]),
        .testTarget(name: "MessagePreviewTests", dependencies: ["MessagePreview", "BundledResources", "TextShaping", "TestSupport"]),
        .testTarget(name: "MessagePreviewTestingTests", dependencies: ["MessagePreviewTesting", "MessagePreview", "TestSupport"],
                    exclude: ["__Previews__"]),
        // End-to-end tests of the built preview-cli binary, and of the Swift API against it.
        .testTarget(name: "PreviewCLITests", dependencies: ["Imaging", "MessagePreview", "MessagePreviewTesting", "TestSupport"]),
    ]
)
