import EarshotModel
import Testing
@testable import EarshotSwiftUI

/// Screens real apps wrote that came out silent or spoke a key (found by `earshot-bench corpus`),
/// each reproduced in code of our own: a branch that says nothing, views in overlays, content
/// passed by name, a type's static view, keys joined or with arguments inside them.
@Suite struct SwiftUIShownContentTests {
    func labels(_ source: String) -> [String?] {
        elements(swiftUI(source)).filter(\.accessible).map(\.label)
    }

    @Test func aBranchThatSaysNothingGivesWayToOneThatDoes() {
        let source = """
            import SwiftUI
            struct AccountBadge: View {
                let compact: Bool
                let name: String
                var body: some View {
                    Group {
                        if compact { self.avatarOnly } else { self.nameRow }
                    }
                }
                var avatarOnly: some View {
                    HStack { Image(decorative: "avatar") }
                }
                var nameRow: some View {
                    Button { } label: { Text("Signed in as Ada") }
                }
            }
            """
        #expect(labels(source) == ["Signed in as Ada"])
        // Both branches silent: the screen is empty, and no element of either is left behind.
        let silent = source.replacingOccurrences(of: #"Button { } label: { Text("Signed in as Ada") }"#, with: #"Image(decorative: "x")"#)
        #expect(labels(silent) == [])
    }

    @Test func viewsInOverlaysAndBackgroundsAreRead() {
        let source = view("""
            Image(decorative: "cover")
                .overlay(alignment: .topTrailing) {
                    Button("Close") { }
                }
                .background(Color.gray)
                .overlay(Text("New"))
            Rectangle().background { Image(.mountainLake) }
            """)
        #expect(labels(source) == ["Close", "New", "⟨mountain lake⟩"])
        let lake = elements(swiftUI(source)).first { $0.label == "⟨mountain lake⟩" }
        #expect(lake?.placeholder == true && lake?.traits == .image)
    }

    @Test func contentPassedByNameToAStackIsShown() {
        let source = """
            import SwiftUI
            struct Adaptive<Content: View>: View {
                let content: () -> Content
                init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
                var body: some View {
                    VStack(spacing: 4, content: content)
                }
            }
            struct Tips: View {
                var body: some View {
                    Adaptive {
                        Text("Wide when there is room")
                        Text("Narrow when there is not")
                    }
                }
            }
            """
        let layout = swiftUI(source)
        var tips: [String?] = []
        layout?.screens.first { $0.id == "Tips" }?.forEachElement { if $0.accessible { tips.append($0.label) } }
        #expect(tips == ["Wide when there is room", "Narrow when there is not"])
    }

    @Test func aTypesStaticViewIsNotAModifier() {
        let found = labels(view("ContentUnavailableView.search(text: \"kayak\")"))
        #expect(found == ["No Results for “kayak”", "Check the spelling or try a new search."])
        let unknown = elements(swiftUI(view("ContentUnavailableView.search(text: query)", extra: "let query: String")))
        #expect(unknown.first?.label == "No Results for “⟨query⟩”" && unknown.first?.placeholder == true)
    }

    @Test func keysJoinedOrWithArgumentsInsideAreWords() {
        let source = view("""
            Text(name) + Text(" ") + Text("status.row.was-boosted")
            Label("timeline.\\(server)-is-valid", systemImage: "checkmark.seal")
            Text("account.followers \\(count)")
            """, extra: "let name = \"Ada\"\nlet server: String\nlet count = 3")
        #expect(labels(source) == ["Ada ⟨status row was boosted⟩", "⟨timeline⟩ ⟨server⟩ ⟨is valid⟩", "⟨account followers⟩ 3"])
        let marked = elements(swiftUI(source)).filter(\.accessible).map(\.placeholder)
        #expect(marked == [true, true, true])
    }
}
