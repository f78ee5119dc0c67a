import EarshotLoader
import EarshotModel
import EarshotNarration
import Testing
@testable import EarshotAudit

/// A finding's words are the reader's, whichever screen it is heard on: an Android screen heard
/// with VoiceOver is in an iPhone app's terms, an iPhone screen heard with TalkBack in Android's.
@Suite struct ReaderTermsTests {
    func messages(_ elements: String, rules: Set<AuditRuleID>, reader: any ScreenReader) throws -> [String] {
        let yaml = "earshot: 1\nscreen:\n  id: s\n  elements:\n" + elements
        let layout = try LayoutLoader().load(bytes: Array(yaml.utf8), path: "s.yaml").get()
        var options = Audit.Options(rules: rules)
        options.reader = reader
        return Audit.run(Workspace(root: layout), options: options, length: { _ in 0.1 }).map(\.message)
    }

    static let android = """
            - {id: more, role: image-button, frame: [300, 100, 48, 48]}
            - {id: play, label: Play button, role: button, frame: [16, 200, 358, 48]}

        """
    static let iPhone = """
            - {id: more, traits: [button], frame: [300, 100, 48, 48]}
            - {id: play, label: Play button, traits: [button], frame: [16, 200, 358, 48]}
            - id: card
              label: Plan, Premium
              accessible: true
              frame: [16, 300, 358, 100]
              children:
                - {id: upgrade, label: Upgrade, traits: [button], frame: [200, 350, 150, 44]}
            - {id: hero, traits: [image], accessible: false, frame: [16, 450, 358, 200]}

        """
    static let rules: Set<AuditRuleID> = [.labelMissing, .labelRepeatsTrait, .unreachable, .hiddenContent]

    @Test func anAndroidScreenHeardWithVoiceOverIsInAnIPhoneAppsTerms() throws {
        #expect(try messages(Self.android, rules: Self.rules, reader: .talkback) == [
            "has no content description or text", "label repeats its role word \"button\"",
        ])
        #expect(try messages(Self.android, rules: Self.rules, reader: .voiceover) == [
            "speaks no label or value", "label repeats its trait word \"button\"",
        ])
    }

    @Test func anIPhoneScreenHeardWithTalkBackIsInAndroidsTerms() throws {
        let talkBack = try messages(Self.iPhone, rules: Self.rules, reader: .talkback)
        #expect(talkBack.sorted() == [
            "has no content description or text", "image that TalkBack never speaks: not accessible, no label, nothing accessible over it",
            "label repeats its role word \"button\"", "never focused: inside accessible element 'card', which TalkBack reads as one stop",
        ], "\(talkBack)")
        let voiceOver = try messages(Self.iPhone, rules: Self.rules, reader: .voiceover)
        #expect(voiceOver.sorted() == [
            "image that VoiceOver never speaks: not accessible, no label, nothing accessible over it",
            "label repeats its trait word \"button\"", "never focused: inside accessible element 'card', which VoiceOver reads as one stop",
            "speaks no label or value",
        ], "\(voiceOver)")
    }
}
