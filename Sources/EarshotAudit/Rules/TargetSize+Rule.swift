import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR016 target-size: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension TargetSize: AuditRuleCheck {
    package static let rule = AuditRule(
        .targetSize, "target-size", .warning,
        severityWords: "warning below 44×44 pt, error below 24×24 pt",
        summary: "An actionable element smaller than 44×44 pt (error below 24×24 pt).",
        help: "Small targets are hard to find by touch exploration. Make the frame at least 44×44 pt (48×48 dp on Android).",
        anchors: "Apple audit hitRegion; HIG 44 pt; WCAG 2.5.8",
        details: #"""
            An actionable element (a role trait — button, link, switch, adjustable, text field, search field, key, tab — or activation effects or custom actions) whose frame is too small to find by touch exploration: a warning below Apple's 44×44 pt, an error below WCAG 2.5.8's 24×24 pt. Every element that is a focus stop when shown is checked, hidden ones too, since a frame's size does not depend on when it is shown.

            A standard control at the size the system gives it is no finding at all, not even a note (WCAG 2.5.8 likewise exempts a control whose size the platform sets and the author did not change; reporting every switch in Settings would hide the buttons someone did make too small): a switch 27–32 pt high and at least 51 wide (`UISwitch` is 51×31, 63×28 in the iOS 26 design); a segment of a segmented control 28–32 high (`UISegmentedControl` is 32); a slider, stepper or page control 26–37 high (`UISlider` 31, `UIStepper` 94×32, `UIPageControl` 26); a text or search field 20–36 high and at least 44 wide (a rounded-rect `UITextField` is 34, a search bar's field 36, a borderless field in a 44-pt table row as tall as its body text, 21–22); a back button, or a button in the navigation bar's band 20–106 pt from the top, 30–44 high (the bar is 44 high, its items as narrow as their icon); a tab bar item 30–49 high. The kind comes from the element's traits (`switchButton`, `adjustable`, `textField`, `searchField`, `backButton`, `tabBarItem`) or its container (`segmented`, `tabBar`). Static text whose only actions are custom actions (a paragraph with its links as custom actions) is text, not a target, as WCAG 2.5.8 exempts links inline in a sentence. The same control at another size, and any other button or link (a text button is as small as its title: that is the author's choice), below 44 pt is a warning, below 24 pt an error. On an Android screen (imported from an Android hierarchy: its elements carry roles) sizes are in dp and the warning is below Android's 48×48 dp (Material Design's touch target; Android's accessibility guidance), the error still below 24×24 dp; no system size is exempted there. Sources: Apple's Human Interface Guidelines (Accessibility: controls at least 44×44 pt; Switches, Segmented controls, Steppers, Sliders, Text fields, Navigation bars, Tab bars) and UIKit's default control sizes.
            """#,
        bad: AuditRuleExample(
            caption: #"""
            A finger just beside the 20 pt Info button finds nothing. The switch, at the 51×31 pt `UISwitch` always has, is no finding.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: player
              elements:
                - {id: title, label: Player, traits: [header], frame: [16, 50, 358, 40]}
                - {id: play, label: Play, traits: [button], frame: [16, 100, 30, 44]}
                - {id: info, label: Info, traits: [button], frame: [60, 100, 20, 20]}
                - {id: shuffle, label: Shuffle, value: "0", traits: [button, switchButton], frame: [16, 160, 51, 31]}
            """#,
            after: #"""
            VoiceOver (`--gestures "touch=84,110"`):

            ```
            » (start)
              Player. Heading.
            » touch=84,110
              [boundary]
            ```

            Findings:

            ```
            ear016-bad.yaml:6:7: warning: EAR016 target is 30×44 pt, smaller than 44×44 pt: hard to find by touch [play]: says "Play. Button."
            ear016-bad.yaml:7:7: error: EAR016 target is 20×20 pt, smaller than 24×24 pt: hard to find by touch [info]: says "Info. Button."
            ```
            """#),
        fixed: AuditRuleExample(
            caption: #"""
            44 pt targets: the same touch lands on Info.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: player
              elements:
                - {id: title, label: Player, traits: [header], frame: [16, 50, 358, 40]}
                - {id: play, label: Play, traits: [button], frame: [16, 100, 44, 44]}
                - {id: info, label: Info, traits: [button], frame: [68, 100, 44, 44]}
                - {id: shuffle, label: Shuffle, value: "0", traits: [button, switchButton], frame: [16, 160, 51, 31]}
            """#,
            after: #"""
            VoiceOver (`--gestures "touch=84,110"`):

            ```
            » (start)
              Player. Heading.
            » touch=84,110
              Info. Button.
            ```
            """#),
        androidSummary: "An actionable element smaller than 48×48 dp (error below 24×24 dp).",
        androidSeverityWords: "warning below 48×48 dp, error below 24×24 dp",
        androidHelp: "Small targets are hard to find by touch exploration. Make the touch target at least 48×48 dp (android:minHeight/minWidth, or padding; in Compose, Modifier.minimumInteractiveComponentSize()).")
}
