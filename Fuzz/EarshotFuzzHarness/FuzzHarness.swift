package import EarshotCore
import EarshotImport
import EarshotSources
import Foundation

/// One fuzz iteration over the core, shared by the libFuzzer entry (`Fuzz/EarshotFuzz`, built only
/// for fuzzing) and `FuzzRegressionTests`, which replays saved inputs through the same calls. A
/// library of the normal build, so `swift build --build-tests` compiles it and it cannot rot.
///
/// Work per input is bounded here (bytes, layouts, gestures, read-all steps), so only a blow-up
/// inside the core, not the length of the input, can make the fuzzer time out or run out of memory.
package struct FuzzHarness: Sendable {
    /// What the input bytes are.
    package enum Target: String, Sendable, Codable, CaseIterable {
        /// A layout file; when it loads, a navigator walks it with gestures taken from the bytes.
        case layout
        /// A gesture script; when it parses, it is walked over one of the sample layouts.
        case gestures
        /// A SwiftUI source file (`.swift`), read by the screen sources as the commands read it.
        case swiftui
        /// A storyboard or XIB (`.xib` when the bytes say XIB, else `.storyboard`).
        case storyboard
        /// An accessibility dump: appium XML, Android XML, idb JSON or XCUITest text, named by
        /// its first byte.
        case dump
        /// The head of an XML source: the declaration reader, then the XML reader, whose promise
        /// is checked — what passes is blanked, so libxml2 never sees a declaration.
        case declaration
        /// Screen ids as snapshot file names: two ids (split at the first NUL) must give two safe,
        /// bounded names, the same every time.
        case snapshotName = "snapshot-name"

        /// Where an input of this target claims to live (the screen sources go by the ending).
        package func path(for bytes: [UInt8]) -> String {
            switch self {
            case .layout, .gestures, .snapshotName: return FuzzHarness.layoutPath
            case .declaration: return "fuzz/input.xml"
            case .swiftui: return "fuzz/Input.swift"
            case .storyboard:
                return bytes.contains(Array("XIB".utf8)) ? "fuzz/Input.xib" : "fuzz/Input.storyboard"
            case .dump:
                let first = bytes.first { ![9, 10, 13, 32].contains($0) }
                switch first {
                case UInt8(ascii: "<"): return "fuzz/input.xml"
                case UInt8(ascii: "{"), UInt8(ascii: "["): return "fuzz/input.json"
                default: return "fuzz/input.txt"
                }
            }
        }
    }

    package static let maxBytes = 16 << 10
    package static let maxLayouts = 4
    package static let maxGestures = 256
    package static let maxReadAllSteps = 200
    /// Issue 9: a script is capped at 1,000,000 gestures in total (repeats expanded), refused at
    /// parse time. The harness checks it, so a script the parser should have refused is a finding.
    package static let maxScriptGestures = 1_000_000
    /// Where a fuzzed layout claims to live; its `goto` files resolve beside it.
    package static let layoutPath = "fuzz/input.yaml"
    /// A `goto` file with this name cannot be read (every other name reads the input itself).
    package static let unreadableName = "missing.yaml"

    /// How far an input got: tests use it to check that seeds reach navigation.
    package enum Outcome: Sendable, Equatable {
        /// Too long, or refused by the loader or the parser (with diagnostics, not a crash).
        case rejected
        /// Loaded or parsed, then walked with this many gestures.
        case walked(gestures: Int)
    }

    /// The sample layouts (with their `goto` files) that gesture scripts are walked over.
    package let samples: [Workspace]

    /// Loads every `.yaml` file in `directory` that loads cleanly, in name order.
    package init(samplesIn directory: String) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted()
        let read: LayoutLoader.ReadFile = { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
        let loader = LayoutLoader(readFile: read)
        samples = names.compactMap { name in
            let path = directory + "/" + name
            guard case .success(let root) = loader.load(bytes: read(path) ?? [], path: path) else { return nil }
            return try? Workspace.loading(root: root) { try loader.load(bytes: read($0) ?? [], path: $0).get() }
        }
    }

    /// One iteration: everything the core does with `bytes` as `target`.
    @discardableResult
    package func run(_ target: Target, _ bytes: [UInt8]) -> Outcome {
        guard bytes.count <= Self.maxBytes else { return .rejected }
        switch target {
        case .layout: return runLayout(bytes)
        case .gestures: return runGestures(bytes)
        case .swiftui, .storyboard, .dump: return runSource(bytes, path: target.path(for: bytes))
        case .declaration: return runDeclaration(bytes)
        case .snapshotName: return runSnapshotNames(bytes)
        }
    }

    /// The declaration reader's promise: what it passes keeps every byte's place and holds no
    /// `<?xml` at its head any more; then the whole XML reader, as an Android dump.
    func runDeclaration(_ bytes: [UInt8]) -> Outcome {
        guard case .success(let neutral) = XMLDeclaration.neutralized(bytes) else { return .rejected }
        precondition(neutral.count == bytes.count, "the declaration reader changed the length")
        var head = neutral.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        if head.count > 5 { head = head.prefix(5) }
        precondition(Array(head) != Array("<?xml".utf8), "a declaration passed unblanked")
        return runSource(bytes, path: "fuzz/input.xml")
    }

    /// Snapshot names: safe components, at most the byte bound, and two ids never one file.
    func runSnapshotNames(_ bytes: [UInt8]) -> Outcome {
        let split = bytes.firstIndex(of: 0) ?? bytes.count
        let first = String(decoding: bytes[..<split], as: UTF8.self)
        let second = String(decoding: bytes[min(split + 1, bytes.count)...], as: UTF8.self)
        let names = [first, second].map { SnapshotNames.name(source: "a.yaml", screen: $0, folder: "Snapshots", base: "/app") }
        for name in names {
            // By characters, as paths are compared: the name stands apart from `a.yaml/` and `.txt`.
            precondition(name.hasPrefix("a.yaml/") && name.hasSuffix(".txt"), "a name that joins its neighbours: \(name)")
            let file = name.dropFirst("a.yaml/".count)
            precondition(!file.contains("/") && !file.hasPrefix("."), "an unsafe name: \(name)")
            precondition(file.utf8.count <= 160 + 4, "a name over the byte bound")
            precondition(!file.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || VisibleText.isControl($0) }, "a control in a name")
        }
        precondition(first == second || names[0] != names[1], "two screens share one file")
        precondition(names[0] == SnapshotNames.name(source: "a.yaml", screen: first, folder: "Snapshots", base: "/app"), "unstable")
        return .walked(gestures: 0)
    }

    /// Reads the bytes as the file at `path` through the one front door every command uses
    /// (`ScreenSources.standard`), and walks what loads with gestures derived from the bytes.
    /// The file is alone in memory, so a `goto` to another file finds nothing.
    func runSource(_ bytes: [UInt8], path: String) -> Outcome {
        let files = MemoryFiles([path: bytes])
        let sources = ScreenSources.standard
        let root: Layout
        switch sources.layout(path, files: files) {
        case .failure(let failure):
            _ = failure.description
            return .rejected
        case .success(let layout): root = layout
        }
        let workspace: Workspace
        switch sources.workspace(root, files: files) {
        case .failure(let list):
            _ = list.description
            workspace = Workspace.loading(root: root) { Layout(path: $0, screens: []) }
        case .success(let loaded): workspace = loaded
        }
        var source = FuzzGestures(bytes: bytes, layout: root)
        let navigator = Navigator(workspace: workspace, screen: source.screen(), verbosity: source.verbosity())
        return Self.walk(navigator, source.derived(limit: Self.maxGestures))
    }

    /// Loads the bytes as a layout whose `goto` files are the same bytes again (or unreadable),
    /// then walks it with a bounded gesture sequence derived from the bytes.
    package func runLayout(_ bytes: [UInt8]) -> Outcome {
        let unreadable = Self.unreadableName
        let loader = LayoutLoader(readFile: { path in path.hasSuffix(unreadable) ? nil : bytes })
        let root: Layout
        switch loader.load(bytes: bytes, path: Self.layoutPath) {
        case .failure(let list):
            // Diagnostics are part of the output a user sees: render them too.
            _ = list.description
            return .rejected
        case .success(let layout): root = layout
        }
        // `goto` chains can name ever deeper paths (`a/x.yaml` → `a/a/x.yaml` …): stop after a few.
        var loaded = 1
        let workspace = Workspace.loading(root: root) { path in
            loaded += 1
            guard loaded <= Self.maxLayouts, case .success(let other) = loader.load(bytes: bytes, path: path) else {
                return Layout(path: path, screens: [])
            }
            return other
        }
        var source = FuzzGestures(bytes: bytes, layout: root)
        let navigator = Navigator(workspace: workspace, screen: source.screen(), verbosity: source.verbosity())
        let gestures = FuzzGestures.scripted(in: bytes) ?? source.derived(limit: Self.maxGestures)
        return Self.walk(navigator, gestures)
    }

    /// Parses the bytes as a gesture script (as `--gestures` would) and walks the result.
    package func runGestures(_ bytes: [UInt8]) -> Outcome {
        let script = String(decoding: bytes, as: UTF8.self)
        switch GestureScript.parse(script) {
        case .failure(let error):
            _ = error.description
            return .rejected
        case .success(let gestures):
            if gestures.count > Self.maxScriptGestures {
                Self.violation("GestureScript.parse accepted \(gestures.count) gestures; the cap is \(Self.maxScriptGestures)")
            }
            _ = gestures.map(\.scriptName)
            guard !samples.isEmpty else { return .walked(gestures: 0) }
            return Self.walk(Navigator(workspace: samples[bytes.count % samples.count]), gestures)
        }
    }

    /// A promise the core breaks without crashing: stop here, so the fuzzer records the input.
    static func violation(_ message: String) -> Never {
        fatalError("fuzz check failed: " + message)
    }

    /// Performs at most `maxGestures` gestures, continuing each read-all a bounded number of times
    /// (as a driver does when speech finishes).
    static func walk(_ start: Navigator, _ gestures: [Gesture]) -> Outcome {
        var navigator = start
        _ = navigator.startingOutput()
        let bounded = gestures.prefix(maxGestures)
        for gesture in bounded {
            var output = navigator.perform(gesture)
            var steps = 0
            while output.continuesReading && steps < maxReadAllSteps {
                output = navigator.perform(.continueReading)
                steps += 1
            }
            _ = (output.speech, output.hint, navigator.focusedID, navigator.rotorName, gesture.scriptName)
        }
        return .walked(gestures: bounded.count)
    }
}
