import EarshotModel
import Testing
@testable import EarshotSwiftUI

/// The app's own code evaluated, bounded: functions (free, static, member; labels, defaults),
/// computed properties, static closures, enums (`allCases`, `enumerated()`, associated values,
/// `switch`), list methods, `String(format:)` and plurals.
@Suite struct SwiftUIAppCodeTests {
    func labels(_ source: String) -> [String?] { elements(swiftUI("import SwiftUI\n" + source)).map(\.label) }

    @Test func functionsFreeStaticAndMemberWithLabelsAndDefaults() {
        let source = """
            func greeting(for name: String, excited: Bool = false) -> String { excited ? "Hello, \\(name)!" : "Hello, \\(name)" }
            enum Format { static func minutes(_ seconds: Int, suffix: String = "min") -> String { "\\(seconds / 60) \\(suffix)" } }
            struct V: View {
                let user = "Ada"
                var body: some View {
                    Text(greeting(for: user))
                    Text(greeting(for: "Bob", excited: true))
                    Text(Format.minutes(150))
                    Text(caption(count: 2))
                }
                func caption(count: Int) -> String { count == 1 ? "1 photo" : "\\(count) photos" }
            }
            """
        #expect(labels(source) == ["Hello, Ada", "Hello, Bob!", "2 min", "2 photos"])
    }

    /// A struct nested in another, made by its memberwise initializer, its properties read.
    @Test func nestedTypeMadeAndRead() {
        let source = """
            enum Store { struct Item { var title: String; var count = 1 } }
            struct V: View {
                let item = Store.Item(title: "Milk")
                var body: some View { Text("\\(item.title) × \\(item.count)") }
            }
            """
        #expect(labels(source) == ["Milk × 1"])
    }

    @Test func computedPropertiesReadEachOther() {
        let source = """
            struct V: View {
                @State private var first = "Grace"
                @State private var last = "Hopper"
                var fullName: String { "\\(first) \\(last)" }
                var title: String {
                    let parts = [fullName, "Profile"]
                    return parts.joined(separator: " – ")
                }
                var body: some View { Text(title) }
            }
            """
        #expect(labels(source) == ["Grace Hopper – Profile"])
    }

    @Test func staticClosuresReturningText() {
        let source = """
            enum Copy {
                static let title: () -> String = { "Welcome" }
                static let count = { (n: Int) in n == 1 ? "One item" : "\\(n) items" }
            }
            struct V: View {
                var body: some View {
                    Text(Copy.title())
                    Text(Copy.count(3))
                }
            }
            """
        #expect(labels(source) == ["Welcome", "3 items"])
    }

    @Test func enumeratedAllCasesGiveIndexAndItem() {
        let source = """
            enum Step: String, CaseIterable { case mix = "Mix", bake = "Bake", serve = "Serve" }
            struct V: View {
                var body: some View {
                    ForEach(Array(Step.allCases.enumerated()), id: \\.offset) { index, step in
                        Text("\\(index + 1). \\(step.rawValue)")
                    }
                }
            }
            """
        #expect(labels(source) == ["1. Mix", "2. Bake", "3. Serve"])
    }

    @Test func listMethodsOnKnownCollections() {
        let source = """
            struct V: View {
                let scores = [7, 3, 9, 1]
                let names = ["Cy", "Al", "Bo"]
                var body: some View {
                    Text(names.sorted().joined(separator: ", "))
                    Text(scores.filter { $0 > 2 }.map { String($0) }.joined(separator: " "))
                    Text(names.reversed().prefix(2).joined(separator: "+"))
                    Text("\\(scores.sorted(by: { a, b in a > b }).first ?? 0) top, \\(scores.last ?? 0) last")
                    Text(Array(names.map { $0.uppercased() }).joined())
                }
            }
            """
        #expect(labels(source) == ["Al, Bo, Cy", "7 3 9", "Bo+Al", "9 top, 1 last", "CYALBO"])
    }

    @Test func associatedValuesPickTheMatchingCase() {
        let source = """
            enum Flavor { case vanilla, custom(String), scoops(Int, String)
                var name: String {
                    switch self {
                    case .vanilla: return "Vanilla"
                    case .custom(let name): return "Custom: \\(name)"
                    case let .scoops(count, kind): return "\\(count) × \\(kind)"
                    }
                }
            }
            struct V: View {
                let chosen = Flavor.custom("Mint")
                var body: some View {
                    Text(chosen.name)
                    Text(Flavor.scoops(2, "Lemon").name)
                    Text(Flavor.vanilla.name)
                }
            }
            """
        #expect(labels(source) == ["Custom: Mint", "2 × Lemon", "Vanilla"])
    }

