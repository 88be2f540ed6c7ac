// swift-tools-version:6.0
import PackageDescription

// A team's own package that checks its campaigns' previews in `swift test`.
// It depends on MessagePreview by path here, to test this repository's code;
// in your project, depend on a release instead (docs/swift.md):
//
//     .package(url: "https://github.com/<owner>/MessagePreview.git", from: "0.2.0"),
let package = Package(
    name: "CampaignPreviews",
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "CampaignPreviewTests",
            // By product name, so the line stays the same whatever the dependency's folder or URL is called.
            dependencies: ["MessagePreviewTesting"],
            // Goldens are data, not sources: SwiftPM would warn about them otherwise.
            exclude: ["__Previews__"]
        ),
    ]
)
