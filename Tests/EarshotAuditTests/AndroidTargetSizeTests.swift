import EarshotLoader
import EarshotModel
import Testing
@testable import EarshotAudit

/// EAR016 on an Android screen: sizes in dp, judged against Android's 48×48 dp.
@Suite struct AndroidTargetSizeTests {
    func findings(_ elements: String) throws -> [String] {
        let yaml = "earshot: 1\nscreen:\n  id: s\n  elements:\n" + elements
        let layout = try LayoutLoader().load(bytes: Array(yaml.utf8), path: "s.yaml").get()
        return Audit.run(Workspace(root: layout), options: Audit.Options(rules: [.targetSize]), length: { _ in 0.1 }).map { "\($0.severity) \($0.message)" }
    }

    @Test func androidTargetsAreJudgedAgainst48Dp() throws {
        let android = """
                - {id: more, traits: [button, image], role: image-button, frame: [300, 300, 40, 40]}
                - {id: ok, label: OK, traits: [button], role: button, frame: [16, 100, 48, 48]}
                - {id: dot, label: Dot, traits: [button], role: button, frame: [16, 200, 20, 20]}

            """
        #expect(try findings(android) == ["warning target is 40×40 dp, smaller than 48×48 dp: hard to find by touch",
                                          "error target is 20×20 dp, smaller than 24×24 dp: hard to find by touch"])
        // The same 40 pt target on an iPhone screen is judged against 44 pt; 48 passes either way.
        let iPhone = android.replacingOccurrences(of: ", role: image-button", with: "").replacingOccurrences(of: ", role: button", with: "")
        #expect(try findings(iPhone) == ["warning target is 40×40 pt, smaller than 44×44 pt: hard to find by touch",
                                         "error target is 20×20 pt, smaller than 24×24 pt: hard to find by touch"])
    }
}
