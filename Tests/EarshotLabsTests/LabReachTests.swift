import EarshotLayoutTestSupport
import EarshotLoader
import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotLabFiles

/// A goal no gestures can meet is refused where the lab loads, and a search that cannot tell is
/// bounded in time as well as states (an impossible goal on the pizza card once ran the planner
/// for 90 s and 950 MB before saying no).
@Suite struct LabReachTests {
    func problems(_ goals: [String], layout: String = "pizza.yaml") throws -> [String] {
        let tasks = goals.map { "  - say: a\n    goal: \($0)\n" }.joined()
        let (lab, errors) = loadLab("earshot-lab: 1\ntitle: T\nlayout: ../Layouts/\(layout)\ntasks:\n" + tasks)
        #expect(errors.isEmpty)
        let l = try #require(lab)
        let workspace = try #require(labWorkspace(l))
        return l.check(against: workspace).map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test func goalsNothingCanBringAboutAreRefusedAtTheGoal() throws {
        #expect(try problems([
            "{focus: toppings}",
            "{announced: Order placed}",
            "{element: name, selected: true}",
            "{all: [{element: size, value: Large}, {element: size, value: Small}]}",
            "{all: [{focus: close}, {focus: add}]}",
        ]) == [
            "6:11: the goal wants focus on 'toppings', which can never take focus "
                + "(not accessible, inside an accessible element, or left out of `order`)",
            "8:11: the goal wants the announcement 'Order placed', which no effect makes",
            "10:11: the goal wants 'name' selected, which no gesture makes it",
            "12:11: the goal wants 'size' to have both 'Large' and 'Small' at once",
            "14:11: the goal wants focus on 'add' and 'close' at once",
        ])
    }

    @Test func goalsThatCanBeMetPass() throws {
        #expect(try problems([
            "{focus: mozzarella}",
            "{announced: added to basket}",
            "{element: mozzarella, selected: true}",
            "{element: mushrooms, selected: false}",
            "{all: [{element: size, value: Large}, {element: dough, value: Thin}]}",
        ]).isEmpty)
        // Every shipped lab still loads clean.
        for name in shippedLabNames {
            let lab = try #require(shippedLab(name))
            let workspace = try #require(labWorkspace(lab))
            #expect(lab.check(against: workspace).isEmpty, "\(name)")
        }
    }

    @Test func aScreenNoGotoLeadsToIsRefused() throws {
        let found = try problems(["{screen: thanks}", "{screen: product}"], layout: "cowboy-hat.yaml")
        #expect(found.isEmpty, "\(found)")
        let layout = """
            earshot: 1
            screens:
              - id: home
                elements: [{id: go, label: Go, traits: [button], on-activate: [{goto: next}]}]
              - id: next
                elements: [{id: x, label: X}]
              - id: island
                elements: [{id: y, label: Y}]
            """
        let lab = Lab(path: "t.yaml", title: "T", layout: Located("l.yaml", at: .start), tasks: [
            LabTask(say: "a", goal: .screen(Located("next", at: .start))),
            LabTask(say: "b", goal: .screen(Located("island", at: SourceLocation(line: 9, column: 9))), goalLocation: SourceLocation(line: 9, column: 9)),
        ])
        let (loaded, errors) = load(layout)
        let root = try #require(loaded, "\(errors)")
        #expect(lab.check(against: Workspace(root: root)).map { "\($0.location.line): \($0.message)" }
            == ["9: the goal wants screen 'island', which no `goto` leads to"])
    }

    @Test func theSearchStopsAtItsTimeLimitAndSaysSo() throws {
        let start = try #require(navigator("pizza.yaml"))
        // Possible only in no state: "Closed" is said on Close, and focus stays there.
        let goal = LabGoal.all([.announced("Closed"), .focus(Located("add", at: .start))])
        let plan = goal.plan(from: start, cost: .gestures, budget: 1_000_000, timeLimit: .zero)
        #expect(plan.gestures == nil)
        #expect(plan.timeHit && !plan.budgetHit)
        #expect(plan.states < 100)
        // Without a limit the planner answers ordinary goals as before.
        let easy = LabGoal.focus(Located("add", at: .start)).plan(from: start, cost: .gestures, timeLimit: nil)
        #expect(easy.gestures != nil && !easy.timeHit)
    }
}
