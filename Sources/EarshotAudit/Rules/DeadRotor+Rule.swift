import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR015 dead-rotor: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension DeadRotor: AuditRuleCheck {
    package static let rule = AuditRule(
        .deadRotor, "dead-rotor", .error,
        summary: "A custom rotor item that is missing, hidden or not focusable, or a rotor with no reachable item.",
        help: "The rotor offers a list that goes nowhere. Keep rotor items in step with the screen.",
        anchors: "VoiceOver custom rotors",
        details: #"""
            A custom rotor that offers what is not there. The loader already refuses item ids no element in the file has; the audit checks what remains against the screen as it opens: an item of an explicit list that is on another screen, hidden, not focusable (not accessible, inside an accessible element, left out of an `order`) or behind a modal — VoiceOver skips it — and a rotor (list, `match`, `mark` or system rotor) on which a flick finds nothing at all, where VoiceOver says "<Item> not found". A list whose items are all dead is one finding naming each. Findings sit at the rotor's entry in the file, on the element that carries it or on the screen.
            """#,
        bad: AuditRuleExample(
            caption: #"""
            Corona Heights is hidden, so the Parks rotor stops after one; no element is tagged `store`.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: parks
              rotors:
                - {name: Parks, items: [alamo, corona]}
                - {name: Stores, match: {tags: [store]}}
              elements:
                - {id: title, label: Parks nearby, traits: [header], frame: [16, 50, 358, 40]}
                - {id: alamo, label: Alamo Square, tags: [park], frame: [16, 100, 358, 44]}
                - {id: corona, label: Corona Heights, hidden: true, tags: [park], frame: [16, 150, 358, 44]}
            """#,
            after: #"""
            VoiceOver (`--gestures "rotor=Parks down down rotor=Stores down"`):

            ```
            » (start)
              Parks nearby. Heading.
            » rotor=Parks
              Parks
            » down
              Alamo Square
            » down
              [not-found]
              Park not found
            » rotor=Stores
              Stores
            » down
              [not-found]
              Store not found
            ```

            Findings:

            ```
            ear015-bad.yaml:5:7: error: EAR015 rotor "Parks" item 'corona' is hidden: the rotor skips it [parks]: says ""
            ear015-bad.yaml:6:7: error: EAR015 rotor "Stores" has no reachable item: nothing on the screen matches it [parks]: says "Store not found"
            ```
            """#),
        fixed: AuditRuleExample(
            caption: #"""
            Show the item the rotor lists, and drop (or feed) the empty rotor.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: parks
              rotors:
                - {name: Parks, items: [alamo, corona]}
              elements:
                - {id: title, label: Parks nearby, traits: [header], frame: [16, 50, 358, 40]}
                - {id: alamo, label: Alamo Square, tags: [park], frame: [16, 100, 358, 44]}
                - {id: corona, label: Corona Heights, tags: [park], frame: [16, 150, 358, 44]}
            """#,
            after: #"""
            VoiceOver (`--gestures "rotor=Parks down down"`):

            ```
            » (start)
              Parks nearby. Heading.
            » rotor=Parks
              Parks
            » down
              Alamo Square
            » down
              Corona Heights
            ```
            """#))
}
