// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Earshot",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "earshot", targets: ["earshot"]),
        .executable(name: "earshot-bench", targets: ["earshot-bench"]),
        .library(name: "EarshotCore", targets: ["EarshotCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
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

        // The pure core: model, loader, grammar, navigation. No terminal, audio or printing.
        .target(name: "EarshotCore", dependencies: [.product(name: "Yams", package: "Yams")]),
        // Every file Earshot writes goes through one writer (atomic replace, devices in place).
        .target(name: "EarshotFiles"),
        .target(name: "EarshotSpeech", dependencies: ["EarshotCore", "EarshotFiles", "CEspeakNG", "CALSA"]),
        .target(name: "EarshotTerminal", dependencies: ["EarshotCore", "CNcursesw"]),
        .executableTarget(
            name: "earshot",
            dependencies: [
                "EarshotCore", "EarshotFiles", "EarshotSpeech", "EarshotTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "earshot-bench", dependencies: ["EarshotCore", "EarshotSpeech", "EarshotTerminal"]),

        .target(name: "EarshotTestSupport", path: "Tests/EarshotTestSupport"),
        .testTarget(name: "EarshotCoreTests", dependencies: ["EarshotCore", "EarshotTestSupport"], exclude: ["Snapshots", "Fuzz/Inputs"]),
        .testTarget(name: "EarshotFilesTests", dependencies: ["EarshotFiles"]),
        .testTarget(name: "EarshotSpeechTests", dependencies: ["EarshotSpeech", "EarshotCore", "EarshotFiles"]),
        .testTarget(
            name: "EarshotTerminalTests", dependencies: ["EarshotTerminal", "EarshotCore", "EarshotTestSupport"],
            exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer target for the loader and the gesture-script parser (`scripts/fuzz`). It has no
// `main` (libFuzzer links one), so it exists only when asked for: `swift build` and CI never see it.
if Context.environment["EARSHOT_FUZZ"] == "1" {
    package.targets.append(.executableTarget(name: "EarshotFuzz", dependencies: ["EarshotCore"], path: "Fuzz/EarshotFuzz"))
}
