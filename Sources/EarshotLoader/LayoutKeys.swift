import EarshotModel
/// The layout format's keys, one table per mapping: the parser checks against
/// these and `earshot schema layout` writes them out.
public enum LayoutKeys {
    /// Points: frames and sizes beyond this are mistakes (and overflow drawing). Ten million
    /// points leaves room for a 100,000-row list at 44 pt a row, as the benchmark layouts have.
    public static let maxPoints = 10_000_000.0
    /// Adjustable values and `set` numbers.
    public static let maxValue = 1_000_000_000.0
    public static let supportedVersion = 1

    public static let kind = FileKind(
        name: "layout", title: "Earshot layout",
        emptyHint: "a layout starts with 'earshot: 1'",
        root: .mapping("layout"),
        definitions: [layout, screen, element, textLine, action, adjustable, rotor, rotorMatch, effect, goto, set])

    package static let layout = MappingSpec(
        name: "layout", what: "the layout", summary: "A described iOS screen, or several.",
        keys: [
            KeySpec("earshot", .integer(min: supportedVersion, max: supportedVersion), required: true,
                    "Format version; this Earshot reads version 1."),
            KeySpec("screen", .mapping("screen"), "The one screen of this file."),
            KeySpec("screens", .list(.mapping("screen"), minCount: 1), "Several screens; 'goto' moves between them."),
        ],
        variants: [Variant("screen", what: "'screen'", keys: ["screen"]),
                   Variant("screens", what: "'screens'", keys: ["screens"])],
        noVariantMessage: "the layout needs a 'screen' (or a list under 'screens')",
        manyVariantsMessage: "a layout has either 'screen' or 'screens', not both")

    package static let screen = MappingSpec(
        name: "screen", what: "a screen", summary: "One screen: its elements in file order, and screen-level rotors.",
        keys: [
            KeySpec("id", .text, required: true, "Unique in the file; 'goto' names it."),
            KeySpec("title", .text, "Used in window titles and reports, never spoken by itself."),
            KeySpec("size", .tuple([("width", .number(1...maxPoints)), ("height", .number(1...maxPoints))],
                                   shape: "[width, height] in points"),
                    "[width, height] in points (default [390, 844])."),
            KeySpec("elements", .list(.mapping("element"), minCount: 0), required: true, "The screen's elements."),
            KeySpec("rotors", .list(.mapping("rotor"), minCount: 0), "Custom rotors available anywhere on this screen."),
            KeySpec("language", .text, "BCP 47 language of the screen's text (zh-Hans, ar); selects the espeak-ng voice."),
            KeySpec("audit-ignore", .list(.text, minCount: 1),
                    "Audit rule ids (EAR011) not to report on the screen itself; say why in a YAML comment."),
            KeySpec("approximate-frames", .boolean,
                    "The frames were laid out from code that has none (imported SwiftUI): the audit does not judge sizes, overlaps or reading order by them."),
            KeySpec("kind", .word(Screen.Kind.allCases.map(\.rawValue), noun: "screen kind"),
                    "screen (default); component: a view only ever shown inside another (an imported SwiftUI row or card), which screen-level rules (EAR011) do not judge; alert-actions: a view only ever shown among an alert's or dialog's actions, heard after the alert's title and message; preview: a view only previews make, hosting one the app shows elsewhere, which the audit does not judge."),
        ])

    package static let traits = ValueType.anyOf([
        .list(.word(Traits.named.map(\.name), noun: "trait"), minCount: 0),
        .integer(min: 0, max: nil),
    ])
    package static let effects = ValueType.list(.anyOf([.word(EffectKey.bare.map(\.rawValue), noun: "effect"), .mapping("effect")]),
                                        minCount: 0)

