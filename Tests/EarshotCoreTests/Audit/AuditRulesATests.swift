import Testing
@testable import EarshotCore

/// Rules EAR001–EAR010 on small layouts: each rule fires where a listener would be let down,
/// with the element's place in the file and what VoiceOver says there, and falls silent on the
/// fix next to it.
@Suite struct AuditRulesATests {
    // MARK: EAR001 label-missing

    @Test func labelMissingFlagsStopsThatSayOnlyTheirRole() {
        let findings = audit("""
            earshot: 1
            screen:
              id: player
              elements:
                - id: play
                  traits: [button]
                  frame: [16, 100, 44, 44]
                - {id: art, traits: [image], frame: [16, 160, 200, 200]}
                - {id: wifi, value: "1", traits: [button, switchButton], frame: [16, 400, 358, 44]}
                - {id: help, hint: Opens help., traits: [button], frame: [16, 460, 358, 44]}
                - id: stack
                  frame: [16, 520, 358, 44]
                  children:
                    - {id: caption, label: Now playing, frame: [16, 520, 358, 44]}
            """, rules: ["EAR001"])
        #expect(findings.map(\.place) == ["EAR001 play 5:7", "EAR001 art 8:7", "EAR001 wifi 9:7", "EAR001 help 10:7"])
        #expect(findings.map(\.speech) == ["Button.", "Image.", "Switch Button. On.", "Opens help. Button."])
        #expect(findings.allSatisfy { $0.message.hasPrefix("speaks no label or value") && $0.severity == .error })
        #expect(findings.last?.message == "speaks no label or value, only its hint")
    }

    @Test func labelMissingPassesOnceLabelled() {
        let findings = audit("""
            earshot: 1
            screen:
              id: player
              elements:
                - id: play
                  label: Play
                  traits: [button]
                  frame: [16, 100, 44, 44]
                - {id: art, label: Album cover, traits: [image], frame: [16, 160, 200, 200]}
                - {id: wifi, label: Wi-Fi, value: "1", traits: [button, switchButton], frame: [16, 400, 358, 44]}
                - {id: help, label: Help, hint: Opens help., traits: [button], frame: [16, 460, 358, 44]}
                - {id: volume, value: 40%, frame: [16, 520, 358, 44]}
                - {id: back, traits: [button, backButton], frame: [16, 580, 80, 44]}
                - {id: notes, text: [Track notes], frame: [16, 640, 358, 44]}
            """, rules: ["EAR001"])
        #expect(findings.isEmpty)
    }

    @Test func labelMissingChecksContentShownLater() {
        // The dialog is hidden when the screen opens; its button is heard once it is shown.
        let findings = audit("""
            earshot: 1
            screen:
              id: s
              elements:
                - {id: open, label: Delete, traits: [button], frame: [16, 100, 358, 44], on-activate: [{show: dialog}]}
                - id: dialog
                  hidden: true
                  modal: true
                  container: semanticGroup
                  frame: [16, 200, 358, 200]
                  children:
                    - {id: ok, traits: [button], frame: [16, 300, 100, 44], on-activate: [{hide: dialog}]}
            """, rules: ["EAR001"])
        #expect(findings.map(\.place) == ["EAR001 ok 12:11"])
        #expect(findings.first?.speech == "Button.")
    }

    // MARK: EAR002 label-repeats-trait

