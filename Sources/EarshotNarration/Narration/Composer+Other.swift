import EarshotLoader
public import EarshotModel
/// The other things a reader says besides element descriptions.
extension Composer {
    /// After rotating: the rotor item's name.
    public func rotorName(_ name: String) -> Utterance { Utterance(.rotorName, name) }

    /// A rotor move that found nothing: `Heading not found`; TalkBack's `No next heading`.
    public func notFound(_ rotor: RotorID, forward: Bool = true) -> Utterance { verbosity.reader.notFound(rotor, forward: forward) }

    /// After an adjustment only the new value is spoken: an element's value, as narrated, so a
    /// guessed option (`⟨name⟩`) stays marked.
    public func valueChange(_ value: String) -> Utterance { Utterance(.valueChange, segments: [.text(value, .message)]) }

    public func announcement(_ text: String) -> Utterance { Utterance(.announcement, text) }

    /// The Speaking Rate rotor speaks the new rate.
    public func rate(_ wordsPerMinute: Int) -> Utterance { Utterance(.rate, TraitWords.rate(wordsPerMinute)) }

    /// After an activation toggles state: `Selected.` / `Not selected.`, or a switch's `On.` / `Off.`.
    public func state(of element: Element) -> Utterance { verbosity.reader.activated(element, verbosity: verbosity) }

    /// A typed character echoed while editing.
    public func echo(_ text: String) -> Utterance { Utterance(.echo, text) }
}
