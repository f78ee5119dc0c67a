import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotImport

/// One debugDescription line: fields in any order, quoted values holding quotes and commas,
/// unquoted (and truncated) values, flags, old Xcode's form.
@Suite struct XCUILineTests {
    func element(_ line: String) -> XCUILine? {
        if case .element(let parsed) = XCUILine.parse(Substring(line)) { return parsed }
        return nil
    }

    @Test func classicLine() throws {
        let e = try #require(element(" →Button, 0x7fb5a0628170, {{81.0, 770.0}, {74.0, 48.0}}, identifier: 'tab.explore', label: 'Explore', Selected"))
        #expect(e.column == 2 && e.type == "Button" && e.identifier == "tab.explore" && e.label == "Explore" && e.selected)
        #expect(e.frame == Rect(x: 81, y: 770, width: 74, height: 48) && e.hasElementMark && !e.disabled)
    }

    @Test func xcode26PutsTheFrameLast() throws {
        let e = try #require(element("          NavigationBar, identifier: 'Configuración', {0.0, 62.0, 402.0, 106.0}"))
        #expect(e.column == 10 && e.identifier == "Configuración" && e.frame == Rect(x: 0, y: 62, width: 402, height: 106))
    }

    @Test func quotesAndCommasInsideValues() throws {
        let e = try #require(element("Button, {{1.0, 2.0}, {3.0, 4.0}}, label: 'Don't Allow, ever', value: 1, 575 rubles, Disabled"))
        #expect(e.label == "Don't Allow, ever")
        #expect(e.value == "1, 575 rubles")
        #expect(e.disabled)
        let t = try #require(element("TextField, 0x600000d9ddc0, {{32.0, 224.0}, {271.0, 21.0}}, identifier: 'email', value: ukautomationuser@e..."))
        #expect(t.value == "ukautomationuser@e..." && t.identifier == "email")
        let q = try #require(element("StaticText, label: 'It's 'quoted'', {1.0, 2.0, 3.0, 4.0}"))
        #expect(q.label == "It's 'quoted'" && q.frame?.width == 3)
    }

    @Test func oldXcodeWithTraits() throws {
        let e = try #require(element("Button 0x60000016ccc0: traits: 8589934593, {{19.0, 71.0}, {46.0, 30.0}}, identifier: 'button1', label: 'Button'"))
        #expect(e.traits == Traits(rawValue: 8_589_934_593) && e.identifier == "button1" && e.frame?.x == 19)
    }

    @Test func qualifiersArrowsAndNoAddress() throws {
        #expect(element("    Window (Main), {{0.0, 0.0}, {375.0, 812.0}}")?.type == "Window")
        #expect(element(" ->Application, pid: 4, label: 'A'")?.column == 3)
        #expect(element("Application, pid: 65228, label: 'SwiftUI+XCUITest'")?.label == "SwiftUI+XCUITest")
    }

    @Test(arguments: ["Path to element:", "Element subtree:", " →Find: Target Application 'x'", "  Output: {", "(lldb) po app", ""])
    func notAnElementLine(_ line: String) {
        guard case .other = XCUILine.parse(Substring(line)) else { Issue.record("read as an element: \(line)"); return }
    }

    @Test(arguments: ["Button, 0x1, {{19.0, 71.0}, {46.0", "Button, 0x1, {{1, 2}, {3, 4}}, label: 'cut sh", "Button, traits: lots"])
    func cutShortLinesAreMalformed(_ line: String) {
        guard case .malformed = XCUILine.parse(Substring(line)) else { Issue.record("not malformed: \(line)"); return }
    }
}
