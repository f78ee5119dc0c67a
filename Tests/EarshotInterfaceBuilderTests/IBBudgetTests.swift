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

    /// Scene `n` holds `width` containers embedding scene `n + 1`; the last embeds the first.
    func embeds(_ count: Int, width: Int = 2) -> [UInt8] {
        let scenes = (0..<count).map { i in
            let next = "VC\((i + 1) % count + 1)"
            let containers = (0..<width).map { k in
                "<containerView id=\"C\(i)-\(k)\"><rect key=\"frame\" x=\"0\" y=\"\(40 + 30 * k)\" width=\"390\" height=\"20\"/>"
                    + "<connections><segue destination=\"\(next)\" kind=\"embed\" id=\"E\(i)-\(k)\"/></connections></containerView>"
            }
            let label = "<label text=\"Scene \(i + 1)\" id=\"L\(i)\"><rect key=\"frame\" x=\"20\" y=\"10\" width=\"200\" height=\"21\"/></label>"
            return scene("VC\(i + 1)", ([label] + containers).joined(separator: "\n"))
        }
        return storyboard(scenes.joined(separator: "\n"))
    }

    @Test func anEmbeddingCycleIsCutAtTheFirstRepeat() throws {
        let result = try imported(embeds(2))
        let layout = try ibLayout(embeds(2))
        var labels: [String] = []
        layout.screens[0].forEachElement { if let l = $0.label { labels.append(l) } }
        #expect(labels == ["Scene 1", "Scene 2", "Scene 2"])
        #expect(result.layout.approximations.filter { $0.kind == "embed cycle" }.count == 8)
    }

    @Test func deepEmbeddingStaysBounded() throws {
        let clock = ContinuousClock()
        let started = clock.now
        let result = try imported(embeds(10, width: 6))
        #expect(result.views <= 10 * (IBViewReader.maxViews + 50))
        #expect(result.layout.approximations.contains { $0.kind == "budget" })
        #expect(clock.now - started < .seconds(60))
    }
}
