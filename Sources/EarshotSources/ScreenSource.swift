public import EarshotImport
public import EarshotLoader
public import EarshotModel
/// One kind of file Earshot reads as screens: a YAML layout, an accessibility dump, a
/// storyboard or XIB, SwiftUI source. A source says which files it claims, which files a
/// folder walk takes, and reads a file into either a layout or an import; the registry
/// (`ScreenSources`) asks each in turn, and every command asks the registry. Adding a kind of
/// screen file is one type conforming to this and one entry in `ScreenSources.standard`.
public protocol ScreenSource: Sendable {
    /// What the source reads, for messages and the docs: `SwiftUI source`.
    var name: String { get }
    /// Whether this source reads the file at `path`, whose first bytes are `head`, when it is
    /// given by name (by its ending, or a sniff of its content).
    func claims(path: String, head: [UInt8]) -> Bool
    /// Whether a folder walk (`audit DIR`) takes the file: by default, whether it is claimed.
    func isScreenFile(path: String, head: [UInt8], files: any SourceFiles) -> Bool
    /// As `isScreenFile(path:head:files:)`, for a run read with `options` (its `--module`).
    func isScreenFile(path: String, head: [UInt8], options: SourceOptions, files: any SourceFiles) -> Bool
    /// Whether a directory given by name is read by this source (SwiftUI: a folder of views).
    var readsDirectories: Bool { get }
    /// Whether `earshot import` turns this source's files into layouts (a layout is one already).
    var imports: Bool { get }
    /// The command-line options this source reads; the registry refuses any other asked of a
    /// file it opens, so no source and no command checks them by hand.
    var options: Set<SourceOption> { get }
    /// A file of this source as messages name it: `a storyboard`.
    func kind(of path: String) -> String
    /// The file's screens: a layout as it is, or an import for the one tail to load.
    func read(_ path: String, bytes: [UInt8], options: SourceOptions, files: any SourceFiles) -> Result<SourceRead, SourceFailure>
}

extension ScreenSource {
    public func isScreenFile(path: String, head: [UInt8], files: any SourceFiles) -> Bool { claims(path: path, head: head) }
    public func isScreenFile(path: String, head: [UInt8], options: SourceOptions, files: any SourceFiles) -> Bool {
        isScreenFile(path: path, head: head, files: files)
    }
    public var readsDirectories: Bool { false }
    public var imports: Bool { true }
    public var options: Set<SourceOption> { [] }
    public func kind(of path: String) -> String { (name.first.map { "aeiouAEIOU".contains($0) } == true ? "an " : "a ") + name }
}

/// What a source read.
public enum SourceRead: Sendable {
    /// A file that is a layout already.
    case layout(Layout)
    /// A file imported into layout YAML, loaded by `ImportedLayout.layout()`.
    case imported(ImportedLayout)
}

/// A file's screens as a command uses them: the layout loaded, and for a file imported from
/// another kind (a dump, a storyboard, SwiftUI) what its import knows besides (what it guessed,
/// and where).
public struct OpenedScreens: Sendable {
    public let layout: Layout
    /// nil for a file that was a layout already.
    public let imported: ImportedLayout?
}

extension SourceRead {
    /// The screens loaded: the one place a read file's kind is told apart.
    public func opened() -> Result<OpenedScreens, DiagnosticList> {
        switch self {
        case .layout(let layout): return .success(OpenedScreens(layout: layout, imported: nil))
        case .imported(let imported): return imported.layout().map { OpenedScreens(layout: $0, imported: imported) }
        }
    }
}

/// What the command line asks of a source; the registry refuses what the source does not take.
public struct SourceOptions: Sendable {
    /// Who the options are for.
    public enum Scope: Sendable {
        /// The one file a command opens: an option its source does not take is refused.
        case file
        /// A run over many files (an audit, a snapshot, settings from `.earshot.yml`): each
        /// source takes those it reads and leaves the others.
        case run
    }

    /// The screen to open first (a storyboard scene, a SwiftUI view).
    public var screen: String?
    /// A dump's format, when the user names it (`--from`).
    public var dumpFormat: DumpFormat?
    /// The id to give the screen a dump becomes (`--id`).
    public var screenID: String?
    /// More files given with the first (SwiftUI views it uses by name).
    public var more: [String] = []
    /// The app's source folder (`--module`): where SwiftUI views used by name are looked for,
    /// instead of the folder found above the file.
    public var module: String?
    /// An Android dump's pixels per dp (`--density`), instead of the one its width implies.
    public var density: Double?
    public var scope: Scope
    /// The folder holding the whole app (a folder a run audits): where how the app shows each
    /// SwiftUI view — as a screen, or as a part of another — is looked for, beyond the module
    /// (a package's view is shown by the app around the package).
    public var app: String?

    public init(screen: String? = nil, dumpFormat: DumpFormat? = nil, screenID: String? = nil, more: [String] = [], module: String? = nil,
                density: Double? = nil, scope: Scope = .file, app: String? = nil) {
        self.screen = screen; self.dumpFormat = dumpFormat; self.screenID = screenID; self.more = more; self.module = module
        self.density = density; self.scope = scope; self.app = app
    }

    /// The options given, whichever their values.
    public var asked: Set<SourceOption> {
        var asked: Set<SourceOption> = []
        if screen != nil { asked.insert(.screen) }
        if dumpFormat != nil { asked.insert(.from) }
        if screenID != nil { asked.insert(.id) }
        if !more.isEmpty { asked.insert(.moreFiles) }
        if module != nil { asked.insert(.module) }
        if density != nil { asked.insert(.density) }
        return asked
    }
}

/// An option a command passes to the source that opens its file.
public enum SourceOption: String, Sendable, Hashable, CaseIterable {
    /// `--screen ID`: the screen to open first, among the file's screens.
    case screen
    /// `--from FORMAT`: a dump's format.
    case from
    /// `--id ID`: the id a dump's one screen is given (it names; `--screen` chooses).
    case id
    /// `--module DIR`: the app's source folder.
    case module
    /// `--density N`: an Android dump's pixels per dp.
    case density
    /// More files after the first (views the first uses by name).
    case moreFiles

    /// As the command line spells it.
    public var spelled: String { self == .moreFiles ? "more than one file" : "--" + rawValue }
}

/// Why a screen file could not be read, in the form the command line prints.
public enum SourceFailure: Error, Sendable, CustomStringConvertible {
    /// `earshot: error: …`: the command line asked for something that does not apply.
    case usage(String)
    /// The file could not be read at all.
    case unreadable(path: String, why: String)
    /// Already `path: error: …`.
    case located(String)
    case diagnostics(DiagnosticList)

    init(_ failure: DumpImportFailure) {
        if case .diagnostics(let list) = failure { self = .diagnostics(list) } else { self = .located(failure.description) }
    }

    public var description: String {
        switch self {
        case .usage(let message): return "earshot: error: " + VisibleText.escape(message)
        case .unreadable(let path, let why): return "earshot: error: " + VisibleText.escape("cannot read '\(path)': \(why)")
        case .located(let text): return VisibleText.escape(text)
        case .diagnostics(let list): return list.description
        }
    }
}
