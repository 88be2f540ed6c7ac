// swift-tools-version:6.0
import PackageDescription

// A team's own package that checks its campaigns' previews in `swift test`.
// It depends on MessagePreview by path here, to test this repository's code;
// in your project, depend on a release instead (docs/swift.md):
//
//     .package(url: "https://github.com/<owner>/MessagePreview.git", from: "0.3.0"),
//
// The product is named with its package, "MessagePreview": the name given
// here, or the URL's last part without ".git".
let package = Package(
    name: "CampaignPreviews",
    dependencies: [
        .package(name: "MessagePreview", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "CampaignPreviewTests",
            dependencies: [.product(name: "MessagePreviewTesting", package: "MessagePreview")],
            // Goldens are data, not sources: SwiftPM would warn about them otherwise.
            exclude: ["__Previews__"]
        ),
    ]
)
