import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR002 label-repeats-trait: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension LabelRepeatsTrait: AuditRuleCheck {
    package static let rule = AuditRule(
        .labelRepeatsTrait, "label-repeats-trait", .warning,
        summary: "The label contains a word its traits already speak.",
        help: "\"Play button\" on a button is heard as \"Play button. Button.\". Drop the role word from the label; the trait says it.",
        anchors: "MagentaA11y; ATF RedundantDescription",
        details: #"""
            The label contains a word its traits already speak where it stands: "button" on a button,
            "image" on an image, "tab" on a tab-bar item, "field" on a text or search field, "heading",
            "link", "adjustable", "dimmed", and "selected" on a selected element. The listener hears the
            role twice, and every swipe past it costs the extra word. The words come from the same table
            the narration uses, so "Search" on a search field ("Search. Search Field.") and "Back" on a
            back button pass. The label is compared with the element's own role: "Switch Button." names
            a switch, so a switch labelled "Show Close Button" (a setting about a close button) passes,
            while "Wi-Fi switch" on a switch does not.
            """#,
        bad: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: play
              label: Play button
              traits: [button]
              frame: [16, 100, 44, 44]
            """#,
            after: #"""
            VoiceOver says: "Play button. Button."
            """#),
        fixed: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: play
              label: Play
              traits: [button]
              frame: [16, 100, 44, 44]
            """#,
            after: #"""
            VoiceOver says: "Play. Button."
            """#),
        androidHelp: "\"Play button\" on a Button is heard as \"Play button, Button\". Drop the role word from the content description or text; TalkBack says the role.")
}
