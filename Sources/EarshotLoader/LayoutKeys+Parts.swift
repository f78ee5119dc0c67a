import EarshotModel
/// The effect names a layout can use; the parser switches over them exhaustively.
package enum EffectKey: String, CaseIterable {
    case announce, goto, back, focus, show, hide, toggle
    case selectInGroup = "select-in-group"
    case set

    /// Effects that may be written as a bare word (`- back`).
    package static let bare: [EffectKey] = [.back, .selectInGroup, .toggle]
}

/// Where a custom rotor's items come from; exactly one per rotor.
package enum RotorSourceKey: String, CaseIterable {
    case items, match, mark, system, adjusts
}

extension LayoutKeys {
    package static let numeric = ["min", "max", "value", "step"]

    package static let adjustable = MappingSpec(
        name: "adjustable", what: "'adjustable'", summary: "An adjustable control: flick up increments, flick down decrements.",
        keys: [
            KeySpec("kind", .word(Adjustable.Kind.allCases.map(\.rawValue), noun: "adjustable kind"), required: true,
                    "rating, stepper, slider, picker or values."),
            KeySpec("min", .number(-maxValue...maxValue), "Lowest value (rating: 1, others: 0)."),
            KeySpec("max", .number(-maxValue...maxValue), "Highest value."),
            KeySpec("value", .number(-maxValue...maxValue), "Current value, between min and max (default min)."),
            KeySpec("step", .number(0.001...maxValue), "Change per flick (slider: 10% of the range, others: 1)."),
            KeySpec("format", .text, "Stepper value text with a {value} placeholder."),
            KeySpec("options", .list(.text, minCount: 1), "A picker's options, spoken as its value."),
            KeySpec("values", .list(.text, minCount: 1), "A values list's strings, spoken as its value."),
            KeySpec("selected", .integer(min: 0, max: nil), "Index of the selected option or value (default 0)."),
            KeySpec("style", .word(Adjustable.Style.allCases.map(\.rawValue), noun: "picker style"),
                    "menu (default: a pop-up menu button) or wheel (UIPickerView: says Picker Item. and N of M.)."),
        ],
        variants: [
            Variant("kind", value: "rating", what: "a rating", keys: numeric, required: ["max"]),
            Variant("kind", value: "stepper", what: "a stepper", keys: numeric + ["format"], required: ["max"]),
            Variant("kind", value: "slider", what: "a slider", keys: numeric, required: ["max"]),
            Variant("kind", value: "picker", what: "a picker", keys: ["options", "selected", "style"], required: ["options"]),
            Variant("kind", value: "values", what: "a values", keys: ["values", "selected", "style"], required: ["values"]),
        ])

    package static let rotor = MappingSpec(
        name: "rotor", what: "a rotor", summary: "A custom rotor (UIAccessibilityCustomRotor).",
        keys: [
            KeySpec("name", .text, "The rotor item's name, as spoken (a system rotor has VoiceOver's name)."),
            KeySpec("items", .list(.text, minCount: 0), "Element ids in this order (e.g. by distance)."),
            KeySpec("match", .mapping("rotorMatch"), "Elements with all these tags and traits, in reading order."),
            KeySpec("mark", .text, "Text lines carrying this mark."),
            KeySpec("system", .word(SystemRotorType.spellings, noun: "system rotor type"),
                    "A system rotor type the app supplies, named as VoiceOver names it."),
            KeySpec("adjusts", .flag, "Flicks adjust the focused element."),
        ],
        variants: [
            Variant("items", what: "a rotor with 'items'", keys: ["items"], required: ["name"]),
            Variant("match", what: "a rotor with 'match'", keys: ["match"], required: ["name"]),
            Variant("mark", what: "a rotor with 'mark'", keys: ["mark"], required: ["name"]),
            Variant("system", what: "a system rotor", keys: ["system"]),
            Variant("adjusts", what: "a rotor with 'adjusts'", keys: ["adjusts"], required: ["name"]),
        ])

    package static let rotorMatch = MappingSpec(
        name: "rotorMatch", what: "a rotor's 'match'", summary: "What a matching rotor's elements carry.",
        keys: [KeySpec("tags", .list(.text, minCount: 0), "Tags every item has."),
               KeySpec("traits", traits, "Traits every item has.")],
        needsOneOf: ["tags", "traits"])

    package static let effect = MappingSpec(
        name: "effect", what: "an effect", summary: "What activating or escaping does; one key per effect.",
        keys: [
            KeySpec("announce", .text, "Speak this (UIAccessibility.post(.announcement))."),
            KeySpec("goto", .anyOf([.text, .mapping("goto")]), "Screen change: a screen id, file.yaml#screen, or a mapping."),
            KeySpec("back", .flag, "Back to the previous screen."),
            KeySpec("focus", .text, "Move focus to this element (layout change)."),
            KeySpec("show", .text, "Show this hidden element."),
            KeySpec("hide", .text, "Hide this element."),
            KeySpec("toggle", .word(["selected"], noun: "toggleable state"), "Toggle the selected trait."),
            KeySpec("of", .text, "With 'toggle': the element to toggle instead of this one."),
            KeySpec("select-in-group", .flag, "Select this element and deselect its siblings."),
            KeySpec("set", .mapping("set"), "Set an element's value."),
        ],
        variants: EffectKey.allCases.map { key in
            Variant(key.rawValue, what: "'\(key.rawValue)'", keys: key == .toggle ? ["toggle", "of"] : [key.rawValue])
        },
        noVariantMessage: "an effect needs one of: \(EffectKey.allCases.map(\.rawValue).joined(separator: ", "))",
        manyVariantsMessage: "an effect has one key; write each effect as its own list item")

    package static let goto = MappingSpec(
        name: "goto", what: "'goto'", summary: "A screen change, spelled out.",
        keys: [KeySpec("screen", .text, "The screen's id."),
               KeySpec("file", .text, "Another layout in this layout's directory tree."),
               KeySpec("focus", .text, "The element to focus (default: the first).")],
        needsOneOf: ["screen", "file"])

    package static let set = MappingSpec(
        name: "set", what: "'set'", summary: "Set an element's value.",
        keys: [KeySpec("id", .text, required: true, "The element."),
               KeySpec("value", .anyOf([.number(-maxValue...maxValue), .wordsNotNumber]), required: true,
                       "An adjustable's value (or option index), or value text.")])
}
