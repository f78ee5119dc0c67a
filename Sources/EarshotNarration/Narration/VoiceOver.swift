public import EarshotModel
/// Apple's VoiceOver on an iPhone: its grammar (`Composer`, after AccessibilitySnapshot, with the
/// words of `TraitWords`), its rotor, its gestures and the iPhone's terms in audits.
public struct VoiceOver: ScreenReader {
    public init() {}

    public var id: String { "voiceover" }
    public var name: String { "VoiceOver" }

    public func utterances(for element: Element, context: ElementContext, verbosity: Verbosity) -> [Utterance] {
        Composer(verbosity: verbosity).voiceOverUtterances(for: element, context: context)
    }

    /// `Heading not found`.
    public func notFound(_ rotor: RotorID, forward: Bool) -> Utterance {
        Utterance(.notFound, TraitWords.notFound(rotor.singular))
    }

    /// `Selected.` / `Not selected.`, or a switch's `On.` / `Off.`.
    public func activated(_ element: Element, verbosity: Verbosity) -> Utterance {
        if element.traits.contains(.switchButton) {
            return Utterance(.state, TraitWords.said(element.effectiveValue == "1" ? TraitWords.on : TraitWords.off, in: verbosity.language))
        }
        return Utterance(.state, TraitWords.said(element.traits.contains(.selected) ? TraitWords.selectedAlone : TraitWords.notSelected,
                                                 in: verbosity.language))
    }

    /// An element's children are stops of their own or are in its label already.
    public func hearsByDefault(_ layout: Layout) -> Bool { !layout.isAndroid }

    public var readsChildrenIn: Bool { false }

    public var touchTarget: (comfortable: Double, unit: String, sparesSystemSizes: Bool) { (44, "pt", true) }

    public var swipes: [Gesture] { [.next, .previous, .first, .last] }

    public var rotorWord: String { "Rotor" }
    public var rotorsWord: String { "rotors" }

    /// Settings › Accessibility › VoiceOver › Rotor, in its order.
    public var ringItems: [(id: RotorID, movesLike: BuiltinRotor)] { Self.ring }
    private static let ring: [(id: RotorID, movesLike: BuiltinRotor)] =
        [BuiltinRotor.headings, .links, .formControls, .buttons, .images, .containers, .speakingRate, .hints].map { (.builtin($0), $0) }

    /// `accessibilityCustomRotors`, of the element and of the screen.
    public var offersCustomRotors: Bool { true }

    public func auditTerms<Words>(iPhone: Words, android: Words?) -> Words { iPhone }

    public func reachAdvice(quickNav: Bool) -> String {
        (quickNav ? "rotors and quick navigation:" : "the rotor (touch, no Quick Nav):")
            + " add a heading, container or custom rotor that brings it closer"
    }

    public var namedInFindings: Bool { false }
}
