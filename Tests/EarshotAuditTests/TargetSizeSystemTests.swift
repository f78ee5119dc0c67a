import EarshotTestSupport
import Testing

/// EAR016's calibration: a standard control at the size the system gives it is no finding at
/// all, not even a note; the same size on a custom control, or a standard control at another
/// size, keeps its warning or error.
@Suite struct TargetSizeSystemTests {
    static let screen = """
        earshot: 1
        screen:
          id: s
          size: [393, 852]
          elements:
            - {id: back, label: Settings, traits: [button, backButton], frame: [0, 59, 40, 44]}
            - {id: more, label: More, traits: [button], frame: [344, 66, 38, 36]}
            - {id: wifi, label: Wi-Fi, value: "1", traits: [button, switchButton], frame: [16, 150, 361, 31]}
            - {id: name, label: Name, traits: [textField], frame: [92, 200, 294, 21]}
            - {id: search, label: Search, traits: [searchField], frame: [16, 240, 361, 36]}
            - {id: volume, label: Volume, traits: [adjustable], frame: [16, 300, 361, 31], adjustable: {kind: slider, min: 0, max: 10, value: 5}}
            - id: mode
              container: segmented
              children:
                - {id: day, label: Day, traits: [button], frame: [16, 350, 120, 32]}
                - {id: week, label: Week, traits: [button], frame: [136, 350, 120, 32]}
            - {id: add, label: Add, traits: [button], frame: [16, 400, 46, 30]}
            - {id: tiny, label: Tiny switch, value: "0", traits: [button, switchButton], frame: [16, 450, 20, 12]}
            - {id: forgot, label: Forgot password?, traits: [link], frame: [120, 500, 153, 22]}
            - id: tabs
              container: tabBar
              traits: [tabBar]
              children:
                - {id: home, label: Home, traits: [button, selected], frame: [0, 780, 196, 32]}
                - {id: me, label: Me, traits: [button], frame: [196, 780, 197, 32]}
        """

    @Test func standardControlsAtTheirSystemSizeAreNoFinding() throws {
        let findings = auditB(Self.screen, rules: ["EAR016"])
        #expect(findings.map(\.brief) == ["EAR016 warning 17:7 add", "EAR016 error 18:7 tiny", "EAR016 error 19:7 forgot"])
        let add = try #require(findings.first { $0.element == "add" })
        #expect(add.message == "target is 46×30 pt, smaller than 44×44 pt: hard to find by touch")
        let tiny = try #require(findings.first { $0.element == "tiny" })
        #expect(tiny.message == "target is 20×12 pt, smaller than 24×24 pt: hard to find by touch")
    }

    /// The controls a listener finds on every settings or sign-in screen, each alone on a screen
    /// at the size UIKit gives it: a switch, a segment, a search bar's field, a borderless text
    /// field in a table row.
    @Test(arguments: [
        "{id: wifi, label: Wi-Fi, value: \"1\", traits: [button, switchButton], frame: [310, 150, 51, 31]}",
        "{id: g, container: segmented, children: [{id: day, label: Day, traits: [button], frame: [16, 350, 120, 32]}]}",
        "{id: search, label: Search, traits: [searchField], frame: [16, 240, 361, 36]}",
        "{id: email, label: Email, traits: [textField], frame: [32, 224, 271, 21]}",
    ])
    func aStandardControlAtItsSystemSizeIsNoFindingNotEvenANote(_ entry: String) {
        let layout = "earshot: 1\nscreen:\n  id: s\n  size: [393, 852]\n  elements:\n    - " + entry + "\n"
        #expect(auditB(layout, rules: ["EAR016"]).map(\.brief) == [])
    }

    /// Place and size decide too: the same button below the navigation bar, or a switch of a
    /// height no system switch has, is not a standard control at its system size.
    @Test func theSameControlsElsewhereOrResizedKeepTheirSeverity() {
        let moved = Self.screen
            .replacingOccurrences(of: "[344, 66, 38, 36]", with: "[344, 566, 38, 36]")
            .replacingOccurrences(of: "[16, 150, 361, 31]", with: "[16, 150, 361, 40]")
            .replacingOccurrences(of: "[92, 200, 294, 21]", with: "[92, 200, 30, 21]")
        let briefs = auditB(moved, rules: ["EAR016"]).map(\.brief)
        #expect(briefs.contains("EAR016 warning 7:7 more"))
        #expect(briefs.contains("EAR016 warning 8:7 wifi"))
        #expect(briefs.contains("EAR016 error 9:7 name"))
    }
}
