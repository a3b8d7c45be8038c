// swift-tools-version:6.0
//
// SheetCatalog — `sheetcat` turns guideline markdown about sheets into a verified, searchable site.
//
// Layers (imports point down only; see docs/ARCHITECTURE.md):
//   L5  sheetcat (main.swift)  ->  CatalogCLI, CMimalloc (system library: the allocator)
//   L4  CatalogPreview         the preview's incremental rebuild, for serve (build does not link it)
//   L3  CatalogSite            the pipeline: ingest -> verify -> render -> write
//   L2  CatalogIngest   SpecRunner   CatalogRender   CatalogLint (-> swift-syntax)
//   L1  MarkdownKit  ->  CCmarkGFM (system library)   TemplateKit   CatalogSketch
//   L0  CatalogModel   SheetBehavior   Parallel   (depend on nothing of ours, nor on any package)
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "SheetCatalog",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "sheetcat", targets: ["sheetcat"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // L0 — no dependencies at all, by design: everything else builds on these.
        .target(name: "CatalogModel", dependencies: []),
        .target(name: "SheetBehavior", dependencies: []),
        // Work spread over every core with results in order: for ingest's checks and rendering alike.
        .target(name: "Parallel", dependencies: []),

        // L1 — the only place that talks to C.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(name: "MarkdownKit", dependencies: ["CCmarkGFM"]),
        // Draws the state behind an example as a small SVG, from the core model's answers.
        .target(name: "CatalogSketch", dependencies: ["CatalogModel", "SheetBehavior"]),
        // Mustache templates compiled once and rendered from typed values (no runtime casts).
        // `@TemplateModel` (TemplateKitMacros) writes a struct's field table from its properties.
        .target(name: "TemplateKit", dependencies: ["TemplateKitMacros"]),
        .macro(name: "TemplateKitMacros", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        ]),

        // L2
        .target(name: "CatalogIngest", dependencies: [
            "CatalogModel", "MarkdownKit", "Parallel",
            .product(name: "Yams", package: "Yams"),
        ]),
        .target(name: "SpecRunner", dependencies: ["CatalogModel", "SheetBehavior", "CatalogSketch", "Parallel"]),
        .target(name: "CatalogRender", dependencies: [
            "CatalogModel", "SheetBehavior", "CatalogSketch", "TemplateKit", "Parallel",
        ]),

        // Finds presentations in an app's Swift sources and checks them against the model and the catalog's rules.
        .target(name: "CatalogLint", dependencies: [
            "CatalogModel", "SheetBehavior", "Parallel",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),

        // L3
        .target(name: "CatalogSite", dependencies: [
            "CatalogModel", "CatalogIngest", "SpecRunner", "CatalogRender", "Parallel",
        ]),

        // L4 — what the preview keeps between rebuilds, and the steps that reuse it: only
        // `serve` uses it, through `SitePreview`.
        .target(name: "CatalogPreview", dependencies: [
            "CatalogSite", "CatalogModel", "CatalogIngest", "SpecRunner", "CatalogRender", "Parallel",
        ]),

        // L5
        .target(name: "CatalogCLI", dependencies: [
            "CatalogSite", "CatalogPreview", "CatalogModel", "CatalogIngest", "SpecRunner", "CatalogLint", "CatalogSketch", "CatalogRender",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
        // The program links mimalloc, which takes over malloc for the whole process: a build makes
        // and frees millions of short-lived strings and arrays (docs/benchmark.md has the numbers).
        .systemLibrary(name: "CMimalloc", providers: [.apt(["libmimalloc-dev"])]),
        .executableTarget(name: "sheetcat", dependencies: ["CatalogCLI", "CMimalloc"]),

        // Tests mirror the source folders. What several suites share (golden files with a record
        // switch, catalogs built in code) is one library of their own.
        .target(name: "TestSupport", dependencies: ["CatalogModel"], path: "Tests/TestSupport"),
        .testTarget(name: "CatalogModelTests", dependencies: ["CatalogModel"]),
        .testTarget(name: "SheetBehaviorTests", dependencies: ["SheetBehavior"]),
        .testTarget(name: "MarkdownKitTests", dependencies: ["MarkdownKit"]),
        // Golden SVGs live in Tests/CatalogSketchTests/Golden, read from the source tree.
        .testTarget(name: "CatalogSketchTests", dependencies: ["CatalogSketch", "CatalogModel", "SheetBehavior", "SpecRunner", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "TemplateKitTests", dependencies: ["TemplateKit"]),
        .testTarget(name: "CatalogIngestTests", dependencies: ["CatalogIngest", "CatalogModel"]),
        .testTarget(name: "SpecRunnerTests", dependencies: ["SpecRunner", "CatalogModel", "SheetBehavior", "TestSupport"]),
        .testTarget(
            name: "CatalogLintTests",
            dependencies: ["CatalogLint", "CatalogModel", "CatalogIngest", "SheetBehavior", "TestSupport"],
            // The golden SARIF file is read from the source tree, as the sketches' are.
            exclude: ["Golden"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "CatalogRenderTests", dependencies: ["CatalogRender", "CatalogModel", "CatalogSketch", "TemplateKit", "Parallel", "TestSupport"]),
        .testTarget(
            name: "CatalogSiteTests",
            dependencies: ["CatalogSite", "CatalogPreview", "CatalogModel", "CatalogIngest", "CatalogRender", "SpecRunner", "Parallel", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "CatalogPreviewTests", dependencies: [
            "CatalogPreview", "CatalogSite", "CatalogRender", "CatalogIngest", "SpecRunner", "CatalogModel", "TestSupport",
        ]),
        // Depends on the executable too, so tests can run the real binary (kill it midway, exit codes).
        .testTarget(name: "CatalogCLITests", dependencies: ["CatalogCLI", "CatalogSite", "CatalogModel", "sheetcat"]),
        // Bounded fuzzing of the ingester and the spec parser; found crashes stay as regression inputs.
        .testTarget(
            name: "FuzzTests",
            dependencies: ["CatalogIngest", "SpecRunner", "CatalogModel", "MarkdownKit"],
            resources: [.copy("Regressions")]
        ),
    ]
)
