import EarshotLayoutTestSupport
import EarshotLoader
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotLabFiles

/// Lab files are read by the one strict loader: every problem located, ids in goals checked
/// against the layout where the goal names them, and the schema in step with the loader.
@Suite struct LabLoaderTests {
    @Test func readsEveryKey() throws {
        let (lab, errors) = loadLab("""
            earshot-lab: 1
            title: Rate the hat
            layout: ../Layouts/cowboy-hat.yaml
            screen: product
            voice: training
            curtain: false
            intro: Listen.
            tasks:
              - say: Four stars.
                goal: {element: rating, value: "4 out of 5"}
                hint: Flick up.
                time-limit: 90
              - say: Submit.
                goal:
                  all: [{announced: Thanks for rating}, {screen: thanks}, {focus: thanks-title}]
              - say: Others.
                goal: {all: [{element: rating, selected: false}, {heard: Thank you for your rating}]}
            """)
        #expect(errors.isEmpty, "\(errors)")
        let l = try #require(lab)
        #expect(l.title == "Rate the hat" && l.screen?.value == "product" && l.voice?.value == "training")
        #expect(!l.curtain && l.intro == "Listen." && l.tasks.count == 3)
        #expect(l.layoutPath == labsDirectory.path + "/../Layouts/cowboy-hat.yaml")
        #expect(l.tasks[0].hint == "Flick up." && l.tasks[0].timeLimit == 90)
        #expect(l.tasks[0].goal == .value(Located("rating", at: SourceLocation(line: 10, column: 21)), "4 out of 5"))
        #expect(l.tasks[0].goalLocation == SourceLocation(line: 10, column: 11))
        guard case .all(let goals) = l.tasks[1].goal else { Issue.record("not all"); return }
        #expect(goals == [.announced("Thanks for rating"), .screen(Located("thanks", at: SourceLocation(line: 15, column: 54))),
                          .focus(Located("thanks-title", at: SourceLocation(line: 15, column: 71)))])
        guard case .all(let more) = l.tasks[2].goal else { Issue.record("not all"); return }
        #expect(more.first == .selected(Located("rating", at: SourceLocation(line: 17, column: 28)), false))
        let workspace = try #require(labWorkspace(l))
        #expect(l.check(against: workspace).isEmpty)
    }

    @Test func curtainIsDownByDefault() throws {
        let (lab, _) = loadLab(hatLab("  - {say: x, goal: {focus: rating}}"))
        #expect(try #require(lab).curtain)
    }

    /// A lab may be heard with TalkBack whatever its layout; by default the layout decides.
    @Test func aLabNamesTheScreenReaderItIsHeardWith() throws {
        let (lab, errors) = loadLab(Self.head.replacingOccurrences(of: "tasks:", with: "reader: talkback\ntasks:")
                                    + "  - {say: x, goal: {focus: rating}}\n")
        #expect(errors.isEmpty && lab?.reader == .talkback, "\(errors)")
        #expect(try #require(loadLab(hatLab("  - {say: x, goal: {focus: rating}}")).0).reader == nil)
        let (_, bad) = loadLab(Self.head.replacingOccurrences(of: "tasks:", with: "reader: jaws\ntasks:")
                               + "  - {say: x, goal: {focus: rating}}\n")
        #expect(bad.first?.contains("'jaws'") == true, "\(bad)")
    }

    static let head = "earshot-lab: 1\ntitle: T\nlayout: ../Layouts/cowboy-hat.yaml\ntasks:\n"

    @Test(arguments: [
        (head + "  - say: x\n    goal: {focus: a}\n    hnit: y\n", "7:5: unknown key 'hnit' in a task (did you mean 'hint'?)"),
        ("earshot-lab: 1\ntitle: T\nlayuot: x.yaml\ntasks: [{say: x, goal: {focus: a}}]\n",
         "3:1: unknown key 'layuot' in the lab (did you mean 'layout'?)"),
        ("earshot-lab: 2\ntitle: T\nlayout: x.yaml\ntasks: [{say: x, goal: {focus: a}}]\n",
         "1:14: unsupported lab format version 2; this Earshot reads version 1"),
        ("title: T\nlayout: x.yaml\ntasks: [{say: x, goal: {focus: a}}]\n", "1:1: the lab is missing required key 'earshot-lab'"),
        ("earshot-lab: 1\ntitle: T\nlayout: x.yaml\ntasks: []\n", "4:8: 'tasks' must not be empty"),
        (head + "  - goal: {focus: a}\n", "5:5: a task is missing required key 'say'"),
        (head + "  - say: x\n", "5:5: a task is missing required key 'goal'"),
        (head + "  - say: x\n    goal: {element: rating}\n",
         "6:11: a goal needs one of 'focus', 'element' with 'value' or 'selected', 'screen', 'announced', 'heard' or 'all'"),
        (head + "  - say: x\n    goal: {value: x}\n", "6:11: a value goal needs 'element'"),
        (head + "  - say: x\n    goal: {focus: rating, screen: thanks}\n", "6:11: a goal has one kind; put several under 'all'"),
        (head + "  - say: x\n    goal: {focus: rating, element: submit}\n", "6:27: 'element' does not apply to a focus goal"),
        (head + "  - say: x\n    goal: {focsu: rating}\n", "6:12: unknown key 'focsu' in a goal (did you mean 'focus'?)"),
        (head + "  - say: x\n    goal: {element: rating, selected: yes please}\n",
         "6:39: 'selected' must be true or false, found a string"),
        (head + "  - say: x\n    goal: {all: []}\n", "6:17: 'all' must not be empty"),
        (head + "  - say: x\n    goal: {all: [{focus: a}, {scren: b}]}\n",
         "6:31: unknown key 'scren' in a goal (did you mean 'screen'?)"),
        (head + "  - say: x\n    goal: {focus: a}\n    time-limit: 0\n", "7:17: 'time-limit' must be a number from 1 to 86400"),
        (head + "  - say: x\n    goal: {focus: a}\n    time-limit: soon\n", "7:17: 'time-limit' must be a number, found a string"),
        (head + "  - say: [x]\n    goal: {focus: a}\n", "5:10: 'say' must be a string, found a list"),
        ("earshot-lab: 1\ntitle: T\nlayout: x.yaml\ncurtain: maybe\ntasks: [{say: x, goal: {focus: a}}]\n",
         "4:10: 'curtain' must be true or false, found a string"),
        ("", "1:1: the file is empty; a lab starts with 'earshot-lab: 1'"),
        ("- a\n", "1:1: the lab must be a mapping, found a list"),
        ("earshot-lab: 1\ntitle: [\n", "3:1: YAML syntax: did not find expected node content while parsing a flow node"),
    ])
    func reportsLocatedError(_ text: String, _ expected: String) {
        let (lab, errors) = loadLab(text)
        #expect(lab == nil)
        #expect(errors.contains(expected), "got \(errors)")
    }

    /// Ids and screens that goals name are checked against the layout, at the value naming them.
    @Test func goalIdsAreCheckedAgainstTheLayout() throws {
        let (lab, errors) = loadLab("""
            earshot-lab: 1
            title: T
            layout: ../Layouts/cowboy-hat.yaml
            screen: prodcut
            tasks:
              - say: a
                goal: {focus: ratng}
              - say: b
                goal: {all: [{element: sbumit, value: x}, {screen: thanx}, {element: rating, selected: true}]}
              - say: c
                goal: {focus: back}
            """)
        #expect(errors.isEmpty)
        let l = try #require(lab)
        let workspace = try #require(labWorkspace(l))
        let problems = l.check(against: workspace)
        #expect(problems.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
            "4:9: 'screen' names 'prodcut', which '../Layouts/cowboy-hat.yaml' does not have (did you mean 'product'?)",
            "7:19: the goal names 'ratng', which no element of '../Layouts/cowboy-hat.yaml' has (did you mean 'rating'?)",
            "9:28: the goal names 'sbumit', which no element of '../Layouts/cowboy-hat.yaml' has (did you mean 'submit'?)",
            "9:56: the goal names screen 'thanx', which '../Layouts/cowboy-hat.yaml' does not have (did you mean 'thanks'?)",
        ])
        #expect(problems.allSatisfy { $0.path.hasSuffix("Labs/t.yaml") })
    }

    /// A value goal asks only for a value some gestures give the element: adjusting within its
    /// bounds, toggling a switch, a `set` effect, typing into a text field. Anything else is
    /// reported where the goal names the element, before any search.
    @Test func valueGoalsAskForValuesTheElementCanHave() throws {
        let (layout, layoutErrors) = load("""
            earshot: 1
            screen:
              id: s
              elements:
                - {id: stars, label: Stars, traits: [adjustable], adjustable: {kind: rating, min: 1, max: 5, value: 3}}
                - {id: count, label: Count, traits: [adjustable], adjustable: {kind: stepper, max: 10, step: 4, format: "{value} cups"}}
                - {id: wifi, label: Wi-Fi, value: "1", traits: [button, switchButton]}
                - {id: note, label: Note, traits: [textField]}
                - {id: status, label: Status, value: Idle}
                - {id: go, label: Go, traits: [button], on-activate: [{set: {id: status, value: Busy}}, {set: {id: count, value: 5}}]}
            """)
        let workspace = Workspace(root: try #require(layout, "\(layoutErrors)"))
        func problems(_ goal: String) throws -> [String] {
            let (lab, errors) = loadLab("earshot-lab: 1\ntitle: T\nlayout: x.yaml\ntasks: [{say: a, goal: \(goal)}]\n")
            return try #require(lab, "\(errors)").check(against: workspace).map { "\($0.location.line):\($0.location.column): \($0.message)" }
        }
        for fine in ["{element: stars, value: 5 out of 5}", "{element: count, value: 8 cups}", "{element: count, value: 9 cups}",
                     "{element: wifi, value: 0}", "{element: note, value: anything}", "{element: status, value: busy}"] {
            #expect(try problems(fine).isEmpty, "\(fine)")
        }
        #expect(try problems("{element: stars, value: 6 out of 5}") == [
            "4:34: the goal wants 'stars' to have the value '6 out of 5', which no gesture gives it (it can have "
                + "'1 out of 5', '2 out of 5', '3 out of 5', '4 out of 5', '5 out of 5') (did you mean '1 out of 5'?)"])
        #expect(try problems("{element: count, value: 3 cups}").first?.contains("(it can have '0 cups', '1 cups', '10 cups', '2 cups', '4 cups', '5 cups', …)") == true,
                "stepping from 0 and from the 5 a set effect puts")
        #expect(try problems("{all: [{focus: go}, {element: wifi, value: 2}]}").count == 1)
        #expect(try problems("{element: go, value: x}") == [
            "4:34: the goal wants 'go' to have the value 'x', which no gesture gives it (it never has a value)"])
    }

    /// A goal may name what only another file of the workspace has (reached by `goto`).
    @Test func goalsMayNameAnotherFileOfTheWorkspace() throws {
        let (lab, _) = loadLab("""
            earshot-lab: 1
            title: T
            layout: ../Layouts/map-stores-parks.yaml
            tasks: [{say: a, goal: {all: [{screen: brochure}, {focus: brochure-text}]}}]
            """)
        let l = try #require(lab)
        let workspace = try #require(labWorkspace(l))
        #expect(l.check(against: workspace).isEmpty)
    }

    @Test func everyShippedLabLoadsAndNamesWhatItsLayoutHas() throws {
        #expect(shippedLabNames.count >= 8)
        for name in shippedLabNames {
            let lab = try #require(shippedLab(name), "\(name) does not load")
            let workspace = try #require(labWorkspace(lab), "\(name): its layout does not load")
            #expect(lab.check(against: workspace).isEmpty, "\(name)")
            #expect(lab.curtain, "\(name): labs are done under the curtain")
            #expect(lab.tasks.allSatisfy { $0.hint != nil }, "\(name): every task has a hint")
        }
    }

    /// The labs the contract asks for, each on its seed's layout.
    @Test func theShippedLabsCoverTheSeeds() throws {
        let layouts = Set(shippedLabNames.compactMap { shippedLab($0)?.layout.value.split(separator: "/").last.map(String.init) })
        for layout in ["weather.yaml", "release-notes.yaml", "color-rows.yaml", "cowboy-hat.yaml", "map-stores-parks.yaml",
                       "park-brochure.yaml", "pizza.yaml", "image-toggle.yaml", "settings.yaml"] {
            #expect(layouts.contains(layout), "no lab on \(layout)")
        }
    }

    @Test func everyShippedLabCarriesTheHeaderAndPassesTheSchema() throws {
        var documents: [JSONValue] = []
        for name in shippedLabNames {
            let text = try String(contentsOf: labsDirectory.appendingPathComponent(name), encoding: .utf8)
            #expect(text.hasPrefix("# yaml-language-server: $schema=../schemas/lab.schema.json\n"), "\(name)")
            documents.append(try #require(SchemaValidator.json(text), "\(name) does not compose"))
        }
        let results = try SchemaValidator.validate(documents, against: SchemaFiles.committed(LabKeys.kind))
        #expect(results.count == shippedLabNames.count)
        for (name, problem) in zip(shippedLabNames, results) { #expect(problem == nil, "\(name): \(problem ?? "")") }
    }

    /// The schema and the loader accept and refuse the same lab shapes.
    @Test func loaderAndSchemaAgree() throws {
        let cases: [(String, Bool)] = [
            (Self.head + "  - {say: x, goal: {focus: a}, hint: h, time-limit: 30}\n", true),
            (Self.head + "  - {say: x, goal: {element: a, value: 3}}\n", true),
            (Self.head + "  - {say: x, goal: {element: a, selected: false}}\n", true),
            (Self.head + "  - {say: x, goal: {all: [{screen: s}, {announced: y}, {heard: z}]}}\n", true),
            (Self.head + "  - {say: x, goal: {element: a}}\n", false),
            (Self.head + "  - {say: x, goal: {value: a}}\n", false),
            (Self.head + "  - {say: x, goal: {focus: a, screen: b}}\n", false),
            (Self.head + "  - {say: x, goal: {focus: a, element: b}}\n", false),
            (Self.head + "  - {say: x, goal: {element: a, value: b, selected: true}}\n", false),
            (Self.head + "  - {say: x, goal: {all: []}}\n", false),
            (Self.head + "  - {say: x, goal: {focus: a}, time-limit: 0}\n", false),
            (Self.head + "  - {say: x, goal: {focus: a}, tip: y}\n", false),
            (Self.head + "  - {goal: {focus: a}}\n", false),
            ("earshot-lab: 2\ntitle: T\nlayout: x\ntasks: [{say: x, goal: {focus: a}}]\n", false),
            ("earshot-lab: 1\ntitle: T\nlayout: x\ntasks: []\n", false),
            ("earshot-lab: 1\ntitle: T\ntasks: [{say: x, goal: {focus: a}}]\n", false),
        ]
        let results = try SchemaValidator.validate(cases.compactMap { SchemaValidator.json($0.0) },
                                                   against: SchemaFiles.committed(LabKeys.kind))
        #expect(results.count == cases.count)
        for ((text, valid), schemaProblem) in zip(cases, results) {
            let (lab, errors) = loadLab(text)
            #expect((lab != nil) == valid, "loader: \(text) \(errors)")
            #expect((schemaProblem == nil) == valid, "schema: \(text) \(schemaProblem ?? "accepted")")
        }
    }
}
