import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR011 no-heading: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension NoHeading: AuditRuleCheck {
    package static let rule = AuditRule(
        .noHeading, "no-heading", .warning,
        summary: "A screen with 3 or more focus stops and no heading.",
        help: "The Headings rotor says \"Heading not found\": the listener cannot jump through the screen. Mark titles and section headers as headers.",
        anchors: "WCAG 2.4.10, 1.3.1",
        details: #"""
            A screen with three or more focus stops reachable when it opens, none of them a heading. A VoiceOver user's first move on a new screen is often the Headings rotor (or the `h` key) to skim it; here it says only "Heading not found", so the only way through is one swipe per element. Headings inside hidden content, or outside a modal shown from the start, do not count: focus cannot reach them. The finding is on the screen (its `id:` line), and what it says is the rotor's answer. Only screens are judged: a screen with `kind: component` (an imported SwiftUI view only ever shown inside another — a row, a checkbox, a card) is heard inside the screens that show it. The SwiftUI importer knows a view is a screen when it holds a `NavigationStack`/`NavigationView`/`NavigationSplitView` or a `TabView`, has a `.navigationTitle`, or is shown as one anywhere in the app (every file of a folder audited, not only the view's own): a navigation root, a `NavigationLink` destination or `.navigationDestination`, a tab, `.sheet`/`.fullScreenCover`/`.popover` content, a `WindowGroup`. A screen whose title the showing code gives (`TaskList().navigationTitle("Tasks")`) is judged where it is shown, title and all. A `#Preview` counts only for a view the app's code never makes; a preview helper (a view only previews make, hosting a view the app shows elsewhere) is no screen: it is written `kind: preview`, and no rule judges it (what it hosts is judged where the app shows it). A tab container whose stops, but for its tab bar, are all other files' views is heard as its selected tab, which is judged where it is declared: one problem, one finding. A file's call names its own view of that name, else the app's one that is not `private`; code a `#if` leaves out of an iPhone build shows nothing.
            """#,
        bad: AuditRuleExample(
            caption: #"""
            The title is plain text: the Headings rotor finds nothing.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: hats
              elements:
                - {id: title, label: Hats, traits: [staticText], frame: [16, 50, 358, 40]}
                - {id: stetson, label: Stetson, traits: [button], frame: [16, 100, 358, 44]}
                - {id: bowler, label: Bowler, traits: [button], frame: [16, 150, 358, 44]}
            """#,
            after: #"""
            VoiceOver (`--gestures "last rotor=Headings up"`):

            ```
            » (start)
              Hats
            » last
              Bowler. Button.
            » rotor=Headings
              Headings
            » up
              [not-found]
              Heading not found
            ```

            Finding:

            ```
            ear011-bad.yaml:3:3: warning: EAR011 3 focus stops and no heading: the Headings rotor finds nothing [hats]: says "Heading not found"
            ```
            """#),
        fixed: AuditRuleExample(
            caption: #"""
            Mark the title `header`: the rotor lands on it.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: hats
              elements:
                - {id: title, label: Hats, traits: [header], frame: [16, 50, 358, 40]}
                - {id: stetson, label: Stetson, traits: [button], frame: [16, 100, 358, 44]}
                - {id: bowler, label: Bowler, traits: [button], frame: [16, 150, 358, 44]}
            """#,
            after: #"""
            VoiceOver (`--gestures "last rotor=Headings up"`):

            ```
            » (start)
              Hats. Heading.
            » last
              Bowler. Button.
            » rotor=Headings
              Headings
            » up
              Hats. Heading.
            ```
            """#),
        androidHelp: "The Headings reading control says \"No next heading\": the listener cannot jump through the screen. Mark titles as headings (android:accessibilityHeading=\"true\"; in Compose, Modifier.semantics { heading() }).")
}
