import EarshotImport
public import EarshotLoader

/// An Android hierarchy (`uiautomator dump`, Appium UiAutomator2 page source), told by its
/// content: a dump as iOS dumps are, whose pixels become dp by a density (`--density`).
public struct AndroidDumpSource: ScreenSource {
    public var name: String { "Android dump" }
    public var options: Set<SourceOption> { [.from, .id, .density] }

    public init() {}

    public func claims(path: String, head: [UInt8]) -> Bool { DumpSource.detect(head) == .dump(.android) }

    public func isScreenFile(path: String, head: [UInt8], files: any SourceFiles) -> Bool {
        DumpSource.extensions.contains(ScreenSources.ending(of: path)) && claims(path: path, head: head)
    }

    public func read(_ path: String, bytes: [UInt8], options: SourceOptions, files: any SourceFiles) -> Result<SourceRead, SourceFailure> {
        DumpSource.read(path, bytes: bytes, options: options)
    }
}
