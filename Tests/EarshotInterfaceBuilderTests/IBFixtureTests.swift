import EarshotLoader
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotInterfaceBuilder

/// Every storyboard and XIB fixture: imported, loaded back, every screen walked (golden
/// transcripts), and every element located at the XML line of the view that made it.
@Suite struct IBFixtureTests {
    /// Views read, screens and focus stops per fixture (the figures the fixtures' README quotes).
    static let counts: [String: (views: Int, screens: Int, stops: Int)] = [
        "Inbox.storyboard": (15, 2, 14),
        "Keypad.storyboard": (20, 1, 14),
        "Localized/Base.lproj/Main.storyboard": (16, 2, 12),
        "MessageCell.xib": (6, 1, 1),
        "ProfileHeader.xib": (9, 1, 5),
        "Settings.storyboard": (21, 2, 20),
        "SignUpForm.storyboard": (17, 1, 13),
        "TabBar.storyboard": (15, 3, 22),
    ]

    static func name(_ fixture: String) -> String {
        fixture.replacingOccurrences(of: "/", with: "-").split(separator: ".").first.map(String.init) ?? fixture
    }

    @Test func atLeastEightFixtures() {
        #expect(ibFixtures.count >= 8)
        #expect(Set(ibFixtures) == Set(Self.counts.keys))
    }

    @Test(arguments: ibFixtures)
    func importedAndLoadedBack(_ fixture: String) throws {
        let imported = try InterfaceBuilderImport.yaml(bytes: ibBytes(fixture), path: fixture, readFile: fixtureFiles).get()
        let expected = try #require(Self.counts[fixture])
        #expect(imported.views == expected.views && imported.screens.count == expected.screens && imported.stops == expected.stops,
                "\(fixture): \(imported.views) views, \(imported.screens.count) screens, \(imported.stops) stops")
        let loaded = LayoutLoader().load(bytes: Array(imported.yaml.utf8), path: "imported.yaml")
        if case .failure(let list) = loaded { Issue.record("\(fixture) does not load back:\n\(list)\n\(imported.yaml)") }
        expectSnapshot(imported.yaml, named: "ib-yaml-" + Self.name(fixture))
    }

    @Test(arguments: ibFixtures)
    func goldenTranscript(_ fixture: String) throws {
        let layout = try ibLayout(ibBytes(fixture), path: fixture)
        expectSnapshot(goldenWalk(layout, title: fixture), named: "ib-walk-" + Self.name(fixture))
    }

    /// Each element sits on the line of an XML start tag in the file, at that tag's `<`.
    @Test(arguments: ibFixtures)
    func elementsAreLocatedAtTheirViews(_ fixture: String) throws {
        let lines = String(decoding: ibBytes(fixture), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let layout = try ibLayout(ibBytes(fixture), path: fixture)
        for screen in layout.screens {
            screen.forEachElement { e in
                let line = e.location.line
                guard line >= 1, line <= lines.count else { Issue.record("\(e.id) at line \(line)"); return }
                let text = Array(lines[line - 1])
                let column = e.location.column
                #expect(column >= 1 && column <= text.count && text[column - 1] == "<", "\(fixture): \(e.id) at \(line):\(column)")
                #expect(e.source == line, "\(fixture): \(e.id) source \(e.source ?? -1), line \(line)")
            }
        }
    }
}
