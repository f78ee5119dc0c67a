import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR004 duplicate-name: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension DuplicateName: AuditRuleCheck {
    package static let rule = AuditRule(
        .duplicateName, "duplicate-name", .warning,
        summary: "Two actionable stops on a screen say the same thing but do different things.",
        help: "The listener cannot tell them apart. Make each name say what it does (\"Delete message\", \"Delete draft\").",
        anchors: "ATF DuplicateSpeakableText; WCAG 2.4.6",
        details: #"""
            Two actionable stops say the same name with the same role (case and punctuation aside) but do
            different things when activated. A listener who swipes to the second "Delete" cannot tell it
            from the first; in the rotor's Buttons list they are identical. The finding is reported on each
            element of the pair, naming the other. Stops that do the same thing (two "Close" buttons that
            both go back) pass, as do a modal dialog's buttons against the screen behind it, since the two
            are never heard together. What an element does is read from its `on-activate` and custom
            actions, so elements with none described are taken to do the same.
            """#,
        bad: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - {id: title, label: Inbox, traits: [header], frame: [16, 50, 358, 40]}
            - {id: message, label: Lunch on Friday?, frame: [16, 100, 300, 44]}
            - {id: delete-message, label: Delete, traits: [button], frame: [316, 100, 58, 44], on-activate: [{hide: message}, {announce: Message deleted}]}
            - {id: draft, label: Draft to Sam, frame: [16, 150, 300, 44]}
            - {id: delete-draft, label: Delete, traits: [button], frame: [316, 150, 58, 44], on-activate: [{hide: draft}, {announce: Draft deleted}]}
            """#,
            after: #"""
            VoiceOver says: "Inbox. Heading.", "Lunch on Friday?", "Delete. Button.", "Draft to Sam", "Delete. Button."
            """#),
        fixed: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - {id: title, label: Inbox, traits: [header], frame: [16, 50, 358, 40]}
            - {id: message, label: Lunch on Friday?, frame: [16, 100, 300, 44]}
            - {id: delete-message, label: Delete message, traits: [button], frame: [316, 100, 58, 44], on-activate: [{hide: message}, {announce: Message deleted}]}
            - {id: draft, label: Draft to Sam, frame: [16, 150, 300, 44]}
            - {id: delete-draft, label: Delete draft, traits: [button], frame: [316, 150, 58, 44], on-activate: [{hide: draft}, {announce: Draft deleted}]}
            """#,
            after: #"""
            VoiceOver says: "Inbox. Heading.", "Lunch on Friday?", "Delete message. Button.", "Draft to Sam", "Delete draft. Button."
            """#),
        androidHelp: "TalkBack says the same on each, and a dump does not show what each does: give each a content description that tells them apart (\"Like: Penn State votes\", \"Like: Big Ten recognition\").")
}
