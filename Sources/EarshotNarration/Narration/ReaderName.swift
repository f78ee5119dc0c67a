public import EarshotModel
/// A screen reader by the name files and `--reader` give it. Only a name: what the reader says
/// and does is its type's (`ScreenReader`), which `reader` looks up, here and nowhere else.
public enum ReaderName: String, Sendable, Hashable, CaseIterable {
    case voiceover, talkback

    /// The reader this name selects.
    public var reader: any ScreenReader {
        switch self {
        case .voiceover: return VoiceOver()
        case .talkback: return TalkBack()
        }
    }

    /// As its maker names it: `VoiceOver`.
    public var name: String { reader.name }

    /// The reader the rules page is written for (its words and examples are VoiceOver's): a
    /// report with no finding to say which reader heard it words the rules as the page does.
    public static let rulesPage: ReaderName = .voiceover

    /// The reader that hears `layout` unless another is asked for, as each reader says
    /// (`ScreenReader.hearsByDefault`): TalkBack on an Android screen, VoiceOver on the others.
    public static func heard(_ layout: Layout) -> ReaderName { allCases.first { $0.reader.hearsByDefault(layout) } ?? .voiceover }
}
