import EarshotLayoutTestSupport
import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotNavigation

/// The planner finds the rotor item in effect without building the ring
/// (`RotorRing.item`): on every element of every sample, with every built-in item on or some
/// turned off, it is the ring's own item of that identity, or none when the ring has none.
@Suite struct RotorRingLookupTests {
    /// Identities that come more than once: a custom rotor on the element and the screen by one
    /// name, app-supplied system rotors that are VoiceOver's own Headings and Images, and an
    /// element with actions, an adjustable value and text.
    static let duplicates = """
        earshot: 1
        screen:
          id: s
          size: [390, 844]
          rotors:
            - {name: Picks, items: [b]}
            - {name: Headings, system: heading}
            - {name: Images, system: images}
          elements:
            - id: rating
              label: Rating
              traits: [adjustable]
              frame: [0, 0, 200, 44]
              adjustable: {kind: rating, min: 1, max: 5, value: 3}
              actions: [{name: Delete, do: [{announce: Gone}]}]
              text: [one line, another line]
              rotors: [{name: Picks, items: [a]}, {name: Headings, system: heading}]
            - id: a
              label: Title
              traits: [header]
              frame: [0, 60, 200, 44]
            - id: b
              label: Buy
              traits: [button]
              frame: [0, 120, 200, 44]
        """

    static let profiles: [Set<BuiltinRotor>?] = [nil, [], [.headings, .words], [.links, .containers, .hints, .characters]]

    @Test(arguments: sampleLayoutNames + ["identity", "duplicates"])
    func itemIsTheRingsOwn(_ name: String) throws {
        let (identity, duplicates) = (load(RotorIdentityTests.layout), load(Self.duplicates))
        try #require(identity.1.isEmpty && duplicates.1.isEmpty, "\(duplicates.1)")
        let layout = try #require(name == "identity" ? identity.0 : name == "duplicates" ? duplicates.0 : sample(name))
        var checked = 0
        for screen in layout.screens {
            let elements: [Element?] = [nil] + ScreenIndex(screen: screen).nodes.map(\.element)
            for element in elements {
                for enabled in Self.profiles {
                    let ring = RotorRing.ring(screen: screen, element: element, enabled: enabled)
                    let ids = BuiltinRotor.allCases.map(RotorID.builtin)
                        + ((element?.rotors ?? []) + screen.rotors).map { RotorID.custom($0.name) } + [.custom("Nothing like it")]
                    for id in ids {
                        #expect(RotorRing.item(id, screen: screen, element: element, enabled: enabled) == ring.first { $0.id == id },
                                "\(name) \(element?.id ?? "-") \(id)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 100)
    }
}
