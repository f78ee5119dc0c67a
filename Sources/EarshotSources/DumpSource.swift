import EarshotImport
public import EarshotLoader
import EarshotModel

/// An iOS accessibility dump (WebDriverAgent page source, idb or AXe JSON, XCUITest text),
/// told by its content whatever its ending. Also claims what looks like a dump of another kind
/// (an Android hierarchy, other XML), so it is refused as a dump, with what it looks like.
public struct DumpSource: ScreenSource {
    /// Endings a folder walk looks inside for a dump (JSON dumps are found as layouts are).
    public static let extensions: Set<String> = ["xml", "txt", "json"]
    public var name: String { "accessibility dump" }

    public init() {}

    public func claims(path: String, head: [UInt8]) -> Bool {
        let text = (try? DumpText.utf8(head, lenient: true).get()) ?? head
        if case .other(_, mayBeLayout: true) = DumpDetector.detect(text) { return false }
        return true
    }

    public func isScreenFile(path: String, head: [UInt8], files: any SourceFiles) -> Bool {
        guard Self.extensions.contains(ScreenSources.ending(of: path)) else { return false }
        let text = (try? DumpText.utf8(head, lenient: true).get()) ?? head
        if case .dump = DumpDetector.detect(text) { return true }
        return false
    }

    public func read(_ path: String, bytes: [UInt8], options: SourceOptions, files: any SourceFiles) -> Result<SourceRead, SourceFailure> {
        if !options.more.isEmpty { return .failure(.usage("only SwiftUI imports take more than one file")) }
        return DumpImport.yaml(bytes: bytes, path: path, from: options.dumpFormat, screenID: options.screenID, density: options.density)
            .map { .imported($0.layout) }.mapError(SourceFailure.init)
    }
}
