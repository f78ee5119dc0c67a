import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotSwiftUI

/// The Swift path fuzzed in-process: every fixture cut, spliced and sprinkled with hostile
/// tokens by a fixed-seed generator; each variant imports or gives located errors (never a
/// crash), and what imports loads and walks.
@Suite struct SwiftUIFuzzTests {
    /// A small deterministic generator (SplitMix64), so a failure replays.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let tokens = ["{", "}", "(", ")", "\"", "\\(", "#Preview", ".accessibilityElement(children: .combine)", "ForEach(0..<3) { i in",
                         "Button(", "struct X: View {", "if x {", "$", "\\u{202E}", "\u{0}", "\n", "@State var", ".sheet(isPresented: $a) {",
                         "Text(", "Picker(\"p\", selection: $s) {", ".pickerStyle(.segmented)", "Self", "some View", "])", "..."]

    @Test func mutatedFixturesNeverCrash() {
        var rng = Generator(state: 20_261_124)
        let files = swiftUIFixtures.map { swiftFile($0).bytes }
        var imported = 0, refused = 0
        for round in 0..<400 {
            var bytes = files[round % files.count]
            for _ in 0..<Int.random(in: 1...2, using: &rng) {
                let at = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &rng)))
                case 1: bytes.insert(contentsOf: Array((Self.tokens.randomElement(using: &rng) ?? "{").utf8), at: at)
                case 2: if !bytes.isEmpty { bytes[at] = UInt8.random(in: 0...255, using: &rng) }
                default:
                    let other = files.randomElement(using: &rng) ?? []
                    let from = other.isEmpty ? 0 : Int.random(in: 0..<other.count, using: &rng)
                    bytes.insert(contentsOf: other[from..<min(other.count, from + 200)], at: at)
                }
            }
            switch SwiftUIImport.layout(main: SwiftUIImport.File(path: "Fuzz.swift", bytes: bytes)) {
            case .success(let layout):
                imported += 1
                _ = walk(layout, script: "first next x20 previous x3 activate escape", title: "fuzz")
            case .failure(let list):
                refused += 1
                #expect(!list.diagnostics.isEmpty)
                for d in list.diagnostics {
                    #expect(d.path == "Fuzz.swift" && d.location.line >= 1 && d.location.column >= 1)
                    #expect(!d.message.contains("does not load"), "round \(round): \(d.message)")
                }
            }
        }
        #expect(imported > 10 && refused > 10, "\(imported) imported, \(refused) refused")
    }
}
