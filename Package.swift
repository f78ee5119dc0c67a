// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Earshot",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "earshot", targets: ["earshot"]),
        .executable(name: "earshot-bench", targets: ["earshot-bench"]),
        .library(name: "EarshotCore", targets: ["EarshotCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // SwiftUI source import only (`EarshotSwiftUI`): the core and the reader's hot path never link it.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // C libraries, each behind one module map and one Swift file that owns its handle.
        .systemLibrary(
            name: "CEspeakNG", pkgConfig: "espeak-ng",
            providers: [.apt(["libespeak-ng-dev", "espeak-ng-data"])]),
        .systemLibrary(
            name: "CNcursesw", pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]),
        .systemLibrary(
            name: "CALSA", pkgConfig: "alsa",
            providers: [.apt(["libasound2-dev"])]),
        .systemLibrary(
            name: "CYAML", pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]),

        // The pure core, in layers whose dependencies point one way (SwiftPM refuses cycles
        // between targets). No terminal, audio or printing in any of them.
        .target(name: "EarshotModel"),
        .target(name: "EarshotLoader", dependencies: ["EarshotModel", "CYAML"]),
        .target(name: "EarshotNarration", dependencies: ["EarshotModel", "EarshotLoader"]),
        .target(name: "EarshotNavigation", dependencies: ["EarshotModel", "EarshotLoader", "EarshotNarration"]),
        .target(name: "EarshotPlanning", dependencies: ["EarshotModel", "EarshotNarration", "EarshotNavigation"]),
        .target(name: "EarshotAudit", dependencies: [
            "EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotNavigation", "EarshotPlanning"]),
        .target(name: "EarshotEfficiency", dependencies: [
            "EarshotModel", "EarshotNarration", "EarshotNavigation", "EarshotPlanning"]),
        .target(name: "EarshotImport", dependencies: [
            "EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotNavigation"]),
        // Storyboards and XIBs read as screens, through the dump mapper.
        .target(name: "EarshotInterfaceBuilder", dependencies: ["EarshotModel", "EarshotLoader", "EarshotImport"]),
        .target(name: "EarshotLabFiles", dependencies: [
            "EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotNavigation", "EarshotPlanning"]),
        .target(name: "EarshotSession", dependencies: [
            "EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotNavigation", "EarshotAudit"]),
        // What each screen reader says in context (`Conformance/*.yaml`), run through a session as
        // `transcript` runs it, and the page that shows it (`docs/conformance.md`).
        .target(name: "EarshotConformance", dependencies: [
            "EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotNavigation", "EarshotImport", "EarshotSession"]),
        .target(name: "EarshotLabs", dependencies: [
            "EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotNavigation", "EarshotPlanning", "EarshotAudit",
            "EarshotLabFiles", "EarshotSession"]),
        // The whole core for the drivers: every layer re-exported, and what spans them all.
        .target(name: "EarshotCore", dependencies: [
            "EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotNavigation", "EarshotPlanning",
            "EarshotAudit", "EarshotEfficiency", "EarshotImport", "EarshotInterfaceBuilder", "EarshotLabFiles", "EarshotSession",
            "EarshotLabs"]),
        // SwiftUI source files as screens: parsed with swift-syntax, mapped to a `Layout`. Pure, like the core.
        .target(name: "EarshotSwiftUI", dependencies: [
            "EarshotModel", "EarshotLoader", "EarshotImport",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftIfConfig", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
        ]),
        // The one front door for screen files: every source registered, every command asks it.
        .target(name: "EarshotSources", dependencies: [
            "EarshotModel", "EarshotLoader", "EarshotImport", "EarshotInterfaceBuilder", "EarshotSwiftUI"]),
        // Every file Earshot writes goes through one writer (atomic replace, devices in place).
        .target(name: "EarshotFiles", dependencies: ["EarshotLoader"]),
        .target(name: "EarshotSpeech", dependencies: [
            "EarshotModel", "EarshotNarration", "EarshotNavigation", "EarshotSession", "EarshotFiles", "CEspeakNG", "CALSA"]),
        .target(name: "EarshotTerminal", dependencies: [
            "EarshotModel", "EarshotNarration", "EarshotNavigation", "EarshotSession", "CNcursesw"]),
        .executableTarget(
            name: "earshot",
            dependencies: [
                "EarshotCore", "EarshotFiles", "EarshotSources", "EarshotSpeech", "EarshotTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "earshot-bench",
            dependencies: [
                "EarshotCore", "EarshotSources", "EarshotSpeech", "EarshotTerminal", "EarshotSwiftUI", "EarshotFiles", "EarshotImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // Helpers shared by tests, in layers like the core's, so a layer's tests build without the rest:
        // snapshots and paths (model only); sample layouts, navigators and schemas; efficiency reports.
        .target(name: "EarshotTestSupport", dependencies: ["EarshotModel"], path: "Tests/EarshotTestSupport"),
        .target(
            name: "EarshotLayoutTestSupport",
            dependencies: ["EarshotTestSupport", "EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotNavigation"],
            path: "Tests/EarshotLayoutTestSupport"),
        .target(
            name: "EarshotEfficiencyTestSupport",
            dependencies: ["EarshotLayoutTestSupport", "EarshotModel", "EarshotLoader", "EarshotNavigation", "EarshotPlanning",
                           "EarshotEfficiency"],
            path: "Tests/EarshotEfficiencyTestSupport"),
        // One test target a layer, each runnable on its own (`swift test --filter EarshotAuditTests`). Each
        // depends on the layers its files import, never on the umbrella `EarshotCore`; some drive their
        // layer through a higher one (a session walking a screen, an efficiency figure an audit reads).
        .testTarget(name: "EarshotModelTests", dependencies: ["EarshotModel"]),
        .testTarget(
            name: "EarshotLoaderTests",
            dependencies: ["EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotNavigation",
                           "EarshotTestSupport", "EarshotLayoutTestSupport"]),
        .testTarget(
            name: "EarshotNarrationTests",
            dependencies: ["EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotNavigation",
                           "EarshotTestSupport", "EarshotLayoutTestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "EarshotNavigationTests",
            dependencies: ["EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotNavigation", "EarshotSession",
                           "EarshotTestSupport", "EarshotLayoutTestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "EarshotPlanningTests",
            dependencies: ["EarshotModel", "EarshotLoader", "EarshotNavigation", "EarshotPlanning", "EarshotTestSupport",
                           "EarshotLayoutTestSupport"]),
        .testTarget(
            name: "EarshotAuditTests",
            dependencies: ["EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotNavigation", "EarshotPlanning", "EarshotAudit",
                           "EarshotEfficiency", "EarshotSwiftUI", "EarshotTestSupport", "EarshotLayoutTestSupport", "EarshotEfficiencyTestSupport"]),
        .testTarget(
            name: "EarshotEfficiencyTests",
            dependencies: ["EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotNavigation", "EarshotPlanning",
                           "EarshotEfficiency", "EarshotSession",
                           "EarshotTestSupport", "EarshotLayoutTestSupport", "EarshotEfficiencyTestSupport"]),
        .testTarget(
            name: "EarshotImportTests",
            dependencies: ["EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotNavigation", "EarshotImport", "EarshotSession", "EarshotTestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "EarshotInterfaceBuilderTests",
            dependencies: ["EarshotModel", "EarshotLoader", "EarshotNavigation", "EarshotAudit", "EarshotInterfaceBuilder",
                           "EarshotSession", "EarshotTestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "EarshotSwiftUITests",
            dependencies: ["EarshotModel", "EarshotLoader", "EarshotNavigation", "EarshotSession", "EarshotSwiftUI", "EarshotTestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(name: "EarshotSourcesTests", dependencies: ["EarshotModel", "EarshotLoader", "EarshotImport", "EarshotSources", "EarshotFiles"]),
        .testTarget(
            name: "EarshotSessionTests",
            dependencies: ["EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotNavigation", "EarshotAudit", "EarshotSession",
                           "EarshotTestSupport", "EarshotLayoutTestSupport"]),
        .testTarget(
            name: "EarshotLabsTests",
            dependencies: ["EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotNavigation", "EarshotPlanning", "EarshotSession",
                           "EarshotLabFiles", "EarshotLabs", "EarshotTestSupport", "EarshotLayoutTestSupport"]),
        // One fuzz iteration (`scripts/fuzz`), in the normal build so it cannot rot: the libFuzzer entry
        // (below, only when fuzzing) and the fuzz regression tests both run it.
        .target(name: "EarshotFuzzHarness", dependencies: ["EarshotCore", "EarshotSources", "EarshotImport"], path: "Fuzz/EarshotFuzzHarness"),
        // The whole core at once: fuzz regressions through loader, importers, navigation and narration; the schemas.
        .testTarget(
            name: "EarshotCoreTests", dependencies: ["EarshotCore", "EarshotFuzzHarness", "EarshotTestSupport", "EarshotLayoutTestSupport"],
            exclude: ["Fuzz/Inputs"]),
        .testTarget(name: "EarshotFilesTests", dependencies: ["EarshotFiles"]),
        .testTarget(
            name: "EarshotConformanceTests",
            dependencies: ["EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotConformance", "EarshotTestSupport"]),
        .testTarget(
            name: "EarshotSpeechTests",
            dependencies: ["EarshotLoader", "EarshotNarration", "EarshotNavigation", "EarshotAudit", "EarshotEfficiency", "EarshotFiles", "EarshotSpeech",
                           "EarshotTestSupport", "EarshotLayoutTestSupport"]),
        .testTarget(
            name: "EarshotTerminalTests",
            dependencies: ["EarshotModel", "EarshotLoader", "EarshotNarration", "EarshotNavigation", "EarshotAudit", "EarshotSession",
                           "EarshotLabFiles", "EarshotLabs", "EarshotTerminal", "EarshotTestSupport"],
            exclude: ["Snapshots"]),
        // The built `earshot` program run as a process, one command at a time (`swift build` first): it
        // imports no layer, only what runs the program.
        .testTarget(name: "EarshotCommandTests", dependencies: ["EarshotTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// Honest imports: a file sees only the modules it imports itself (MemberImportVisibility), and
// an import is internal unless a public or package declaration needs it (InternalImportsByDefault).
for target in package.targets where target.type != .system && target.type != .test {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}

// libFuzzer's entry into `EarshotFuzzHarness` (`scripts/fuzz`), one file. It has no `main` (libFuzzer
// links one), so it exists only when asked for: `swift build` and CI never see it.
if Context.environment["EARSHOT_FUZZ"] == "1" {
    package.targets.append(.executableTarget(name: "EarshotFuzz", dependencies: ["EarshotFuzzHarness"], path: "Fuzz/EarshotFuzz"))
}
