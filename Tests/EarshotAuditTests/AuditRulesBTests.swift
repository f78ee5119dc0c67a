import EarshotTestSupport
import Foundation
import Testing

/// EAR011–EAR020 on small layouts: each rule's failing layout gives exactly the findings
/// expected (rule, severity, line:column of the element's entry, element, message words, what
/// VoiceOver says), and its fixed twin gives none. Lengths are a quarter second a word.
@Suite struct AuditRulesBTests {
    // MARK: EAR011 no-heading

    static let noHeading = """
        earshot: 1
        screen:
          id: s
          size: [390, 844]
          elements:
            - {id: title, label: Hats, traits: [staticText], frame: [16, 50, 358, 40]}
            - {id: a, label: Stetson, frame: [16, 100, 358, 44]}
            - {id: b, label: Bowler, frame: [16, 150, 358, 44]}
        """

    @Test func threeStopsAndNoHeading() throws {
        let findings = auditB(Self.noHeading, rules: ["EAR011"])
        #expect(findings.map(\.brief) == ["EAR011 warning 3:3 s"])
        let f = try #require(findings.first)
        #expect(f.message.contains("3 focus stops") && f.message.contains("no heading"))
        #expect(f.speech == "Heading not found")
    }

    @Test func aHeadingFixesIt() {
        let fixed = Self.noHeading.replacingOccurrences(of: "traits: [staticText]", with: "traits: [header]")
        #expect(auditB(fixed, rules: ["EAR011"]).isEmpty)
    }

    @Test func twoStopsNeedNoHeading() {
        let two = Self.noHeading.split(separator: "\n").dropLast().joined(separator: "\n")
        #expect(auditB(two, rules: ["EAR011"]).isEmpty)
    }

    @Test func aHeadingInHiddenModalContentDoesNotCount() {
        let yaml = Self.noHeading + """

                - id: sheet
                  container: semanticGroup
                  modal: true
                  hidden: true
                  children:
                    - {id: sheet-title, label: Options, traits: [header], frame: [16, 500, 358, 40]}
                    - {id: close, label: Close, traits: [button], frame: [16, 550, 358, 44], on-activate: [{hide: sheet}]}
            """
        #expect(auditB(yaml, rules: ["EAR011"]).map(\.brief) == ["EAR011 warning 3:3 s"])
    }

    // MARK: EAR012 order-mismatch

    static let order = """
        earshot: 1
        screen:
          id: s
          size: [390, 844]
          elements:
            - {id: title, label: Checkout, traits: [header], frame: [16, 50, 358, 40]}
            - id: form
              container: semanticGroup
              order: [pay, total]
              children:
                - {id: total, label: "Total: 12 dollars", frame: [16, 100, 358, 44]}
                - {id: pay, label: Pay, traits: [button], frame: [16, 160, 358, 44]}
        """

    @Test func theOrderGoesBackUpTheScreen() throws {
        let findings = auditB(Self.order, rules: ["EAR012"])
        #expect(findings.map(\.brief) == ["EAR012 warning 11:11 total", "EAR012 warning 12:11 pay"])
        let onTotal = try #require(findings.first), onPay = try #require(findings.last)
        #expect(onTotal.message.contains("read after 'pay'") && onTotal.message.contains("below"))
        #expect(onPay.message.contains("read before 'total'") && onPay.message.contains("above"))
        #expect(onTotal.speech == "Total: 12 dollars")
        #expect(onPay.speech == "Pay. Button.")
    }

    @Test func readingTopToBottomFixesIt() {
        let fixed = Self.order.replacingOccurrences(of: "order: [pay, total]", with: "order: [total, pay]")
        #expect(auditB(fixed, rules: ["EAR012"]).isEmpty)
    }

    @Test func elementsOfOneRowMayBeReadInAnyOrder() {
        // Right to left within a row goes up nothing.
        let sameRow = Self.order.replacingOccurrences(of: "[16, 160, 358, 44]", with: "[16, 100, 358, 44]")
        #expect(auditB(sameRow, rules: ["EAR012"]).isEmpty)
    }

    // MARK: EAR013 unreachable

