import Foundation
import TestSupport
import Testing

/// What a user can depend on is small on purpose: three library products,
/// and `import MessagePreview` exposing only the module's own declarations
/// (the aliases in `PublicTypes.swift` among them). Another product, or an
/// `@_exported import` of an internal module, would make every internal move
/// a breaking change again, so these tests fail on either (docs/swift.md,
/// "Products").
@Suite struct PublicSurfaceTests {
    /// The library products Package.swift may declare; a new one is a
    /// decision for docs/swift.md and the CHANGELOG, not a side effect.
    static let libraries = ["MessagePreview", "MessagePreviewTesting", "MessagePreviewBoxTree"]

    /// The one module that may be re-exported, by MessagePreviewTesting: it is
    /// itself a product, so its declarations are public API already.
    static let reexportable: Set<String> = ["MessagePreview"]

    static func read(_ relative: String) throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The names of `.library(name: "...")` in a manifest's text.
    static func libraryProducts(in manifest: String) -> [String] {
        manifest.matches(of: /\.library\(\s*name:\s*"([^"]+)"/).map { String($0.output.1) }
    }

    @Test func atMostThreeLibraryProducts() throws {
        let products = Self.libraryProducts(in: try Self.read("Package.swift"))
        #expect(products.count <= 3, "Package.swift declares \(products.count) library products: \(products)")
        #expect(products.sorted() == Self.libraries.sorted())
    }

    /// A package in the repository (the example consumer) names only products
    /// that exist, as a user's package would have to.
    @Test func examplePackagesUseOnlyDeclaredProducts() throws {
        let declared = Set(Self.libraryProducts(in: try Self.read("Package.swift")))
        let examples = FileManager.default.enumerator(atPath: Repository.examples.path)
        var manifests: [String] = []
        while let relative = examples?.nextObject() as? String {
            if relative.split(separator: "/").contains(".build") { examples?.skipDescendants(); continue }
            if relative.hasSuffix("Package.swift") { manifests.append("examples/" + relative) }
        }
        #expect(!manifests.isEmpty, "examples/swift-package/Package.swift not found")
        for manifest in manifests {
            let text = try Self.read(manifest)
            for match in text.matches(of: /\.product\(\s*name:\s*"([^"]+)"\s*,\s*package:\s*"MessagePreview"/) {
                let product = String(match.output.1)
                #expect(declared.contains(product), "\(manifest) depends on \(product), which Package.swift does not declare")
            }
        }
    }

    @Test func noInternalModuleIsReexported() throws {
        let sources = Repository.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)
        var checked = 0
        while let relative = files?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            checked += 1
            let text = try Self.read("Sources/" + relative)
            // `@_exported import M`, `@_exported public import M`, `@_exported import struct M.T`.
            let exported = /@_exported\s+(?:\w+\s+)*?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)/
            for match in text.matches(of: exported) {
                let module = String(match.output.1)
                #expect(Self.reexportable.contains(module),
                        "Sources/\(relative) re-exports \(module): alias the types users name in Sources/SwiftAPI/MessagePreview/PublicTypes.swift instead")
            }
        }
        #expect(checked > 100, "found only \(checked) Swift files under Sources/")
    }
}
