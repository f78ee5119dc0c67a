import EarshotLayoutTestSupport
import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotLoader

@Suite struct LayoutLoaderTests {
    @Test(arguments: sampleLayoutNames)
    func sampleLoads(_ name: String) {
        let result = loadSample(name)
        if case .failure(let list) = result { Issue.record("\(name): \(list)") }
        #expect((try? result.get())?.screens.isEmpty == false)
    }

    @Test func everySampleIsPresent() {
        let wanted = ["cowboy-hat.yaml", "cowboy-hat-before.yaml", "pizza.yaml", "map-stores-parks.yaml",
                      "park-brochure.yaml", "release-notes.yaml", "color-rows.yaml", "weather.yaml",
                      "image-toggle.yaml", "settings.yaml"]
        #expect(Set(wanted).isSubset(of: Set(sampleLayoutNames)))
    }

    @Test func readsEveryElementKey() throws {
        let (layout, errors) = load("""
        earshot: 1
        screen:
          id: s
          title: T
          size: [100, 200]
          rotors: [{name: Tagged, match: {tags: [x], traits: [button]}}, {system: images}]
          elements:
            - id: group
              container: list
              order: [b, a]
              modal: true
              hidden: true
              accessible: false
              on-escape: [back]
              children:
                - {id: a, label: A, frame: [0, 0, 10, 10]}
                - {id: b, label: B, frame: [0, 20, 10, 10]}
            - id: h
              label: Head
              value: V
              hint: H
              traits: [header, button]
              level: 2
              tags: [x, y]
              frame: [1, 2, 3, 4]
              text: [one, {line: two, marks: [alert]}]
              actions: [{name: Delete, do: [{announce: Deleted}]}]
              rotors: [{name: Alerts, mark: alert}, {name: Pick, items: [a, b]}]
              on-activate:
                - {announce: Hi}
                - {goto: s}
                - {focus: a}
                - {show: group}
                - {hide: group}
                - {toggle: selected}
                - {toggle: selected, of: a}
                - select-in-group
                - {set: {id: r, value: 4}}
                - {set: {id: a, value: text}}
            - id: r
              traits: [adjustable]
              adjustable: {kind: rating, min: 1, max: 5, value: 3, step: 1}
              rotors: [{name: Rating Value, adjusts: true}]
        """)
        #expect(errors == [])
        let screen = try #require(layout?.screens.first)
        #expect(screen.sizeWidth == 100 && screen.sizeHeight == 200 && screen.title == "T")
        #expect(screen.rotors.map(\.name) == ["Tagged", "Images"])
        let group = screen.elements[0]
        #expect(group.container == .list && group.order == ["b", "a"] && group.modal && group.hidden)
        #expect(!group.accessible && group.onEscape == [.back] && group.children.count == 2)
        let h = screen.elements[1]
        #expect(h.label == "Head" && h.value == "V" && h.hint == "H" && h.level == 2)
        #expect(h.traits == [.header, .button] && h.tags == ["x", "y"])
        #expect(h.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(h.text == [TextLine("one"), TextLine("two", marks: ["alert"])])
        #expect(h.actions == [CustomAction(name: "Delete", effects: [.announce("Deleted")])])
        #expect(h.rotors.map(\.source) == [.mark("alert"), .items(["a", "b"])])
        #expect(h.onActivate == [.announce("Hi"), .goto(GotoTarget(screen: "s")), .focus("a"), .show("group"),
                                 .hide("group"), .toggleSelected(of: nil), .toggleSelected(of: "a"), .selectInGroup,
                                 .set(id: "r", value: .number(4)), .set(id: "a", value: .text("text"))])
        let r = screen.elements[2]
        #expect(r.adjustable == Adjustable(kind: .rating, min: 1, max: 5, value: 3, step: 1))
        #expect(r.rotors.first?.source == .adjusts)
    }

    @Test func generatesIDsInFileOrder() throws {
        let (layout, errors) = load("earshot: 1\nscreen:\n  id: s\n  elements:\n    - label: A\n    - label: B\n      children: [{label: C}]\n")
        #expect(errors == [])
        let ids = layout?.screens[0].elements.flatMap { [$0.id] + $0.children.map(\.id) }
        #expect(ids == ["e1", "e2", "e3"])
    }

    @Test func traitBitmaskRoundTrips() throws {
        let (layout, _) = load("earshot: 1\nscreen: {id: s, elements: [{id: a, traits: 21}, {id: b, traits: 0x20000000000001}]}\n")
        let a = try #require(layout?.screens[0].elements[0])
        #expect(a.traits == [.button, .image, .playsSound] && a.traits.names == ["button", "image", "playsSound"])
        #expect(Traits(rawValue: a.traits.rawValue) == a.traits)
        #expect(layout?.screens[0].elements[1].traits == [.switchButton, .button])
    }

    @Test(arguments: [
        ("json", "{\"earshot\": 1, \"screen\": {\"id\": \"s\", \"elements\": [{\"id\": \"a\", \"label\": \"A\", \"traits\": [\"button\"]}]}}"),
        ("yaml", "earshot: 1\nscreen: {id: s, elements: [{id: a, label: A, traits: [button]}]}"),
    ])
    func jsonAndYAMLAreTheSameModel(_ kind: String, _ text: String) throws {
        let (layout, errors) = load(text, path: "t.\(kind)")
        #expect(errors == [])
        #expect(layout?.screens[0].elements[0].traits == .button)
    }
}

@Suite struct ScalarResolverTests {
    @Test(arguments: [("3", "int"), ("-12", "int"), ("1_000", "int"), ("0x1F", "int"), ("0b101", "int"), ("0o17", "int"),
                      ("3.5", "float"), ("1e3", "float"), (".inf", "float"), ("-.5", "float"), ("true", "bool"), ("Off", "bool"),
                      ("~", "null"), ("null", "null"), ("", "null"), ("abc", "str"), ("1.2.3", "str"), ("0x", "str"),
                      ("12abc", "str"), ("+", "str"), ("_1", "str"), ("e5", "str")])
    func resolvesLikeYAML11(_ text: String, _ expected: String) {
        #expect(ScalarResolver.resolve(text).rawValue == expected)
    }

    @Test func quotedScalarsAreStrings() {
        let (layout, errors) = load("earshot: 1\nscreen: {id: s, elements: [{id: a, frame: [\"1\", 2, 3, 4]}]}\n")
        #expect(layout == nil)
        #expect(errors == ["2:44: 'frame' x must be a number, found a string"])
    }
}