    @Test func stringFormatFillsEverySpecifier() {
        let source = """
            struct V: View {
                let size = 14
                let rating = 4.26
                let seconds = 125
                var body: some View {
                    Text(String(format: "Comment Font Size (%@pt)", "\\(size)"))
                    Text(String(format: "%d of %d", 3, 10))
                    Text(String(format: "%.1f stars", rating))
                    Text(String(format: "%2$@ by %1$@", "Ada", "Notes"))
                    Text(String(format: "%02d:%02d", seconds / 60, seconds % 60))
                }
            }
            """
        #expect(labels(source) == ["Comment Font Size (14pt)", "3 of 10", "4.3 stars", "Notes by Ada", "02:05"])
    }

    /// An argument not known is said as the code's name for it, never the raw specifier.
    @Test func stringFormatWithAnUnknownArgumentIsAPlaceholder() {
        let e = elements(swiftUI(view("Text(String(format: \"Comment Font Size (%@pt)\", model.fontSize))")))
        #expect(e.first?.label == "Comment Font Size (⟨font size⟩pt)")
        #expect(e.first?.placeholder == true)
    }

    @Test func pluralsFromAStringsdict() throws {
        let dict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>%lld items</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@items@</string>
                <key>items</key><dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>lld</string>
                  <key>one</key><string>%lld item</string>
                  <key>other</key><string>%lld items</string>
                </dict>
              </dict>
            </dict></plist>
            """
        let source = "import SwiftUI\nstruct V: View { let one = 1; let many = 4\n var body: some View { Text(\"\\(one) items\"); Text(\"\\(many) items\") } }\n"
        let files = ["App/Localizable.stringsdict": Array(dict.utf8)]
        let layout = try SwiftUIImport.layout(main: SwiftUIImport.File(path: "App/V.swift", bytes: Array(source.utf8)), readFile: { files[$0] }).get()
        #expect(elements(layout).map(\.label) == ["1 item", "4 items"])
    }

    /// `item!` and `item.name` where `item` is nil when the screen first appears: values the
    /// app has when it shows them, said as the code's names (never nothing, never "nil").
    @Test func forcingNilIsAValueKnownAtRunTime() {
        let source = """
            struct Item { var name: String }
            struct V: View {
                @State private var title: String?
                @State private var item: Item?
                var body: some View { Text(title!); Text(item!.name) }
            }
            """
        #expect(labels(source) == ["⟨title⟩", "⟨name⟩"])
    }

    /// A function calling itself without end stops at the call depth, said as a guess.
    @Test func recursionStopsAtTheCallDepth() throws {
        let source = "import SwiftUI\nfunc echo(_ s: String) -> String { echo(s + \"!\") }\nstruct V: View { var body: some View { Text(echo(\"a\")) } }\n"
        let imported = try SwiftUIImport.yaml(main: SwiftUIImport.File(path: "View.swift", bytes: Array(source.utf8))).get()
        let e = elements(try imported.layout.layout().get())
        #expect(e.first?.placeholder == true)
        #expect(imported.approximations.contains { $0.kind == "depth limit" && $0.what.contains("calls inside calls") })
    }

    /// Functions each calling the next twice, thirty deep (a billion calls): the calls' budget
    /// stops them, said; the import stays short.
    @Test func fanningRecursionStopsAtTheCallBudget() throws {
        var source = "import SwiftUI\n"
        for i in 0..<30 { source += "func f\(i)() -> String { f\(i + 1)() + f\(i + 1)() }\n" }
        source += "func f30() -> String { \"ab\" }\nstruct V: View { var body: some View { Text(f0()) } }\n"
        let imported = try SwiftUIImport.yaml(main: SwiftUIImport.File(path: "View.swift", bytes: Array(source.utf8))).get()
        #expect(imported.approximations.contains { $0.kind == "budget" && $0.what.contains("calls of the app's functions") })
    }

    /// A loop over a huge range spends the step budget, said; it does not run a million times
    /// a million.
    @Test func loopsOverHugeRangesStopAtTheBudget() throws {
        let source = """
            import SwiftUI
            func total() -> Int { var sum = 0; for i in 0..<1_000_000_000 { sum += i }; return sum }
            struct V: View { var body: some View { Text("\\(total())") } }
            """
        let imported = try SwiftUIImport.yaml(main: SwiftUIImport.File(path: "View.swift", bytes: Array(source.utf8))).get()
        #expect(elements(try imported.layout.layout().get()).first?.placeholder == true)
        #expect(imported.approximations.contains { $0.kind == "budget" && $0.what.contains("turns") })
    }

    /// A text doubled in a loop stops growing at its bound, the cut said.
    @Test func textGrowingInALoopIsCut() throws {
        let source = """
            import SwiftUI
            func grow() -> String { var s = "ab"; for _ in 0..<40 { s += s }; return s }
            struct V: View { var body: some View { Text(grow()) } }
            """
        let imported = try SwiftUIImport.yaml(main: SwiftUIImport.File(path: "View.swift", bytes: Array(source.utf8))).get()
        let label = try #require(elements(try imported.layout.layout().get()).first?.label)
        #expect(label.count == SwiftUIEvaluation.maxTextLength)
        #expect(imported.approximations.contains { $0.kind == "budget" && $0.what.contains("cut") })
    }
}