    @Test func labelRepeatsTraitFlagsRoleWordsInLabels() {
        let findings = audit("""
            earshot: 1
            screen:
              id: player
              elements:
                - id: play
                  label: Play button
                  traits: [button]
                  frame: [16, 100, 44, 44]
                - {id: photo, label: Photo image, traits: [image], frame: [16, 160, 200, 200]}
                - {id: home, label: Selected home, traits: [link, selected], frame: [16, 400, 358, 44]}
                - {id: name, label: Name field, traits: [textField], frame: [16, 460, 358, 44]}
                - id: tabs
                  container: tabBar
                  frame: [0, 760, 390, 84]
                  children:
                    - {id: tab-feed, label: Feed tab, traits: [button], frame: [0, 760, 195, 84]}
                    - {id: tab-me, label: Me, traits: [button], frame: [195, 760, 195, 84]}
            """, rules: ["EAR002"])
        #expect(findings.map(\.place) == ["EAR002 play 5:7", "EAR002 photo 9:7", "EAR002 home 10:7", "EAR002 name 11:7",
                                          "EAR002 tab-feed 16:11"])
        #expect(findings.map(\.message) == [
            "label repeats its trait word \"button\"", "label repeats its trait word \"image\"",
            "label repeats its trait word \"selected\"", "label repeats its trait word \"field\"",
            "label repeats its trait word \"tab\"",
        ])
        #expect(findings.map(\.speech) == ["Play button. Button.", "Photo image. Image.", "Selected: Selected home. Link.",
                                           "Name field. Text Field.", "Feed tab. Tab. 1 of 2."])
        #expect(findings.allSatisfy { $0.severity == .warning })
    }

    @Test func labelRepeatsTraitPassesWhenTheTraitSaysIt() {
        let findings = audit("""
            earshot: 1
            screen:
              id: player
              elements:
                - id: play
                  label: Play
                  traits: [button]
                  frame: [16, 100, 44, 44]
                - {id: photo, label: Photo of the band, traits: [image], frame: [16, 160, 200, 200]}
                - {id: home, label: Home, traits: [link, selected], frame: [16, 400, 358, 44]}
                - {id: search, label: Search, traits: [searchField], frame: [16, 460, 358, 44]}
                - {id: caption, label: Tap the button below, traits: [staticText], frame: [16, 520, 358, 44]}
                - {id: back, label: Back, traits: [button, backButton], frame: [16, 580, 80, 44]}
            """, rules: ["EAR002"])
        #expect(findings.isEmpty)
    }

    // MARK: EAR003 label-not-human

    @Test func labelNotHumanFlagsDeveloperNames() {
        let findings = audit("""
            earshot: 1
            screen:
              id: s
              elements:
                - id: checkout
                  label: btn_checkout_v2
                  traits: [button]
                  frame: [16, 100, 358, 44]
                - {id: cart, label: icon-cart.png, traits: [image], frame: [16, 150, 44, 44]}
                - {id: avatar, label: SilhouetteMonogram, traits: [image], frame: [16, 200, 44, 44]}
                - {id: display, label: DISPLAY_AND_TEXT, traits: [button], frame: [16, 250, 358, 44]}
                - {id: row, label: cell-3, frame: [16, 300, 358, 44]}
                - {id: title, label: checkout.button.title, frame: [16, 350, 358, 44]}
                - {id: count, label: "%@ items in your bag", frame: [16, 400, 358, 44]}
                - {id: buy, label: buyNowButton, traits: [button], frame: [16, 450, 358, 44]}
            """, rules: ["EAR003"])
        #expect(findings.map(\.place) == ["EAR003 checkout 5:7", "EAR003 cart 9:7", "EAR003 avatar 10:7", "EAR003 display 11:7",
                                          "EAR003 row 12:7", "EAR003 title 13:7", "EAR003 count 14:7", "EAR003 buy 15:7"])
        #expect(findings.map(\.message) == [
            "label looks like a developer id: \"btn_checkout_v2\"", "label looks like a file name: \"icon-cart.png\"",
            "label looks like a symbol name: \"SilhouetteMonogram\"", "label looks like a developer id: \"DISPLAY_AND_TEXT\"",
            "label looks like a developer id: \"cell-3\"", "label looks like a localization key: \"checkout.button.title\"",
            "label looks like an unfilled format placeholder: \"%@\"", "label looks like a symbol name: \"buyNowButton\"",
        ])
        #expect(findings.first?.speech == "btn_checkout_v2. Button.")
        #expect(findings[1].speech == "icon-cart.png. Image.")
    }

    @Test func labelNotHumanPassesOrdinaryWordsAndNames() {
        let findings = audit("""
            earshot: 1
            screen:
              id: s
              elements:
                - id: checkout
                  label: Check out
                  traits: [button]
                  frame: [16, 100, 358, 44]
                - {id: cart, label: Cart, traits: [image], frame: [16, 150, 44, 44]}
                - {id: avatar, label: Profile picture, traits: [image], frame: [16, 200, 44, 44]}
                - {id: display, label: Display and text size, traits: [button], frame: [16, 250, 358, 44]}
                - {id: a, label: OK, traits: [button], frame: [16, 300, 358, 44]}
                - {id: b, label: "Wi-Fi, iPhone, FaceTime, YouTube and macOS", frame: [16, 350, 358, 44]}
                - {id: c, label: "Open 24-hour, full-grain leather, 100% wool", frame: [16, 400, 358, 44]}
                - {id: d, label: "Opens at 10 a.m. (see apple.com, iOS 26.1)", frame: [16, 450, 358, 44]}
                - {id: e, label: "McDonald's, PlayStation, COVID-19", frame: [16, 500, 358, 44]}
            """, rules: ["EAR003"])
        #expect(findings.isEmpty)
    }

    @Test(arguments: [
        ("btn_checkout_v2", "btn_checkout_v2"), ("Image: icon-cart.png,", "icon-cart.png"), ("SilhouetteMonogram", "SilhouetteMonogram"),
        ("DISPLAY_AND_TEXT", "DISPLAY_AND_TEXT"), ("row-12-title", "row-12-title"), ("btn-v2", "btn-v2"), ("icon-cart", "icon-cart"),
        ("ProfileViewController", "ProfileViewController"), ("CartIcon", "CartIcon"), ("imgLogo", "imgLogo"),
        ("%1$@ of %2$@", "%1$@"), ("%ld songs", "%ld"), ("settings.general.title", "settings.general.title"),
        ("e3b0c442-98fc-1c14", "e3b0c442-98fc-1c14"), ("Photo (hero@2x.png)", "hero@2x.png"),
    ])
    func labelNotHumanFindsTheWord(label: String, word: String) {
        #expect(LabelNotHuman.problem(in: label)?.1 == word)
    }

    @Test(arguments: [
        "OK", "Wi-Fi", "iPhone", "FaceTime", "iPad", "AirPods", "YouTube", "LinkedIn", "macOS", "iOS 17", "eBay", "T-shirt",
        "e-mail", "check-in", "state-of-the-art", "24-hour", "5-star hotel", "COVID-19", "Node.js", "www.apple.com",
        "100%", "50% off", "100%free", "Version 2.0", "Dr. Smith", "U.S.A.", "Mr. McDonald", "PlayStation 5",
        "Kim's iPhone", "The_", "_private", "Jalapeño", "São Paulo", "A.M.", "PowerPoint slides", "NASA", "GarageBand",
    ])
    func labelNotHumanPasses(label: String) {
        #expect(LabelNotHuman.problem(in: label) == nil)
    }

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

    // MARK: EAR005 vague-name

    @Test func vagueNameFlagsButtonsAndLinksNamedOnlyMore() {
        let findings = audit("""
            earshot: 1
            screen:
              id: article
              elements:
                - id: more
                  label: Learn more…
                  traits: [link]
                  frame: [16, 100, 358, 44]
                - {id: here, label: Click here, traits: [button], frame: [16, 150, 358, 44]}
            """, rules: ["EAR005"])
        #expect(findings.map(\.place) == ["EAR005 more 5:7", "EAR005 here 9:7"])
        #expect(findings.map(\.speech) == ["Learn more… Link.", "Click here. Button."])
        #expect(findings.first?.message == "link named only \"Learn more…\" says nothing about where it goes or what it does")
    }

    @Test func vagueNamePassesNamesThatSayWhereTheyGo() {
        let findings = audit("""
            earshot: 1
            screen:
              id: article
              elements:
                - id: more
                  label: Learn more about pricing
                  traits: [link]
                  frame: [16, 100, 358, 44]
                - {id: here, label: Download the report, traits: [button], frame: [16, 150, 358, 44]}
                - {id: label, label: More, traits: [staticText], frame: [16, 200, 358, 44]}
            """, rules: ["EAR005"])
        #expect(findings.isEmpty)
    }

    @Test func auditIgnoreSilencesOneElement() {
        let yaml = """
            earshot: 1
            screen:
              id: article
              elements:
                - id: more
                  label: More
                  traits: [button]
                  frame: [16, 100, 358, 44]
                  audit-ignore: [EAR005]   # a "More" menu, named as the system names it
                - {id: here, label: Click here, traits: [button], frame: [16, 150, 358, 44]}
            """
        #expect(audit(yaml, rules: ["EAR005"]).map(\.place) == ["EAR005 here 10:7"])
        let (_, errors) = load(yaml.replacingOccurrences(of: "[EAR005]", with: "[EAR05]"))
        #expect(errors == ["9:22: unknown audit rule 'EAR05' (did you mean 'EAR005'?)"])
    }

    // MARK: EAR006 hint-names-gesture

    @Test func hintNamesGestureFlagsGesturesAndRepeats() {
        let findings = audit("""
            earshot: 1
            screen:
              id: s
              elements:
                - id: play
                  label: Play
                  hint: Double tap to play the track.
                  traits: [button]
                  frame: [16, 100, 358, 44]
                - {id: next, label: Next track, hint: Swipe right for more., traits: [button], frame: [16, 150, 358, 44]}
                - {id: shuffle, label: Shuffle, hint: Shuffle, traits: [button], frame: [16, 200, 358, 44]}
            """, rules: ["EAR006"])
        #expect(findings.map(\.place) == ["EAR006 play 5:7", "EAR006 next 10:7", "EAR006 shuffle 11:7"])
        #expect(findings.map(\.message) == [
            "hint starts with the gesture \"double tap\"; say what happens instead",
            "hint starts with the gesture \"swipe\"; say what happens instead", "hint repeats the label",
        ])
        #expect(findings.map(\.speech) == ["Play. Button.", "Next track. Button.", "Shuffle. Button."])
        #expect(findings.allSatisfy { $0.severity == .note })
    }

    @Test func hintNamesGesturePassesHintsThatSayWhatHappens() {
        let findings = audit("""
            earshot: 1
            screen:
              id: s
              elements:
                - id: play
                  label: Play
                  hint: Plays the track.
                  traits: [button]
                  frame: [16, 100, 358, 44]
                - {id: next, label: Next track, hint: Skips to the next song., traits: [button], frame: [16, 150, 358, 44]}
                - {id: shuffle, label: Shuffle, hint: Tapestry mode plays tracks in a random order., traits: [button], frame: [16, 200, 358, 44]}
                - {id: name, label: Name, hint: Tap to type., traits: [textField], frame: [16, 250, 358, 44]}
            """, rules: ["EAR006"])
        #expect(findings.isEmpty)
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
        let findings = Audit.run(Workspace(root: layout), options: .init(rules: ["EAR009"]), length: wordSeconds)
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
