import EarshotLoader
import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotImport

/// Write → load is the identity on strings: random labels, values, ids, titles and action names
/// built from YAML's troublemakers (indicators at the start, `: ` and ` #` inside, quotes,
/// special words and numbers, control characters, line breaks, unicode) read back exactly.
@Suite struct LayoutYAMLWriterPropertyTests {
    /// SplitMix64: a seeded generator, so a failure names its case and reruns the same.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let pieces: [String] = [
        "#", " #", "# ", ":", ": ", " :", "'", "\"", "-", "- ", "?", "? ", "*", "&", "!", "%", "@", "`", "|", ">",
        "[", "]", "{", "}", ",", "\\", "yes", "no", "on", "off", "Off", "NO", "null", "Null", "~", "true", "FALSE",
        "1e3", "0x1F", "0o17", "017", ".inf", "-.inf", ".NaN", "1_000", "3.14", "12:30", "2024-01-01", "+1", "---",
        "...", " ", "  ", "\t", "\n", "\r", "\r\n", "\u{08}", "\u{07}", "\u{00}", "\u{1B}", "\u{7F}", "\u{85}",
        "\u{9B}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{200B}", "\u{202E}", "\u{FEFF}", "é", "设置", "😀", "👩‍👩‍👧",
        "Track", "Wi-Fi", "Kim's", "a", "Z", "0", "42",
    ]

    static func label(_ rng: inout Seeded) -> String {
        (0..<Int.random(in: 1...5, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "" }.joined()
    }

    @Test(arguments: 0..<40)
    func randomStringsReadBackExactly(seed: Int) throws {
        var rng = Seeded(state: UInt64(seed) &* 7919 &+ 1)
        var elements: [Element] = []
        for n in 0..<8 {
            let label = Self.label(&rng), value = Self.label(&rng)
            var e = Element(id: "e\(n)-" + Self.label(&rng), label: label, value: value, traits: [.button])
            e.actions = [CustomAction(name: Self.label(&rng), effects: [])]
            elements.append(e)
        }
        let title = Self.label(&rng)
        let layout = Layout(path: "p", screens: [Screen(id: "s", title: title, elements: elements)])
        let yaml = LayoutYAMLWriter.yaml(layout, comment: ["from " + Self.label(&rng)])
        let loaded = LayoutLoader().load(bytes: Array(yaml.utf8), path: "t.yaml")
        guard case .success(let back) = loaded else {
            Issue.record("seed \(seed) does not load:\n\(loaded)\n\(yaml)")
            return
        }
        let read = try #require(back.screens.first)
        #expect(read.title == title, "seed \(seed)")
        #expect(read.elements.count == elements.count, "seed \(seed)")
        for (a, b) in zip(elements, read.elements) {
            #expect(b.id == a.id && b.label == a.label && b.value == a.value, "seed \(seed): \(a.label ?? "") → \(b.label ?? "")")
            #expect(b.actions.map(\.name) == a.actions.map(\.name), "seed \(seed)")
        }
    }

    /// Every piece alone, as a whole label: the edge cases a random join might dilute.
    @Test(arguments: pieces)
    func eachPieceAloneReadsBack(_ piece: String) throws {
        let e = Element(id: "x", label: piece, value: piece, traits: [.staticText])
        let yaml = LayoutYAMLWriter.yaml(Layout(path: "p", screens: [Screen(id: "s", elements: [e])]))
        let back = try LayoutLoader().load(bytes: Array(yaml.utf8), path: "t.yaml").get()
        #expect(back.screens[0].elements.first?.label == piece && back.screens[0].elements.first?.value == piece, "\(yaml)")
    }
}
