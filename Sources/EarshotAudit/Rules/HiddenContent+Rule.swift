import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR020 hidden-content: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension HiddenContent: AuditRuleCheck {
    package static let rule = AuditRule(
        .hiddenContent, "hidden-content", .warning,
        summary: "On-screen content VoiceOver never speaks.",
        help: "An image or a group with accessible: false, no label, and nothing accessible over it is skipped: make it an element with a label, or part of one.",
        anchors: "Apple audit elementDetection",
        details: #"""
            On-screen content VoiceOver never speaks (Apple's audit `elementDetection`): an image (trait `image`) or a group (an element with children) that is not accessible — explicitly, or by default for a group — has no label, has no accessible ancestor, and that no accessible element covers (no focus stop's frame shares any area with it). The cowboy hat's product photo and star stack are the examples: sighted users see them, a VoiceOver user does not know they exist. A group reported stands for what it holds: its images are not reported again. Nothing is said there, so the finding carries no speech.
            """#,
        bad: AuditRuleExample(
            caption: #"""
            The photo is not accessible and has no label: swiping goes from the title straight to Buy.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: product
              elements:
                - {id: title, label: Authentic Cowboy Hat, traits: [header], frame: [16, 64, 358, 34]}
                - {id: photo, traits: [image], accessible: false, frame: [16, 110, 358, 240]}
                - {id: buy, label: Buy, traits: [button], frame: [16, 362, 358, 44]}
            """#,
            after: #"""
            VoiceOver (`--gestures "next next"`):

            ```
            » (start)
              Authentic Cowboy Hat. Heading.
            » next
              Buy. Button.
            » next
              [boundary]
            ```

            Finding:

            ```
            ear020-bad.yaml:6:7: warning: EAR020 image that VoiceOver never speaks: not accessible, no label, nothing accessible over it [photo]: says ""
            ```
            """#),
        fixed: AuditRuleExample(
            caption: #"""
            Label the photo (a leaf is accessible by default): it is heard.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: product
              elements:
                - {id: title, label: Authentic Cowboy Hat, traits: [header], frame: [16, 64, 358, 34]}
                - {id: photo, label: Dark brown leather hat with embellishments, traits: [image], frame: [16, 110, 358, 240]}
                - {id: buy, label: Buy, traits: [button], frame: [16, 362, 358, 44]}
            """#,
            after: #"""
            VoiceOver (`--gestures "next next"`):

            ```
            » (start)
              Authentic Cowboy Hat. Heading.
            » next
              Dark brown leather hat with embellishments. Image.
            » next
              Buy. Button.
            ```
            """#))
}
