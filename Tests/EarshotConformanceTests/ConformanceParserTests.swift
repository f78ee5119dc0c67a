import EarshotConformance
import EarshotModel
import EarshotNarration
import EarshotTestSupport
import Testing

/// A conformance table is read like every other file: strictly, and with every problem in it
/// reported at once, each where it is written — inside a row's layout, its dump and its script too.
@Suite struct ConformanceParserTests {
    static let head = """
        earshot-conformance: 1
        reader: voiceover
        sources:
          - id: apple
            title: VoiceOver gestures
            url: https://support.apple.com/guide/iphone/use-voiceover-gestures-iph3e2e2281/ios
            heard-on: VoiceOver, iOS 18
        rows:

        """

    static func load(_ text: String) -> Result<ConformanceTable, DiagnosticList> {
        ConformanceTable.load(bytes: Array(text.utf8), path: "table.yaml")
    }

    @Test func readsAGoodTable() throws {
        let table = try Self.load(Self.head + """
              - id: submit
                elements: [{label: Submit, traits: [button]}]
                says: Submit. Button.
                tier: MUST
                source: apple
              - id: order
                elements:
                  - {label: A, traits: [button]}
                  - label: B
                    traits: [link]
                gestures: next
                verbosity: {traits: before}
                says: Link. B
                hint: none here
                tier: SHOULD
                source: apple
                heard-on: VoiceOver, iOS 17
                note: why
            """).get()
        #expect(table.reader == .voiceover && table.rows.count == 2 && table.sources.count == 1)
        let submit = table.rows[0], order = table.rows[1]
        #expect(submit.context == "[{label: Submit, traits: [button]}]" && submit.contextKind == .layout)
        #expect(submit.tier == .must && submit.hint == nil && submit.gestures.isEmpty && submit.heardOn == "VoiceOver, iOS 18")
        #expect(submit.location == SourceLocation(line: 9, column: 5) && submit.verbosity.reader is VoiceOver)
        #expect(order.context == "- {label: A, traits: [button]}\n- label: B\n  traits: [link]")
        #expect(order.gestures == [.next] && order.script == "next" && order.verbosity.traitPosition == .before)
        #expect(order.heardOn == "VoiceOver, iOS 17" && order.note == "why" && order.hint == "none here")
        #expect(order.layout.screens.first?.elements.map(\.label) == ["A", "B"])
    }

    @Test func readsADumpAsEarshotImportsIt() throws {
        let table = try Self.load(Self.head.replacingOccurrences(of: "voiceover", with: "talkback") + """
              - id: ok
                dump: |
                  <hierarchy rotation="0">
                    <node class="android.widget.Button" text="OK" clickable="true" focusable="true" bounds="[0,0][300,150]"/>
                  </hierarchy>
                says: OK, Button
                hint: Double-tap to activate
                tier: MUST
                source: apple
            """).get()
        let row = try #require(table.rows.first)
        #expect(table.reader == .talkback && row.contextKind == .dump && row.verbosity.reader is TalkBack)
        #expect(row.context.hasPrefix("<hierarchy rotation=\"0\">\n  <node class=") && row.context.hasSuffix("</hierarchy>"))
        #expect(row.layout.isAndroid)
    }

    /// Every kind of mistake, in one file, all reported at once.
    @Test func reportsEveryMalformedRowAtOnce() {
        let result = Self.load("""
            earshot-conformance: 2
            reader: voiceovr
            sources:
              - id: apple
                title: Apple
                url: http://example.com
                commit: abc123
                heard-on: VoiceOver, iOS 18
              - id: apple
                title: Again
                url: https://example.com
                heard-on: x
            rows:
              - id: one
                elements: [{label: Submit, traits: [buton]}]
                says: Submit. Button.
                tier: MUST
                source: apple
              - id: two
                elements: [{label: A}]
                sayz: A
                tier: MAY
                source: aple
              - id: three
                elements: [{label: A, on-activate: [{goto: nowhere}]}]
                gestures: next, swipe-rigth
                says: A
                tier: SHOULD
                source: apple
              - id: four
                dump: |
                  <hierarchy rotation="0">
                    <node class="android.widget.Button" bounds="[50,0][10,20]"/>
                  </hierarchy>
                says: x
                tier: SHOULD
                source: apple
              - id: five
                says: nothing to say it in
                tier: SHOULD
                source: apple
              - id: one
                elements: [{label: B}]
                screens: [{id: s, elements: []}]
                says: B
                tier: SHOULD
                source: apple
            """)
        #expect(locatedErrors(result) == [
            "1:22: unsupported conformance format version 2; this Earshot reads version 1",
            "2:9: unknown screen reader 'voiceovr' (did you mean 'voiceover'?)",
            "6:10: 'url' must be an https address",
            "7:13: 'commit' must be a commit id of 40 hex digits",
            "9:5: duplicate source id 'apple' (first at line 4)",
            "15:41: unknown trait 'buton' (did you mean 'button'?)",
            "19:5: a row is missing required key 'says'",
            "21:5: unknown key 'sayz' in a row (did you mean 'says'?)",
            "22:11: unknown tier 'MAY'",
            "23:13: unknown source 'aple' (did you mean 'apple'?)",
            "25:48: 'goto' names screen 'nowhere', which this file does not have",
            "26:21: unknown gesture 'swipe-rigth' (did you mean 'swipe-right', VoiceOver's name for 'next'?)",
            "33:9: bounds \"[50,0][10,20]\": right or bottom before left or top",
            "38:5: a row needs its context: 'elements', 'screens' or 'dump'",
            "42:5: a row has one context: 'elements', 'screens' or 'dump'",
            "42:5: duplicate row id 'one' (first at line 14)",
        ])
    }

    @Test func anEmptyFileSaysWhatATableStartsWith() {
        #expect(locatedErrors(Self.load("\n")) == ["1:1: the file is empty; a conformance table starts with 'earshot-conformance: 1'"])
    }
}
