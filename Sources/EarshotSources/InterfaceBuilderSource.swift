import EarshotImport
import EarshotInterfaceBuilder
public import EarshotLoader
import EarshotModel

/// A storyboard or XIB, by its ending: every scene a screen, `.strings` beside it applied.
public struct InterfaceBuilderSource: ScreenSource {
    public var name: String { "Interface Builder file" }
    public var options: Set<SourceOption> { [.screen] }

    public init() {}

    public func claims(path: String, head: [UInt8]) -> Bool { InterfaceBuilderImport.extensions.contains(ScreenSources.ending(of: path)) }

    public func kind(of path: String) -> String { ScreenSources.ending(of: path) == "xib" ? "a XIB" : "a storyboard" }

    public func read(_ path: String, bytes: [UInt8], options: SourceOptions, files: any SourceFiles) -> Result<SourceRead, SourceFailure> {
        let read: InterfaceBuilderImport.ReadFile = { path in
            if case .bytes(let bytes) = files.readFound(path, in: LayoutPaths.stringsFolder(of: path)) { return bytes }
            return nil
        }
        return InterfaceBuilderImport.yaml(bytes: bytes, path: path, screen: options.screen, readFile: read)
            .map { .imported($0.layout) }.mapError(SourceFailure.init)
    }
}
