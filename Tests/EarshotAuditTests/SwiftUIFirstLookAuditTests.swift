import Testing
@testable import EarshotAudit

/// What a VoiceOver user meets when a SwiftUI screen first appears, as real apps write it: a
/// view no one can see is not heard, and a value the reader cannot know is not an empty label.
@Suite struct SwiftUIFirstLookAuditTests {
    static func brief(_ findings: [AuditFinding]) -> [String] { findings.map { "\($0.rule.rawValue) \($0.line) \($0.element ?? "-")" } }

    /// A list row made tappable by a link behind it (hidden with `.opacity(0)`, so the row shows
    /// no chevron) and a "Copied" toast that shows only after a long press.
    static func chores(linkShown: Bool, copied: Bool) -> (path: String, text: String) {
        (path: "App/ChoresView.swift", text: """
            import SwiftUI
            struct ChoresView: View {
                @State private var copied = \(copied)
                var body: some View {
                    NavigationStack {
                        List {
                            HStack { Text("Walk the dog") }
                                .background(NavigationLink(destination: Text("Detail")) { EmptyView() }\(linkShown ? "" : ".opacity(0)"))
                            Text("Version 2.1")
                                .onLongPressGesture { copied = true }
                                .overlay { Text("Copied").opacity(copied ? 1 : 0) }
                        }
                        .navigationTitle("Chores")
                    }
                }
            }
            """)
    }

    @Test func aViewNoOneCanSeeIsNotHeard() {
        let found = auditSwiftUI(Self.chores(linkShown: false, copied: false), rules: ["EAR001", "EAR021"])
        #expect(Self.brief(found) == ["EAR021 9 version-2.1"])
    }

    @Test func theSameViewsSeenAreHeard() {
        let found = auditSwiftUI(Self.chores(linkShown: true, copied: true), rules: ["EAR001", "EAR021"])
        #expect(Self.brief(found) == ["EAR001 8 navigation-link", "EAR021 9 version-2.1", "EAR021 11 copied"])
    }

    /// A notice whose words come from the app's model; its preview builds the model with blank
    /// sample fields. What the app shows there is not known, not nothing.
    static func notice(_ made: String, preview: String) -> (path: String, text: String) {
        (path: "App/NoticeView.swift", text: """
            import SwiftUI
            struct Notice { var title: String; var action: String }
            struct NoticeView: View {
                \(made)
                var body: some View {
                    VStack {
                        Text(notice.title)
                        Button { } label: { Text(notice.action) }
                    }
                }
            }
            #Preview { \(preview) }
            """)
    }

    @Test func aPreviewsBlankSampleIsNoEmptyLabel() {
        let found = auditSwiftUI(Self.notice("let notice: Notice", preview: "NoticeView(notice: Notice(title: \"\", action: \"\"))"), rules: ["EAR001"])
        #expect(found.isEmpty)
    }

    @Test func aBlankTheAppsOwnCodeGivesIsAnEmptyLabel() {
        let found = auditSwiftUI(Self.notice("let notice = Notice(title: \"Update ready\", action: \"\")", preview: "NoticeView()"), rules: ["EAR001"])
        #expect(Self.brief(found) == ["EAR001 8 button"])
    }

    /// A sheet that shows a message in an editor to select from, and a note the user writes.
    static func editor(_ text: String) -> (path: String, text: String) {
        (path: "App/MessageSheet.swift", text: """
            import SwiftUI
            struct Message { var body: String }
            struct MessageSheet: View {
                var message: Message
                @State private var draft = ""
                var body: some View {
                    VStack {
                        Text("Select text")
                        TextEditor(text: \(text))
                    }
                }
            }
            """)
    }

    @Test func anEditorHoldingWordsNotKnownIsNoEmptyOne() {
        let found = auditSwiftUI(Self.editor(".constant(message.body)"), rules: ["EAR001"])
        #expect(found.map { "\($0.rule.rawValue) \($0.severity.rawValue) \($0.line)" } == ["EAR001 note 9"])
        #expect(found.first?.speech == "⟨body⟩. Text Field.")
    }

