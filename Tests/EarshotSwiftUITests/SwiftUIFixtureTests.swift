import EarshotLoader
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotSwiftUI

/// Every SwiftUI fixture: imported, loaded back, walked by ear (golden transcripts), located at
/// its Swift lines.
@Suite struct SwiftUIFixtureTests {
    /// Screens and focus stops per fixture.
    static let counts: [String: (screens: Int, stops: Int)] = [
        "CombinedRows.swift": (1, 6), "DeleteAlert.swift": (1, 7), "FilterSheet.swift": (1, 6),
        "FruitList.swift": (1, 10), "MessageActions.swift": (1, 5), "ProductCard.swift": (1, 6),
        "SettingsForm.swift": (1, 11), "SignIn.swift": (1, 7), "TabsView.swift": (2, 10),
        "Localized/WelcomeView.swift": (1, 5), "CrossFile/ContactsView.swift": (1, 4),
        "RealApps/TipCalculator.swift": (2, 17), "RealApps/FormControls.swift": (1, 19), "RealApps/AppTabs.swift": (1, 4),
        "RealApps/CheckoutForm.swift": (2, 9), "RealApps/ClassicSplit.swift": (1, 6), "GuessedWords.swift": (1, 13),
        "FirstAppearance/SignInScreen.swift": (1, 11),
    ]

    /// Walks that open what buttons present (alerts, sheets), beyond `first next…`.
    static let scripts: [String: String] = [
        "DeleteAlert.swift": "first next next next activate next next next activate",
        "FilterSheet.swift": "first next next activate next next next escape",
        "RealApps/FormControls.swift": "first next x13 activate next next escape next",
        "RealApps/AppTabs.swift": "first last previous previous",
        "RealApps/CheckoutForm.swift": "first next next next up up down next next activate next activate",
        "RealApps/ClassicSplit.swift": "first next next next next next",
        "FirstAppearance/SignInScreen.swift": "first next x8",
    ]

    @Test func atLeastTwelveScreens() {
        #expect(swiftUIFixtures.count + 1 >= 12, "\(swiftUIFixtures)")
        #expect(Set(swiftUIFixtures) == Set(Self.counts.keys))
    }

    @Test(arguments: swiftUIFixtures)
    func importedAndLoadedBack(_ fixture: String) throws {
        let imported = try SwiftUIImport.yaml(main: swiftFile(fixture), library: siblings(fixture), readFile: readFixtureFile).get()
        let expected = try #require(Self.counts[fixture])
        #expect(imported.screens.count == expected.screens && imported.stops == expected.stops,
                "\(fixture): \(imported.screens.count) screens, \(imported.stops) stops")
        let loaded = LayoutLoader().load(bytes: Array(imported.yaml.utf8), path: "imported.yaml")
        if case .failure(let list) = loaded { Issue.record("\(fixture) does not load back:\n\(list)\n\(imported.yaml)") }
        let yaml = imported.yaml.replacingOccurrences(of: swiftUIDirectory.path + "/", with: "")
        expectSnapshot(yaml, named: "import-yaml-" + Self.name(fixture))
    }

    @Test(arguments: swiftUIFixtures)
    func goldenWalk(_ fixture: String) throws {
        let layout = try SwiftUIImport.layout(main: swiftFile(fixture), library: siblings(fixture), readFile: readFixtureFile).get()
        expectSnapshot(walk(layout, script: Self.scripts[fixture], title: fixture), named: "walk-" + Self.name(fixture))
    }

    /// Loading a Swift file directly is importing it and loading the YAML: the same elements,
    /// each located at its Swift line instead of its YAML line.
    @Test(arguments: swiftUIFixtures)
    func directLoadEqualsImportThenLoad(_ fixture: String) throws {
        let file = swiftFile(fixture)
        let direct = try SwiftUIImport.layout(main: file, library: siblings(fixture), readFile: readFixtureFile).get()
        let yaml = try SwiftUIImport.yaml(main: file, library: siblings(fixture), readFile: readFixtureFile).get().yaml
        let viaFile = try LayoutLoader().load(bytes: Array(yaml.utf8), path: file.path).get()
        func unlocated(_ layout: Layout) -> [Element] {
            var all: [Element] = []
            for screen in layout.screens {
                screen.forEachElement { e in
                    var e = e
                    e.location = .start
                    e.children = []
                    all.append(e)
                }
            }
            return all
        }
        #expect(unlocated(direct) == unlocated(viaFile))
        // Every element sits at the Swift line its `source` names.
        direct.screens[0].forEachElement { e in #expect(e.location.line == e.source, "\(fixture) \(e.id)") }
    }

    static func name(_ fixture: String) -> String {
        fixture.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: ".swift", with: "")
    }
}
