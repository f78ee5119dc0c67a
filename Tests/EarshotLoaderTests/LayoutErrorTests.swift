import EarshotLayoutTestSupport
import EarshotTestSupport
import Testing
@testable import EarshotLoader

/// Every kind of layout error, each located exactly.
@Suite struct LayoutErrorTests {
    static let head = "earshot: 1\nscreen:\n  id: s\n  elements:\n"

    @Test(arguments: [
        // Unknown keys, with "did you mean".
        (head + "    - id: a\n      lable: A\n", "6:7: unknown key 'lable' in an element (did you mean 'label'?)"),
        ("earshot: 1\nscren: {id: s, elements: []}\n", "2:1: unknown key 'scren' in the layout (did you mean 'screen'?)"),
        // Unknown trait names, with "did you mean".
        (head + "    - id: a\n      traits: [buton]\n", "6:16: unknown trait 'buton' (did you mean 'button'?)"),
        // Wrong types.
        (head + "    - id: a\n      frame: [1, 2, 3]\n", "6:14: 'frame' must be [x, y, width, height] in points"),
        (head + "    - id: a\n      frame: [1, 2, x, 4]\n", "6:21: 'frame' width must be a number, found a string"),
        (head + "    - id: a\n      accessible: maybe\n", "6:19: 'accessible' must be true or false, found a string"),
        (head + "    - id: a\n      label: [A]\n", "6:14: 'label' must be a string, found a list"),
        (head + "    - id: a\n      children: {id: b}\n", "6:17: 'children' must be a list, found a mapping"),
        ("earshot: one\nscreen: {id: s, elements: []}\n", "1:10: 'earshot' (the format version) must be a whole number, found a string"),
        ("earshot: 2\nscreen: {id: s, elements: []}\n", "1:10: unsupported format version 2; this Earshot reads version 1"),
        // Missing required fields.
        ("screen: {id: s, elements: []}\n", "1:1: the layout is missing required key 'earshot'"),
        ("earshot: 1\nscreen: {elements: []}\n", "2:9: a screen is missing required key 'id'"),
        ("earshot: 1\n", "1:1: the layout needs a 'screen' (or a list under 'screens')"),
        (head + "    - id: r\n      traits: [adjustable]\n      adjustable: {min: 1}\n", "7:19: 'adjustable' is missing required key 'kind'"),
        (head + "    - id: a\n      rotors: [{items: [a]}]\n", "6:16: a rotor with 'items' needs 'name'"),
        // Duplicate ids.
        (head + "    - id: a\n    - id: a\n", "6:7: duplicate id 'a' (first at line 5)"),
        // References to ids that do not exist, each located at the value that names it.
        (head + "    - id: a\n      rotors: [{name: R, items: [a, zz]}]\n", "6:37: rotor 'R' names 'zz', which no element has"),
        (head + "    - id: abc\n      on-activate: [{focus: abd}]\n", "6:29: 'focus' names 'abd', which no element has (did you mean 'abc'?)"),
        (head + "    - id: a\n      on-activate: [{goto: nowhere}]\n", "6:28: 'goto' names screen 'nowhere', which this file does not have"),
        // An adjustable block without the trait.
        (head + "    - id: r\n      adjustable: {kind: rating, max: 5}\n", "6:7: an 'adjustable' block needs the 'adjustable' trait"),
        (head + "    - id: r\n      traits: [adjustable]\n      adjustable: {kind: dial, max: 5}\n", "7:26: unknown adjustable kind 'dial'"),
        (head + "    - id: r\n      traits: [adjustable]\n      adjustable: {kind: rating, max: 5, value: 9}\n", "7:49: 'value' must lie between 'min' and 'max'"),
        (head + "    - id: r\n      traits: [adjustable]\n      adjustable: {kind: picker, options: [A], selected: 3}\n", "7:58: 'selected' must be an index from 0 to 0"),
        // A secure field's count: only on secure fields, and not beside the value it counts.
        (head + "    - id: a\n      traits: [textField]\n      secure-length: 3\n", "7:22: 'secure-length' is for secure text fields: add 'secure: true'"),
        (head + "    - id: a\n      value: abc\n      traits: [textField]\n      secure: true\n      secure-length: 3\n",
         "9:22: a secure text field takes 'value' or 'secure-length', not both"),
        // A goto outside the tree.
        (head + "    - id: a\n      on-activate: [{goto: ../secret.yaml#x}]\n", "6:28: 'goto' file '../secret.yaml' lies outside this layout's directory"),
        (head + "    - id: a\n      on-activate: [{goto: /etc/x.yaml#x}]\n", "6:28: 'goto' file '/etc/x.yaml' lies outside this layout's directory"),
        // Effects.
        (head + "    - id: a\n      on-activate: [bak]\n", "6:21: unknown effect 'bak' (did you mean 'back'?)"),
        (head + "    - id: a\n      on-activate: [{announce: x, focus: a}]\n", "6:21: an effect has one key; write each effect as its own list item"),
        // Containers.
        (head + "    - id: a\n      container: lst\n", "6:18: unknown container kind 'lst' (did you mean 'list'?)"),
        (head + "    - id: a\n      order: [b]\n", "6:14: 'order' is for containers: this element has no children"),
        (head + "    - id: a\n      level: 2\n", "6:14: 'level' needs the 'header' trait"),
        // Syntax.
        ("earshot: 1\nscreen: {id: s, elements: [\n", "3:1: YAML syntax: did not find expected node content while parsing a flow node"),
        ("earshot: 1\nearshot: 1\n", "2:1: duplicate key 'earshot' (first at line 1)"),
        ("", "1:1: the file is empty; a layout starts with 'earshot: 1'"),
        ("[1, 2]\n", "1:1: the layout must be a mapping, found a list"),
    ])
    func reportsLocatedError(_ text: String, _ expected: String) {
        let (layout, errors) = load(text)
        #expect(layout == nil)
        #expect(errors.contains(expected), "got \(errors)")
    }

