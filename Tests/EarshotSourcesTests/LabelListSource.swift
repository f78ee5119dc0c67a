import EarshotImport
import EarshotLoader
import EarshotModel
import EarshotSources

struct LabelListSource: ScreenSource {
    var name: String { "label list" }

    func claims(path: String, head: [UInt8]) -> Bool { ScreenSources.ending(of: path) == "labels" }

    func read(_ path: String, bytes: [UInt8], options: SourceOptions, files: any SourceFiles) -> Result<SourceRead, SourceFailure> {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var yaml = "earshot: 1\nscreen:\n  id: labels\n  elements:\n"
        var places: [String: SourceLocation] = [:]
        for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let id = "line-\(index + 1)"
            yaml += "    - id: \(id)\n      label: \(JSONOutput.line(String(line)))\n      traits: [staticText]\n"
            places[id] = SourceLocation(line: index + 1, column: 1)
        }
        return .success(.imported(ImportedLayout(path: path, yaml: yaml, screens: ["labels"], summary: "label list, \(places.count) lines",
                                                 locations: places, screenLocations: ["labels": .start])))
    }
}
