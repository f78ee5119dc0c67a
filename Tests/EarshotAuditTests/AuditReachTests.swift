import EarshotEfficiency
import EarshotEfficiencyTestSupport
import EarshotLayoutTestSupport
import EarshotLoader
import EarshotModel
import EarshotNavigation
import EarshotPlanning
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotAudit

/// The planner-backed reachability EAR013 and EAR019 share, the findings on every sample, and
/// a large generated screen.
@Suite struct AuditReachTests {
    /// Every finding of EAR011–EAR020 on each sample (`line:column severity rule element`).
    static let sampleFindings: [String: [String]] = [
        "color-rows.yaml": [],
        "cowboy-hat-before.yaml": [
            "6:3 warning EAR011 product", "14:7 warning EAR020 photo", "22:7 warning EAR020 rating-stack",
        ],
        "cowboy-hat.yaml": [],
        "image-toggle.yaml": [],
        // Fixed in the samples: search fields and pickers 44 pt tall; the map's missing heading
        // and the brochure's length are deliberate (`audit-ignore` with the reason).
        "map-stores-parks.yaml": [],
        "park-brochure.yaml": [],
        "pizza.yaml": [],
        "release-notes.yaml": [],
        "settings.yaml": [],
        "weather.yaml": [],
    ]

    @Test func everySampleIsListed() {
        #expect(Set(sampleLayoutNames) == Set(Self.sampleFindings.keys))
    }

    @Test(arguments: sampleLayoutNames)
    func sampleFindings(_ name: String) throws {
        let findings = try #require(auditSample(name))
        #expect(findings.map { "\($0.line):\($0.column) \($0.severity.rawValue) \($0.rule) \($0.element ?? "-")" }
                == Self.sampleFindings[name])
    }

    @Test func theCowboyHatBeforeItsFixes() throws {
        let findings = try #require(auditSample("cowboy-hat-before.yaml"))
        #expect(findings.map(\.rule) == [.noHeading, .hiddenContent, .hiddenContent])
        #expect(findings[0].speech == "Heading not found" && findings[0].message.contains("3 focus stops"))
        #expect(findings[1].message.contains("image") && findings[2].message.contains("group of 5 elements"))
        // After the fixes nothing is left at warning level or above.
        let after = try #require(auditSample("cowboy-hat.yaml"))
        #expect(after.filter { $0.severity >= .warning }.isEmpty)
    }

    // MARK: Reachability

    static func navigator(_ yaml: String) -> Navigator? {
        let (layout, _) = load(yaml)
        return layout.map { Navigator(workspace: Workspace(root: $0)) }
    }

    @Test func costsAreTheEfficiencyPlannersFigures() throws {
        let start = try #require(Self.navigator(rotorLayout))
        let reach = AuditReach.measure(start, length: wordSeconds, budget: 200_000)
        let report = try #require(efficiency(rotorLayout))
        let s = start.state
        for entry in report.elements {
            let node = try #require(s.index.indexByID[entry.id])
            #expect(reach.cost[node]?.gestures == entry.gestures, "\(entry.id)")
            #expect(reach.cost[node].map { Efficiency.rounded($0.seconds) } == entry.seconds, "\(entry.id)")
        }
        #expect(reach.cost.count == report.elements.count && reach.reachable.count == report.elements.count)
        #expect(!reach.budgetHit)
    }

    @Test func focusOnAnotherScreenDoesNotCount() throws {
        // `go` leaves for screen `b`, whose first nodes have the indices of `title` and `compose`
        // here; coming back finds the modal still shown. Neither is ever focused on `a`.
        let yaml = """
            earshot: 1
            screens:
              - id: a
                elements:
                  - {id: title, label: Inbox, traits: [header], frame: [16, 50, 358, 40]}
                  - {id: compose, label: Compose, traits: [button], frame: [16, 100, 358, 44]}
                  - id: welcome
                    container: semanticGroup
                    modal: true
                    children:
                      - {id: go, label: Go, traits: [button], frame: [40, 420, 310, 44], on-activate: [{goto: b}]}
              - id: b
                elements:
                  - {id: b0, label: Zero, frame: [16, 50, 358, 40]}
                  - {id: b1, label: One, traits: [button], frame: [16, 100, 358, 44], on-activate: [back]}
            """
        let start = try #require(Self.navigator(yaml))
        let reach = AuditReach.measure(start, length: wordSeconds, budget: 200_000)
        #expect(reach.reachable == [3] && !reach.budgetHit)
        #expect(auditB(yaml, rules: ["EAR013"]).map(\.brief) == ["EAR013 error 5:9 title", "EAR013 error 6:9 compose"])
    }

    @Test func theInteractionSearchStopsOnceEveryCandidateIsFocused() throws {
        // The pizza card has some 857,000 interaction states; behind a welcome sheet shown from
        // the start, every element is reached within a few gestures of closing it, so a budget
        // of 50,000 states is never hit.
        var layout = try #require(sample("pizza.yaml"))
        let sheet = Element(id: "welcome", frame: Rect(x: 20, y: 300, width: 350, height: 200),
                            children: [Element(id: "start", label: "Start", traits: .button,
                                               frame: Rect(x: 40, y: 420, width: 310, height: 44),
                                               onActivate: [.hide("welcome")])],
                            container: .semanticGroup, modal: true)
        layout.screens[0].elements.append(sheet)
        let start = Navigator(workspace: Workspace(root: layout))
        #expect(start.focusedID == "start")
        let reach = AuditReach.measure(start, length: wordSeconds, budget: 50_000)
        let s = start.state
        #expect(!reach.budgetHit)
        #expect(reach.reachable == Set((0..<s.count).filter(s.isFocusable)))
        // Navigation alone reaches only the sheet.
        #expect(Set(reach.cost.keys) == [s.index.indexByID["start"] ?? -1])
        // The search that decides it stops far short of its budget.
        let behind = Set((0..<s.count).filter { s.isFocusable($0) && !s.reachable.contains($0) })
        let planner = Planner(gestures: .interaction, budget: 50_000)
        let (found, search) = AuditReach.focused(from: start, on: start.current, planner: planner, cost: .gestures,
                                                 wanted: behind) { _ in false }
        #expect(found.count == behind.count && behind.count == 12)
        #expect(search.states < 5_000 && !search.budgetHit)
    }

    @Test func aLargeGeneratedScreen() throws {
        // 10,000 elements: every rule runs; pairs are swept, not compared one by one.
        let layout = LayoutGenerator.rows(10_000)
        let findings = Audit.run(Workspace(root: layout), options: .init(rules: ids(rulesB)), length: { _ in 0.1 })
        let rules = Set(findings.map(\.rule.rawValue))
        #expect(!rules.contains("EAR013") && !rules.contains("EAR011") && !rules.contains("EAR017"))
        #expect(!rules.contains("EAR012") && !rules.contains("EAR016") && !rules.contains("EAR020"))
        // Far sections are more than 20 gestures away, even by headings.
        #expect(rules == ["EAR019"])
    }
}
