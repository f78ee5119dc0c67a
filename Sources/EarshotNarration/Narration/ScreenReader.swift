public import EarshotModel
/// Which screen reader's words Earshot speaks: VoiceOver (an iPhone) or TalkBack (Android).
public enum ScreenReader: String, Sendable, Hashable, CaseIterable {
    case voiceover, talkback

    /// As its maker names it.
    public var name: String { self == .voiceover ? "VoiceOver" : "TalkBack" }

    /// The reader that hears `layout` unless another is asked for: TalkBack on an Android
    /// screen, VoiceOver on the others.
    public static func heard(_ layout: Layout) -> ScreenReader { layout.isAndroid ? .talkback : .voiceover }
}

/// TalkBack's element description order (Settings › Verbosity › Element description order):
/// state, name, type is TalkBack's default (`pref_node_desc_order_default`).
public enum DescriptionOrder: String, Sendable, Hashable, CaseIterable {
    case stateNameRole = "state-name-role"
    case roleNameState = "role-name-state"
    case nameRoleState = "name-role-state"
}
