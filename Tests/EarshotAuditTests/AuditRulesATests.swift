import EarshotLayoutTestSupport
import EarshotTestSupport
import Testing
@testable import EarshotAudit

/// Rules about what an element is called (EAR001, EAR002, EAR003, EAR005, EAR006) on small
/// layouts: each fires where a listener would be let down, with the element's place in the file
/// and what VoiceOver says there, and falls silent on the fix next to it.
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

    /// An alert's own words come first, so its "More info" is heard in context; the same
    /// button in a group it does not close, or in an alert with no words, is still vague.
    @Test(arguments: [(true, true, [String]()), (false, true, ["EAR005 info 13:11"]), (true, false, ["EAR005 info 13:11"])])
    func vagueNameSparesAnAlertsActions(closes: Bool, worded: Bool, expected: [String]) {
        let yaml = """
            earshot: 1
            screen:
              id: document
              elements:
                - {id: retry, label: Retry upload, traits: [button], frame: [16, 100, 358, 44], on-activate: [{show: failed}]}
                - id: failed
                  container: semanticGroup
                  modal: true
                  frame: [40, 300, 310, 200]
                  children:
                    - {id: title, label: \(worded ? "Upload failed" : "\"\""), traits: [header], frame: [56, 316, 278, 30]}
                    - {id: message, label: The server did not answer., traits: [staticText], frame: [56, 350, 278, 40]}
                    - id: info
                      label: More info
                      traits: [button]
                      frame: [56, 440, 130, 44]
                      on-activate: [\(closes ? "{hide: failed}" : "{announce: Opening}")]
                    - {id: ok, label: OK, traits: [button], frame: [204, 440, 130, 44], on-activate: [{hide: failed}]}
            """
        let yamlWithoutMessage = worded ? yaml : yaml.replacingOccurrences(of: "label: The server did not answer., traits: [staticText]", with: "traits: [staticText]")
        #expect(audit(yamlWithoutMessage, rules: ["EAR005"]).map(\.place) == expected)
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
}
