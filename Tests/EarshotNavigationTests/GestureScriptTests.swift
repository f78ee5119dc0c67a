import EarshotNavigation
import EarshotTestSupport
import Testing

/// Scripts as a hostile user writes them: too many gestures, broken quotes, numbers that are not
/// numbers, many lines, control characters.
@Suite struct GestureScriptLimitTests {
    func failure(_ script: String, path: String = "gestures") -> GestureScript.ParseError? {
        if case .failure(let e) = GestureScript.parse(script, path: path) { return e }
        return nil
    }

    /// The 8 KB script asks for ~10⁸ gestures; it fails at the repeat that passes the cap.
    @Test func aScriptAskingForTooManyGesturesFailsAtTheRepeatThatPassesTheCap() throws {
        let script = "next " + Array(repeating: "x100000", count: 1_000).joined(separator: " ")
        let e = try #require(failure(script))
        // 1 + 10 × 99,999 = 999,991 gestures fit; the 11th repeat (column 6 + 10 × 8) does not.
        #expect(e.line == 1 && e.column == 86)
        #expect(e.message == "the script asks for more than 1000000 gestures (repeats included)")
    }

    @Test func theCapIsExactlyAMillion() throws {
        #expect(try GestureScript.parse("next x1000000").get().count == 1_000_000)
        #expect(try GestureScript.parse("next x999999 previous").get().count == 1_000_000)
        #expect(failure("next x1000000 previous")?.column == 15)
        #expect(failure("next x999999 previous x2")?.column == 23)
        #expect(failure(String(repeating: "next ", count: 1_000_001))?.column == 5_000_001)
    }

    @Test(arguments: ["x0", "x1000001", "x99999999999999999999999999"])
    func repeatCountsOutOfRangeAreErrors(_ repeats: String) throws {
        let e = try #require(failure("next \(repeats)"))
        #expect(e.column == 6 && e.message == "a repeat count must be 1 to 1000000")
    }

    @Test(arguments: [("rotor=\"Apple Stores next", 7), ("next \"", 6), ("next\n  type=\"a b\" \"rotor", 14)])
    func anUnterminatedQuoteIsAnErrorAtTheQuote(_ script: String, _ column: Int) throws {
        let e = try #require(failure(script))
        #expect(e.column == column && e.message == "unterminated quote: close it with \"")
        #expect(e.line == (script.contains("\n") ? 2 : 1))
    }

    @Test(arguments: ["nan,nan", "inf,0", "0,-inf", "1e400,3", "NaN,1", "+infinity,2"])
    func touchNeedsFiniteNumbers(_ point: String) throws {
        let e = try #require(failure("next touch=\(point)"))
        #expect(e.column == 6 && e.message == "'touch=' needs finite numbers, not '\(point)'")
    }

    @Test func malformedTouchesAreStillErrors() {
        for bad in ["touch=1", "touch=1,,2", "touch=a,b", "touch="] {
            #expect(failure(bad)?.message == "'touch=' takes x,y in points, e.g. touch=120,440", "\(bad)")
        }
        #expect((try? GestureScript.parse("touch=-5,1e3").get()) == [.touch(x: -5, y: 1_000)])
    }

    @Test func scriptsSpanLinesWithCommentLines() throws {
        let script = "# open the menu\nnext x2\r\n  # an indented comment, \"with a quote\n\tactivate,previous\n"
        #expect(try GestureScript.parse(script).get() == [.next, .next, .activate, .previous])
        let e = try #require(failure("next\n\n   jmup", path: "walk.txt"))
        #expect(e.description == "walk.txt:3:4: error: unknown gesture 'jmup' (did you mean 'jump'?)"
                || e.description.hasPrefix("walk.txt:3:4: error: unknown gesture 'jmup'"))
        #expect(failure("next # not a comment")?.message.hasPrefix("unknown gesture '#'") == true,
                "comments are lines of their own, as `lab --solve` prints them")
    }

    @Test func controlCharactersInErrorsAreShownEscaped() throws {
        let e = try #require(failure("next \u{1B}]52;c;aGk=\u{07} \u{202E}x"))
        #expect(e.message.contains("\u{1B}"), "the message keeps what was found")
        #expect(e.description == "gestures:1:6: error: unknown gesture '\\u{1B}]52;c;aGk=\\u{7}'")
        let bidi = try #require(failure("next \u{202E}evil\u{9B}"))
        #expect(bidi.description == "gestures:1:6: error: unknown gesture '\\u{202E}evil\\u{9B}'")
    }
}
