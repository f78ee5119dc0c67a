import EarshotLoader
import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotImport

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

    @Test func aSecureFieldIsWrittenAsItsCountAndReadsBack() throws {
        let e = Element(id: "pw", label: "Password", value: "hunter2secret", traits: [.textField, .secureTextField])
        let yaml = LayoutYAMLWriter.yaml(Layout(path: "p", screens: [Screen(id: "s", elements: [e])]))
        #expect(!yaml.contains("hunter2") && !yaml.contains("value:"), "\(yaml)")
        #expect(yaml.contains("secure: true\n      secure-length: 13"), "\(yaml)")
        let back = try LayoutLoader().load(bytes: Array(yaml.utf8), path: "t.yaml").get()
        #expect(back.screens[0].elements[0].secureLength == 13 && back.screens[0].elements[0].value == nil)
        #expect(spoken(back) == ["Password. Secure Text Field. 13 characters."])
    }

    @Test func unnamedTraitBitsAreWrittenAsAMask() throws {
        let e = Element(id: "a", traits: Traits(rawValue: 1 << 62 | 1))
        let yaml = LayoutYAMLWriter.yaml(Layout(path: "p", screens: [Screen(id: "s", elements: [e])]))
        let back = try LayoutLoader().load(bytes: Array(yaml.utf8), path: "t.yaml").get()
        #expect(back.screens[0].elements[0].traits == e.traits)
    }
}
