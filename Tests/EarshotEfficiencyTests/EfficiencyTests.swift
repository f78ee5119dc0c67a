import EarshotEfficiencyTestSupport
import EarshotLayoutTestSupport
import EarshotModel
import EarshotNavigation
import EarshotPlanning
import EarshotSession
import EarshotTestSupport
import Testing
@testable import EarshotEfficiency

/// `earshot efficiency`'s figures on small layouts whose answers were worked out by hand.
@Suite struct EfficiencyTests {
    @Test func swipesCountFirstAndLast() throws {
        let report = try #require(efficiency("""
            earshot: 1
            screen:
              id: s
              size: [390, 844]
              elements:
                - {id: e1, label: One, frame: [0, 0, 390, 40]}
                - {id: e2, label: Two, frame: [0, 50, 390, 40]}
                - {id: e3, label: Three, frame: [0, 100, 390, 40]}
                - {id: e4, label: Four, frame: [0, 150, 390, 40]}
                - {id: e5, label: Five, frame: [0, 200, 390, 40]}
                - {id: e6, label: Six, frame: [0, 250, 390, 40]}
            """))
        // From e1: e4 is three swipes right, or `last` and two left; e5 is `last`, `previous`.
        #expect(report.counts == ["e1": [0, 0], "e2": [1, 1], "e3": [2, 2], "e4": [3, 3], "e5": [2, 2], "e6": [1, 1]])
        #expect(report.elements.first { $0.id == "e6" }?.path == "last")
        #expect(report.elements.first { $0.id == "e3" }?.path == "next x2")
        // Nothing here for a rotor or quick-nav key to land on: no element is brought closer.
        #expect(report.summary.rotorCloser == 0 && report.summary.worstGestures == 3 && report.summary.medianGestures == 1.5)
        #expect(report.unreachable.isEmpty && report.summary.elements == 6)
    }

    @Test func onTouchRotorsShortenPathsWithoutQuickNav() throws {
        let report = try #require(efficiency(rotorLayout))
        #expect(report.input == "touch")
        // The ring from Top: Picks, Headings, Links, … (no Quick Nav on touch). Picks lands on
        // r8 (`rotor-next down`) and r3 (`rotor-next up`) in two; Middle is the next heading,
        // `rotor-next x2 down`, three. r4 is r3 and one on, r7 r8 and one back (three); r5 and
        // r6 are four either way (r3 + two, Middle − one; Middle + one, r8 − two) against five swipes.
        #expect(report.counts == [
            "top": [0, 0], "r1": [1, 1], "r2": [2, 2], "r3": [3, 2], "r4": [4, 3], "r5": [5, 4], "h2": [6, 3],
            "r6": [5, 4], "r7": [4, 3], "r8": [3, 2], "r9": [2, 2], "r10": [1, 1],
        ])
        #expect(report.elements.first { $0.id == "h2" }?.path == "rotor-next x2 down")
        for entry in report.elements {
            let script = try GestureScript.parse(entry.path).get()
            #expect(!script.contains { if case .quickNav = $0 { return true } else { return false } }, "\(entry.path)")
        }
        #expect(report.summary.rotorCloser == 7)
    }

    @Test func aRotorTurnedOffInTheProfileIsNotUsed() throws {
        // Headings off (the profile's `rotor:` leaves it out): Middle is r3 and three on, or r8
        // and three back, by the Picks rotor: five (against three with Headings on).
        let report = try #require(efficiency(rotorLayout, rotorItems: RotorRing.enabled(by: ["links", "containers"])))
        #expect(report.counts["h2"] == [6, 5])
        // The custom rotor is always offered.
        #expect(report.counts["r8"] == [3, 2])
    }

    @Test func rotorsAndQuickNavigationShortenPaths() throws {
        let report = try #require(efficiency(rotorLayout, input: .keyboard))
        #expect(report.input == "keyboard")
        // Swipes: min(i, 1 + (11 - i)). Gestures: `heading` reaches Middle in one; the Picks
        // rotor is first in the ring, so `rotor-next down` lands on its first item, r8, and
        // `rotor-next up` on its last, r3 (focus is on neither); r4 and r5 are Middle and one
        // or two back; r7 is Middle and two on, or r8 and one back.
        #expect(report.counts == [
            "top": [0, 0], "r1": [1, 1], "r2": [2, 2], "r3": [3, 2], "r4": [4, 3], "r5": [5, 2], "h2": [6, 1],
            "r6": [5, 2], "r7": [4, 3], "r8": [3, 2], "r9": [2, 2], "r10": [1, 1],
        ])
        #expect(report.elements.first { $0.id == "h2" }?.path == "heading")
        #expect(report.elements.first { $0.id == "r8" }?.path == "rotor-next down")
        #expect(report.elements.first { $0.id == "r3" }?.path == "rotor-next up")
        #expect(report.summary.rotorCloser == 7)
        #expect(report.summary.rotorShare == 0.583)
    }

    @Test func aModalTrapLeavesTheRestUnreachable() throws {
        let report = try #require(efficiency("""
            earshot: 1
            screen:
              id: s
              size: [390, 844]
              elements:
                - {id: open, label: Open, traits: [button], frame: [0, 0, 390, 40]}
                - id: alert
                  container: semanticGroup
                  modal: true
                  frame: [20, 300, 350, 200]
                  children:
                    - {id: ok, label: OK, traits: [button], frame: [20, 400, 170, 44]}
                    - {id: cancel, label: Cancel, traits: [button], frame: [200, 400, 170, 44]}
            """))
        #expect(report.unreachable == ["open"])
        #expect(report.counts == ["ok": [0, 0], "cancel": [1, 1]])
        #expect(report.summary.elements == 3 && report.summary.reachable == 2 && report.summary.unreachable == 1)
    }

    @Test func elementsLeftOutOfOrderOrInsideAnAccessibleContainerAreUnreachable() throws {
        let report = try #require(efficiency("""
            earshot: 1
            screen:
              id: s
              size: [390, 844]
              elements:
                - id: group
                  container: semanticGroup
                  order: [x, z]
                  children:
                    - {id: x, label: X, frame: [0, 0, 100, 40]}
                    - {id: y, label: Y, frame: [0, 50, 100, 40]}
                    - {id: z, label: Z, frame: [0, 100, 100, 40]}
                - id: card
                  label: Card
                  accessible: true
                  frame: [0, 200, 390, 100]
                  children:
                    - {id: inner, label: Inner, frame: [0, 200, 100, 40]}
            """))
        #expect(report.unreachable == ["y", "inner"])
        #expect(report.counts == ["x": [0, 0], "z": [1, 1], "card": [1, 1]])
    }

    @Test func listeningSecondsFollowTheCheapestWords() throws {
        let report = try #require(efficiency(rotorLayout, input: .keyboard))
        func seconds(_ id: String) -> Double? { report.elements.first { $0.id == id }?.seconds }
        // `next` to r1 says "Row one." — two words — and nothing cheaper gets there.
        #expect(seconds("r1") == 0.5)
        // `heading` says "Middle. Heading." — two words.
        #expect(seconds("h2") == 0.5)
        #expect(seconds("top") == 0)
        #expect(report.summary.readAllSeconds > report.summary.worstSeconds)
    }

    @Test func aSmallBudgetIsReportedWhenHit() throws {
        let report = try #require(efficiency(rotorLayout, budget: 5))
        #expect(report.summary.budgetHit)
        let full = try #require(efficiency(rotorLayout))
        #expect(!full.summary.budgetHit)
    }

    /// The planner works out swipes, quick-nav keys and element-rotor flicks once per focus, and
    /// turns the rotor through a ring kept per focus; doing every gesture afresh from every state
    /// must find the very same states at the very same distances, in gestures and in seconds.
    @Test(arguments: sampleLayoutNames) func reusingFocusMovesChangesNoAnswer(name: String) throws {
        struct State: Hashable {
            var focus: Int?, landing: RotorID?, chosen: RotorID?, action: Int, editing: Bool
            var cursor: Navigator.TextCursor?
            init(_ n: Navigator) {
                focus = n.focus; landing = n.landingRotor; chosen = n.chosenRotor; action = n.actionIndex
                editing = n.editing; cursor = n.textCursor
            }
        }
        let start = try #require(navigator(name))
        // Over interaction, pizza's pickers, stepper and toggles make 857,000 states and
        // settings' switches 185,000 (`earshot-bench efficiency`): too many for a debug build.
        let sets: [PlanGestures] = ["pizza.yaml", "settings.yaml"].contains(name) ? [.swipes, .navigation] : PlanGestures.allCases
        for set in sets {
            var exhaustive = Planner(gestures: set)
            exhaustive.reusesFocusMoves = false
            var fresh: [State: Int] = [:], reused: [State: Int] = [:]
            let a = exhaustive.explore(from: start, cost: .gestures) { visit in
                fresh[State(visit.navigator)] = visit.gestures
                return true
            }
            let b = Planner(gestures: set).explore(from: start, cost: .gestures) { visit in
                reused[State(visit.navigator)] = visit.gestures
                return true
            }
            let differing = Set(fresh.keys).symmetricDifference(reused.keys).count
                + fresh.filter { reused[$0.key] != nil && reused[$0.key] != $0.value }.count
            #expect(differing == 0, "\(name) \(set): \(differing) states differ")
            #expect(a.states == b.states && fresh.count > 1, "\(name) \(set)")
        }
        var exhaustive = Planner(gestures: .navigation)
        exhaustive.reusesFocusMoves = false
        var fresh: [State: Double] = [:], reused: [State: Double] = [:]
        _ = exhaustive.explore(from: start, cost: .seconds(wordSeconds)) { visit in
            fresh[State(visit.navigator)] = visit.seconds
            return true
        }
        // After a search by gestures sharing its tables, as the audit's reach searches do.
        let tables = PlanTables()
        _ = Planner(gestures: .navigation).explore(from: start, cost: .gestures, sharing: tables) { _ in true }
        _ = Planner(gestures: .navigation).explore(from: start, cost: .seconds(wordSeconds), sharing: tables) { visit in
            reused[State(visit.navigator)] = visit.seconds
            return true
        }
        #expect(Set(fresh.keys) == Set(reused.keys) && fresh.count > 1, "\(name): states differ by seconds")
        let off = fresh.filter { abs((reused[$0.key] ?? -1) - $0.value) > 1e-9 }
        #expect(off.count == 0, "\(name): states at other listening times")
    }

    /// Every path is a script of real gestures that the session core replays, in exactly
    /// `gestures` steps, to its element.
    @Test(arguments: sampleLayoutNames) func everyPathReplaysToItsElement(name: String) throws {
        let start = try #require(navigator(name))
        let report = Efficiency.measure(start, layout: name, length: wordSeconds)
        #expect(!report.elements.isEmpty)
        for entry in report.elements {
            let script = try GestureScript.parse(entry.path).get()
            #expect(script.count == entry.gestures, "\(name) \(entry.id): \(entry.path)")
            #expect(!script.contains { if case .selectRotor = $0 { return true } else { return false } })
            var session = SessionState(navigator: start)
            for gesture in script { _ = session.run(script: gesture) }
            #expect(session.navigator.focusedID == entry.id, "\(name) \(entry.id): \(entry.path)")
            #expect(entry.swipes >= entry.gestures)
        }
    }

    @Test func seededSamplesShowWhatRotorsSave() throws {
        let map = Efficiency.measure(try #require(navigator("map-stores-parks.yaml")), layout: "map", length: wordSeconds)
        // Alamo Square and Hippie Hill are four swipes away and three by the Parks rotor.
        let alamo = try #require(map.elements.first { $0.id == "alamo" })
        #expect(alamo.swipes == 4 && alamo.gestures == 3 && alamo.path == "rotor-next x2 down")
        let weather = Efficiency.measure(try #require(navigator("weather.yaml")), layout: "weather", input: .keyboard,
                                         length: wordSeconds)
        let last = try #require(weather.elements.first { $0.id == "last-heading" })
        #expect(last.swipes == 6 && last.gestures == 2)
        // On touch the heading key is gone: a swipe, the rotor to Headings, a flick.
        let touch = Efficiency.measure(try #require(navigator("weather.yaml")), layout: "weather", length: wordSeconds)
        let lastByTouch = try #require(touch.elements.first { $0.id == "last-heading" })
        #expect(lastByTouch.swipes == 6 && lastByTouch.gestures == 3 && lastByTouch.path == "next rotor-next down")
    }

    @Test func comparisonMatchesElementsById() throws {
        let before = Efficiency.measure(try #require(navigator("cowboy-hat-before.yaml")), layout: "b", length: wordSeconds)
        let after = Efficiency.measure(try #require(navigator("cowboy-hat.yaml")), layout: "a", length: wordSeconds)
        let c = EfficiencyComparison(before: before, after: after)
        #expect(c.elements.map(\.id) == ["title", "description", "submit", "photo", "rating"])
        let rating = try #require(c.elements.first { $0.id == "rating" })
        // On touch the rating is two back from the end (`last previous`), no form key.
        #expect(rating.before == nil && rating.after?.gestures == 2 && rating.verdict == .added)
        // The description is one swipe farther because the way there passes the photo, newly reachable.
        let description = try #require(c.elements.first { $0.id == "description" })
        #expect(description.verdict == .worse)
        #expect(description.reason == "1 gesture more (1 → 2: next → next x2); 1.7 s more listening (3.8 → 5.5 s); "
            + "passes newly reachable photo", "\(description.reason)")
        let json = JSONOutput.line(c)
        #expect(json.contains("\"before\":null"))
        #expect(json.hasPrefix("{\"after\":{"))
    }
}
