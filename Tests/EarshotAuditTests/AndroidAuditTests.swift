import EarshotLoader
import EarshotModel
import EarshotNarration
import Testing
@testable import EarshotAudit

/// The audit on an Android screen: findings quote TalkBack, say Android's terms, and flag what
/// only Android shows (EAR023), or what a dump cannot tell apart (EAR004).
@Suite struct AndroidAuditTests {
    func findings(_ elements: String, rules: Set<AuditRuleID>? = nil, reader: (any ScreenReader)? = nil) throws -> [AuditFinding] {
        let yaml = "earshot: 1\nscreen:\n  id: s\n  elements:\n" + elements
        let layout = try LayoutLoader().load(bytes: Array(yaml.utf8), path: "s.yaml").get()
        var options = Audit.Options(rules: rules)
        options.reader = reader
        return Audit.run(Workspace(root: layout), options: options, length: { _ in 0.1 })
    }

    @Test func findingsQuoteTalkBackInAndroidTerms() throws {
        let more = "    - {id: more, role: image-button, frame: [300, 100, 48, 48]}\n"
        let found = try findings(more, rules: [.labelMissing])
        #expect(found.map(\.message) == ["has no content description or text"])
        #expect(found.first?.speech == "Unlabelled, Button" && found.first?.reader is TalkBack)
        #expect(AuditRuleID.labelMissing.rule.help(for: .talkback).hasPrefix("TalkBack says \"Unlabelled\""))
        // Heard with VoiceOver, the same screen quotes VoiceOver.
        let voiceOver = try findings(more, rules: [.labelMissing], reader: .voiceover)
        #expect(voiceOver.first?.speech == "Button. Image." && voiceOver.first?.reader is VoiceOver)
    }

    @Test func aButtonNamedByItsChildIsHeardRoleFirst() throws {
        // The rule's own bad example: a button whose words are in a text view inside it.
        let example = try #require(AuditRuleID.labelFromChild.rule.bad).layout
        let start = try #require(example.range(of: "  elements:\n"))
        let elements = String(example[start.upperBound...])
        let found = try findings(elements)
        #expect(found.map { "\($0.rule) \($0.severity) \($0.element ?? "")" } == ["EAR023 warning sign-in"], "\(found)")
        #expect(found.first?.speech == "Button, Sign in")
        // Its own text fixes it, and nothing else is flagged: the child is read in, not lost.
        let fixed = "    - {id: sign-in, role: button, label: Sign in, frame: [16, 600, 358, 48]}\n"
        #expect(try findings(fixed).isEmpty)
    }

    @Test func aClickableRowNamedByItsChildrenIsANoteAndADropDownIsLeftAlone() throws {
        let row = """
                - id: row
                  role: view
                  traits: [button]
                  accessible: true
                  frame: [0, 200, 390, 64]
                  children:
                    - {id: title, label: Frost alerts, role: text, frame: [16, 210, 200, 20]}
                    - {id: summary, label: Warn me below zero, role: text, frame: [16, 232, 200, 20]}
                - id: station
                  role: spinner
                  accessible: true
                  frame: [0, 300, 390, 64]
                  children:
                    - {id: choice, label: Jazz FM, role: text, frame: [16, 310, 200, 20]}

            """
        let found = try findings(row, rules: [.labelFromChild, .labelMissing, .unreachable])
        #expect(found.map { "\($0.rule) \($0.severity) \($0.element ?? "")" } == ["EAR023 note row"], "\(found)")
        #expect(found.first?.message.contains("(\"Frost alerts, Warn me below zero\")") == true)
    }

