import EarshotLayoutTestSupport
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotLoader

/// Input a hostile user writes: alias bombs, JSON's surrogate escapes, control characters.
@Suite struct HostileYAMLTests {
    /// `levels` anchors, each a list of `fan` aliases to the one before: fan^levels elements.
    static func bomb(levels: Int, fan: Int) -> String {
        var text = "earshot: 1\nscreen:\n  id: s\n  elements:\n    - &a0 {label: a}\n"
        for i in 1...levels {
            text += "    - &a\(i) {children: [" + Array(repeating: "*a\(i - 1)", count: fan).joined(separator: ",") + "]}\n"
        }
        return text
    }

    @Test(arguments: [(6, 10), (7, 10), (9, 9), (30, 2)])
    func aliasBombsAreRefusedAtTheAliasThatCrossesTheBudget(_ levels: Int, _ fan: Int) {
        let text = Self.bomb(levels: levels, fan: fan)
        #expect(text.utf8.count < 1_200, "a small file")
        let (layout, errors) = load(text)
        #expect(layout == nil)
        #expect(errors.count == 1 && errors[0].contains("brings the nodes copied by aliases past 100000"), "\(errors)")
        // Refused while composing: the composer never counted more than one anchor past the budget.
        var composer = YAMLComposer(bytes: Array(text.utf8), escapes: nil)
        guard case .failure(.problem) = composer.compose() else { Issue.record("composed a bomb"); return }
        #expect(composer.aliasedNodes <= 2 * YAMLComposer.aliasBudget)
    }

    /// Aliases may copy exactly `aliasBudget` nodes: 100 aliases to a 1,000-node list pass, 101 do not.
    @Test(arguments: [(100, true), (101, false)])
    func theBudgetIsExact(_ aliases: Int, _ accepted: Bool) {
        let anchor = "a: &a [" + Array(repeating: "x", count: 999).joined(separator: ", ") + "]\n"
        let text = anchor + "b: [" + Array(repeating: "*a", count: aliases).joined(separator: ", ") + "]\n"
        var composer = YAMLComposer(bytes: Array(text.utf8), escapes: nil)
        let result = composer.compose()
        if case .success = result { #expect(accepted) } else { #expect(!accepted) }
        #expect(composer.aliasedNodes == aliases * 1_000)
    }

    @Test func aliasBombAsMappingKeysIsRefusedToo() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...8 { text += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        text += "? *a8\n: 1\n? *a8\n: 2\n"
        let (_, errors) = load(text)
        #expect(errors.contains { $0.contains("brings the nodes copied by aliases past") }, "\(errors)")
    }

    @Test func modestAliasesStillWork() throws {
        let text = "earshot: 1\nscreen:\n  id: s\n  elements:\n    - {id: a, frame: &f [0, 0, 10, 10]}\n    - {id: b, frame: *f}\n"
        let (layout, errors) = load(text)
        #expect(errors == [])
        #expect(layout?.screens[0].elements[1].frame == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func anAliasIsLocatedWhereItIsWritten() {
        let text = "earshot: 1\nscreen:\n  id: s\n  elements:\n    - &e {id: a}\n    - *e\n"
        #expect(load(text).1 == ["6:7: duplicate id 'a' (first at line 5)"])
    }

    @Test func undefinedAliasIsLocated() {
        #expect(load("earshot: 1\nscreen: *nope\n").1 == ["2:9: alias '*nope' names no anchor defined before it"])
    }

    // MARK: JSON surrogate pairs

    @Test func surrogatePairEscapesDecode() throws {
        // What Python's json.dumps writes for "Hat 😀 帽子".
        let json = #"{"earshot": 1, "screen": {"id": "s", "elements": [{"id": "a", "label": "Hat \ud83d\ude00 \u5e3d\u5b50"}]}}"#
        let (layout, errors) = load(json, path: "t.json")
        #expect(errors == [])
        #expect(layout?.screens[0].elements[0].label == "Hat 😀 帽子")
    }

    @Test func positionsAfterADecodedPairAreExact() {
        let json = #"{"earshot": 1, "screen": {"id": "s", "elements": [{"label": "\ud83d\ude00\uD83C\uDFA9", "lable": "x"}]}}"#
        let column = json.distance(from: json.startIndex, to: json.range(of: "\"lable\"")!.lowerBound) + 1
        #expect(load(json, path: "t.json").1 == ["1:\(column): unknown key 'lable' in an element (did you mean 'label'?)"])
    }

    @Test(arguments: [
        (#"{"earshot": 1, "screen": {"id": "s", "elements": [{"label": "a\ud83d"}]}}"#, "1:63: unpaired surrogate escape '\\ud83d'"),
        (#"{"earshot": 1, "screen": {"id": "s", "elements": [{"label": "\ude00\ud83d"}]}}"#, "1:62: unpaired surrogate escape '\\ude00'"),
        ("earshot: 1\nscreen: {id: s, elements: [{label: \"ok\\ud83d x\"}]}\n", "2:39: unpaired surrogate escape '\\ud83d'"),
    ])
    func loneSurrogatesAreLocated(_ text: String, _ expected: String) {
        let errors = load(text).1
        #expect(errors.count == 1 && errors[0].hasPrefix(expected), "\(errors)")
    }

    @Test func backslashesOutsideDoubleQuotesAreLeftAlone() throws {
        let text = "earshot: 1\nscreen:\n  id: s\n  elements:\n    - {id: a, label: a\\ud83d}\n    - {id: b, label: 'b\\ud83d'}\n"
            + "    - {id: c, label: \"c\\\\ud83d\"}  # \"\\ud83d\"\n"
        let (layout, errors) = load(text)
        #expect(errors == [])
        #expect(layout?.screens[0].elements.map { $0.label ?? "" } == ["a\\ud83d", "b\\ud83d", "c\\ud83d"])
    }

    // MARK: Control characters

    @Test func controlCharactersAreLocatedExactly() {
        let text = "earshot: 1\nscreen:\n  id: s\n  elements:\n    - id: a\n      label: A\n    - id: b\n      label: B\n      hint: Say \u{07}bell\n"
        #expect(load(text).1 == ["9:17: control character U+0007 is not allowed in YAML (write it as an escape in double quotes)"])
        let wide = "earshot: 1\nscreen: {id: s, elements: [{label: \"漢字\u{1B}]52\"}]}\n"
        #expect(load(wide).1 == ["2:39: control character U+001B is not allowed in YAML (write it as an escape in double quotes)"])
    }

    @Test func escapedControlCharactersAreText() {
        let (layout, errors) = load("earshot: 1\nscreen: {id: s, elements: [{label: \"a\\u0007b\"}]}\n")
        #expect(errors == [])
        #expect(layout?.screens[0].elements[0].label == "a\u{07}b")
    }
}
