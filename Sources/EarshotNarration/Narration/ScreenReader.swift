public import EarshotModel
/// A screen reader: everything that differs between VoiceOver and TalkBack, in one type each
/// (`VoiceOver`, `TalkBack`). The navigator, the planner, the session, the audit and the tools
/// ask the reader they were given (`Verbosity.reader`) and never ask which one it is, so a new
/// reader is a new type and nothing else. Which reader a name (`--reader`, a file's `reader:`)
/// selects is `ReaderName`'s one lookup.
public protocol ScreenReader: Sendable {
    /// The name files and `--reader` use: `voiceover`.
    var id: String { get }
    /// As its maker names it: `VoiceOver`.
    var name: String { get }

    // MARK: The grammar

    /// What the reader says on landing on `element`: its description and, when hints are on, the hint.
    func utterances(for element: Element, context: ElementContext, verbosity: Verbosity) -> [Utterance]
    /// A rotor (or reading control) move that found nothing.
    func notFound(_ rotor: RotorID, forward: Bool) -> Utterance
    /// What is announced after an activation changes the element's state.
    func activated(_ element: Element, verbosity: Verbosity) -> Utterance

    /// Whether it is the reader that hears `layout` unless another is asked for (TalkBack an
    /// Android screen's, VoiceOver an iPhone's).
    func hearsByDefault(_ layout: Layout) -> Bool

    // MARK: Focus stops

    /// Whether a stop says the words of its children that are no stops of their own (TalkBack
    /// reads an Android node's children into it; VoiceOver hears the label the import gave it).
    var readsChildrenIn: Bool { get }

    /// The touch target a control should reach on this reader's phone, in the unit its frames
    /// are in, and whether controls the system sizes itself are spared: 44 pt on an iPhone
    /// (Apple's guidelines), 48 dp on Android (Material and Android's accessibility guidance).
    var touchTarget: (comfortable: Double, unit: String, sparesSystemSizes: Bool) { get }

    // MARK: Gestures

    /// What `gesture` is called and does, as keyboard help says it.
    func help(for gesture: Gesture) -> String
    /// The key list's words for the line that starts with `gesture`, where the reader names it its
    /// own way; nil: the key list's own words.
    func keyListWords(for gesture: Gesture) -> String?
    /// The gestures that move focus with no setting to choose first (next, previous, and first and
    /// last where the reader has a gesture for them): what the planner counts as swipes.
    var swipes: [Gesture] { get }

    // MARK: Rotor or reading controls

    /// What the rotor is called: `Rotor`, `Reading control`.
    var rotorWord: String { get }
    /// The same, plural and in a sentence: `rotors`, `reading controls`.
    var rotorsWord: String { get }
    /// The reader's own items, in ring order: each item's identity and the built-in item it moves
    /// like.
    var ringItems: [(id: RotorID, movesLike: BuiltinRotor)] { get }
    /// Whether an app's custom rotors join the ring.
    var offersCustomRotors: Bool { get }

    // MARK: The audit's words

    /// Of what an audit says in two sets of terms (a rule's fix, its explanation), the one for this
    /// reader's listeners: an iPhone app's, or an Android app's (nil: there is none, the iPhone's stands).
    func auditTerms<Words>(iPhone: Words, android: Words?) -> Words
    /// Why an element too far away stays far, and what would bring it closer: `the rotor (touch,
    /// no Quick Nav): add a heading, …`.
    func reachAdvice(quickNav: Bool) -> String
    /// Whether a finding's JSON names the reader (VoiceOver's findings keep the shape they had
    /// before there were two readers).
    var namedInFindings: Bool { get }
}

extension ScreenReader where Self == VoiceOver {
    /// Apple's VoiceOver, on an iPhone.
    public static var voiceover: VoiceOver { VoiceOver() }
}

extension ScreenReader where Self == TalkBack {
    /// Google's TalkBack, on Android.
    public static var talkback: TalkBack { TalkBack() }
}

/// A screen reader kept in a value (`Verbosity`, a finding, a report): two are the same when
/// they are the same reader, by `id`, so the value stays `Hashable`.
@propertyWrapper
public struct ReaderByID: Sendable, Hashable {
    public var wrappedValue: any ScreenReader

    public init(wrappedValue: any ScreenReader) { self.wrappedValue = wrappedValue }

    public static func == (a: ReaderByID, b: ReaderByID) -> Bool { a.wrappedValue.id == b.wrappedValue.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue.id) }
}

/// TalkBack's element description order (Settings › Verbosity › Element description order):
/// state, name, type is TalkBack's default (`pref_node_desc_order_default`).
public enum DescriptionOrder: String, Sendable, Hashable, CaseIterable {
    case stateNameRole = "state-name-role"
    case roleNameState = "role-name-state"
    case nameRoleState = "name-role-state"
}

extension ScreenReader {
    /// A reader of no phone's own (a tool's, a test's) hears no screen unless asked for.
    public func hearsByDefault(_ layout: Layout) -> Bool { false }
}
