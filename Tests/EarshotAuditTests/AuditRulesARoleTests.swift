import EarshotLayoutTestSupport
import EarshotLoader
import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotAudit

/// Rules about what an element does and the role it claims (EAR004, EAR007–EAR010) on small
/// layouts: each fires where a listener would be let down, with the element's place in the file
/// and what VoiceOver says there, and falls silent on the fix next to it.
@Suite struct AuditRulesARoleTests {
    // MARK: EAR004 duplicate-name

    @Test func duplicateNameReportsEachOfThePair() {
        let findings = audit("""
            earshot: 1
            screen:
              id: inbox
              elements:
                - id: delete-message
                  label: Delete
                  traits: [button]
                  frame: [16, 100, 100, 44]
                  on-activate: [{hide: message}]
                - {id: message, label: Lunch on Friday?, frame: [16, 150, 358, 44]}
                - {id: delete-draft, label: delete, traits: [button], frame: [16, 200, 100, 44], on-activate: [{hide: draft}]}
                - {id: draft, label: Draft to Sam, frame: [16, 250, 358, 44]}
            """, rules: ["EAR004"])
        #expect(findings.map(\.place) == ["EAR004 delete-message 5:7", "EAR004 delete-draft 11:7"])
        #expect(findings.map(\.message) == ["says the same as \"delete-draft\" but does something else",
                                            "says the same as \"delete-message\" but does something else"])
        #expect(findings.map(\.speech) == ["Delete. Button.", "delete. Button."])
    }

    @Test func duplicateNamePassesWhenNamesRolesOrDeedsDiffer() {
        let findings = audit("""
            earshot: 1
            screen:
              id: inbox
              elements:
                - id: delete-message
                  label: Delete message
                  traits: [button]
                  frame: [16, 100, 100, 44]
                  on-activate: [{hide: message}]
                - {id: message, label: Lunch on Friday?, frame: [16, 150, 358, 44]}
                - {id: delete-draft, label: Delete draft, traits: [button], frame: [16, 200, 100, 44], on-activate: [{hide: draft}]}
                - {id: draft, label: Draft to Sam, frame: [16, 250, 358, 44]}
                - {id: search, label: Search, traits: [searchField], frame: [16, 300, 358, 44]}
                - {id: search-link, label: Search, traits: [link], frame: [16, 350, 358, 44], on-activate: [{goto: inbox}]}
                - {id: top-close, label: Close, traits: [button], frame: [16, 400, 100, 44], on-activate: [back]}
                - {id: bottom-close, label: Close, traits: [button], frame: [16, 450, 100, 44], on-activate: [back]}
            """, rules: ["EAR004"])
        #expect(findings.isEmpty)
    }

    @Test func duplicateNameKeepsAModalApartFromTheScreenBehindIt() {
        // The dialog's Cancel and the screen's Cancel are never heard together: focus stays in the dialog.
        let findings = audit("""
            earshot: 1
            screen:
              id: s
              elements:
                - {id: cancel-order, label: Cancel, traits: [button], frame: [16, 100, 100, 44], on-activate: [{show: dialog}]}
                - id: dialog
                  hidden: true
                  modal: true
                  container: semanticGroup
                  frame: [16, 200, 358, 200]
                  children:
                    - {id: cancel, label: Cancel, traits: [button], frame: [16, 300, 100, 44], on-activate: [{hide: dialog}]}
            """, rules: ["EAR004"])
        #expect(findings.isEmpty)
    }

    @Test func duplicateNameTellsSelfTogglesApart() {
        // Each "Add" toggles itself: the same effect written the same way, on different elements.
        let findings = audit("""
            earshot: 1
            screen:
              id: s
              elements:
                - {id: add-cheese, label: Add, traits: [button], frame: [16, 100, 100, 44], on-activate: [{toggle: selected}]}
                - {id: add-olives, label: Add, traits: [button], frame: [16, 200, 100, 44], on-activate: [{toggle: selected}]}
            """, rules: ["EAR004"])
        #expect(findings.map(\.place) == ["EAR004 add-cheese 5:7", "EAR004 add-olives 6:7"])
    }

    @Test func duplicateNameNamesTheOthersThatDiffer() {
        // Two "Share" links do the same; the third does something else. Five "Remove" buttons:
        // each message names the first three others and counts the rest.
        let findings = audit("""
            earshot: 1
            screen:
              id: s
              elements:
                - {id: share-top, label: Share, traits: [link], frame: [16, 10, 100, 44], on-activate: [{goto: s}]}
                - {id: share-bottom, label: Share, traits: [link], frame: [16, 60, 100, 44], on-activate: [{goto: s}]}
                - {id: share-copy, label: Share, traits: [link], frame: [16, 110, 100, 44], on-activate: [{announce: Copied}]}
                - {id: r1, label: Remove, traits: [button], frame: [16, 200, 100, 44], on-activate: [{hide: r1}]}
                - {id: r2, label: Remove, traits: [button], frame: [16, 250, 100, 44], on-activate: [{hide: r2}]}
                - {id: r3, label: Remove, traits: [button], frame: [16, 300, 100, 44], on-activate: [{hide: r3}]}
                - {id: r4, label: Remove, traits: [button], frame: [16, 350, 100, 44], on-activate: [{hide: r4}]}
                - {id: r5, label: Remove, traits: [button], frame: [16, 400, 100, 44], on-activate: [{hide: r5}]}
            """, rules: ["EAR004"])
        #expect(findings.map(\.element) == ["share-top", "share-bottom", "share-copy", "r1", "r2", "r3", "r4", "r5"])
        #expect(findings[0].message == "says the same as \"share-copy\" but does something else")
        #expect(findings[2].message == "says the same as \"share-top\" and \"share-bottom\" but does something else")
        #expect(findings[3].message == "says the same as \"r2\", \"r3\", \"r4\", and 1 more but does something else")
    }

    // MARK: EAR007 role-missing

    @Test func roleMissingFlagsSeedFoursImageToggle() {
        let findings = audit("""
            earshot: 1
            screen:
              id: sounds
              elements:
                - id: bell
                  label: Bell
                  traits: [image]
                  frame: [120, 150, 150, 150]
                  on-activate: [{toggle: selected}]
                - id: row
                  label: Lunch on Friday?
                  frame: [16, 400, 358, 44]
                  actions: [{name: Delete, do: [{hide: row}]}]
            """, rules: ["EAR007"])
        #expect(findings.map(\.place) == ["EAR007 bell 5:7", "EAR007 row 10:7"])
        #expect(findings.map(\.message) == ["acts when activated but says no role such as \"Button.\"",
                                            "has custom actions but says no role such as \"Button.\""])
        #expect(findings.map(\.speech) == ["Bell. Image.", "Lunch on Friday?"])
        #expect(findings.allSatisfy { $0.severity == .error })
    }

    @Test func roleMissingPassesWithARoleTrait() {
        let findings = audit("""
            earshot: 1
            screen:
              id: sounds
              elements:
                - id: bell
                  label: Bell
                  traits: [button, image]
                  frame: [120, 150, 150, 150]
                  on-activate: [{toggle: selected}]
                - id: row
                  label: Lunch on Friday?
                  traits: [button]
                  frame: [16, 400, 358, 44]
                  actions: [{name: Delete, do: [{hide: row}]}]
                - id: tabs
                  container: tabBar
                  frame: [0, 760, 390, 84]
                  children:
                    - {id: tab-feed, label: Feed, frame: [0, 760, 195, 84], on-activate: [select-in-group]}
                    - {id: tab-me, label: Me, frame: [195, 760, 195, 84], on-activate: [select-in-group]}
            """, rules: ["EAR007"])
        #expect(findings.isEmpty)
    }

    // MARK: EAR008 change-unannounced

    @Test func changeUnannouncedFlagsSilentChanges() {
        let findings = audit("""
            earshot: 1
            screen:
              id: cart
              elements:
                - id: apply
                  label: Apply coupon
                  traits: [button]
                  frame: [16, 100, 358, 44]
                  on-activate: [{show: discount}, {set: {id: total, value: 90 dollars}}]
                - {id: discount, label: 10% off, hidden: true, frame: [16, 150, 358, 44]}
                - {id: total, label: Total, value: 100 dollars, frame: [16, 200, 358, 44]}
                - {id: gift, label: Gift wrap, traits: [button], frame: [16, 250, 358, 44], on-activate: [{toggle: selected, of: total}]}
                - id: item
                  label: Socks
                  frame: [16, 300, 358, 44]
                  actions: [{name: Clear total, do: [{hide: total}]}]
            """, rules: ["EAR008"])
        #expect(findings.map(\.place) == ["EAR008 apply 5:7", "EAR008 gift 12:7", "EAR008 item 13:7"])
        #expect(findings.map(\.message) == [
            "activating it shows \"discount\" and changes the value of \"total\" but nothing is heard",
            "activating it selects \"total\" but nothing is heard",
            "action \"Clear total\" hides \"total\" but nothing is heard",
        ])
        #expect(findings.map(\.speech) == ["Apply coupon. Button.", "Gift wrap. Button.", "Socks"])
    }

    @Test func changeUnannouncedPassesWhenTheChangeIsHeard() {
        let findings = audit("""
            earshot: 1
            screen:
              id: cart
              elements:
                - id: apply
                  label: Apply coupon
                  traits: [button]
                  frame: [16, 100, 358, 44]
                  on-activate: [{show: discount}, {set: {id: total, value: 90 dollars}}, {announce: Coupon applied}]
                - {id: discount, label: 10% off, hidden: true, frame: [16, 150, 358, 44]}
                - {id: total, label: Total, value: 100 dollars, frame: [16, 200, 358, 44]}
                - {id: gift, label: Gift wrap, traits: [button], frame: [16, 250, 358, 44], on-activate: [{toggle: selected}, {toggle: selected, of: total}]}
                - id: item
                  label: Socks
                  frame: [16, 300, 358, 44]
                  actions: [{name: Remove, do: [{hide: item}, {hide: total}]}]
                - {id: more, label: Show details, traits: [button], frame: [16, 350, 358, 44], on-activate: [{show: details}, {focus: details}]}
                - {id: details, label: "Wool, size 9", hidden: true, frame: [16, 400, 358, 44]}
                - {id: open, label: Open sheet, traits: [button], frame: [16, 450, 358, 44], on-activate: [{show: sheet}]}
                - id: sheet
                  hidden: true
                  modal: true
                  frame: [16, 500, 358, 200]
                  children:
                    - {id: done, label: Done, traits: [button], frame: [16, 500, 358, 44], on-activate: [{hide: sheet}, {focus: open}]}
                - {id: dimmed, label: Clear, traits: [button, notEnabled], frame: [16, 750, 358, 44], on-activate: [{hide: total}]}
            """, rules: ["EAR008"])
        // Removing the focused item moves focus, which is heard; so are a focus effect and a modal that takes focus.
        #expect(findings.isEmpty)
    }

    @Test func changeUnannouncedChecksContentShownLaterAndBehindAModal() {
        // Both buttons are out of reach when the screen opens (a hidden panel; behind the
        // welcome sheet); each is activated as a listener who has reached it would.
        let findings = audit("""
            earshot: 1
            screen:
              id: s
              elements:
                - id: panel
                  hidden: true
                  frame: [16, 100, 358, 200]
                  children:
                    - {id: mute, label: Mute, traits: [button], frame: [16, 100, 100, 44], on-activate: [{show: muted}]}
                - {id: muted, label: Muted, hidden: true, frame: [16, 320, 358, 44]}
                - {id: reset, label: Reset, traits: [button], frame: [16, 400, 100, 44], on-activate: [{toggle: selected, of: muted}]}
                - id: welcome
                  modal: true
                  frame: [16, 500, 358, 200]
                  children:
                    - {id: start, label: Start, traits: [button], frame: [16, 500, 100, 44], on-activate: [{hide: welcome}]}
            """, rules: ["EAR008"])
        #expect(findings.map(\.place) == ["EAR008 mute 9:11", "EAR008 reset 11:7"])
        #expect(findings.map(\.message) == ["activating it shows \"muted\" but nothing is heard",
                                            "activating it selects \"muted\" but nothing is heard"])
        #expect(findings.first?.speech == "Mute. Button.")
    }

    // MARK: EAR009 adjustable-incomplete

    @Test func adjustableIncompleteFlagsNothingToAdjust() {
        let findings = audit("""
            earshot: 1
            screen:
              id: s
              elements:
                - id: volume
                  label: Volume
                  traits: [adjustable]
                  frame: [16, 100, 358, 44]
                - {id: stars, label: Rating, traits: [adjustable], adjustable: {kind: rating, min: 3, max: 3}, frame: [16, 150, 358, 44]}
                - {id: size, label: Size, traits: [adjustable], adjustable: {kind: picker, options: [One size]}, frame: [16, 200, 358, 44]}
            """, rules: ["EAR009"])
        #expect(findings.map(\.place) == ["EAR009 volume 5:7", "EAR009 stars 9:7", "EAR009 size 10:7"])
        #expect(findings.map(\.message) == [
            "adjustable with no adjustable block: flicking up or down changes nothing",
            "rating has max equal to min: flicking up or down changes nothing",
            "picker has only one option: flicking up or down changes nothing",
        ])
        #expect(findings.map(\.speech) == ["Volume. Adjustable.", "Rating: 3 out of 3. Adjustable.", "Size: One size. Adjustable."])
        #expect(findings.allSatisfy { $0.severity == .error })
    }

    @Test func adjustableIncompletePassesWithAValueToAdjust() {
        let findings = audit("""
            earshot: 1
            screen:
              id: s
              elements:
                - id: volume
                  label: Volume
                  traits: [adjustable]
                  frame: [16, 100, 358, 44]
                  adjustable: {kind: slider, min: 0, max: 10, value: 4}
                - {id: stars, label: Rating, traits: [adjustable], adjustable: {kind: rating, min: 1, max: 5}, frame: [16, 150, 358, 44]}
                - {id: size, label: Size, traits: [adjustable], adjustable: {kind: picker, options: [S, M, L]}, frame: [16, 200, 358, 44]}
            """, rules: ["EAR009"])
        #expect(findings.isEmpty)
    }

    @Test func adjustableIncompleteFlagsAPickerWithNoOptions() throws {
        // The loader refuses `options: []`; a layout built another way (an import) can still hold one.
        let picker = Element(id: "size", label: "Size", traits: [.adjustable], adjustable: Adjustable(kind: .picker),
                             location: SourceLocation(line: 3, column: 5))
        let layout = Layout(path: "t.yaml", screens: [Screen(id: "s", elements: [picker])])
        let findings = Audit.run(Workspace(root: layout), options: .init(rules: [.adjustableIncomplete]), length: wordSeconds)
        #expect(findings.map(\.place) == ["EAR009 size 3:5"])
        #expect(findings.first?.message == "picker has no options: flicking up or down changes nothing")
        #expect(findings.first?.speech == "Size. Adjustable.")
    }

    // MARK: EAR010 trait-conflict

    @Test func traitConflictFlagsTwoRolesAtOnce() {
        let findings = audit("""
            earshot: 1
            screen:
              id: s
              elements:
                - id: terms
                  label: Terms
                  traits: [button, link]
                  frame: [16, 100, 358, 44]
                - {id: title, label: Account, traits: [header, button, staticText], frame: [16, 150, 358, 44]}
                - {id: key, label: Q, traits: [keyboardKey, link], frame: [16, 200, 44, 44]}
                - {id: level, label: Level, traits: [button, adjustable], adjustable: {kind: stepper, max: 3}, frame: [16, 250, 358, 44]}
            """, rules: ["EAR010"])
        #expect(findings.map(\.place) == ["EAR010 terms 5:7", "EAR010 title 9:7", "EAR010 key 10:7", "EAR010 level 11:7"])
        #expect(findings.map(\.message) == [
            "traits contradict: button and link claim two roles",
            "traits contradict: header and button, staticText and button claim two roles",
            "traits contradict: keyboardKey and link claim two roles",
            "traits contradict: button and adjustable claim two roles",
        ])
        #expect(findings.map(\.speech) == ["Terms. Button. Link.", "Account. Button. Heading.", "Q. Link.",
                                           "Level: 0. Button. Adjustable."])
    }

    @Test func traitConflictPassesOneRole() {
        let findings = audit("""
            earshot: 1
            screen:
              id: s
              elements:
                - id: terms
                  label: Terms
                  traits: [link]
                  frame: [16, 100, 358, 44]
                - {id: title, label: Account, traits: [header], frame: [16, 150, 358, 44]}
                - {id: key, label: Q, traits: [keyboardKey], frame: [16, 200, 44, 44]}
                - {id: wifi, label: Wi-Fi, value: "1", traits: [button, switchButton], frame: [16, 250, 358, 44]}
                - {id: bell, label: Bell, traits: [button, image, playsSound], frame: [16, 300, 150, 150]}
            """, rules: ["EAR010"])
        #expect(findings.isEmpty)
    }
}
