import EarshotLoader
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotImport

/// Every fixture dump: detected by content, imported, loaded back, walked (golden transcripts),
/// and located at its own lines.
@Suite struct DumpFixtureTests {
    /// Nodes in the dump and focus stops after import, per fixture (the figures the README quotes).
    static let counts: [String: (nodes: Int, stops: Int)] = [
        "appium/appstore-search-zh.xml": (30, 17),
        "appium/login-form.xml": (30, 8),
        "appium/new-event-ios10.xml": (25, 10),
        "appium/plans-tab-bar.xml": (27, 14),
        "appium/settings-keyboards.xml": (50, 15),
        "appium/tab-bar-fragment.xml": (11, 5),
        "appium/wifi-proxy-zh.xml": (29, 11),
        "idb/library-tabs-axe.json": (16, 13),
        "idb/point-general.json": (1, 1),
        "idb/settings-flat.json": (15, 14),
        "idb/settings-ja.json": (12, 11),
        "idb/signin-traits.json": (10, 9),
        "android/compose-player.xml": (10, 6),
        "android/compose-settings.xml": (19, 6),
        "android/launcher-grid.xml": (15, 13),
        "android/scroll-form.xml": (32, 14),
        "android/inbox-list.xml": (12, 6),
        "android/login-form.xml": (10, 7),
        "android/news-cards.xml": (11, 6),
        "android/settings-switches.xml": (15, 7),
        "android/volume-dialog.xml": (10, 7),
        "xcui/about-ios10.txt": (20, 6),
        "xcui/encounter-toggles.txt": (33, 12),
        "xcui/home-zh.txt": (27, 7),
        "xcui/legacy-xcode8.txt": (9, 5),
        "xcui/login-table.txt": (26, 10),
        "xcui/settings-es-xcode26.txt": (37, 9),
        "xcui/signup-po.txt": (16, 10),
        "xcui/testpilot-tabs.txt": (42, 12),
    ]

    @Test func everyFormatHasAtLeastFourFixtures() {
        for format in DumpFormat.allCases {
            #expect(dumpFixtures.filter { $0.hasPrefix(format.rawValue + "/") }.count >= 4, "\(format)")
        }
        #expect(Set(dumpFixtures) == Set(Self.counts.keys))
    }

    @Test(arguments: dumpFixtures)
    func detectedByContentImportedAndLoadedBack(_ fixture: String) throws {
        let bytes = dumpBytes(fixture)
        let format = try #require(DumpFormat(rawValue: String(fixture.prefix { $0 != "/" })))
        #expect(DumpDetector.detect(bytes) == .dump(format))
        let imported = try DumpImport.yaml(bytes: bytes, path: fixture).get()
        #expect(imported.format == format)
        let expected = try #require(Self.counts[fixture])
        #expect(imported.nodes == expected.nodes && imported.stops == expected.stops,
                "\(fixture): \(imported.nodes) nodes, \(imported.stops) stops")
        // The YAML loads through the strict loader with no problem at all.
        let loaded = LayoutLoader().load(bytes: Array(imported.yaml.utf8), path: "imported.yaml")
        if case .failure(let list) = loaded { Issue.record("\(fixture) does not load back:\n\(list)\n\(imported.yaml)") }
        let name = fixture.replacingOccurrences(of: "/", with: "-").split(separator: ".").first.map(String.init) ?? fixture
        expectSnapshot(imported.yaml, named: "import-yaml-" + name)
    }

    /// Android fixtures walked in TalkBack's words too (the walk above is VoiceOver's).
    @Test(arguments: dumpFixtures.filter { $0.hasPrefix("android/") })
    func goldenTalkBackTranscript(_ fixture: String) throws {
        let layout = try DumpImport.layout(bytes: dumpBytes(fixture), path: fixture).get()
        let name = fixture.replacingOccurrences(of: "/", with: "-").split(separator: ".").first.map(String.init) ?? fixture
        expectSnapshot(goldenWalk(layout, title: fixture, reader: .talkback), named: "import-talkback-walk-" + name)
    }

    @Test(arguments: dumpFixtures)
    func goldenTranscript(_ fixture: String) throws {
        let layout = try DumpImport.layout(bytes: dumpBytes(fixture), path: fixture).get()
        let name = fixture.replacingOccurrences(of: "/", with: "-").split(separator: ".").first.map(String.init) ?? fixture
        expectSnapshot(goldenWalk(layout, title: fixture), named: "import-walk-" + name)
    }

    /// Loading a dump directly is importing it and loading the YAML: the same screen, element for
    /// element, except that each element is located at its line in the dump.
    @Test(arguments: dumpFixtures)
    func directLoadEqualsImportThenLoad(_ fixture: String) throws {
        let bytes = dumpBytes(fixture)
        let direct = try DumpImport.layout(bytes: bytes, path: fixture).get()
        let yaml = try DumpImport.yaml(bytes: bytes, path: fixture).get().yaml
        let viaFile = try LayoutLoader().load(bytes: Array(yaml.utf8), path: fixture).get()
        func unlocated(_ layout: Layout) -> [Element] {
            var all: [Element] = []
            layout.screens[0].forEachElement { e in
                var e = e
                e.location = .start
                e.children = []
                all.append(e)
            }
            return all
        }
        #expect(unlocated(direct) == unlocated(viaFile))
        #expect(spoken(direct) == spoken(viaFile))
        #expect(direct.path == fixture)
    }

    /// Each element loaded from a dump is located where the dump has it: the line of its node
    /// (column 1) in iPhone XML and debugDescription dumps, the node's `{` in JSON, the node's
    /// `<` in an Android dump (most are one line long).
    @Test(arguments: dumpFixtures)
    func elementsAreLocatedInTheDump(_ fixture: String) throws {
        let bytes = dumpBytes(fixture)
        let layout = try DumpImport.layout(bytes: bytes, path: fixture).get()
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var checked = 0
        layout.screens[0].forEachElement { e in
            guard let source = e.source else { Issue.record("\(fixture): \(e.id) has no source"); return }
            if fixture.hasPrefix("idb/") || fixture.hasPrefix("android/") {
                let line = lines.indices.contains(e.location.line - 1) ? lines[e.location.line - 1] : ""
                let column = line.index(line.startIndex, offsetBy: e.location.column - 1, limitedBy: line.endIndex)
                #expect(column.map { line[$0] == (fixture.hasPrefix("idb/") ? "{" : "<") } == true, "\(fixture): \(e.id) at \(e.location)")
            } else if !fixture.hasSuffix("-po.txt") {
                #expect(e.location == SourceLocation(line: source, column: 1), "\(fixture): \(e.id)")
                let line = lines.indices.contains(source - 1) ? String(lines[source - 1]) : ""
                #expect(line.contains("XCUIElementType") || line.contains(", ") || line.contains(" 0x") || line.contains("class=\"android"),
                        "\(fixture): line \(source) is not an element: \(line)")
            }
            checked += 1
        }
        #expect(checked > 0)
    }

    /// The JSON index is the node's place in idb's flat array.
    @Test func idbSourceIsTheFlatArrayIndex() throws {
        let layout = try DumpImport.layout(bytes: dumpBytes("idb/settings-flat.json"), path: "flat.json").get()
        let general = try #require(layout.screens[0].elements.first { $0.label == "General" })
        #expect(general.source == 10)
        let json = try JSONSerialization.jsonObject(with: Data(dumpBytes("idb/settings-flat.json"))) as? [[String: Any]]
        #expect(json?[10]["AXLabel"] as? String == "General")
    }
}
