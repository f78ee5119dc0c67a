import EarshotFiles
import Foundation

/// A generated SwiftUI app folder of `files` Swift files, the shape of a real one: an
/// `.xcodeproj` at the top, feature folders nested up to 11 deep, screens that use each other's
/// cards and navigate to each other by name across files, enums with extensions, shared
/// constants and localized strings, `extension View` modifiers, and models that are no views.
/// The same count always writes the same files.
enum AppFolder {
    /// What was written.
    struct Written {
        var root: String
        var swiftFiles = 0, views = 0
    }

    /// One file in ten of each kind, by `index % 10`: 0–6 screens, 7 an enum, 8 a model, 9 an
    /// extension (every fifth of them of `View`).
    static func kind(_ index: Int) -> Int { index % 10 }

    /// The folder `app` (under `parent`), written afresh.
    static func write(files count: Int, to parent: String, name: String = "App") throws -> Written {
        let fm = FileManager.default
        let root = parent + "/" + name
        try? fm.removeItem(atPath: root)
        var written = Written(root: root)
        func put(_ relative: String, _ text: String) throws { try Self.put(text, at: root + "/" + relative) }
        try put(name + ".xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n}\n")
        try put("Sources/Shared/Theme.swift", theme)
        try put("Sources/Shared/Kind.swift", kindEnum)
        try put("Sources/Shared/L10n.swift", l10n(count))
        try put("Sources/Resources/en.lproj/Localizable.strings", strings(0..<count))
        written.swiftFiles = 3
        let areas = 12
        for area in 0..<areas {
            try put("Sources/Features/Area\(area)/en.lproj/Localizable.strings", strings(stride(from: area, to: count, by: areas)))
        }
        for i in 0..<max(0, count - 3) {
            let folder = "Sources/Features/Area\(i % areas)/" + (0..<(1 + i % 9)).map { "Level\($0)" }.joined(separator: "/")
            switch kind(i) {
            case 0...6:
                try put(folder + "/Screen\(i)View.swift", screen(i, count: count))
                written.views += 1
            case 7: try put(folder + "/Category\(i).swift", category(i))
            case 8: try put(folder + "/Item\(i).swift", model(i))
            default: try put(folder + "/Extensions\(i).swift", extensions(i, count: count))
            }
            written.swiftFiles += 1
        }
        return written
    }

    /// Writes the 1,000-line settings form `earshot-bench swiftui` imports alone into the app at
    /// `root`, one more screen file; returns its path.
    static func writeSettings(in root: String) throws -> String {
        let path = root + "/Sources/Settings/BenchSettings.swift"
        try put(SwiftUIBench.file(lines: 1_000), at: path)
        return path
    }

    /// `text` written at `path` through the one writer, its folder made first.
    static func put(_ text: String, at path: String) throws {
        try OutputFolder.make((path as NSString).deletingLastPathComponent)
        try OutputFile.write(text, to: path)
    }

    /// The nearest screen at or below `index` (there is always one: index 0 is a screen).
    static func screenIndex(_ index: Int) -> Int {
        var i = index
        while kind(i) > 6 { i -= 1 }
        return i
    }

    /// The category enum a screen picks from: its ten's own, or the shared `Kind`.
    static func categoryName(_ index: Int, count: Int) -> String {
        let own = index / 10 * 10 + 7
        return own < count - 3 ? "Category\(own)" : "Kind"
    }

