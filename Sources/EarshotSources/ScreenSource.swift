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
}

/// What a source read.
public enum SourceRead: Sendable {
    /// A file that is a layout already.
    case layout(Layout)
    /// A file imported into layout YAML, loaded by `ImportedLayout.layout()`.
    case imported(ImportedLayout)
}

/// What the command line asks of a source; each source refuses what does not apply to it.
public struct SourceOptions: Sendable {
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
    /// The folder holding the whole app (a folder a run audits): where how the app shows each
    /// SwiftUI view — as a screen, or as a part of another — is looked for, beyond the module
    /// (a package's view is shown by the app around the package).
    public var app: String?

    public init(screen: String? = nil, dumpFormat: DumpFormat? = nil, screenID: String? = nil, more: [String] = [], module: String? = nil,
                density: Double? = nil, app: String? = nil) {
        self.screen = screen; self.dumpFormat = dumpFormat; self.screenID = screenID; self.more = more; self.module = module
        self.density = density; self.app = app
    }
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
