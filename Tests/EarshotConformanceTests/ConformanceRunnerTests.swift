import EarshotConformance
import EarshotModel
import EarshotNarration
import Testing

/// A row is run through a real session, as `earshot transcript` runs a script, and passes only
/// when Earshot says the row's words and hint, word for word.
@Suite struct ConformanceRunnerTests {
    static func table(_ rows: String, reader: String = "voiceover") throws -> ConformanceTable {
        let head = """
            earshot-conformance: 1
            reader: \(reader)
            sources:
              - {id: s, title: S, url: "https://example.com", heard-on: "VoiceOver, iOS 18"}
            rows:

            """
        return try ConformanceTable.load(bytes: Array((head + rows).utf8), path: "table.yaml").get()
    }

    static func run(_ rows: String, reader: String = "voiceover") throws -> [ConformanceResult] {
        ConformanceRunner.run(try table(rows, reader: reader))
    }

    @Test func aRowEarshotAgreesWithPasses() throws {
        let results = try Self.run("""
              - id: rating
                elements: [{label: Rating, traits: [adjustable], adjustable: {kind: rating, min: 1, max: 5, value: 3}}]
                says: "Rating: 3 out of 5. Adjustable."
                hint: Swipe up or down with one finger to adjust the value.
                tier: MUST
                source: s
            """)
        #expect(results == [ConformanceResult(id: "rating", says: "Rating: 3 out of 5. Adjustable.",
                                              hint: "Swipe up or down with one finger to adjust the value.", passed: true)])
    }

    /// Case and punctuation are not compared; words are.
    @Test func wordsAreComparedNotPunctuation() throws {
        let results = try Self.run("""
              - {id: a, elements: [{label: Submit, traits: [button]}], says: "submit, button", tier: MUST, source: s}
              - {id: b, elements: [{label: Submit, traits: [button]}], says: "Submit. Link.", tier: MUST, source: s}
              - {id: c, elements: [{label: Submit, traits: [button]}], says: "Submit. Button. Button.", tier: MUST, source: s}
            """)
        #expect(results.map(\.passed) == [true, false, false])
        #expect(results[1].says == "Submit. Button.")
    }

    /// A hint Earshot says that the row does not expect fails the row, and the other way round.
    @Test func theHintIsPartOfWhatIsSaid() throws {
        let results = try Self.run("""
              - {id: none, elements: [{label: Wi-Fi, value: "1", traits: [button, switchButton]}], says: Wi-Fi. Switch Button. On., tier: MUST, source: s}
              - {id: wrong, elements: [{label: Go, traits: [button]}], says: Go. Button., hint: Double tap to activate., tier: MUST, source: s}
              - {id: right, elements: [{label: Wi-Fi, value: "1", traits: [button, switchButton]}], says: Wi-Fi. Switch Button. On., hint: Double tap to toggle setting., tier: MUST, source: s}
            """)
        #expect(results.map(\.passed) == [false, false, true])
        #expect(results[0].hint == "Double tap to toggle setting." && results[1].hint == nil)
    }

    /// With gestures, the last one's words count: here the activation's new state.
    @Test func gesturesRunAndTheLastOneIsHeard() throws {
        let results = try Self.run("""
              - id: toggle
                elements: [{label: Wi-Fi, value: "1", traits: [button, switchButton]}]
                gestures: activate
                says: Off.
                tier: MUST
                source: s
              - id: rotor
                elements: [{label: Title, traits: [header]}, {label: Go, traits: [button]}]
                gestures: rotor=Headings down
                says: Heading not found
                tier: SHOULD
                source: s
            """)
        #expect(results.map(\.passed) == [true, true], "\(results)")
    }

    /// A TalkBack table hears an Android hierarchy through the dump import and TalkBack's words.
    @Test func aTalkBackRowHearsItsDump() throws {
        let results = try Self.run("""
              - id: ok
                dump: |
                  <hierarchy rotation="0">
                    <node class="android.widget.Button" text="OK" clickable="true" focusable="true" bounds="[0,0][300,150]"/>
                  </hierarchy>
                says: OK, Button
                hint: Double-tap to activate
                tier: MUST
                source: s
            """, reader: "talkback")
        #expect(results == [ConformanceResult(id: "ok", says: "OK, Button", hint: "Double-tap to activate", passed: true)])
    }

    @Test func wordsIgnoreCaseAndPunctuationOnly() {
        #expect(ConformanceMatch.words("Double-tap to  toggle, On.") == ["double", "tap", "to", "toggle", "on"])
        #expect(ConformanceMatch.words("3 of 10. 今日") == ["3", "of", "10", "今日"])
        #expect(ConformanceMatch.same(nil, nil) && !ConformanceMatch.same("A", nil) && !ConformanceMatch.same("A B", "AB"))
    }
}
