import EarshotTestSupport
import Testing
@testable import EarshotAudit

/// Rules judge screens, not guesses: a component struct is no screen to want a heading, an
/// approximate frame is no evidence of reading order, a switch's role word is "switch", and the
/// system's own "More" menu is not the app's vague name.
@Suite struct ScreenJudgementTests {
    static func rows(kind: String) -> String {
        """
        earshot: 1
        screen:
          id: PostRow
          kind: \(kind)
          elements:
            - {id: title, label: Hello, traits: [staticText], frame: [16, 50, 358, 40]}
            - {id: up, label: Upvote, traits: [button], frame: [16, 100, 100, 44]}
            - {id: down, label: Downvote, traits: [button], frame: [120, 100, 100, 44]}
        """
    }

    @Test func aScreenWithoutHeadingIsFlagged() {
        #expect(auditB(Self.rows(kind: "screen"), rules: ["EAR011"]).map(\.brief) == ["EAR011 warning 3:3 PostRow"])
    }

    @Test func aComponentStructIsNoScreen() {
        #expect(auditB(Self.rows(kind: "component"), rules: ["EAR011"]).isEmpty)
    }

    static func order(approximate: Bool) -> String {
        """
        earshot: 1
        screen:
          id: checkout
          approximate-frames: \(approximate)
          elements:
            - id: form
              container: semanticGroup
              order: [pay, total]
              children:
                - {id: total, label: "Total", frame: [16, 100, 358, 44]}
                - {id: pay, label: Pay, traits: [button], frame: [16, 160, 358, 44]}
        """
    }

    @Test func measuredFramesOutOfOrderAreFlagged() {
        #expect(auditB(Self.order(approximate: false), rules: ["EAR012"]).count == 2)
    }

    @Test func approximateFramesAreNoEvidenceOfOrder() {
        #expect(auditB(Self.order(approximate: true), rules: ["EAR012"]).isEmpty)
    }

    static let settings = """
        earshot: 1
        screen:
          id: settings
          elements:
            - {id: close, label: Show Close Button, traits: [button, switchButton], value: "1", frame: [16, 100, 358, 44]}
            - {id: play, label: Play button, traits: [button], frame: [16, 160, 358, 44]}
            - {id: sw, label: Wi-Fi switch, traits: [button, switchButton], value: "1", frame: [16, 220, 358, 44]}
        """

    @Test func aSwitchNamingAButtonIsFineAButtonNamingItselfIsNot() {
        #expect(auditB(Self.settings, rules: ["EAR002"]).map(\.brief) == ["EAR002 warning 6:7 play", "EAR002 warning 7:7 sw"])
    }

    static let more = """
        earshot: 1
        screen:
          id: feed
          elements:
            - {id: ellipsis-circle, label: More, traits: [button, popupButton], frame: [330, 50, 44, 44]}
            - {id: more, label: More, traits: [button], frame: [16, 160, 358, 44]}
        """

    @Test func theSystemMoreMenuIsNotTheAppsVagueName() {
        #expect(auditB(Self.more, rules: ["EAR005"]).map(\.brief) == ["EAR005 warning 6:7 more"])
    }
}
