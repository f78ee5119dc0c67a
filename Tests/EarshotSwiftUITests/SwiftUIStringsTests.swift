import Testing
@testable import EarshotSwiftUI

/// Localized strings tables: `.strings` with comments and escapes, String Catalogs by source language.
@Suite struct SwiftUIStringsTests {
    @Test func stringsFileWithCommentsAndEscapes() {
        let table = SwiftUIStrings.strings("""
            /* Title */ "welcome" = "Welcome \\"home\\"";
            // ignored = "no";
            "two.lines" = "One\\nTwo";
            """)
        #expect(table == ["welcome": "Welcome \"home\"", "two.lines": "One\nTwo"])
    }

    @Test func catalogTakesTheSourceLanguage() {
        let json = #"{"sourceLanguage":"de","strings":{"hi":{"localizations":{"en":{"stringUnit":{"value":"Hi"}},"de":{"stringUnit":{"value":"Hallo"}}}}}}"#
        #expect(SwiftUIStrings.catalog(Array(json.utf8)) == ["hi": "Hallo"])
        #expect(SwiftUIStrings.catalog(Array("not json".utf8)).isEmpty)
    }

    @Test func tablesAreLookedForBesideAndAbove() {
        let found = SwiftUIStrings.candidates(forFileAt: "App/Views/Home.swift")
        #expect(found.first == "App/Views/Localizable.xcstrings")
        #expect(found.contains("App/en.lproj/Localizable.strings"))
    }
}