    @Test func stopsSaidAlikeOnAnAndroidScreenAreFlagged() throws {
        let likes = """
                - {id: like-1, label: Like, role: image-button, frame: [300, 100, 48, 48]}
                - {id: like-2, label: Like, role: image-button, frame: [300, 300, 48, 48]}

            """
        let found = try findings(likes, rules: [.duplicateName])
        #expect(found.map(\.message) == ["says the same as \"like-2\": nothing tells them apart",
                                         "says the same as \"like-1\": nothing tells them apart"])
        // On an iPhone layout the same two buttons do the same (nothing): no finding.
        let iPhone = likes.replacingOccurrences(of: "role: image-button", with: "traits: [button]")
        #expect(try findings(iPhone, rules: [.duplicateName]).isEmpty)
    }

    @Test func noHeadingNamesTheReadingControl() throws {
        let rows = (1...3).map { "    - {id: r\($0), label: Row \($0), role: text, frame: [0, \($0 * 50), 390, 40]}\n" }.joined()
        let found = try findings(rows, rules: [.noHeading])
        #expect(found.first?.message == "3 focus stops and no heading: the Headings reading control finds nothing")
        #expect(found.first?.speech == "No next heading" && found.first?.reader is TalkBack)
    }

    /// On Android a touch goes to the innermost view: a star inside a clickable row is no
    /// overlap, two targets on one frame still are, and an iPhone layout keeps its rule.
    @Test func aTargetInsideAClickableRowIsNoOverlapOnAndroid() throws {
        let row = """
                - {id: row, label: Buy milk, role: view, traits: [button], frame: [0, 100, 390, 64]}
                - {id: star, label: Add star, role: image-button, frame: [326, 108, 48, 48]}
                - {id: twin, label: Twin, role: button, frame: [0, 300, 100, 48]}
                - {id: twin-2, label: Twin two, role: button, frame: [0, 300, 100, 48]}

            """
        #expect(try findings(row, rules: [.overlappingTargets]).map(\.element) == ["twin", "twin-2"])
        let iPhone = row.replacingOccurrences(of: "role: view, ", with: "").replacingOccurrences(of: "role: image-button", with: "traits: [button]")
            .replacingOccurrences(of: "role: button", with: "traits: [button]")
        #expect(try findings(iPhone, rules: [.overlappingTargets]).count == 4)
    }

    /// Frames an Android import wrote from pixel edges: tabs that meet at a pixel meet in dp and
    /// do not overlap; a pixel of real overlap still does.
    @Test func tabsThatMeetAtAPixelDoNotOverlap() throws {
        let tabs = """
                - {id: alerts, label: Alerts, role: view, traits: [button], frame: [246.9, 850.3, 82.2, 64]}
                - {id: profile, label: Profile, role: view, traits: [button], frame: [329.1, 850.3, 82.3, 64]}

            """
        #expect(try findings(tabs, rules: [.overlappingTargets]).isEmpty)
        // One pixel (0.4 dp at 2.625) of overlap is flagged.
        let crossing = tabs.replacingOccurrences(of: "[246.9, 850.3, 82.2, 64]", with: "[246.9, 850.3, 82.6, 64]")
        #expect(try findings(crossing, rules: [.overlappingTargets]).map(\.element) == ["alerts", "profile"])
    }

    /// A content description that is a test id or a resource name is EAR003's, once: EAR002 does
    /// not also flag the role word inside it.
    @Test func aTestIDAsContentDescriptionIsFlaggedOnce() throws {
        let ids = """
                - {id: input, label: text-input, role: edit-text, import-marks: [hint-label], frame: [16, 100, 358, 56]}
                - {id: search, label: search-button, role: image-button, frame: [16, 200, 48, 48]}
                - {id: signin, label: Sign-in, role: button, frame: [16, 300, 358, 48]}

            """
        let found = try findings(ids, rules: [.labelNotHuman, .labelRepeatsTrait])
        #expect(found.map { "\($0.rule) \($0.element ?? "")" } == ["EAR003 input", "EAR003 search"], "\(found)")
        #expect(found.first?.message == "label looks like a developer id: \"text-input\"")
    }

    /// EAR024: a field named by its content description, not one named by its hint, by a child
    /// (Compose's label), or a password field.
    @Test func aFieldNamedByItsContentDescriptionIsFlagged() throws {
        let fields = """
                - {id: email, label: Email, role: edit-text, frame: [16, 100, 358, 56]}
                - {id: name, label: Name, role: edit-text, import-marks: [hint-label], frame: [16, 200, 358, 56]}
                - id: temperature
                  label: Temperature
                  value: "0.7"
                  role: edit-text
                  import-marks: [label-from-children]
                  accessible: true
                  frame: [16, 300, 358, 56]
                  children:
                    - {id: temperature-label, label: Temperature, role: text, frame: [32, 290, 120, 20]}
                - {id: pin, label: PIN, role: edit-text, traits: [textField, secureTextField], frame: [16, 400, 358, 56]}

            """
        let found = try findings(fields, rules: [.editableDescription, .labelFromChild])
        #expect(found.map { "\($0.rule) \($0.element ?? "")" } == ["EAR024 email"], "\(found)")
        #expect(found.first?.speech == "Email, Edit box")
        // Heard with VoiceOver, an iPhone text field's label is its label: no Android rule runs on it.
        let iPhone = "    - {id: email, label: Email, traits: [textField], frame: [16, 100, 358, 56]}\n"
        #expect(try findings(iPhone, rules: [.editableDescription]).isEmpty)
    }

    /// A Compose button's role comes from an empty child, heard after the words: no EAR023.
    @Test func aComposeButtonIsNotLabelledFromItsChild() throws {
        let button = """
                - id: test
                  label: Test Connection
                  role: view
                  traits: [button]
                  import-marks: [label-from-children]
                  accessible: true
                  frame: [16, 300, 358, 48]
                  children:
                    - {id: test-text, label: Test Connection, role: text, frame: [140, 312, 110, 24]}
                    - {id: test-role, role: button, import-marks: [role-only], frame: [16, 300, 358, 48]}

            """
        let found = try findings(button)
        #expect(found.isEmpty, "\(found)")
        // Without the role child the same node is a plain clickable layout named by its child: a note.
        let plain = button.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("test-role") }.joined(separator: "\n")
        #expect(try findings(plain, rules: [.labelFromChild]).map { "\($0.rule) \($0.severity)" } == ["EAR023 note"])
    }
}
