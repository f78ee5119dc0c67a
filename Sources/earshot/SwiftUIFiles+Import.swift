import EarshotCore
import EarshotSwiftUI
import Foundation

extension SwiftUIFiles {
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Every `.swift` file under `directory`, sorted, skipping hidden folders and `.build`.
    static func swiftFiles(under directory: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        var out: [String] = []
        while let name = walker.nextObject() as? String {
            if name.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if isSwift(name) { out.append(directory.hasSuffix("/") ? directory + name : directory + "/" + name) }
        }
        return out.sorted()
    }

    /// `earshot import View.swift [More.swift…] [--screen ID] [-o OUT]`: the layout on standard
    /// output or in OUT; what was approximated said on standard error.
    static func runImport(_ first: String, more: [String], screen: String?, output: String?) throws {
        var paths: [String] = []
        for path in [first] + more {
            if isDirectory(path) { paths += swiftFiles(under: path) } else { paths.append(path) }
        }
        guard let main = paths.first else { throw Failure.usage("no .swift files in '\(first)'") }
        var files: [SwiftUIImport.File] = []
        for path in paths {
            guard let bytes = readFile(path) else { throw Failure.usage("cannot read '\(path)'") }
            files.append(SwiftUIImport.File(path: path, bytes: bytes))
        }
        let imported: SwiftUIImport.Imported
        switch SwiftUIImport.yaml(main: files[0], given: Array(files.dropFirst()), library: siblings(of: main, except: paths),
                                  screenID: screen, readFile: readFile) {
        case .success(let result): imported = result
        case .failure(let list): throw Failure.diagnostics(list)
        }
        var report = ""
        let n = imported.approximations.count
        if n > 0 {
            report += "\(main): \(n) place\(n == 1 ? "" : "s") approximated:\n"
            for place in imported.approximations.prefix(50) { report += VisibleText.escape(place.description) + "\n" }
            if n > 50 { report += "… and \(n - 50) more\n" }
        }
        if let output {
            guard FileManager.default.createFile(atPath: output, contents: Data(imported.yaml.utf8)) else {
                throw Failure.usage("cannot write '\(output)'")
            }
            report += VisibleText.escape("\(main): SwiftUI, \(imported.screens.count) screen\(imported.screens.count == 1 ? "" : "s"), "
                                         + "\(imported.stops) focus stop\(imported.stops == 1 ? "" : "s") → \(output)") + "\n"
        } else {
            FileHandle.standardOutput.write(Data(imported.yaml.utf8))
        }
        FileHandle.standardError.write(Data(report.utf8))
    }
}