    static let unreachable = """
        earshot: 1
        screen:
          id: s
          size: [390, 844]
          elements:
            - {id: title, label: Account, traits: [header], frame: [16, 50, 358, 40]}
            - id: card
              label: Plan, Premium
              accessible: true
              frame: [16, 100, 358, 100]
              children:
                - {id: upgrade, label: Upgrade, traits: [button], frame: [200, 150, 150, 44], on-activate: [{announce: Upgraded}]}
            - id: links
              container: semanticGroup
              order: [help]
              children:
                - {id: help, label: Help, traits: [link], frame: [16, 220, 358, 44]}
                - {id: terms, label: Terms, traits: [link], frame: [16, 270, 358, 44]}
            - {id: more, label: Show more, traits: [button], frame: [16, 330, 358, 44], on-activate: [{show: extra}]}
            - {id: extra, label: Extra settings, hidden: true, frame: [16, 380, 358, 44]}
        """

    @Test func insideAnAccessibleContainerAndLeftOutOfOrder() throws {
        let findings = auditB(Self.unreachable, rules: ["EAR013"])
        #expect(findings.map(\.brief) == ["EAR013 error 12:11 upgrade", "EAR013 error 18:11 terms"])
        let upgrade = try #require(findings.first), terms = try #require(findings.last)
        #expect(upgrade.message.contains("inside accessible element 'card'"))
        #expect(terms.message.contains("left out of the order of 'links'"))
        // The card is heard in the button's place; what is left out of the order says nothing.
        #expect(upgrade.speech == "Plan, Premium" && terms.speech == nil)
    }

    @Test func anElementShownByActivationIsReachable() {
        // `extra` is hidden when the screen opens (not a candidate) and reachable after `more`;
        // once the other two are fixed nothing is left.
        let fixed = Self.unreachable
            .replacingOccurrences(of: "accessible: true", with: "accessible: false")
            .replacingOccurrences(of: "order: [help]", with: "order: [help, terms]")
        #expect(auditB(fixed, rules: ["EAR013"]).isEmpty)
    }

    /// A modal shown from the start: what lies outside it is reached only once it closes.
    static let startModal = """
        earshot: 1
        screen:
          id: s
          size: [390, 844]
          elements:
            - {id: title, label: Inbox, traits: [header], frame: [16, 50, 358, 40]}
            - {id: compose, label: Compose, traits: [button], frame: [16, 100, 358, 44]}
            - id: welcome
              container: semanticGroup
              modal: true
              frame: [20, 300, 350, 200]
              children:
                - {id: hello, label: Welcome to Mail, frame: [40, 320, 310, 40]}
                - {id: start, label: Start, traits: [button], frame: [40, 420, 310, 44], on-activate: [{hide: welcome}]}
        """

    @Test func reachableOnlyAfterClosingAModalIsNotUnreachable() {
        #expect(auditB(Self.startModal, rules: ["EAR013"]).isEmpty)
    }

    @Test func behindAModalThatNeverCloses() throws {
        let trap = Self.startModal.replacingOccurrences(of: ", on-activate: [{hide: welcome}]", with: "")
        let findings = auditB(trap, rules: ["EAR013"])
        #expect(findings.map(\.brief) == ["EAR013 error 6:7 title", "EAR013 error 7:7 compose"])
        #expect(findings.allSatisfy { $0.message.contains("behind modal 'welcome'") })
        #expect(findings.last?.speech == "Compose. Button.")
    }

    @Test func aSearchStoppedByItsBudgetClaimsNothingForSure() throws {
        // Two states are too few to find the way out of the modal: the verdict is a note.
        let findings = auditB(Self.startModal, rules: ["EAR013"], budget: 2)
        #expect(findings.map(\.brief) == ["EAR013 note 6:7 title", "EAR013 note 7:7 compose"])
        #expect(findings.allSatisfy { $0.message.contains("search budget") && $0.message.contains("may be") })
    }

    // MARK: EAR014 modal-trap

    static let modalTrap = """
        earshot: 1
        screen:
          id: s
          size: [390, 844]
          elements:
            - {id: title, label: Photos, traits: [header], frame: [16, 50, 358, 40]}
            - {id: delete, label: Delete, traits: [button], frame: [16, 100, 358, 44], on-activate: [{show: confirm}]}
            - id: confirm
              container: semanticGroup
              modal: true
              hidden: true
              frame: [20, 300, 350, 200]
              children:
                - {id: ask, label: Delete this photo?, frame: [40, 320, 310, 40]}
                - {id: ok, label: Delete photo, traits: [button], frame: [40, 420, 310, 44], on-activate: [{announce: Deleted}]}
                - {id: later, label: Later, traits: [button, notEnabled], frame: [40, 470, 310, 44], on-activate: [{hide: confirm}]}
        """

