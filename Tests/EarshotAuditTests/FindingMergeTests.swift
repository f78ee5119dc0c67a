import EarshotAudit
import EarshotModel
import Testing

/// One finding per problem: a place heard on several screens, or repeated by the copies a
/// `ForEach` makes, is one finding; different problems at one place stay apart.
@Suite struct FindingMergeTests {
    func finding(_ element: String, screen: String, message: String = "has a tap gesture but no role", line: Int = 61) -> AuditFinding {
        var f = AuditFinding(rule: .tapGestureNoRole, severity: .error, path: "Icons.swift", line: line, column: 21, element: element,
                             message: message, speech: "Checkmark. Image.")
        f.screens = [AuditFindingScreen(path: "Icons.swift", screen: screen)]
        return f
    }

    @Test func copiesOfOneViewOnOneScreenAreOneFinding() {
        let merged = AuditFinding.merged([finding("checkmark", screen: "Icons"), finding("checkmark-2", screen: "Icons"),
                                          finding("checkmark-3", screen: "Icons")])
        #expect(merged.count == 1)
        #expect(merged.first?.element == "checkmark" && merged.first?.screens.count == 1)
    }

    @Test func onePlaceOnTwoScreensIsOneFindingListingBoth() {
        let merged = AuditFinding.merged([finding("checkmark", screen: "Icons"), finding("checkmark", screen: "Settings")])
        #expect(merged.map { $0.screens.map(\.screen) } == [["Icons", "Settings"]])
    }

    @Test func differentProblemsAtOnePlaceStayApart() {
        let merged = AuditFinding.merged([finding("rotor", screen: "Icons", message: "rotor item 'a' leads nowhere"),
                                          finding("rotor", screen: "Icons", message: "rotor item 'b' leads nowhere")])
        #expect(merged.count == 2)
    }
}