    @Test func anEditorTheCodeStartsEmptyIsOne() {
        let found = auditSwiftUI(Self.editor("$draft"), rules: ["EAR001"])
        #expect(found.map { "\($0.rule.rawValue) \($0.severity.rawValue) \($0.line)" } == ["EAR001 error 9"])
    }

    /// A wheel of cooking times: its options written out, made by a `ForEach` of a stride, or of
    /// a store's list the reader cannot see.
    static func wheel(_ options: String) -> (path: String, text: String) {
        (path: "App/CookTime.swift", text: """
            import SwiftUI
            struct Durations { var minutes: [Int] }
            struct CookTime: View {
                @State private var minutes = 0
                var store: Durations
                var body: some View {
                    Picker("Cook time", selection: $minutes) {
                        \(options)
                    }
                    .pickerStyle(.wheel)
                }
            }
            """)
    }

    static func ear009(_ found: [AuditFinding]) -> [String] { found.map { "\($0.rule.rawValue) \($0.severity.rawValue) \($0.line)" } }

    @Test func aWheelOfAStridesNumbersHasThemAll() {
        let found = auditSwiftUI(Self.wheel("ForEach(Array(stride(from: 0, to: 601, by: 5)), id: \\.self) { m in Text(\"\\(m) mins\").tag(m) }"),
                                 rules: ["EAR009"])
        #expect(found.isEmpty)
    }

    @Test func aWheelOfDataNotKnownIsNoOneOptionWheel() {
        let found = auditSwiftUI(Self.wheel("ForEach(store.minutes, id: \\.self) { m in Text(\"\\(m) mins\").tag(m) }"), rules: ["EAR009"])
        #expect(Self.ear009(found) == ["EAR009 note 7"])
    }

    @Test func aWheelTheCodeGivesOneOptionChangesNothing() {
        let found = auditSwiftUI(Self.wheel("Text(\"5 mins\").tag(5)"), rules: ["EAR009"])
        #expect(Self.ear009(found) == ["EAR009 error 7"])
    }

    /// A help line from the app's String Catalog, with a Markdown link in it.
    static let helpCatalog = #"{"sourceLanguage":"en","strings":{"pathHelp":{"localizations":{"en":{"stringUnit":{"value":"See [the guide](https://example.com/help#paths_and_names)."}}}}}}"#

    static func help(_ text: String) -> (path: String, text: String) {
        (path: "App/PathHelp.swift", text: """
            import SwiftUI
            struct PathHelp: View {
                var body: some View { Form { \(text) } }
            }
            """)
    }

    @Test func aCatalogsMarkdownIsReadAsTextShowsIt() {
        let found = auditSwiftUI(Self.help("Text(.help(.pathHelp))"), tables: ["App/Help.xcstrings": Self.helpCatalog], rules: ["EAR003"])
        #expect(found.isEmpty)
    }

    @Test func theSameWordsShownVerbatimShowTheirMarkdown() {
        let found = auditSwiftUI(Self.help("Text(verbatim: String(localized: .help(.pathHelp)))"), tables: ["App/Help.xcstrings": Self.helpCatalog],
                                 rules: ["EAR003"])
        #expect(Self.brief(found) == ["EAR003 3 see-the-guide-https-example.com-help-pat"])
    }

    /// An alert's buttons close it and focus goes back to the button that opened it, and the
    /// button that opens it moves focus into it: each change is heard (the system's own pattern).
    /// A change nothing is heard for is flagged (`AuditRulesARoleTests`).
    @Test func alertButtonsAreHeardClosingTheirAlert() {
        let screen = (path: "App/AccountView.swift", text: """
            import SwiftUI
            struct AccountView: View {
                @State private var confirming = false
                var body: some View {
                    VStack {
                        Text("Account").font(.title).accessibilityAddTraits(.isHeader)
                        Button("Delete account", role: .destructive) { confirming = true }
                    }
                    .alert("Delete account?", isPresented: $confirming) {
                        Button("Delete", role: .destructive) { }
                        Button("Cancel", role: .cancel) { }
                    } message: {
                        Text("This cannot be undone.")
                    }
                }
            }
            """)
        #expect(auditSwiftUI(screen, rules: ["EAR008"]).isEmpty)
    }
}
