import EarshotImport
public import EarshotLoader
import EarshotModel

/// An iOS accessibility dump (WebDriverAgent page source, idb or AXe JSON, XCUITest text),
/// told by its content whatever its ending. Also claims what looks like a dump of another kind
/// (other XML), so it is refused as a dump, with what it looks like.
public struct DumpSource: ScreenSource {
    /// Endings a folder walk looks inside for a dump (JSON dumps are found as layouts are).
    public static let extensions: Set<String> = ["xml", "txt", "json"]
    public var name: String { "iOS dump" }
    public var options: Set<SourceOption> { [.from, .id] }

    public init() {}

    public func claims(path: String, head: [UInt8]) -> Bool {
        if case .other(_, mayBeLayout: true) = Self.detect(head) { return false }
        return true
    }

    public func isScreenFile(path: String, head: [UInt8], files: any SourceFiles) -> Bool {
        guard Self.extensions.contains(ScreenSources.ending(of: path)) else { return false }
        if case .dump = Self.detect(head) { return true }
        return false
    }

    public func read(_ path: String, bytes: [UInt8], options: SourceOptions, files: any SourceFiles) -> Result<SourceRead, SourceFailure> {
        Self.read(path, bytes: bytes, options: options)
    }

    /// What the first bytes of a file show it to be, read as UTF-8 however they are encoded.
    static func detect(_ head: [UInt8]) -> DumpDetection {
        DumpDetector.detect((try? DumpText.utf8(head, lenient: true).get()) ?? head)
    }

    /// A dump of any kind imported, with the options a dump takes.
    static func read(_ path: String, bytes: [UInt8], options: SourceOptions) -> Result<SourceRead, SourceFailure> {
        DumpImport.yaml(bytes: bytes, path: path, from: options.dumpFormat, screenID: options.screenID, density: options.density)
            .map { .imported($0.layout) }.mapError(SourceFailure.init)
    }
}