    @Test func aModalWithNoWayOut() throws {
        let findings = auditB(Self.modalTrap, rules: ["EAR014"])
        #expect(findings.map(\.brief) == ["EAR014 error 8:7 confirm"])
        #expect(findings.first?.message.contains("no way out") == true)
        // A container is not a focus stop: nothing is said on it.
        #expect(findings.first?.speech == nil)
    }

    @Test(arguments: [
        // An escape that hides it.
        ("      frame: [20, 300, 350, 200]", "      frame: [20, 300, 350, 200]\n      on-escape: [{hide: confirm}]"),
        // A button in it that hides it.
        ("on-activate: [{announce: Deleted}]", "on-activate: [{announce: Deleted}, {hide: confirm}]"),
        // The dimmed button enabled.
        ("traits: [button, notEnabled]", "traits: [button]"),
        // A button that goes back.
        ("on-activate: [{announce: Deleted}]", "on-activate: [back]"),
    ])
    func aWayOutFixesIt(_ change: (String, String)) {
        let fixed = Self.modalTrap.replacingOccurrences(of: change.0, with: change.1)
        #expect(fixed != Self.modalTrap)
        #expect(auditB(fixed, rules: ["EAR014"]).isEmpty)
    }

    @Test func anEscapeThatOnlyAnnouncesIsNoWayOut() {
        let yaml = Self.modalTrap.replacingOccurrences(
            of: "      frame: [20, 300, 350, 200]", with: "      frame: [20, 300, 350, 200]\n      on-escape: [{announce: Still here}]")
        #expect(auditB(yaml, rules: ["EAR014"]).map(\.brief) == ["EAR014 error 8:7 confirm"])
    }

    /// The modal inside a sheet: escape runs the nearest `on-escape` from focus up, and only that.
    static func nestedModal(modalEscape: String?, sheetEscape: String) -> String {
        """
        earshot: 1
        screen:
          id: s
          size: [390, 844]
          elements:
            - {id: title, label: Photos, traits: [header], frame: [16, 50, 358, 40]}
            - id: sheet
              container: semanticGroup
              on-escape: [\(sheetEscape)]
              children:
                - id: confirm
                  container: semanticGroup
                  modal: true
        \(modalEscape.map { "          on-escape: [\($0)]\n" } ?? "")\
                  children:
                    - {id: ok, label: Delete photo, traits: [button], frame: [40, 420, 310, 44]}
        """
    }

    @Test func anEscapeOnAContainerAroundTheModalIsAWayOut() {
        #expect(auditB(Self.nestedModal(modalEscape: nil, sheetEscape: "{hide: sheet}"), rules: ["EAR014"]).isEmpty)
    }

    @Test func aNearerEscapeThatStaysShadowsTheWayOut() {
        let yaml = Self.nestedModal(modalEscape: "{announce: Choose one}", sheetEscape: "{hide: sheet}")
        #expect(auditB(yaml, rules: ["EAR014"]).map(\.brief) == ["EAR014 error 11:11 confirm"])
    }

    // MARK: EAR015 dead-rotor

    static let rotors = """
        earshot: 1
        screens:
          - id: s
            size: [390, 844]
            rotors:
              - {name: Parks, items: [alamo, corona, dolores, golden]}
              - {name: Stores, match: {tags: [store]}}
            elements:
              - {id: title, label: Parks, traits: [header], frame: [16, 50, 358, 40]}
              - {id: alamo, label: Alamo Square, tags: [park], frame: [16, 100, 358, 44]}
              - {id: corona, label: Corona Heights, hidden: true, tags: [park], frame: [16, 150, 358, 44]}
              - id: card
                label: Featured
                accessible: true
                frame: [16, 200, 358, 88]
                children:
                  - {id: dolores, label: Dolores Park, tags: [park], frame: [16, 244, 358, 44]}
          - id: other
            elements:
              - {id: golden, label: Golden Gate Park, frame: [16, 50, 358, 44]}
        """

