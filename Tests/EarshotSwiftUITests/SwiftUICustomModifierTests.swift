import EarshotModel
import Testing
@testable import EarshotSwiftUI

/// A design system's modifiers: `ViewModifier` structs and `extension View` functions, in the
/// screen's file or elsewhere in the app, applied as SwiftUI applies them.
@Suite struct SwiftUICustomModifierTests {
    static let designSystem = """
        import SwiftUI
        struct HeadingStyle: ViewModifier {
            var size: Double = 20
            func body(content: Content) -> some View {
                content
                    .font(.system(size: size))
                    .accessibilityAddTraits(.isHeader)
            }
        }
        struct Tappable: ViewModifier {
            let action: () -> Void
            func body(content: Content) -> some View {
                Button(action: action) { content }
            }
        }
        extension View {
            func heading() -> some View { modifier(HeadingStyle()) }
            func hinted(_ text: String) -> some View { self.accessibilityHint(text) }
            func tappable(_ action: @escaping () -> Void) -> some View { modifier(Tappable(action: action)) }
            func looped() -> some View { looped() }
        }
        """

    static let screen = """
        import SwiftUI
        struct Profile: View {
            var body: some View {
                VStack {
                    Text("Settings").heading()
                    Text("Profile").modifier(HeadingStyle(size: 30))
                    Text("Account").hinted("Opens your account")
                    Text("Sign out").tappable { }
                    Text("Plain").modifier(Unknown()).looped()
                }
            }
        }
        """

    func stops(_ layout: Layout?) -> [String] {
        elements(layout).filter(\.accessible).map { e in
            [e.label ?? "", e.hint ?? "", e.traits.contains(.header) ? "heading" : "", e.traits.contains(.button) ? "button" : ""]
                .filter { !$0.isEmpty }.joined(separator: " | ")
        }
    }

    static let expected = ["Settings | heading", "Profile | heading", "Account | Opens your account", "Sign out | button", "Plain"]

    @Test func modifiersInTheSameFileApply() throws {
        let imported = try SwiftUIImport.build(main: SwiftUIImport.File(path: "Profile.swift", bytes: Array((Self.designSystem + "\n" + Self.screen).utf8)),
                                               given: [], library: (SwiftUILibrary(files: []), { _ in nil }), skipping: [],
                                               screenID: nil, readFile: nil).get()
        #expect(stops(try imported.layout.layout().get()) == Self.expected)
        #expect(imported.approximations.map { "\($0.location.line):\($0.location.column) \($0.what)" }
            == ["30:27 custom modifier 'Unknown' not applied", "20:34 'looped' applies itself; applied once"])
    }

    @Test func modifiersDeclaredElsewhereInTheAppApply() throws {
        let library = [SwiftUIImport.File(path: "/app/DesignSystem.swift", bytes: Array(Self.designSystem.utf8))]
        let layout = try SwiftUIImport.layout(main: SwiftUIImport.File(path: "/app/Profile.swift", bytes: Array(Self.screen.utf8)),
                                              library: library).get()
        #expect(stops(layout) == Self.expected)
        let button = elements(layout).first { $0.label == "Sign out" && $0.traits.contains(.button) }
        #expect(button?.sourceFile == "DesignSystem.swift" && button?.source == 13)
    }

    /// A function of `extension View` that presents the views its caller passes: in its body
    /// `content()` is those views (the parameter), not the view it modifies (`self`), which a
    /// popover holding a copy of its own button would give twice.
    @Test func aContentClosureOfAViewFunctionIsTheCallersViews() throws {
        let source = """
            import SwiftUI
            extension View {
                func pickerPopover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
                    popover(isPresented: isPresented) { content().padding() }
                }
            }
            struct FilterChips: View {
                @State private var showTags = false
                var body: some View {
                    Button("Tags") { showTags = true }
                        .pickerPopover(isPresented: $showTags) { Text("Red"); Text("Blue") }
                }
            }
            """
        let imported = try SwiftUIImport.yaml(main: SwiftUIImport.File(path: "FilterChips.swift", bytes: Array(source.utf8))).get()
        let layout = try imported.layout.layout().get()
        #expect(stops(layout) == ["Tags | button", "Red", "Blue"])
        let popover = layout.screens[0].elements.first { $0.modal }
        #expect(popover?.children.map(\.label) == ["Red", "Blue"])
    }

    /// A design system's `modify { view in … }` helper (`if let view = transform(self) { view }
    /// else { self }`) and a modifier built on it: the screen is what it modifies, not the
    /// closure's view only the running app makes.
    @Test func aModifyHelperKeepsTheViewItModifies() throws {
        let helpers = SwiftUIImport.File(path: "/app/Design/View+Modify.swift", bytes: Array("""
            import SwiftUI
            public extension View {
                @ViewBuilder
                func modify(@ViewBuilder _ transform: (Self) -> (some View)?) -> some View {
                    if let view = transform(self), !(view is EmptyView) {
                        view
                    } else {
                        self
                    }
                }
                func topMargin(_ length: CGFloat = 8) -> some View {
                    modify { view in
                        if #available(iOS 17.0, *) {
                            view.contentMargins(.top, length)
                        } else {
                            view
                        }
                    }
                }
            }
            """.utf8))
        let screen = SwiftUIImport.File(path: "/app/Settings.swift", bytes: Array("""
            import SwiftUI
            struct Settings: View {
                var body: some View {
                    List {
                        Section("Links") {
                            Text("Open links in")
                        }
                    }
                    .topMargin()
                }
            }
            """.utf8))
        let layout = try SwiftUIImport.layout(main: screen, library: [helpers]).get()
        #expect(stops(layout) == ["Links | heading", "Open links in"])
    }
}
