import EarshotTestSupport
import Testing
@testable import EarshotImport

/// A dump never crashes the importer: every prefix and many corruptions of every fixture end in
/// a layout or in messages.
@Suite struct DumpRobustnessTests {
    @Test(arguments: dumpFixtures)
    func truncatedAnywhere(_ fixture: String) {
        let bytes = dumpBytes(fixture)
        let step = max(1, bytes.count / 60)
        for end in stride(from: 0, through: bytes.count, by: step) {
            switch DumpImport.layout(bytes: Array(bytes[..<end]), path: "cut") {
            case .success(let layout): #expect(layout.screens.count == 1)
            case .failure(let failure): #expect(failure.description.hasPrefix("cut:"), "\(failure)")
            }
        }
    }

    @Test(arguments: dumpFixtures)
    func bytesFlipped(_ fixture: String) {
        var generator = SplitMix(seed: UInt64(fixture.utf8.count))
        let original = dumpBytes(fixture)
        for _ in 0..<40 {
            var bytes = original
            for _ in 0..<3 {
                let i = Int(generator.next() % UInt64(bytes.count))
                bytes[i] = [UInt8(ascii: "<"), UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "'"), 0x0A, 0xFF, UInt8(ascii: " ")][Int(generator.next() % 7)]
            }
            switch DumpImport.layout(bytes: bytes, path: "flip") {
            case .success(let layout): #expect(layout.screens.count == 1)
            case .failure(let failure): #expect(failure.description.hasPrefix("flip"))
            }
        }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = (0..<1100).map { String(repeating: " ", count: $0 + 2) + "Other, {{0.0, 0.0}, {1.0, 1.0}}" }.joined(separator: "\n")
        // One error a line past the bound of 1000 levels, the first 20 of them.
        #expect(importFailure(" →Application, pid: 1\n" + deep, path: "d.txt")
                == (1002...1021).map { "d.txt:\($0):1: error: nesting deeper than 1000 levels" }.joined(separator: "\n"))
        let xml = String(repeating: "<XCUIElementTypeOther>", count: 3000) + String(repeating: "</XCUIElementTypeOther>", count: 3000)
        #expect(importFailure(xml, path: "d.xml") == "d.xml:1:22001: error: nesting deeper than 1000 levels")
        let json = String(repeating: "[", count: 3000) + String(repeating: "]", count: 3000)
        #expect(importFailure("[{\"AXLabel\":\"a\",\"children\":" + json + "}]", path: "d.json")
                == "d.json:1:1025: error: nesting deeper than libyaml's limit of 1000 levels")
    }

    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