    @Test func deadItemsAndARotorThatFindsNothing() throws {
        let findings = auditB(Self.rotors, rules: ["EAR015"])
        #expect(findings.map(\.brief) == [
            "EAR015 error 6:9 s", "EAR015 error 6:9 s", "EAR015 error 6:9 s", "EAR015 error 7:9 s",
        ])
        // Findings at one place come in no particular order.
        let messages = findings.map(\.message).sorted()
        #expect(messages == [
            "rotor \"Parks\" item 'corona' is hidden: the rotor skips it",
            "rotor \"Parks\" item 'dolores' is inside accessible element 'card': the rotor skips it",
            "rotor \"Parks\" item 'golden' is not on this screen: the rotor skips it",
            "rotor \"Stores\" has no reachable item: nothing on the screen matches it",
        ])
        #expect(findings.last?.speech == "Store not found")
        // Items of a rotor that still has a live one: flicking skips them; nothing is said.
        #expect(findings.dropLast().allSatisfy { $0.speech == nil })
    }

    @Test func aListWithEveryItemDeadIsOneFinding() throws {
        let yaml = Self.rotors.replacingOccurrences(of: "items: [alamo, corona, dolores, golden]",
                                                    with: "items: [corona, golden]")
        let findings = auditB(yaml, rules: ["EAR015"]).filter { $0.line == 6 }
        #expect(findings.map(\.brief) == ["EAR015 error 6:9 s"])
        #expect(findings.first?.message == "rotor \"Parks\" has no reachable item: 'corona' is hidden; 'golden' is not on this screen")
        #expect(findings.first?.speech == "Park not found")
    }

    @Test func liveItemsFixIt() {
        let fixed = Self.rotors
            .replacingOccurrences(of: "items: [alamo, corona, dolores, golden]", with: "items: [alamo, dolores]")
            .replacingOccurrences(of: "accessible: true", with: "accessible: false")
            .replacingOccurrences(of: "tags: [park], frame: [16, 100", with: "tags: [park, store], frame: [16, 100")
        #expect(auditB(fixed, rules: ["EAR015"]).isEmpty)
    }

    @Test func anElementRotorIsReportedOnItsElement() throws {
        let findings = auditB("""
            earshot: 1
            screen:
              id: s
              size: [390, 844]
              elements:
                - {id: title, label: Notes, traits: [header], frame: [16, 50, 358, 40]}
                - id: note
                  label: Shopping
                  text: [Milk, Eggs]
                  frame: [16, 100, 358, 88]
                  rotors: [{name: Alerts, mark: alert}]
            """, rules: ["EAR015"])
        #expect(findings.map(\.brief) == ["EAR015 error 11:16 note"])
        #expect(findings.first?.message.contains("no line on the screen is marked 'alert'") == true)
        #expect(findings.first?.speech == "Alert not found")
    }

    // MARK: EAR016 target-size

    static let targets = """
        earshot: 1
        screen:
          id: s
          size: [390, 844]
          elements:
            - {id: title, label: Player, traits: [header], frame: [16, 50, 200, 20]}
            - {id: play, label: Play, traits: [button], frame: [16, 100, 30, 44]}
            - {id: info, label: Info, frame: [60, 100, 20, 44], on-activate: [{announce: Version 2}]}
            - {id: volume, label: Volume, traits: [adjustable], frame: [100, 100, 200, 44], adjustable: {kind: slider, min: 0, max: 10, value: 5}}
        """

    @Test func smallTargetsWarnAndTinyOnesAreErrors() throws {
        let findings = auditB(Self.targets, rules: ["EAR016"])
        #expect(findings.map(\.brief) == ["EAR016 warning 7:7 play", "EAR016 error 8:7 info"])
        #expect(findings.first?.message.contains("30×44 pt, smaller than 44×44 pt") == true)
        #expect(findings.last?.message.contains("20×44 pt, smaller than 24×24 pt") == true)
        #expect(findings.map(\.speech) == ["Play. Button.", "Info"])
    }

    @Test func bigEnoughTargetsFixIt() {
        // The heading is small too, but nothing can be done with it.
        let fixed = Self.targets
            .replacingOccurrences(of: "[16, 100, 30, 44]", with: "[16, 100, 44, 44]")
            .replacingOccurrences(of: "[60, 100, 20, 44]", with: "[60, 100, 44, 44]")
        #expect(auditB(fixed, rules: ["EAR016"]).isEmpty)
    }

    // MARK: EAR017 overlapping-targets

    static let overlapping = """
        earshot: 1
        screen:
          id: s
          size: [390, 844]
          elements:
            - {id: title, label: Mail, traits: [header], frame: [16, 50, 358, 44]}
            - {id: reply, label: Reply, traits: [button], frame: [16, 100, 100, 44]}
            - {id: forward, label: Forward, traits: [button], frame: [100, 100, 100, 44]}
            - {id: archive, label: Archive, traits: [button], frame: [250, 100, 100, 44]}
            - {id: trash, label: Trash, traits: [button], frame: [250, 100, 100, 44]}
            - {id: caption, label: Three unread, frame: [16, 100, 100, 44]}
        """

    @Test func overlappingAndCoincidingTargetsOnEachOfThePair() throws {
        let findings = auditB(Self.overlapping, rules: ["EAR017"])
        #expect(findings.map(\.brief) == [
            "EAR017 warning 7:7 reply", "EAR017 warning 8:7 forward",
            "EAR017 warning 9:7 archive", "EAR017 warning 10:7 trash",
        ])
        let byElement = Dictionary(uniqueKeysWithValues: findings.map { ($0.element ?? "", $0) })
        #expect(byElement["reply"]?.message.contains("overlaps 'forward'") == true)
        #expect(byElement["forward"]?.message.contains("overlaps 'reply'") == true)
        #expect(byElement["archive"]?.message.contains("same frame as 'trash'") == true)
        #expect(byElement["trash"]?.message.contains("same frame as 'archive'") == true)
        #expect(byElement["trash"]?.speech == "Trash. Button.")
    }

    @Test func separateFramesFixIt() {
        // Touching edges do not overlap; the caption is not a target.
        let fixed = Self.overlapping
            .replacingOccurrences(of: "[100, 100, 100, 44]", with: "[116, 100, 100, 44]")
            .replacingOccurrences(of: "id: trash, label: Trash, traits: [button], frame: [250, 100, 100, 44]",
                                  with: "id: trash, label: Trash, traits: [button], frame: [250, 144, 100, 44]")
        #expect(auditB(fixed, rules: ["EAR017"]).isEmpty)
    }

    // MARK: EAR018 verbose-stop

    static let verbose = """
        earshot: 1
        screen:
          id: s
          size: [390, 844]
          elements:
            - {id: title, label: Order, traits: [header], frame: [16, 50, 358, 40]}
            - id: buy
              label: Buy now and get free shipping on every order over fifty dollars this week only while stocks last in every store
              traits: [button]
              frame: [16, 100, 358, 44]
        """

    @Test func aDescriptionLongerThanFiveSeconds() throws {
        let findings = auditB(Self.verbose, rules: ["EAR018"])
        #expect(findings.map(\.brief) == ["EAR018 note 7:7 buy"])
        // 21 words of label and "Button.", a quarter second each.
        #expect(findings.first?.message.contains("5.5 s") == true)
        #expect(findings.first?.speech
                == "Buy now and get free shipping on every order over fifty dollars this week only while stocks last in every store. Button.")
    }

    @Test func detailMovedToTheHintFixesIt() {
        // Hints are not part of the description: a listener moves on before them (this hint
        // and the description together would take 5.5 s).
        let fixed = Self.verbose.replacingOccurrences(
            of: "label: Buy now and get free shipping on every order over fifty dollars this week only while stocks last in every store",
            with: "label: Buy now\n      hint: Free shipping on every order over fifty dollars this week only while stocks last in every store near you.")
        #expect(auditB(fixed, rules: ["EAR018"]).isEmpty)
    }

    // MARK: EAR019 deep-element

    /// Fifty rows and nothing to jump by: only swipes, `first` and `last`.
    static func longList(headingsEvery: Int? = nil) -> String {
        var yaml = """
            earshot: 1
            screen:
              id: s
              size: [390, 2600]
              elements:

            """
        for r in 0..<50 {
            let header = headingsEvery.map { r % $0 == 0 } ?? false ? ", traits: [header]" : ""
            yaml += "    - {id: r\(r), label: Row \(r)\(header), frame: [0, \(r * 50), 390, 44]}\n"
        }
        return yaml
    }

    @Test func deepInALongList() throws {
        let findings = auditB(Self.longList(), rules: ["EAR019"])
        // Row k costs min(k swipes right, `last` and 49 - k swipes left): more than 20 for k in 21…29.
        #expect(findings.map(\.element) == (21...29).map { "r\($0)" })
        #expect(findings.map(\.severity) == Array(repeating: .note, count: 9))
        #expect(findings.first.map { "\($0.line):\($0.column)" } == "27:7")
        #expect(findings.allSatisfy { $0.message.contains("more than 20 gestures away") })
        #expect(findings.first?.speech == "Row 21")
    }

    @Test func headingsBringEveryRowClose() {
        #expect(auditB(Self.longList(headingsEvery: 10), rules: ["EAR019"]).isEmpty)
    }

    @Test func listeningTimeAloneCanMakeAnElementDeep() throws {
        // Six rows of 49 words, 12.25 s each. From r0: r1 is `next` (12.25 s), r2 `next x2`
        // (24.5 s), r5 `last`, r4 `last previous` (24.5 s); r3 is three rows away either way:
        // 36.75 s, though only 3 gestures.
        var yaml = """
            earshot: 1
            screen:
              id: s
              size: [390, 844]
              elements:

            """
        let words = Array(repeating: "word", count: 49).joined(separator: " ")
        for r in 0..<6 { yaml += "    - {id: r\(r), label: \(words), frame: [0, \(r * 50), 390, 44]}\n" }
        let findings = auditB(yaml, rules: ["EAR019"])
        #expect(findings.map(\.element) == ["r3"])
        #expect(findings.first?.message.contains("3 gestures away but more than 30 s of listening") == true)
    }

    // MARK: EAR020 hidden-content

    static let hidden = """
        earshot: 1
        screen:
          id: s
          size: [390, 844]
          elements:
            - {id: title, label: Gallery, traits: [header], frame: [16, 50, 358, 40]}
            - {id: hero, traits: [image], accessible: false, frame: [16, 100, 358, 200]}
            - id: badges
              frame: [16, 320, 358, 44]
              children:
                - {id: badge-1, traits: [image], accessible: false, frame: [16, 320, 44, 44]}
                - {id: badge-2, traits: [image], accessible: false, frame: [70, 320, 44, 44]}
            - {id: divider, accessible: false, frame: [16, 380, 358, 1]}
        """

    @Test func silentImagesAndGroups() throws {
        let findings = auditB(Self.hidden, rules: ["EAR020"])
        // The group stands for its images; a plain divider is not content.
        #expect(findings.map(\.brief) == ["EAR020 warning 7:7 hero", "EAR020 warning 8:7 badges"])
        #expect(findings.first?.message.contains("image that VoiceOver never speaks") == true)
        #expect(findings.last?.message.contains("group of 2 elements") == true)
        #expect(findings.allSatisfy { $0.speech == nil })
    }

    @Test func labelsAccessibilityOrAnElementOverItFixIt() {
        let fixed = Self.hidden
            .replacingOccurrences(of: "{id: hero, traits: [image], accessible: false,",
                                  with: "{id: hero, label: A red barn at dusk, traits: [image],")
            .replacingOccurrences(of: "      frame: [16, 320, 358, 44]\n",
                                  with: "      frame: [16, 320, 358, 44]\n      label: Two badges\n      accessible: true\n")
        #expect(auditB(fixed, rules: ["EAR020"]).isEmpty)
        // An accessible element over the image speaks for it.
        let covered = Self.hidden.replacingOccurrences(
            of: "- {id: divider, accessible: false, frame: [16, 380, 358, 1]}",
            with: "- {id: caption, label: A red barn, frame: [16, 250, 358, 44]}\n    - {id: rating, label: Two badges, frame: [16, 320, 358, 44]}")
        #expect(auditB(covered, rules: ["EAR020"]).isEmpty)
    }

    @Test func anImageInsideAnAccessibleElementIsSpokenByIt() {
        let yaml = Self.hidden.replacingOccurrences(of: "      frame: [16, 320, 358, 44]\n",
                                                    with: "      frame: [16, 400, 358, 44]\n      label: Badges\n      accessible: true\n")
        #expect(auditB(yaml, rules: ["EAR020"]).map(\.brief) == ["EAR020 warning 7:7 hero"])
    }
}
