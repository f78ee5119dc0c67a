import Testing
@testable import EarshotCore

/// Labels are untrusted: whatever a dump holds, the written YAML has exactly the elements the
/// dump gave and each string reads back unchanged.
@Suite struct LayoutYAMLWriterTests {
    static let hostile: [String] = [
        "\"\n- id: evil\n  label: pwned", "&anchor", "*alias", "# not a comment", "a: b", "- item", "[1, 2]", "{a: b}",
        "yes", "Off", "null", "~", "1", "0x1F", "1e3", ".inf", "  padded  ", "trailing ", "tab\there", "line\u{2028}separator",
        "next\u{85}line", "bom\u{FEFF}", "bell\u{07}", "del\u{7F}", "c1\u{9B}31m", "rtl\u{202E}txt", "quote's \"both\"",
        "back\\slash", "!tag", "%directive", "@at", "`tick", "|block", ">folded", "?key", ":colon", "---", "...", "",
        "Kim's iPhone", "设置和隐私", "😀 emoji", "Wi-Fi", "\r\n",
    ]

    @Test(arguments: hostile)
    func aHostileLabelStaysOneString(_ label: String) throws {
        var element = Element(id: label.isEmpty ? "x" : label, label: label, value: label, traits: [.button])
        element.source = 7
        element.actions = [CustomAction(name: label.isEmpty ? "a" : label, effects: [])]
        let layout = Layout(path: "p", screens: [Screen(id: "s", title: label, elements: [element])])
        let yaml = LayoutYAMLWriter.yaml(layout, comment: ["from \(label)"])
        let loaded = LayoutLoader().load(bytes: Array(yaml.utf8), path: "t.yaml")
        guard case .success(let back) = loaded else { Issue.record("does not load:\n\(loaded)\n\(yaml)"); return }
        let only = try #require(back.screens.first?.elements)
        #expect(only.count == 1)
        #expect(only.first?.label == label && only.first?.value == label && only.first?.id == element.id)
        #expect(only.first?.actions.first?.name == element.actions.first?.name && only.first?.source == 7)
        #expect(back.screens.first?.title == label)
    }

    @Test func aDumpCannotInjectStructure() throws {
        let xml = wda("""
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="&quot;&#10;- id: evil" label="&amp;anchor *alias # x&#10;  traits: [header]" x="0" y="0" width="10" height="10"/>
            """)
        let imported = try DumpImport.yaml(bytes: Array(xml.utf8), path: "evil\n- id: x.xml").get()
        let layout = try LayoutLoader().load(bytes: Array(imported.yaml.utf8), path: "t.yaml").get()
        let elements = layout.screens[0].elements
        #expect(elements.count == 1 && elements[0].traits == [.button])
        #expect(elements[0].label == "&anchor *alias # x\n  traits: [header]")
        #expect(imported.yaml.hasPrefix("# Imported by `earshot import` from evil\\u{A}- id: x.xml (appium"))
    }

    @Test func framesAreRoundedAndWrittenShort() {
        var e = Element(id: "a", frame: Rect(x: 16, y: 91.7, width: 358, height: 20.3))
        e.traits = [.textField, .secureTextField]
        let yaml = LayoutYAMLWriter.yaml(Layout(path: "p", screens: [Screen(id: "s", elements: [e])]))
        #expect(yaml.contains("frame: [16, 91.7, 358, 20.3]") && yaml.contains("traits: [textField]\n      secure: true"))
    }

    @Test func unnamedTraitBitsAreWrittenAsAMask() throws {
        let e = Element(id: "a", traits: Traits(rawValue: 1 << 62 | 1))
        let yaml = LayoutYAMLWriter.yaml(Layout(path: "p", screens: [Screen(id: "s", elements: [e])]))
        let back = try LayoutLoader().load(bytes: Array(yaml.utf8), path: "t.yaml").get()
        #expect(back.screens[0].elements[0].traits == e.traits)
    }
}

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
        #expect(importFailure(" →Application, pid: 1\n" + deep, path: "d.txt")?.contains("nesting deeper than 1000 levels") == true)
        let xml = String(repeating: "<XCUIElementTypeOther>", count: 3000) + String(repeating: "</XCUIElementTypeOther>", count: 3000)
        #expect(importFailure(xml, path: "d.xml")?.contains("nesting deeper than 1000 levels") == true)
        let json = String(repeating: "[", count: 3000) + String(repeating: "]", count: 3000)
        #expect(importFailure("[{\"AXLabel\":\"a\",\"children\":" + json + "}]", path: "d.json")?.hasPrefix("d.json:") == true)
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
