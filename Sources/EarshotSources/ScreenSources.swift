public import EarshotImport
public import EarshotLoader
public import EarshotModel
/// The one registry of screen sources: every command that opens a screen file — the reader,
/// `transcript`, `audit` (and which files a folder audit takes), `efficiency`, labs' `layout:`,
/// `import`, `goto` targets, the benchmarks — asks it, so every source keeps the same promises.
public struct ScreenSources: Sendable {
    /// In the order they are asked: the first that claims a file reads it.
    public let sources: [any ScreenSource]

    public init(_ sources: [any ScreenSource]) { self.sources = sources }

    /// Every kind of screen file Earshot reads. The layout source claims anything left.
    public static let standard = ScreenSources([
        InterfaceBuilderSource(), SwiftUIViewSource(), AndroidDumpSource(), DumpSource(), LayoutSource(),
    ])

    /// Bytes of a file's start a source may sniff.
    public static let headBytes = 64 * 1024
    /// Bytes a screen file may have (page sources of whole apps reach tens of megabytes).
    public static let maxBytes = DumpImport.maxBytes

    /// The source that reads `path` (whose first bytes are `head`).
    public func source(for path: String, head: [UInt8]) -> any ScreenSource {
        sources.first { $0.claims(path: path, head: head) } ?? sources.last ?? LayoutSource()
    }

    /// The file (or, for a source that reads them, the folder) at `path` as read by its source.
    public func read(_ path: String, options: SourceOptions = SourceOptions(), files: any SourceFiles) -> Result<SourceRead, SourceFailure> {
        read(path, options: options, files: files, binary: Self.binaryFile)
    }

    /// `read`, saying `binary` of a file that is no text at all.
    func read(_ path: String, options: SourceOptions, files: any SourceFiles, binary: String) -> Result<SourceRead, SourceFailure> {
        if files.entry(path) == .directory {
            guard let source = sources.first(where: \.readsDirectories) else {
                return .failure(.unreadable(path: path, why: "it is a directory"))
            }
            if let refused = refusal(of: source, for: path, options: options) { return .failure(refused) }
            return source.read(path, bytes: [], options: options, files: files)
        }
        let bytes: [UInt8]
        switch files.read(path) {
        case .bytes(let read): bytes = read
        case .unreadable(let why): return .failure(.unreadable(path: path, why: why))
        case .outside(let real): return .failure(.unreadable(path: path, why: "it resolves to '\(real)'"))
        }
        let head = Array(bytes.prefix(Self.headBytes))
        // Said as what the file is, not as the first bytes a text parser trips on.
        if let picture = Self.picture(head) { return .failure(.unreadable(path: path, why: Self.notPictures(picture))) }
        if Self.isBinary(head) { return .failure(.unreadable(path: path, why: binary)) }
        let source = source(for: path, head: head)
        if let refused = refusal(of: source, for: path, options: options) { return .failure(refused) }
        return source.read(path, bytes: bytes, options: options, files: files)
    }

    /// What is said of a picture given as a screen (`an image (PNG)`).
    static func notPictures(_ picture: String) -> String {
        "it is \(picture): Earshot reads screens as layouts, accessibility dumps, SwiftUI sources or storyboards, "
            + "not pictures (see docs/capture.md for capturing a screen's accessibility tree)"
    }

    /// What is said of a binary file given as a screen.
    static let binaryFile = "it is a binary file, not text: Earshot reads screens as layouts (YAML or JSON), accessibility "
        + "dumps, SwiftUI sources or storyboards (see docs/capture.md for capturing a screen's accessibility tree)"

    /// What is said of a binary file given to `earshot import`.
    static let binaryImport = "it is a binary file, not text: import reads accessibility dumps (XCUITest debugDescription "
        + "text, idb or AXe JSON, Appium or uiautomator XML), storyboards, XIBs and SwiftUI sources "
        + "(see docs/capture.md for capturing a screen's accessibility tree)"

