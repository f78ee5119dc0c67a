import EarshotImport
import EarshotInterfaceBuilder
public import EarshotLoader
import EarshotModel

/// A storyboard or XIB, by its ending: every scene a screen, `.strings` beside it applied.
public struct InterfaceBuilderSource: ScreenSource {
    public var name: String { "Interface Builder file" }

    public init() {}

    public func claims(path: String, head: [UInt8]) -> Bool { InterfaceBuilderImport.extensions.contains(ScreenSources.ending(of: path)) }

    public func read(_ path: String, bytes: [UInt8], options: SourceOptions, files: any SourceFiles) -> Result<SourceRead, SourceFailure> {
        if options.dumpFormat != nil {
            return .failure(.usage("--from is for accessibility dumps; a \(ScreenSources.ending(of: path)) is read by its ending"))
        }
        if !options.more.isEmpty { return .failure(.usage("only SwiftUI imports take more than one file")) }
        let read: InterfaceBuilderImport.ReadFile = { path in
            if case .bytes(let bytes) = files.readFound(path, in: LayoutPaths.stringsFolder(of: path)) { return bytes }
            return nil
        }
        return InterfaceBuilderImport.yaml(bytes: bytes, path: path, screen: options.screen ?? options.screenID, readFile: read)
            .map { .imported($0.layout) }.mapError(SourceFailure.init)
    }
}
