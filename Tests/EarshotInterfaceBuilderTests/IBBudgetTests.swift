import EarshotModel
import Foundation
import Testing
@testable import EarshotInterfaceBuilder

/// Hostile storyboards: work grows with the file, never faster; every cut is said.
@Suite struct IBBudgetTests {
    func imported(_ bytes: [UInt8]) throws -> InterfaceBuilderImport.Imported {
        try InterfaceBuilderImport.yaml(bytes: bytes, path: "Main.storyboard").get()
    }

    /// A tab bar controller with `count` tabs, each a scene with one label.
    func tabs(_ count: Int) -> [UInt8] {
        let links = (0..<count).map { "<segue destination=\"T\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"R\($0)\"/>" }
        let controller = """
                <scene sceneID="S-TBC"><objects>
                    <tabBarController id="TBC" sceneMemberID="viewController">
                        <tabBar key="tabBar" id="Bar"><rect key="frame" x="0.0" y="0.0" width="390" height="49"/></tabBar>
                        <connections>\(links.joined(separator: "\n"))</connections>
                    </tabBarController>
                </objects></scene>
            """
        let children = (0..<count).map { i in
            scene("T\(i)", """
                <label text="Tab \(i)" id="L\(i)"><rect key="frame" x="20" y="100" width="200" height="21"/></label>
                """, extra: "<tabBarItem key=\"tabBarItem\" title=\"Tab \(i)\" id=\"I\(i)\"/>")
        }
        return storyboard(controller + children.joined(separator: "\n"), initial: "TBC")
    }

    @Test func aTabBarShowsFourTabsThenMore() throws {
        let layout = try ibLayout(tabs(1_000))
        #expect(layout.screens.count == 1_000)
        let bar = try #require(layout.screens[0].elements.last)
        #expect(bar.children.compactMap(\.label) == ["Tab 0", "Tab 1", "Tab 2", "Tab 3", "More"])
        let late = try #require(layout.screens[999].elements.last)
        #expect(late.children.last?.label == "More" && late.children.last?.traits.contains(.selected) == true)
        let result = try imported(tabs(1_000))
        #expect(result.layout.approximations.map(\.what) == ["tab bar with 1000 tabs: the first 4 shown, then More"])
    }

    @Test func fiveTabsAreAllShown() throws {
        let layout = try ibLayout(tabs(5))
        #expect(layout.screens[0].elements.last?.children.compactMap(\.label) == ["Tab 0", "Tab 1", "Tab 2", "Tab 3", "Tab 4"])
        #expect(try imported(tabs(5)).layout.approximations.isEmpty)
    }
}