    static func screen(_ i: Int, count: Int) -> String {
        let files = max(1, count - 3)
        let card = screenIndex((i * 7 + 3) % files), next = screenIndex((i * 13 + 5) % files)
        let category = categoryName(i, count: count)
        var rows = ""
        for r in 0..<(4 + i % 5) {
            rows += """
                                HStack(spacing: Theme.spacing) {
                                    Image(systemName: "star")
                                    Text("Row \(r) of screen \(i)")
                                    Spacer()
                                    Text(Theme.detail)
                                }
                                .accessibilityElement(children: .combine)

                """
        }
        return """
            import SwiftUI

            /// Screen \(i) of the generated app.
            struct Screen\(i)View: View {
                @State private var isOn = \(i % 2 == 0)
                @State private var selection: \(category) = .first
                @State private var count = \(i % 7)
                let title = L10n.screen\(i)

                var body: some View {
                    NavigationStack {
                        List {
                            Section(header: Text("screen.\(i).section")) {
                                Toggle("screen.\(i).toggle", isOn: $isOn)
                                Picker("Category", selection: $selection) {
                                    ForEach(\(category).allCases, id: \\.self) { item in
                                        Text(item.title).tag(item)
                                    }
                                }
                                Stepper("Count: \\(count)", value: $count, in: 0...Theme.maxCount)
                                Card\(card)(title: "Card from screen \(i)")
                                NavigationLink(destination: Screen\(next)View()) {
                                    Text("Open screen \(next)")
                                }
                            }
                            Section(header: Text("Details")) {
            \(rows)                }
                        }
                        .navigationTitle(title)
                        .cardStyle()
                    }
                }
            }

            /// A card other screens show by name.
            struct Card\(i): View {
                let title: String
                var subtitle = "Subtitle \(i)"

                var body: some View {
                    VStack(alignment: .leading, spacing: Theme.spacing) {
                        Text(title)
                            .font(.headline)
                        Text(subtitle)
                            .font(.subheadline)
                        Button("Share card \(i)") {}
                    }
                    .padding(Theme.padding)
                    .accessibilityElement(children: .contain)
                }
            }

            #Preview {
                Screen\(i)View()
            }

            """
    }

    static func category(_ i: Int) -> String {
        """
        import Foundation

        enum Category\(i): String, CaseIterable {
            case first, second, third, fourth

            var title: String {
                switch self {
                case .first: "First \(i)"
                case .second: "Second \(i)"
                case .third: "Third \(i)"
                case .fourth: "Fourth \(i)"
                }
            }
        }

        """
    }

    static func model(_ i: Int) -> String {
        """
        import Foundation

        struct Item\(i): Identifiable, Hashable {
            let id: Int
            var name: String
            var done = false

            static let sample = Item\(i)(id: \(i), name: "Item \(i)")
            static let samples = (0..<20).map { Item\(i)(id: $0, name: "Item \\($0)") }
        }

        final class Store\(i) {
            private(set) var items: [Item\(i)] = Item\(i).samples

            func toggle(_ item: Item\(i)) {
                guard let index = items.firstIndex(of: item) else { return }
                items[index].done.toggle()
            }
        }

        """
    }

    static func extensions(_ i: Int, count: Int) -> String {
        var out = """
            import SwiftUI

            extension \(categoryName(i, count: count)) {
                var symbol: String { "circle" }
                static let preferred = Self.first
            }

            enum Limits\(i) {
                static let maximum = \(i)
                static let label = "Up to \(i)"
            }

            """
        if i % 50 == 9 {
            out += """

                extension View {
                    func badge\(i)(_ text: String) -> some View {
                        overlay(alignment: .topTrailing) { Text(text).font(.caption) }
                    }
                }

                """
        }
        return out
    }

    static let theme = """
        import SwiftUI

        enum Theme {
            static let spacing: CGFloat = 8
            static let padding: CGFloat = 16
            static let maxCount = 10
            static let detail = "Detail"
        }

        struct CardModifier: ViewModifier {
            func body(content: Content) -> some View {
                content.padding(Theme.padding)
            }
        }

        extension View {
            func cardStyle() -> some View { modifier(CardModifier()) }
        }

        """

    static let kindEnum = """
        enum Kind: String, CaseIterable {
            case first, second

            var title: String { rawValue.capitalized }
        }

        """

    static func l10n(_ count: Int) -> String {
        var out = "import Foundation\n\nenum L10n {\n"
        for i in 0..<count where kind(i) <= 6 {
            out += "    static let screen\(i) = NSLocalizedString(\"screen.\(i).title\", comment: \"\")\n"
        }
        return out + "}\n"
    }

    static func strings(_ indices: some Sequence<Int>) -> String {
        var out = "/* Generated. */\n"
        for i in indices where kind(i) <= 6 {
            out += "\"screen.\(i).title\" = \"Screen \(i)\";\n\"screen.\(i).section\" = \"Section \(i)\";\n"
                + "\"screen.\(i).toggle\" = \"Option \(i)\";\n"
        }
        return out
    }
}
