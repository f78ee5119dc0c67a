import EarshotTestSupport
import Testing
@testable import EarshotAudit

/// The paragraph with links in it: static text whose only actions are custom actions
/// (Apple's pattern for inline links) needs no role (EAR007) and is no touch target (EAR016);
/// anything that acts when activated needs a role.
@Suite struct InlineLinkTextTests {
    static func screen(_ entry: String) -> String {
        "earshot: 1\nscreen:\n  id: s\n  elements:\n    - " + entry + "\n"
    }

    static let terms = "{id: terms, label: By signing in you agree to the Terms and the Privacy Policy., traits: [staticText], "
        + "frame: [16, 600, 358, 40], actions: [{name: Terms}, {name: Privacy Policy}]"

    @Test func staticTextWhoseOnlyActionsAreCustomActionsIsNotFlagged() {
        #expect(audit(Self.screen(Self.terms + "}"), rules: ["EAR007"]).isEmpty)
    }

    @Test func staticTextThatActsWhenActivatedIsStillAnError() throws {
        let findings = audit(Self.screen(Self.terms + ", on-activate: [{announce: Opened}]}"), rules: ["EAR007"])
        #expect(findings.map(\.place) == ["EAR007 terms 5:7"])
        let finding = try #require(findings.first)
        #expect(finding.severity == .error)
        #expect(finding.message == "acts when activated but says no role such as \"Button.\"")
    }

    /// The exemption is for text: an image or an untraited row with custom actions and no role is
    /// still flagged, as is text with effects and no custom actions.
    @Test(arguments: [
        "{id: bell, label: Bell, traits: [image], frame: [16, 100, 44, 44], actions: [{name: Mute}]}",
        "{id: row, label: Lunch on Friday?, frame: [16, 100, 358, 44], actions: [{name: Delete}]}",
        "{id: more, label: More, traits: [staticText], frame: [16, 100, 358, 44], on-activate: [{announce: Opened}]}",
    ])
    func anythingElseThatDoesSomethingWithNoRoleIsFlagged(_ entry: String) {
        #expect(audit(Self.screen(entry), rules: ["EAR007"]).map(\.rule) == [.roleMissing])
    }

    /// Nor is such a paragraph a touch target too small to find: its links are inline.
    @Test func itIsNoSmallTargetEither() {
        #expect(auditB(Self.screen(Self.terms + "}"), rules: ["EAR016"]).isEmpty)
        #expect(auditB(Self.screen(Self.terms + ", on-activate: [{announce: Opened}]}"), rules: ["EAR016"]).map(\.brief)
            == ["EAR016 warning 5:7 terms"])
    }
}
