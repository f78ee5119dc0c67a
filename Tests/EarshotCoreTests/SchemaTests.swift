import EarshotLayoutTestSupport
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotCore

/// The committed schemas are the generator's output, the samples pass them, and a misspelled
/// key fails both the loader and the schema.
@Suite struct SchemaTests {
    @Test(arguments: JSONSchema.kinds.map(\.name))
    func committedSchemaIsTheGeneratorsOutput(_ name: String) throws {
        let kind = try #require(JSONSchema.kinds.first { $0.name == name })
        #expect(SchemaFiles.committed(kind) == JSONSchema.document(for: kind),
                "schemas/\(name).schema.json is stale: run `earshot schema \(name) > schemas/\(name).schema.json`")
    }

    @Test(arguments: [("Layouts", LayoutKeys.kind), ("Voices", VoiceKeys.kind)])
    func everySampleCarriesTheHeaderAndPassesItsSchema(_ folder: String, _ kind: FileKind) throws {
        let files = SchemaFiles.samples(folder)
        #expect(files.count >= 3)
        var documents: [JSONValue] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let header = "# yaml-language-server: $schema=../schemas/\(kind.name).schema.json"
            #expect(text.split(separator: "\n", maxSplits: 1).first.map(String.init) == header, "\(file.lastPathComponent)")
            documents.append(try #require(SchemaValidator.json(text), "\(file.lastPathComponent) does not compose"))
        }
        let results = try SchemaValidator.validate(documents, against: SchemaFiles.committed(kind))
        #expect(results.count == files.count)
        for (file, problem) in zip(files, results) {
            #expect(problem == nil, "\(file.lastPathComponent): \(problem ?? "")")
        }
    }

    /// One spelling mistake per table; each must fail the loader (with a suggestion) and the schema.
    @Test func misspelledKeysFailTheLoaderAndTheSchema() throws {
        let layouts = [
            "earshot: 1\nscreen: {id: s, elements: [{id: a, lable: A}]}\n",
            "earshot: 1\nscren: {id: s, elements: []}\n",
            "earshot: 1\nscreen: {id: s, elements: [], rotor: []}\n",
            "earshot: 1\nscreen: {id: s, elements: [{id: a, traits: [adjustable], adjustable: {kind: rating, max: 5, vaule: 3}}]}\n",
            "earshot: 1\nscreen: {id: s, elements: [{id: a, rotors: [{name: R, itmes: [a]}]}]}\n",
            "earshot: 1\nscreen: {id: s, elements: [{id: a, on-activate: [{anounce: Hi}]}]}\n",
        ]
        for text in layouts {
            let (layout, errors) = load(text)
            #expect(layout == nil && errors.contains { $0.contains("did you mean") }, "\(text): \(errors)")
        }
        let layoutResults = try SchemaValidator.validate(layouts.compactMap(SchemaValidator.json),
                                                         against: SchemaFiles.committed(LayoutKeys.kind))
        #expect(layoutResults.count == layouts.count && layoutResults.allSatisfy { $0 != nil }, "\(layoutResults)")

        let voice = "name: v\nvoice: en-us\nrate: 200\npich: 50\n"
        guard case .failure(let list) = VoiceProfile.load(bytes: Array(voice.utf8), path: "v.yaml") else {
            Issue.record("misspelled voice key loaded"); return
        }
        #expect(list.description == "v.yaml:4:1: error: unknown key 'pich' in a voice profile (did you mean 'pitch'?)")
        let voiceResults = try SchemaValidator.validate([try #require(SchemaValidator.json(voice))],
                                                        against: SchemaFiles.committed(VoiceKeys.kind))
        #expect(voiceResults.first.flatMap { $0 } != nil)

        let keys = "rigth: next\n"
        guard case .failure(let keyList) = KeyMap.load(bytes: Array(keys.utf8), path: "k.yaml") else {
            Issue.record("misspelled key name loaded"); return
        }
        #expect(keyList.description.hasPrefix("k.yaml:1:1: error: unknown key 'rigth'"))
        #expect(keyList.description.hasSuffix("(did you mean 'right'?)"))
        let keyResults = try SchemaValidator.validate([try #require(SchemaValidator.json(keys))],
                                                      against: SchemaFiles.committed(KeyMapKeys.kind))
        #expect(keyResults.first.flatMap { $0 } != nil)
    }
}
