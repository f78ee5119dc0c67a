import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR003 label-not-human: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension LabelNotHuman: AuditRuleCheck {
    package static let rule = AuditRule(
        .labelNotHuman, "label-not-human", .warning,
        summary: "The label looks like a developer id, file or symbol name.",
        help: "\"btn_checkout_v2\" or \"icon-cart.png\" is read out letter by letter or word by word. Write the label a person would say.",
        anchors: "GTXiLib; WCAG 1.1.1",
        details: #"""
            The label looks like a developer's name for the thing rather than words a person would say:
            a snake_case or SCREAMING_CASE id (`btn_checkout_v2`, `DISPLAY_AND_TEXT`), a lower-case
            hyphenated id with a number or a developer prefix (`cell-3`, `icon-cart`), a file name
            (`icon-cart.png`), a CamelCase symbol (`checkoutButton`, `SilhouetteMonogram`, `CartIcon`), a
            localization key (`checkout.button.title`) or an unfilled format (`%@ items`). VoiceOver reads
            these out as they are — underscores, letters and all. Ordinary words and short brand names pass:
            "OK", "Wi-Fi", "iPhone", "FaceTime", "macOS", "24-hour", "COVID-19", "apple.com".
            """#,
        bad: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: checkout
              label: btn_checkout_v2
              traits: [button]
              frame: [16, 700, 358, 44]
            """#,
            after: #"""
            VoiceOver says: "btn_checkout_v2. Button."
            """#),
        fixed: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: checkout
              label: Check out
              traits: [button]
              frame: [16, 700, 358, 44]
            """#,
            after: #"""
            VoiceOver says: "Check out. Button."
            """#))
}
