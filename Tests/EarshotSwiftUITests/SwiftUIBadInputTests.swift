import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotSwiftUI

/// Bad input: located errors, never a crash; hostile input in bounded time.
@Suite struct SwiftUIBadInputTests {
    @Test func syntaxErrorIsLocated() {
        let errors = swiftUIErrors("struct V: View {\n  var body: some View {\n    Text(\"a\"\n  }\n}\n")
        #expect(errors == ["3:13: Swift syntax error: expected ')' to end function call"])
    }

    @Test func noViewIsAnError() {
        #expect(swiftUIErrors("let x = 1\n").first?.contains("no SwiftUI view here") == true)
        #expect(swiftUIErrors("").first?.contains("no SwiftUI view here") == true)
    }

    @Test func notUTF8IsAnError() {
        let result = SwiftUIImport.layout(main: SwiftUIImport.File(path: "V.swift", bytes: [0xFF, 0xFE, 0x00, 0x41]))
        guard case .failure(let list) = result else { Issue.record("accepted"); return }
        #expect(list.diagnostics.first?.message.contains("not UTF-8") == true)
    }

    @Test func unknownScreenListsTheViews() {
        let errors = swiftUIErrors(view("Text(\"a\")") + "struct W: View { var body: some View { Text(\"b\") } }\n", screen: "Nope")
        #expect(errors == ["2:8: no view named 'Nope' (views: V, W)"])
    }

    @Test func hostileStringsStayText() throws {
        let evil = "\\u{202E}evil\\n- id: x\\u{0}" + String(repeating: "a", count: 1_000_000)
        let layout = try #require(swiftUI(view("Text(\"\(evil)\")")))
        #expect(elements(layout).first?.label?.hasPrefix("\u{202E}evil\n- id: x") == true)
    }

    /// Two thousand stacks deep never reach the mapper: the parser stops at 256 levels (debug
    /// and release builds alike) with a located error.
    @Test func deepNestingIsBoundedNotACrash() {
        let depth = 2_000
        let body = String(repeating: "VStack { ", count: depth) + "Text(\"deep\")" + String(repeating: " }", count: depth)
        let errors = swiftUIErrors(view(body))
        // Past 254 stacks (with the struct and `body` around them), at the 255th stack's content.
        #expect(errors == ["5:\(255 * 9 + 1): Swift syntax error: parsing has exceeded the maximum nesting level"], "\(errors)")
    }

    /// Real code nests a literal table's brackets a few deep: 12 read, the 13th refused where it
    /// is, before the parser (whose time doubles with each `[`) sees the file.
    @Test func bracketsNestedTooDeepAreRefusedWhereTheyAre() {
        let twelve = String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
        #expect(swiftUI(view("Text(\"a\")", extra: "let table = \(twelve)")) != nil)
        let unclosed = view("Text(\"a\")\n        f" + String(repeating: "[", count: 20) + "alse")
        #expect(swiftUIErrors(unclosed) == ["6:22: square brackets nested more than 12 deep: deeper than the reader follows"])
        let quoted = view("Text(\"" + String(repeating: "[", count: 30) + "\") // " + String(repeating: "[", count: 30))
        #expect(elements(swiftUI(quoted)).first?.label == String(repeating: "[", count: 30))
    }

    @Test func largeFileImportsInBoundedTime() throws {
        var rows = ""
        for i in 0..<5_000 { rows += "            Text(\"Row \(i)\")\n            Toggle(\"Option \(i)\", isOn: $on)\n" }
        let clock = ContinuousClock()
        let started = clock.now
        let layout = try #require(swiftUI(view("VStack {\n" + rows + "}", extra: "@State var on = false")))
        #expect(elements(layout).count == 10_000)
        #expect(clock.now - started < .seconds(60))
    }
}