    package static let element = MappingSpec(
        name: "element", what: "an element", summary: "One accessibility element, as UIKit's accessibility API sees it.",
        keys: [
            KeySpec("id", .text, "Unique in the file; generated (e12) when absent."),
            KeySpec("label", .text, "accessibilityLabel."),
            KeySpec("value", .text, "accessibilityValue."),
            KeySpec("hint", .text, "accessibilityHint."),
            KeySpec("traits", traits, "Trait names, or an integer bitmask with UIKit's bit values."),
            KeySpec("frame", .tuple([("x", .number(-maxPoints...maxPoints)), ("y", .number(-maxPoints...maxPoints)),
                                     ("width", .number(0...maxPoints)), ("height", .number(0...maxPoints))],
                                    shape: "[x, y, width, height] in points"),
                    "[x, y, width, height] in points: reading order, drawing and touch."),
            KeySpec("accessible", .boolean, "isAccessibilityElement (default true for leaves, false for containers)."),
            KeySpec("hidden", .boolean, "In the file but not on screen until an effect shows it."),
            KeySpec("children", .list(.mapping("element"), minCount: 0), "Nested elements: this element is a container."),
            KeySpec("container", .word(Element.ContainerKind.allCases.map(\.rawValue), noun: "container kind"),
                    "Container type: context phrases and the Containers rotor."),
            KeySpec("order", .list(.text, minCount: 0), "Child ids in reading order (accessibilityElements)."),
            KeySpec("modal", .boolean, "While visible, focus cannot leave this container (accessibilityViewIsModal)."),
            KeySpec("level", .integer(min: 1, max: 6), "Heading level 1 to 6, for header elements."),
            KeySpec("tags", .list(.text, minCount: 0), "Free words that custom rotors can match."),
            KeySpec("text", .list(.anyOf([.text, .mapping("textLine")]), minCount: 0),
                    "Lines of text content, for the Characters, Words and Lines rotors."),
            KeySpec("adjustable", .mapping("adjustable"), "An adjustable control; needs the adjustable trait."),
            KeySpec("actions", .list(.mapping("action"), minCount: 0), "Custom actions (the Actions rotor)."),
            KeySpec("rotors", .list(.mapping("rotor"), minCount: 0), "Custom rotors while this element is focused."),
            KeySpec("on-activate", effects, "Effects of a double tap."),
            KeySpec("on-escape", effects, "Effects of the two-finger scrub."),
            KeySpec("language", .text, "BCP 47 language of this element's text (accessibilityLanguage)."),
            KeySpec("secure", .boolean, "A secure (password) text field: says Secure Text Field. and how many characters it holds, never them."),
            KeySpec("secure-length", .integer(min: 0, max: 1_000_000),
                    "How many characters a secure text field holds, in place of its value (written by import)."),
            KeySpec("row", .integer(min: 1, max: 1_000_000), "A table cell's 1-based row (derived from frames if absent)."),
            KeySpec("column", .integer(min: 1, max: 1_000_000), "A table cell's 1-based column (derived from frames if absent)."),
            KeySpec("header-row", .boolean, "A table cell that heads its row."),
            KeySpec("header-column", .boolean, "A table cell that heads its column."),
            KeySpec("audit-ignore", .list(.text, minCount: 1),
                    "Audit rule ids (EAR005) not to report on this element; say why in a YAML comment."),
            KeySpec("source", .integer(min: 0, max: nil),
                    "Where an imported element came from: its line in the dump or source file, or its index in a JSON dump."),
            KeySpec("source-file", .text,
                    "The source file that made an imported element, when not the one the layout came from (relative to the layout)."),
            KeySpec("placeholder", .boolean,
                    "The element's words hold a guess at text only known at run time (a SwiftUI Text of a variable), written between ⟨ and ⟩; on any other element ⟨ and ⟩ are plain characters."),
            KeySpec("role", .word(AndroidRole.allCases.map(\.rawValue), noun: "Android role"),
                    "What the element is on Android (from the class an Android dump names): TalkBack's role word comes from it, and with no 'traits' the traits VoiceOver hears."),
            KeySpec("long-press", .boolean, "The element takes Android's long click (TalkBack: Double-tap and hold to long press)."),
            KeySpec("import-marks", .list(.text, minCount: 0),
                    "What an import knew of the element (written by import): tap-gesture, asset-name or asset-name=NAME, value-cut-short, value-may-be-placeholder, and Android's hint-label, label-from-children, shows-hint, role-only."),
        ])

    package static let textLine = MappingSpec(
        name: "textLine", what: "a text line", summary: "A line of text with marks that text rotors find.",
        keys: [KeySpec("line", .text, required: true, "The line's text."),
               KeySpec("marks", .list(.text, minCount: 0), "Marks on this line (e.g. alert), for rotors with 'mark'.")])

    package static let action = MappingSpec(
        name: "action", what: "a custom action", summary: "A custom action (UIAccessibilityCustomAction).",
        keys: [KeySpec("name", .text, required: true, "The action's name, as spoken."),
               KeySpec("do", effects, "Effects of performing it.")])
}
