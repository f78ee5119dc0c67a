import EarshotImport
package import EarshotModel
/// A storyboard's scenes and how they connect: which controllers are screens, which are
/// containers (navigation, tab bar, split, page) that show another scene, the navigation stacks
/// pushed segues build, and the tab bars their children share.
package struct IBStoryboard {
    package struct Scene {
        package var controller: IBNode
        package var objectID: String
        package var screenID: String
        package var isContainer: Bool
        package var title: String?
    }

    package var scenes: [Scene] = []
    package var byObject: [String: Int] = [:]
    /// Content scene → (navigation bar frame, the scene pushed from with the pushing segue).
    package var navigation: [String: (bar: Rect?, previous: (scene: String, segue: IBNode)?)] = [:]
    /// Content scene → its tab bar controller's scene index and its own tab index.
    package var tabs: [String: (controller: Int, index: Int)] = [:]
    package let initial: String?

    package static let containers: Set<String> = [
        "navigationController", "tabBarController", "splitViewController", "pageViewController",
    ]
    package static let pushKinds: Set<String> = ["show", "push"]

    package init(_ document: IBNode, strings: [String: String]) {
        initial = document["initialViewController"]
        var used = Set<String>()
        for scene in document.child("scenes")?.children ?? [] where scene.tag == "scene" {
            guard let controller = scene.child("objects")?.children.first(where: {
                $0["sceneMemberID"] == "viewController" && $0.tag != "viewControllerPlaceholder"
            }), let objectID = controller["id"] else { continue }
            var id = controller.text("storyboardIdentifier") ?? controller.text("customClass") ?? objectID
            if used.contains(id) { id = objectID }
            used.insert(id)
            let item = controller.child("navigationItem")
            let title = item.flatMap { i in i["id"].flatMap { strings[$0 + ".title"] } ?? i.text("title") } ?? controller.text("title")
            byObject[objectID] = scenes.count
            scenes.append(Scene(controller: controller, objectID: objectID, screenID: id,
                                isContainer: Self.containers.contains(controller.tag), title: title))
        }
        linkNavigation()
        linkTabs()
    }

    /// The relationship segues of a container, in order, by relationship name.
    package func relationships(_ controller: IBNode) -> [(String, String)] {
        (controller.child("connections")?.children ?? []).compactMap { segue in
            guard segue.tag == "segue", segue["kind"] == "relationship", let to = segue["destination"] else { return nil }
            return (segue["relationship"] ?? "", to)
        }
    }

    /// The content scene an object shows: itself, or what its container shows first.
    package func content(_ objectID: String, depth: Int = 0) -> Int? {
        guard let index = byObject[objectID], depth < 16 else { return nil }
        let scene = scenes[index]
        guard scene.isContainer else { return index }
        let links = relationships(scene.controller)
        let order = ["rootViewController", "viewControllers", "masterViewController", "detailViewController"]
        for name in order { if let link = links.first(where: { $0.0 == name }) { return content(link.1, depth: depth + 1) } }
        return links.first.flatMap { content($0.1, depth: depth + 1) }
    }

    package func screenID(_ objectID: String) -> String? { content(objectID).map { scenes[$0].screenID } }

    mutating func linkNavigation() {
        var queue: [String] = []
        for scene in scenes where scene.controller.tag == "navigationController" {
            let bar = scene.controller.child("navigationBar", key: "navigationBar")?.frame
            for (name, to) in relationships(scene.controller) where name == "rootViewController" {
                guard let root = content(to), navigation[scenes[root].objectID] == nil else { continue }
                navigation[scenes[root].objectID] = (bar, nil)
                queue.append(scenes[root].objectID)
            }
        }
        while !queue.isEmpty {
            let from = queue.removeFirst()
            guard let index = byObject[from] else { continue }
            let bar = navigation[from].flatMap { $0.bar }
            scenes[index].controller.forEachInTree { node in
                guard node.tag == "segue", let kind = node["kind"], Self.pushKinds.contains(kind),
                      let to = node["destination"], let target = byObject[to], !scenes[target].isContainer,
                      navigation[to] == nil else { return }
                navigation[to] = (bar, (from, node))
                queue.append(to)
            }
        }
    }

    mutating func linkTabs() {
        for (t, scene) in scenes.enumerated() where scene.controller.tag == "tabBarController" {
            for (i, link) in relationships(scene.controller).filter({ $0.0 == "viewControllers" }).enumerated() {
                if let content = content(link.1), tabs[scenes[content].objectID] == nil {
                    tabs[scenes[content].objectID] = (t, i)
                }
            }
        }
        // A scene pushed in a tab's navigation stack keeps the tab bar, unless it hides it.
        for (id, entry) in navigation where entry.previous != nil && tabs[id] == nil {
            var root = id, steps = 0
            while let previous = navigation[root]?.previous?.scene, steps < scenes.count {
                root = previous
                steps += 1
            }
            let hides = byObject[id].map { scenes[$0].controller.flag("hidesBottomBarWhenPushed") } ?? false
            if let tab = tabs[root], !hides { tabs[id] = tab }
        }
    }

    /// The tab bar items of a tab bar controller, each from its child (or the child's content).
    package func tabItems(_ controller: Int) -> [(item: IBNode?, screen: String?)] {
        relationships(scenes[controller].controller).filter { $0.0 == "viewControllers" }.map { link in
            let child = byObject[link.1].map { scenes[$0].controller }
            let content = self.content(link.1)
            let item = child?.child("tabBarItem") ?? content.flatMap { scenes[$0].controller.child("tabBarItem") }
            return (item, content.map { scenes[$0].screenID })
        }
    }
}
