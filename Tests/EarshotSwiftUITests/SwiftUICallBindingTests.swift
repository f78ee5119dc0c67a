import EarshotModel
import Testing
@testable import EarshotSwiftUI

/// Calls bound as Swift binds them, for views and functions alike: defaulted parameters
/// anywhere, unlabelled after labelled, several trailing closures, overloads by labels and
/// arity, convenience initializers calling `self.init`.
@Suite struct SwiftUICallBindingTests {
    /// The labels of the screen `V` in `source`.
    func labels(_ source: String) -> [String?] { elements(swiftUI("import SwiftUI\n" + source + "\n#Preview { V() }\n")).map(\.label) }

    @Test func defaultedParameterBeforeAnUnlabelledOne() {
        let source = """
            struct Row: View {
                let label: String
                let showArrow: Bool
                init(showArrow: Bool = false, _ label: String) { self.label = label; self.showArrow = showArrow }
                var body: some View { Text(showArrow ? label + " ›" : label) }
            }
            struct V: View { var body: some View { Row("Hi"); Row(showArrow: true, "More") } }
            """
        #expect(labels(source) == ["Hi", "More ›"])
    }

    @Test func unlabelledAfterLabelledAndDefaultsBetween() {
        let source = """
            func tag(prefix: String = "#", _ word: String, count: Int = 1, _ suffix: String = "") -> String {
                prefix + word + String(repeating: "!", count: count) + suffix
            }
            struct V: View { var body: some View { Text(tag("swift")); Text(tag(prefix: "@", "ada", count: 2, "?")) } }
            """
        #expect(labels(source) == ["#swift!", "@ada!!?"])
    }

    @Test func severalTrailingClosures() {
        let source = """
            struct Card<Header: View, Content: View>: View {
                var title = "Card"
                @ViewBuilder var header: () -> Header
                @ViewBuilder var content: () -> Content
                var body: some View { VStack { header(); Text(title); content() } }
            }
            struct V: View {
                var body: some View {
                    Card { Text("Top") } content: { Text("Body") }
                    Card(title: "Second") { Text("A") } content: { Text("B") }
                }
            }
            """
        #expect(labels(source) == ["Top", "Card", "Body", "A", "Second", "B"])
    }

    @Test func overloadsByLabelsAndArity() {
        let source = """
            struct Badge: View {
                let text: String
                init(_ count: Int) { text = "\\(count) new" }
                init(_ count: Int, of total: Int) { text = "\\(count) of \\(total)" }
                init(label: String) { text = label }
                var body: some View { Text(text) }
            }
            enum Say {
                static func it(_ s: String) -> String { s }
                static func it(_ s: String, times: Int) -> String { String(repeating: s, count: times) }
            }
            struct V: View {
                var body: some View {
                    Badge(3); Badge(2, of: 5); Badge(label: "Sale")
                    Text(Say.it("ho", times: 3))
                }
            }
            """
        #expect(labels(source) == ["3 new", "2 of 5", "Sale", "hohoho"])
    }

    /// A view's own helper function: its defaults are worked out, not said as their names.
    @Test func viewFunctionDefaults() {
        let source = """
            struct V: View {
                var body: some View { List { row("Wi-Fi"); row("Bluetooth", detail: "Off") } }
                func row(_ title: String, detail: String = "On") -> some View { Text(title + ": " + detail) }
            }
            """
        #expect(labels(source) == ["Wi-Fi: On", "Bluetooth: Off"])
    }

    @Test func convenienceInitializerCallsSelfInit() {
        let source = """
            struct Greeting: View {
                let name: String
                let polite: Bool
                init(name: String, polite: Bool) { self.name = name; self.polite = polite }
                init(guest: Bool) { self.init(name: guest ? "Guest" : "Member", polite: true) }
                var body: some View { Text(polite ? "Welcome, \\(name)" : name) }
            }
            struct V: View { var body: some View { Greeting(guest: true) } }
            """
        #expect(labels(source) == ["Welcome, Guest"])
    }
}