    @Test func reportsAllProblemsTogether() {
        let (_, errors) = load(Self.head + "    - id: a\n      lable: A\n    - id: b\n      traits: [buton]\n    - id: a\n")
        #expect(errors.count == 3)
        #expect(errors == errors.sorted { a, b in
            a.split(separator: ":").prefix(2).map { Int($0) ?? 0 }.lexicographicallyPrecedes(b.split(separator: ":").prefix(2).map { Int($0) ?? 0 })
        })
    }

    @Test func invalidUTF8IsLocated() {
        var bytes = Array("earshot: 1\nscreen:\n  id: s\n  elements: [{label: ab".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("}]\n".utf8)
        guard case .failure(let list) = LayoutLoader().load(bytes: bytes, path: "u.yaml") else {
            Issue.record("invalid UTF-8 loaded"); return
        }
        #expect(list.description == "u.yaml:4:24: error: the file is not valid UTF-8")
    }

    @Test func deepFlowNestingIsRefused() {
        let text = "earshot: 1\nscreen: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let (_, errors) = load(text)
        #expect(errors.count == 1 && errors[0].hasSuffix("nesting deeper than libyaml's limit of 1000 levels"), "got \(errors)")
    }

    @Test func deepElementNestingDoesNotCrash() {
        var text = Self.head
        var indent = "    "
        for i in 0..<1_200 {
            text += "\(indent)- id: n\(i)\n\(indent)  children:\n"
            indent += "    "
        }
        text += "\(indent)- id: leaf\n"
        let (_, errors) = load(text)
        #expect(errors == ["1001:1999: nesting deeper than libyaml's limit of 1000 levels"])
    }

    @Test func topLevelScalarsAndNullsAreErrors() {
        #expect(load("42\n").1 == ["1:1: the layout must be a mapping, found a number"])
        #expect(load("~\n").1 == ["1:1: the layout must be a mapping, found null"])
    }

    @Test func largeFileLoadsOrFailsCleanly() {
        // About 50 MB of one long label: loads without crashing.
        let big = String(repeating: "a", count: 50_000_000)
        let (layout, errors) = load(Self.head + "    - id: a\n      label: \(big)\n")
        #expect(errors == [])
        #expect(layout?.screens[0].elements[0].label?.count == 50_000_000)
    }
}
