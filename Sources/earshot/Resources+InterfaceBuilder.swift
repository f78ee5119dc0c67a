import EarshotCore
import Foundation

extension Resources {
    /// A storyboard or XIB as a layout, its `.strings` files read from beside it.
    static func interfaceBuilderLayout(_ bytes: [UInt8], path: String, screen: String?) throws -> Layout {
        switch InterfaceBuilderImport.layout(bytes: bytes, path: path, screen: screen, readFile: { readFile($0) }) {
        case .success(let layout): return layout
        case .failure(.diagnostics(let list)): throw Failure.diagnostics(list)
        case .failure(let failure): throw Failure.located(failure.description)
        }
    }
}

extension ImportCommand {
    /// `earshot import Main.storyboard`: every scene a screen, `--screen` (or the initial
    /// scene) first; the summary on standard error names custom classes read as containers.
    func importInterfaceBuilder(_ bytes: [UInt8]) throws {
        if from != "auto" { throw Failure.usage("--from is for accessibility dumps; a \(dump) is read by its ending") }
        let imported: InterfaceBuilderImport.Imported
        switch InterfaceBuilderImport.yaml(bytes: bytes, path: dump, screen: screen ?? id, readFile: { Resources.readFile($0) }) {
        case .success(let result): imported = result
        case .failure(.diagnostics(let list)): throw Failure.diagnostics(list)
        case .failure(let failure): throw Failure.located(failure.description)
        }
        var summary = "\(dump): \(imported.kind), \(count(imported.views, "view")), \(count(imported.screens.count, "screen")), "
            + count(imported.stops, "focus stop")
        if !imported.unknown.isEmpty {
            summary += "; \(count(imported.unknown.count, "custom class", plural: "custom classes")) read as plain views: "
                + InterfaceBuilderImport.describe(imported.unknown)
        }
        if let output {
            guard FileManager.default.createFile(atPath: output, contents: Data(imported.yaml.utf8)) else {
                throw Failure.usage("cannot write '\(output)'")
            }
            summary += " → \(output)"
        } else {
            FileHandle.standardOutput.write(Data(imported.yaml.utf8))
        }
        FileHandle.standardError.write(Data(VisibleText.escape(summary).utf8 + [0x0A]))
    }

    func count(_ n: Int, _ noun: String, plural: String) -> String { "\(n) \(n == 1 ? noun : plural)" }
}
