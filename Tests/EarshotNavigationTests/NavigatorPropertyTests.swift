import EarshotLayoutTestSupport
import EarshotLoader
import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotNavigation

@Suite struct NavigatorPropertyTests {
    /// next×N then previous×N returns to the start, from every starting element.
    @Test(arguments: sampleLayoutNames)
    func nextThenPreviousReturns(_ name: String) throws {
        var nav = try #require(navigator(name))
        let start = nav.focus
        var steps = 0
        while nav.perform(.next).sounds != [.boundary] { steps += 1 }
        for _ in 0..<steps { _ = nav.perform(.previous) }
        #expect(nav.focus == start)
        #expect(nav.perform(.previous).sounds == [.boundary], "no wrap at the start")
    }

    /// Every focusable element of the first screen is reached by swipes.
    @Test(arguments: sampleLayoutNames)
    func everyElementIsReachable(_ name: String) throws {
        var nav = try #require(navigator(name))
        var seen = Set([nav.focus].compactMap { $0 })
        while nav.perform(.next).sounds != [.boundary] { if let f = nav.focus { seen.insert(f) } }
        let s = nav.state
        let focusable = Set(s.reachable.filter(s.isFocusable))
        #expect(seen == focusable)
    }

    /// Rotor moves land only on matching elements.
    @Test(arguments: ["Headings", "Buttons", "Images", "Links", "Form Controls"])
    func rotorMovesLandOnMatches(_ rotor: String) throws {
        let filter: (Element) -> Bool = switch rotor {
        case "Headings": { $0.traits.contains(.header) }
        case "Buttons": { $0.traits.contains(.button) }
        case "Images": { $0.traits.contains(.image) }
        case "Links": { $0.traits.contains(.link) }
        default: { !$0.traits.intersection([.button, .textField, .searchField, .switchButton, .adjustable]).isEmpty }
        }
        for name in sampleLayoutNames {
            var nav = try #require(navigator(name))
            _ = nav.perform(.selectRotor(rotor))
            for _ in 0..<40 {
                let out = nav.perform(.down)
                if out.sounds == [.notFound] { break }
                let e = try #require(nav.focusedElement)
                #expect(filter(e), "\(rotor) landed on \(e.id) in \(name)")
                if e.traits.contains(.adjustable) { _ = nav.perform(.selectRotor(rotor)) }
            }
        }
    }

    @Test func largeGeneratedLayoutWalksAndFinds() {
        let layout = LayoutGenerator.rows(2_000)
        var nav = Navigator(workspace: Workspace(root: layout))
        #expect(nav.focusedID == "h1")
        _ = nav.perform(.selectRotor("Tenths"))
        _ = nav.perform(.down)
        _ = nav.perform(.down)
        #expect(nav.focusedID == "s1r10")
        _ = nav.perform(.last)
        #expect(nav.perform(.next).sounds == [.boundary])
        _ = nav.perform(.selectRotor("Headings"))
        _ = nav.perform(.up)
        #expect(nav.focusedElement?.traits.contains(.header) == true)
    }
}

@Suite struct GestureScriptTests {
    @Test func parsesNamesRepeatsAndQuotes() throws {
        let g = try GestureScript.parse("next x3, rotor=\"Apple Stores\" touch=12,40 previous-heading type=hi rate+").get()
        #expect(g == [.next, .next, .next, .selectRotor("Apple Stores"), .touch(x: 12, y: 40),
                      .quickNav(.heading, forward: false), .type("hi"), .rateUp])
        #expect(g.map(\.scriptName).joined(separator: " ")
                == "next next next rotor=\"Apple Stores\" touch=12,40 previous-heading type=hi rate+")
    }

    @Test(arguments: [("next jump", 6, "unknown gesture 'jump'"), ("nxet", 1, "unknown gesture 'nxet' (did you mean 'next'?)"),
                      ("x3", 1, "'x3' repeats nothing: put it after a gesture"), ("next touch=1", 6, "'touch=' takes x,y in points, e.g. touch=120,440")])
    func locatesErrors(_ script: String, _ column: Int, _ message: String) {
        guard case .failure(let e) = GestureScript.parse(script) else { Issue.record("parsed"); return }
        #expect(e.column == column && e.message == message)
        #expect(e.description == "gestures:1:\(column): error: \(message)")
    }
}
