import EarshotFuzzHarness
import EarshotTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Replays every input the fuzzer crashed, hung or ran out of memory on — saved, minimized, in
/// `Inputs/<target>/` — through the fuzz target's own iteration (`FuzzHarness`), each in a child
/// process under the fuzzer's limits, so a crash or a hang fails its test and not the whole run.
@Suite struct FuzzRegressionTests {
    /// One saved input: `Inputs/<target>/<name>`.
    struct SavedInput: Sendable, CustomTestStringConvertible {
        var target: FuzzHarness.Target
        var name: String
        var bytes: [UInt8]
        var testDescription: String { "\(target.rawValue)/\(name)" }
    }

    static let inputsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Inputs")

    static let inputs: [SavedInput] = FuzzHarness.Target.allCases.flatMap { target in
        let folder = inputsDirectory.appendingPathComponent(target.rawValue)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return names.compactMap { name in
            FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
                .map { SavedInput(target: target, name: name, bytes: [UInt8]($0)) }
        }
    }

    /// Saved inputs that still fail, by `target/name`, with where and why. The engineer who fixes
    /// the code removes the line, and the test then guards the fix. (`issue9-` inputs were written
    /// from issue 9's list of hostile inputs, not found by the fuzzer; they show the harness
    /// catches both kinds of blow-up.) None is left: every saved input now guards its fix.
    static let knownFailures: [String: Comment] = [:]

    @Test(arguments: inputs)
    func savedInputRunsWithinLimits(_ input: SavedInput) async {
        if let why = Self.knownFailures[input.testDescription] {
            // Intermittent: a slow input may finish within the limits on an idle machine.
            await withKnownIssue(why, isIntermittent: true) { await Self.expectClean(input) }
        } else {
            await Self.expectClean(input)
        }
    }

    /// Runs `input` in a child process: it must exit normally within the CPU and memory limits.
    static func expectClean(_ input: SavedInput) async {
        // An exit test sends what it captures to the child as Codable values, so types are spelled out.
        await #expect(processExitsWith: .success, "\(input.testDescription)") { [
            target = input.target as FuzzHarness.Target, bytes = input.bytes as [UInt8],
            samples = layoutsDirectory.path as String
        ] in
            FuzzRegressionTests.limitResources()
            FuzzHarness(samplesIn: samples).run(target, bytes)
        }
    }

    /// The fuzzer's limits, roughly: 10 s of CPU and 2 GB of address space (room for the
    /// loader's 256 MB parsing stack); past them the child is killed or its allocation fails.
    /// A CPU limit never fires on a blocked process, so a wall-clock alarm (generous, for a
    /// loaded machine) kills one that waits forever.
    static let wallClockSeconds: UInt32 = 120

    static func limitResources() {
        #if canImport(Glibc)
        var cpu = rlimit(rlim_cur: 10, rlim_max: 10)
        var memory = rlimit(rlim_cur: 2 << 30, rlim_max: 2 << 30)
        var core = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &cpu)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &memory)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &core)
        signal(SIGALRM, SIG_DFL)
        alarm(wallClockSeconds)
        #endif
    }

    /// The seed corpus must reach navigation, or the fuzzer starts from nothing: every layout seed
    /// loads and every gesture seed parses, and each is walked. Sample layouts are seeds too; those
    /// that `goto` another file are refused by the fuzz target (it reads its own bytes as that file).
    @Test func seedsLoadAndAreWalked() throws {
        let harness = FuzzHarness(samplesIn: layoutsDirectory.path)
        #expect(harness.samples.count == sampleLayoutNames.count)
        var cases: [(FuzzHarness.Target, URL)] = zip(sampleLayoutNames, harness.samples)
            .filter { $1.layouts.count == 1 }
            .map { (.layout, layoutsDirectory.appendingPathComponent($0.0)) }
        #expect(cases.count >= sampleLayoutNames.count - 2)
        for target in [FuzzHarness.Target.layout, .gestures] {
            let folder = repositoryRoot.appendingPathComponent("Fuzz/Seeds/" + target.rawValue)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(!names.isEmpty)
            cases += names.map { (target, folder.appendingPathComponent($0)) }
        }
        for (target, url) in cases {
            let bytes = try #require(FileManager.default.contents(atPath: url.path))
            let outcome = harness.run(target, [UInt8](bytes))
            #expect(outcome != .rejected && outcome != .walked(gestures: 0), "\(target.rawValue): \(url.lastPathComponent)")
        }
    }

    /// The importers' seeds (what `scripts/fuzz` gives them) reach navigation through the screen
    /// sources, as the commands read them: every SwiftUI view, storyboard, XIB and dump fixture that
    /// stands alone (a view that uses another file's view, a Localized copy, needs its neighbours).
    @Test(arguments: [
        (FuzzHarness.Target.swiftui, ["Tests/Fixtures/SwiftUI", "Examples"], ["swift"]),
        (.storyboard, ["Tests/Fixtures/InterfaceBuilder"], ["storyboard", "xib"]),
        (.dump, ["Tests/Fixtures/Dumps/appium", "Tests/Fixtures/Dumps/android", "Tests/Fixtures/Dumps/idb", "Tests/Fixtures/Dumps/xcui"], ["xml", "json", "txt"]),
    ])
    func importerSeedsLoadAndAreWalked(_ target: FuzzHarness.Target, _ folders: [String], _ endings: [String]) throws {
        let harness = FuzzHarness(samplesIn: layoutsDirectory.path)
        var walked = 0
        for folder in folders {
            let url = repositoryRoot.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
                .filter { name in endings.contains { name.hasSuffix("." + $0) } }
            #expect(!names.isEmpty, "\(folder)")
            for name in names {
                let bytes = try #require(FileManager.default.contents(atPath: url.appendingPathComponent(name).path))
                let outcome = harness.run(target, [UInt8](bytes))
                #expect(outcome != .rejected, "\(target.rawValue): \(folder)/\(name)")
                if case .walked(let count) = outcome, count > 0 { walked += 1 }
            }
        }
        #expect(walked > 0)
    }

    /// A `# gestures:` line chooses the walk; without one the gestures come from the bytes.
    @Test func gestureLineChoosesTheWalk() {
        let layout = "earshot: 1\nscreen: {id: s, elements: [{id: a, label: A}, {id: b, label: B}]}\n"
        let harness = FuzzHarness(samplesIn: layoutsDirectory.path)
        #expect(harness.run(.layout, Array((layout + "# gestures: next x3 activate\n").utf8)) == .walked(gestures: 4))
        #expect(harness.run(.layout, Array((layout + "# gestures: nope\n").utf8)) != .walked(gestures: 0))
        #expect(harness.run(.layout, Array("earshot: 2\n".utf8)) == .rejected)
        #expect(harness.run(.gestures, Array("next x100000".utf8)) == .walked(gestures: FuzzHarness.maxGestures))
    }
}