    /// The kind of picture or document `head` starts as (`an image (PNG)`), or nil.
    static func picture(_ head: [UInt8]) -> String? {
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + magic.count && Array(head[offset..<offset + magic.count]) == magic
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "an image (PNG)" }
        if starts([0xFF, 0xD8, 0xFF]) { return "an image (JPEG)" }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return "an image (GIF)" }
        if starts(Array("%PDF-".utf8)) { return "a PDF document" }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return "an image (WebP)" }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return "an image (TIFF)" }
        // ISO media (HEIC, AVIF, and the videos a screen recording makes): `ftyp` and a brand.
        if starts(Array("ftyp".utf8), at: 4), head.count >= 12 {
            let brand = String(decoding: head[8..<12], as: UTF8.self)
            if brand.hasPrefix("avi") { return "an image (AVIF)" }
            if ["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].contains(brand) { return "an image (HEIC)" }
            return "a video"
        }
        return nil
    }

    /// Whether `head` is no text: zero bytes where no UTF-16 dump has them, and not UTF-8 (a
    /// text file with a stray NUL is left to its parser, which says where it is).
    static func isBinary(_ head: [UInt8]) -> Bool {
        guard head.contains(0), DumpText.encoding(head) == .utf8 else { return false }
        // The head may end inside a character.
        return !(0...3).contains { cut in head.count >= cut && String(validating: head.dropLast(cut), as: UTF8.self) != nil }
    }

    /// The screens at `path`, opened by the source that claims it: the layout loaded, each
    /// element located in its source, with what an import knows besides.
    public func open(_ path: String, options: SourceOptions = SourceOptions(), files: any SourceFiles) -> Result<OpenedScreens, SourceFailure> {
        read(path, options: options, files: files).flatMap { $0.opened().mapError { .diagnostics($0) } }
    }

    /// The screens at `path` as a loaded layout, each element located in its source.
    public func layout(_ path: String, options: SourceOptions = SourceOptions(), files: any SourceFiles) -> Result<Layout, SourceFailure> {
        open(path, options: options, files: files).map(\.layout)
    }

    /// What `earshot import` writes for `path`: read by the importing source that claims it,
    /// else by the last importing source (the dump source, which tells files by their content
    /// and says what a file that is no dump looks like).
    public func importLayout(_ path: String, options: SourceOptions = SourceOptions(), files: any SourceFiles)
        -> Result<ImportedLayout, SourceFailure> {
        let importers = ScreenSources(sources.filter(\.imports))
        return importers.read(path, options: options, files: files, binary: Self.binaryImport).flatMap { read in
            switch read {
            case .imported(let imported): return .success(imported)
            case .layout: return .failure(.located(Diagnostic(path: path, location: .start, message: "already a layout").description))
            }
        }
    }

    /// `root` and every file its `goto` effects reach, each read once through the registry
    /// (a `goto` may name a dump, a storyboard or a Swift file), confined by `files`.
    public func workspace(_ root: Layout, files: any SourceFiles) -> Result<Workspace, DiagnosticList> {
        let registry = self
        return Workspace.load(root: root, files: files) { bytes, path in
            let source = registry.source(for: path, head: Array(bytes.prefix(Self.headBytes)))
            switch source.read(path, bytes: bytes, options: SourceOptions(), files: files) {
            case .success(let read): return read.opened().map(\.layout)
            case .failure(.diagnostics(let list)): return .failure(list)
            case .failure(let other):
                return .failure(DiagnosticList([Diagnostic(path: path, location: .start, message: "\(other)")]))
            }
        }
    }

    /// Whether a folder walk takes the file at `path`, for a run read with `options`.
    public func isScreenFile(_ path: String, options: SourceOptions = SourceOptions(), files: any SourceFiles) -> Bool {
        let head = files.head(path, count: Self.headBytes) ?? []
        return sources.contains { $0.isScreenFile(path: path, head: head, options: options, files: files) }
    }

    /// The ending of a path's last component, lowercased, without the dot: `swift`.
    public static func ending(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// A path with `.` components and doubled slashes removed, for comparing paths as given.
    static func normalized(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
