import EarshotModel
import Testing
@testable import EarshotSwiftUI

/// The bracket pre-scan: brackets in code count, wherever the code is written (interpolated into
/// strings of every kind included); brackets in text and comments do not.
@Suite struct SwiftBracketDepthTests {
    static let tooDeep = "square brackets nested more than 12 deep: deeper than the reader follows"

    static func nested(_ n: Int) -> String { String(repeating: "[", count: n) + "1" + String(repeating: "]", count: n) }

    /// Where the scan stops, as `line:col: message`, or nil.
    func found(_ text: String) -> String? {
        SwiftBracketDepth.find(text).map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    /// The probe's file: forty `[` inside `"\( … )"` (167 bytes) once went past the scan and
    /// into the parser, whose time doubles with each `[`.
    @Test func bracketsInAnInterpolationCount() {
        let text = "import SwiftUI\nstruct V: View { var body: some View { Text(\"\\(" + Self.nested(40) + ")\") } }\n"
        #expect(found(text) == "2:60: \(Self.tooDeep)")
        #expect(swiftUIErrors(text) == ["2:60: \(Self.tooDeep)"])
    }

    @Test(arguments: [
        // Raw strings interpolate with as many `#` as they open with.
        "let s = #\"\\#(\(nested(13)))\"#",
        // Multi-line strings interpolate too.
        "let s = \"\"\"\n  \\(\(nested(13)))\n  \"\"\"",
        // A string in an interpolation in a string: its interpolation is code as well.
        "let s = \"a \\(\"b \\(\(nested(13)))\")\"",
        // `)` in a string inside the interpolation does not end it.
        "let s = \"\\(f(\")\") + \(nested(13)))\"",
        // Brackets open before the string keep counting inside it.
        "let t = [[[[[[[[[[\"\\([[[1]]])\"]]]]]]]]]]",
    ])
    func codeInStringsCounts(_ text: String) {
        #expect(found(text)?.hasSuffix(Self.tooDeep) == true, "\(text)")
    }

    @Test(arguments: [
        // Text, not code: a raw string's `\(` without its `#`, an escaped backslash, a comment.
        "let s = #\"\\(\(nested(20)))\"#",
        "let s = \"\\\\(\(nested(20))\"",
        "let s = \"\\\"\(nested(20))\"",
        "/* \"\\(\(nested(20)))\" */ let s = 1",
        // Each interpolation is back at its string's depth when it closes.
        "let t = \"\\(\(nested(12)))\" + \"\\(\(nested(12)))\" + \"\(nested(20))\"",
        // A one-line string left open ends at its line.
        "let s = \"\\(\n\(nested(12))",
        // `#` that opens no string.
        "#if DEBUG\nlet t = \(nested(12))\n#endif",
    ])
    func textStaysText(_ text: String) {
        #expect(found(text) == nil, "\(text)")
    }

    @Test func theThirteenthBracketIsLocated() {
        let text = "let a = 1\nlet s = \"x \\(" + Self.nested(20) + ")\""
        #expect(found(text) == "2:26: \(Self.tooDeep)")
    }

    /// Strings in interpolations in strings, forty deep, are refused where they go too deep.
    @Test func stringsInterpolatedTooDeepAreRefused() {
        let text = "let s = " + String(repeating: "\"\\(", count: 40) + "1" + String(repeating: ")\"", count: 40)
        let message = "strings interpolated into strings more than 12 deep: deeper than the reader follows"
        #expect(found(text) == "1:\(9 + 13 * 3): \(message)")
    }
}
