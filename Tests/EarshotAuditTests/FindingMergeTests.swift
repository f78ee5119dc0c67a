@testable import EarshotAudit
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

    /// A grid of app icons: each copy says its own icon's name at the one line of the row's code.
    @Test func copiesSayingTheirOwnWordsAreOneFinding() {
        var red = finding("red-car", screen: "Icons"), blue = finding("blue-car", screen: "Icons")
        red.speech = "Red Car"
        blue.speech = "Blue Car"
        let merged = AuditFinding.merged([red, blue])
        #expect(merged.map(\.element) == ["red-car"])
    }

    /// A row's file reached from two screens' folders (`Detail/../Parts/Row.swift` and
    /// `Parts/Row.swift`) is one file: its finding is one.
    @Test func oneFileReachedFromTwoFoldersIsOnePlace() {
        var e = Element(id: "cook-time")
        e.sourceFile = "../Parts/Row.swift"
        let fromDetail = AuditContext.path(of: e, layout: "App/Views/Detail/Recipe.swift")
        e.sourceFile = "Parts/Row.swift"
        let fromViews = AuditContext.path(of: e, layout: "App/Views/Tabs.swift")
        #expect(fromDetail == "App/Views/Parts/Row.swift" && fromViews == fromDetail)
        // The file's own elements, as a folder walk spells the file (`./App/…`).
        #expect(AuditContext.path(of: Element(id: "title"), layout: "./App/Views/Parts/Row.swift") == fromDetail)
        #expect(AuditPath.collapsed("../a/./b/../c.swift") == "../a/c.swift")
        #expect(AuditPath.collapsed("/x/y/../z.swift") == "/x/z.swift")
    }

    @Test func differentProblemsAtOnePlaceStayApart() {
        let merged = AuditFinding.merged([finding("rotor", screen: "Icons", message: "rotor item 'a' leads nowhere"),
                                          finding("rotor", screen: "Icons", message: "rotor item 'b' leads nowhere")])
        #expect(merged.count == 2)
    }
}
