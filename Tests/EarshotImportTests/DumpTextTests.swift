import EarshotModel
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotImport

/// Dumps as users have them: CRLF line ends, UTF-16 from Windows tools and consoles, single
/// lines hundreds of kilobytes long.
@Suite struct DumpTextTests {
    static let lines = [
        "Element subtree:",
        " →Application, 0x1, pid: 4, {{0.0, 0.0}, {390.0, 844.0}}, label: 'Shop'",
        "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}",
        "      Button, 0x3, {{16.0, 50.0}, {100.0, 44.0}}, identifier: 'buy', label: 'Buy'",
        "      StaticText, 0x4, {{16.0, 100.0}, {300.0, 20.0}}, label: 'Jalapeño'",
    ]

    func layout(_ bytes: [UInt8], path: String = "shot.txt") -> Result<Layout, DumpImportFailure> {
        DumpImport.layout(bytes: bytes, path: path)
    }

    func stops(_ bytes: [UInt8]) -> [String] {
        guard case .success(let layout) = layout(bytes) else { return [] }
        return spoken(layout)
    }

    @Test func crlfLineEndsReadAsLF() throws {
        let lf = Array((Self.lines.joined(separator: "\n") + "\n").utf8)
        let crlf = Array((Self.lines.joined(separator: "\r\n") + "\r\n").utf8)
        #expect(DumpDetector.detect(crlf) == .dump(.xcui))
        #expect(stops(crlf) == ["Buy. Button.", "Jalapeño"])
        #expect(stops(crlf) == stops(lf))
        // Located at the dump's own lines.
        let located = try layout(crlf).get()
        #expect(located.screens[0].elements.first?.location.line == 4)
    }

    @Test(arguments: [false, true]) func utf16IsReadAsItsText(bigEndian: Bool) throws {
        let units = Array((Self.lines.joined(separator: "\r\n") + "\r\n").utf16)
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for u in units { bytes += bigEndian ? [UInt8(u >> 8), UInt8(u & 0xFF)] : [UInt8(u & 0xFF), UInt8(u >> 8)] }
        #expect(DumpDetector.detect(bytes) == .dump(.xcui))
        #expect(stops(bytes) == ["Buy. Button.", "Jalapeño"])
        // Without a byte-order mark too, as some tools write it.
        #expect(stops(Array(bytes.dropFirst(2))) == ["Buy. Button.", "Jalapeño"])
    }

    @Test func utf16PageSourceAndIdbJSON() throws {
        func utf16(_ text: String) -> [UInt8] { [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" "
            + "name=\"A\" label=\"A\" x=\"0\" y=\"0\" width=\"390\" height=\"844\">\n"
            + "  <XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"Go\" x=\"0\" y=\"0\" width=\"60\" height=\"44\"/>\n"
            + "</XCUIElementTypeApplication>\n"
        #expect(stops(utf16(xml)) == ["Go. Button."])
        let json = #"[{"AXLabel":"Go","type":"Button","frame":{"x":0,"y":0,"width":60,"height":44}}]"#
        #expect(stops(utf16(json)) == ["Go. Button."])
    }

    @Test func brokenUTF16IsALocatedError() {
        // A lone high surrogate on line 2.
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("a\nb".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } + [0x00, 0xD8, 0x41, 0x00]
        guard case .failure(let failure) = layout(bytes) else { Issue.record("imported"); return }
        #expect(failure.description == "shot.txt:2:1: error: UTF-16 text that does not decode (a lone surrogate): save the dump as UTF-8")
    }

    /// Once quadratic in a line's length (220 KB took 11 s; 2.2 MB minutes): every `, ` that
    /// a flag word follows counted the rest of the line. 1.1 MB of such commas now parse in one
    /// pass; the time limit only stops the old behaviour from running for many minutes.
    @Test(.timeLimit(.minutes(1))) func aVeryLongLineIsReadInOnePass() throws {
        let tokens = String(repeating: "foo, ", count: 25_000)
        let value = String(repeating: "Selectedly, Disabledness, ", count: 30_000)
        let label = String(repeating: "It', Selected', ", count: 12_500)
        let line = "Button, 0x3, {{16.0, 50.0}, {100.0, 44.0}}, \(tokens)label: '\(label)', value: \(value)Disabled"
        #expect(line.utf8.count > 1_000_000)
        guard case .element(let parsed) = XCUILine.parse(Substring(line)) else { Issue.record("not an element line"); return }
        #expect(parsed.label == label)
        #expect(parsed.value == String(value.dropLast(2)))
        #expect(parsed.disabled)
        #expect(DumpDetector.detect(Array(line.utf8)) == .dump(.xcui))
    }
}
