import EarshotLayoutTestSupport
import EarshotTestSupport
import Testing
@testable import EarshotLoader

/// The schema is as strict as the loader on what a schema can say (shapes, keys, types,
/// bounds; not ids): each document is accepted by both or refused by both.
@Suite struct SchemaAgreementTests {
    static func doc(_ element: String, rotors: String = "[]", size: String = "[390, 844]") -> String {
        "earshot: 1\nscreen: {id: s, size: \(size), rotors: \(rotors), elements: [{id: a, label: A}, \(element)]}\n"
    }

    static let cases: [(String, Bool)] = [
        (doc("{id: b, traits: [adjustable], adjustable: {kind: picker, options: [S, M], selected: 1}}"), true),
        (doc("{id: b, traits: [adjustable], adjustable: {kind: stepper, min: 1, max: 9, step: 2, format: '{value} pcs'}}"), true),
        (doc("{id: b, traits: 4097, adjustable: {kind: slider, max: 100, value: 40}}"), true),
        (doc("{id: b, on-activate: [back, toggle, select-in-group, {back: ~}, {toggle: selected, of: a}]}"), true),
        (doc("{id: b, on-activate: [{goto: {screen: s, focus: a}}, {set: {id: a, value: 3}}, {set: {id: a, value: x}}]}"), true),
        (doc("{id: b, text: [one, {line: two, marks: [alert]}], tags: [x], container: list, children: [{id: c}]}"), true),
        (doc("{id: b, frame: [-10, 0, 0, 9999999]}", rotors: "[{system: Images}, {name: R, items: [a]}, {name: T, match: {tags: [x]}}]"), true),
        (doc("{id: b, traits: [adjustable], adjustable: {kind: picker, options: [S], min: 0}}"), false),
        (doc("{id: b, traits: [adjustable], adjustable: {kind: rating, options: [S], max: 5}}"), false),
        (doc("{id: b, traits: [adjustable], adjustable: {kind: rating}}"), false),
        (doc("{id: b, traits: [adjustable], adjustable: {kind: dial, max: 5}}"), false),
        (doc("{id: b, traits: [adjustable], adjustable: {kind: slider, max: 1e12}}"), false),
        (doc("{id: b}", rotors: "[{name: R, items: [a], mark: x}]"), false),
        (doc("{id: b}", rotors: "[{items: [a]}]"), false),
        (doc("{id: b}", rotors: "[{name: R}]"), false),
        (doc("{id: b}", rotors: "[{name: R, adjusts: false}]"), false),
        (doc("{id: b}", rotors: "[{name: R, match: {}}]"), false),
        (doc("{id: b}", rotors: "[{system: imagez}]"), false),
        (doc("{id: b, on-activate: [{announce: x, focus: a}]}"), false),
        (doc("{id: b, on-activate: [{announce: x, of: a}]}"), false),
        (doc("{id: b, on-activate: [{of: a}]}"), false),
        (doc("{id: b, on-activate: [announce]}"), false),
        (doc("{id: b, on-activate: [{goto: {focus: a}}]}"), false),
        (doc("{id: b, on-activate: [{toggle: value}]}"), false),
        (doc("{id: b, on-activate: [{set: {id: a, value: 1e12}}]}"), false),
        (doc("{id: b, frame: [0, 0, 10]}"), false),
        (doc("{id: b, frame: [0, 0, -1, 10]}"), false),
        (doc("{id: b, frame: [100000000, 0, 1, 10]}"), false),
        (doc("{id: b, level: 7, traits: [header]}"), false),
        (doc("{id: b, container: lst}"), false),
        (doc("{id: b, traits: [buton]}"), false),
        (doc("{id: b, traits: -1}"), false),
        (doc("{id: b, accessible: maybe}"), false),
        (doc("{id: b}", size: "[0, 844]"), false),
        ("earshot: 2\nscreen: {id: s, elements: []}\n", false),
        ("earshot: 1\nscreen: {id: s, elements: []}\nscreens: [{id: t, elements: []}]\n", false),
        ("earshot: 1\n", false),
        ("earshot: 1\nscreens: []\n", false),
    ]

    @Test func loaderAndSchemaAgree() throws {
        let results = try SchemaValidator.validate(Self.cases.compactMap { SchemaValidator.json($0.0) },
                                                   against: SchemaFiles.committed(LayoutKeys.kind))
        #expect(results.count == Self.cases.count)
        for ((text, valid), schemaProblem) in zip(Self.cases, results) {
            let (layout, errors) = load(text)
            #expect((layout != nil) == valid, "loader: \(text) \(errors)")
            #expect((schemaProblem == nil) == valid, "schema: \(text) \(schemaProblem ?? "accepted")")
        }
    }
}
