public import EarshotModel
/// Google's TalkBack on Android: its grammar (`TalkBackComposer`, after TalkBack's compositor,
/// with the words of `TalkBackWords`), its reading controls, its gestures and Android's terms in
/// audits.
public struct TalkBack: ScreenReader {
    public init() {}

    public var id: String { "talkback" }
    public var name: String { "TalkBack" }

    public func utterances(for element: Element, context: ElementContext, verbosity: Verbosity) -> [Utterance] {
        TalkBackComposer(verbosity: verbosity).utterances(for: element, context: context)
    }

    /// `No next heading`, `No previous link`.
    public func notFound(_ rotor: RotorID, forward: Bool) -> Utterance {
        Utterance(.notFound, TalkBackWords.noMore(rotor.singular, forward: forward))
    }

    /// After a double tap changes a node's state, TalkBack says the new state in its words
    /// ("Checked", "On", "Selected").
    public func activated(_ element: Element, verbosity: Verbosity) -> Utterance {
        Utterance(.state, TalkBackComposer(verbosity: verbosity).stateChange(of: element))
    }

    /// An Android node reads in its children that are no stops of their own.
    public func hearsByDefault(_ layout: Layout) -> Bool { layout.isAndroid }

    public var readsChildrenIn: Bool { true }

    public var touchTarget: (comfortable: Double, unit: String, sparesSystemSizes: Bool) { (48, "dp", false) }

    /// TalkBack has no default gesture for first and last: a listener swipes right and left.
    public var swipes: [Gesture] { [.next, .previous] }

    public var rotorWord: String { "Reading control" }
    public var rotorsWord: String { "reading controls" }

    /// The reading controls that move among elements, in TalkBack's order
    /// (`SelectorController.SELECTOR_SETTINGS`: Headings, Controls, Links), and its speech rate.
    public var ringItems: [(id: RotorID, movesLike: BuiltinRotor)] { Self.ring }
    private static let ring: [(id: RotorID, movesLike: BuiltinRotor)] = [
        (.builtin(.headings), .headings), (.custom("Controls"), .formControls), (.builtin(.links), .links),
        (.custom("Speech rate"), .speakingRate),
    ]

    /// Android has no custom rotors: TalkBack offers only its own reading controls.
    public var offersCustomRotors: Bool { false }

    public func auditTerms<Words>(iPhone: Words, android: Words?) -> Words { android ?? iPhone }

    /// Reading controls, and no custom rotors to add.
    public func reachAdvice(quickNav: Bool) -> String {
        (quickNav ? "reading controls and keyboard shortcuts:" : "reading controls:") + " add a heading that brings it closer"
    }

    public var namedInFindings: Bool { true }
}
