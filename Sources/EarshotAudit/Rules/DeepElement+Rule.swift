import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR019 deep-element: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension DeepElement: AuditRuleCheck {
    package static let rule = AuditRule(
        .deepElement, "deep-element", .note,
        summary: "Reaching the element costs more than 20 gestures or 30 s of listening, shortcuts included.",
        help: "Add a heading, a container or a custom rotor that brings it closer (see earshot efficiency).",
        anchors: "aDesigner reaching time",
        details: #"""
            Reaching the element from where focus starts costs more than 20 gestures or 30 s of listening, by the cheapest navigation — swipes and rotors on touch (the default), quick nav too with `--input keyboard` (the planner `earshot efficiency` uses; gestures and seconds are each the least any path gives). The searches stop at these limits, so the message says "more than"; `earshot efficiency` counts on and gives the path. Elements only activation reaches are left to EAR013.
            """#,
        bad: AuditRuleExample(
            caption: #"""
            Fifty songs and nothing to jump by: Song 25 is 25 swipes from the top (or `last` and 24 back); songs 21–29 are all more than 20 gestures away. (Line 27 is Song 21's in the whole file; the screen also gets EAR011, having no heading.)
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: songs
              size: [390, 2600]
              elements:
                - {id: r0, label: Song 0, frame: [0, 0, 390, 44]}
                - {id: r1, label: Song 1, frame: [0, 50, 390, 44]}
                - {id: r2, label: Song 2, frame: [0, 100, 390, 44]}
                - {id: r3, label: Song 3, frame: [0, 150, 390, 44]}
                # … Song 4 to Song 49 the same way
            """#,
            after: #"""
            VoiceOver (`--gestures "next x25"`):

            ```
            » (start)
              Song 0
              …
            » next
              Song 24
            » next
              Song 25
            ```

            Findings:

            ```
            ear019-bad.yaml:27:7: note: EAR019 more than 20 gestures away from where focus starts, even by the rotor (touch, no Quick Nav): add a heading, container or custom rotor that brings it closer [r21]: says "Song 21"
            … and the same note on r22 to r29
            ```
            """#,
            full: songs(headingsEvery: nil), alsoFlags: [.noHeading]),
        fixed: AuditRuleExample(
            caption: #"""
            A heading every ten songs: Song 25 is seven gestures away, and nothing is more than 20.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: songs
              size: [390, 2600]
              elements:
                - {id: r0, label: Song 0, traits: [header], frame: [0, 0, 390, 44]}
                - {id: r1, label: Song 1, frame: [0, 50, 390, 44]}
                - {id: r2, label: Song 2, frame: [0, 100, 390, 44]}
                - {id: r3, label: Song 3, frame: [0, 150, 390, 44]}
                # … a header every ten songs: Song 10, 20, 30, 40
            """#,
            after: #"""
            VoiceOver (`--gestures "heading x2 next x5"`):

            ```
            » (start)
              Song 0. Heading.
            » heading
              Song 10. Heading.
            » heading
              Song 20. Heading.
            » next
              Song 21
            » next
              Song 22
            » next
              Song 23
            » next
              Song 24
            » next
              Song 25
            ```
            """#,
            full: songs(headingsEvery: 10)),
        androidHelp: "Add a heading that brings it closer: TalkBack's Headings reading control jumps to it (android:accessibilityHeading; in Compose, Modifier.semantics { heading() }).")

    /// The examples' whole screen: fifty songs, a heading every `headingsEvery` of them.
    package static func songs(headingsEvery: Int?) -> String {
        var yaml = "earshot: 1\nscreen:\n  id: songs\n  size: [390, 2600]\n  elements:\n"
        for r in 0..<50 {
            let header = headingsEvery.map { r % $0 == 0 } ?? false ? ", traits: [header]" : ""
            yaml += "    - {id: r\(r), label: Song \(r)\(header), frame: [0, \(r * 50), 390, 44]}\n"
        }
        return yaml
    }
}
