import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR005 vague-name: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension VagueName: AuditRuleCheck {
    package static let rule = AuditRule(
        .vagueName, "vague-name", .warning,
        summary: "A button or link named only \"More\", \"Click here\", \"Learn more\"…",
        help: "Out of context (the rotor's Links list) the name says nothing. Name the destination or action.",
        anchors: "ATF LinkPurposeUnclear; WCAG 2.4.4",
        details: #"""
            A button or link whose whole name is "More", "Click here", "Tap here", "Here", "Read more",
            "Learn more", "Link", "Button" (or "See more", "Show more", "More info", "Click", "Tap",
            "This"), compared without case or surrounding punctuation. Heard on its own — in the rotor's
            Links list, or after a quick swipe — it says nothing about where it goes or what it does.
            The system's own pattern is spared: a menu button (`popupButton`: a SwiftUI `Menu`, a
            UIKit button whose menu is its primary action) named "More" or "More options" — the
            overflow menu of iOS's own apps, named by the system for its `ellipsis` symbol; the menu
            it opens names every choice. A plain button named "More" is still the app's vague name.
            An alert's or dialog's action is spared too: a button in a modal group that closes it,
            after the group's own title or message, which VoiceOver reads first ("Upload failed.
            The server did not answer. More info. Button."). So is every button of a screen with
            `kind: alert-actions`: a SwiftUI view the app shows only among an alert's or dialog's
            actions (`.alert(…) { ErrorActions(error) }`), where the alert's words come from the code
            that presents it.
            """#,
        bad: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: pricing
              label: Learn more
              traits: [link]
              frame: [16, 400, 358, 44]
            """#,
            after: #"""
            VoiceOver says: "Learn more. Link."
            """#),
        fixed: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: pricing
              label: Learn more about pricing
              traits: [link]
              frame: [16, 400, 358, 44]
            """#,
            after: #"""
            VoiceOver says: "Learn more about pricing. Link."
            """#))
}
