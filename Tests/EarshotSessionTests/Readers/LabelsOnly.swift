import EarshotModel
import EarshotNarration

/// A reader that says each element's label alone (its value when it has none): no roles, no
/// hints. It moves by headings and links, and keeps VoiceOver's gestures.
struct LabelsOnly: ScreenReader {
    var id: String { "labels-only" }
    var name: String { "Labels Only" }

    func utterances(for element: Element, context: ElementContext, verbosity: Verbosity) -> [Utterance] {
        [Utterance(.description, element.label ?? element.effectiveValue ?? "Unnamed")]
    }
    func notFound(_ rotor: RotorID, forward: Bool) -> Utterance { Utterance(.notFound, "No more \(rotor.name.lowercased())") }
    func activated(_ element: Element, verbosity: Verbosity) -> Utterance { VoiceOver().activated(element, verbosity: verbosity) }
    var readsChildrenIn: Bool { false }
    var touchTarget: (comfortable: Double, unit: String, sparesSystemSizes: Bool) { (44, "pt", true) }

    func help(for gesture: Gesture) -> String { VoiceOver().help(for: gesture) }
    func keyListWords(for gesture: Gesture) -> String? { gesture == .up ? "list: move" : nil }
    var swipes: [Gesture] { [.next, .previous] }

    var rotorWord: String { "List" }
    var rotorsWord: String { "lists" }
    var ringItems: [(id: RotorID, movesLike: BuiltinRotor)] { [(.builtin(.headings), .headings), (.builtin(.links), .links)] }
    var offersCustomRotors: Bool { false }

    func auditTerms<Words>(iPhone: Words, android: Words?) -> Words { iPhone }
    func reachAdvice(quickNav: Bool) -> String { "lists: add a heading that brings it closer" }
    var namedInFindings: Bool { true }
}
