import EarshotLoader
public import EarshotModel
import EarshotNarration
/// One item of the rotor ring.
public struct RotorItem: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Moves among elements matching a predicate.
        case elements(ElementFilter)
        /// A custom rotor's explicit item list.
        case items([String])
        /// Text lines carrying a mark.
        case mark(String)
        /// Flicks adjust the focused element.
        case adjust
        case actions
        /// Moves through the focused element's text.
        case text(TextUnit)
        case speakingRate
        case hints
    }
    public var id: RotorID
    public var kind: Kind

    public init(_ id: RotorID, kind: Kind) { self.id = id; self.kind = kind }
    public init(_ builtin: BuiltinRotor, kind: Kind) { self.init(.builtin(builtin), kind: kind) }

    /// The name spoken on turning to it.
    public var name: String { id.name }
}

/// The units of the Characters, Words and Lines rotors.
public enum TextUnit: Sendable, Hashable { case characters, words, lines }

/// Which elements a navigation rotor or quick-nav key lands on.
public enum ElementFilter: Sendable, Hashable {
    case traits(Traits)
    case headingLevel(Int)
    case formControls
    case containers
    case containerKind(Element.ContainerKind)
    case tags([String], Traits)

    package func matches(_ e: Element, isContainer: Bool) -> Bool {
        switch self {
        case .traits(let t): return !e.traits.intersection(t).isEmpty
        case .headingLevel(let level): return e.traits.contains(.header) && (e.level ?? 1) == level
        case .formControls:
            return !e.traits.intersection([.button, .textField, .searchField, .switchButton, .adjustable]).isEmpty
        case .containers: return isContainer
        case .containerKind(let kind): return isContainer && e.container == kind
        case .tags(let tags, let traits):
            return tags.allSatisfy(e.tags.contains) && e.traits.isSuperset(of: traits)
        }
    }

    package static func quickNav(_ kind: QuickNavKind) -> ElementFilter {
        switch kind {
        case .heading: return .traits(.header)
        case .button: return .traits(.button)
        case .link: return .traits(.link)
        case .image: return .traits(.image)
        case .form: return .formControls
        case .list: return .containerKind(.list)
        case .landmark: return .containerKind(.landmark)
        case .table: return .containerKind(.table)
        case .textField: return .traits([.textField, .searchField])
        case .container: return .containers
        }
    }

    package static func system(_ type: SystemRotorType) -> ElementFilter? {
        switch type {
        case .link, .visitedLink: return .traits(.link)
        case .heading: return .traits(.header)
        case .headingLevel1: return .headingLevel(1)
        case .headingLevel2: return .headingLevel(2)
        case .headingLevel3: return .headingLevel(3)
        case .headingLevel4: return .headingLevel(4)
        case .headingLevel5: return .headingLevel(5)
        case .headingLevel6: return .headingLevel(6)
        case .image: return .traits(.image)
        case .textField: return .traits([.textField, .searchField])
        case .table: return .containerKind(.table)
        case .list: return .containerKind(.list)
        case .landmark: return .containerKind(.landmark)
        case .boldText, .italicText, .underlineText, .misspelledWord: return nil
        }
    }
}
