import EarshotImport
package import EarshotModel
/// Builds the screens of a storyboard or XIB: each scene's views read as dump nodes, bars
/// added where the scene's container shows them, then the one dump mapper, then the patches.
package struct IBScreens {
    package var screens: [Screen] = []
    package var views = 0
    package var unknown: [IBUnknownClass] = []
    /// Places cut short to keep work in step with the file: an embedding cycle, a tab bar's
    /// tabs past the fifth, embedding past its budget.
    package var cuts: [IBCut] = []
    /// Each tab bar controller's items, read once for all of its children.
    var tabItems: [Int: [(item: IBNode?, screen: String?)]] = [:]
    /// A tab bar shows at most this many tabs; with more, the first four and More (as UIKit does).
    package static let maxTabs = 5
    let strings: [String: String]

    package init(strings: [String: String]) { self.strings = strings }

    /// Every content scene of a storyboard as a screen, in document order.
    package mutating func storyboard(_ board: IBStoryboard) {
        for scene in board.scenes where !scene.isContainer {
            var reader = IBViewReader(strings: strings, screenFor: { board.screenID($0) })
            reader.embedded = { id in
                board.byObject[id].flatMap { i in board.scenes[i].controller.children.first { $0["key"] == "view" } }
            }
            reader.embeddingChain = [scene.objectID]
            let controller = scene.controller
            let view = controller.children.first { $0["key"] == "view" }
            let root = view?.frame ?? Rect(x: 0, y: 0, width: 390, height: 844)
            let width = max(1, root.maxX), height = max(1, root.maxY)
            var roots: [DumpNode] = []
            // A scene shown in a navigation controller elsewhere (another storyboard, code) says
            // so with a simulated navigation bar: it gets the bar, with no back button known.
            let simulated = controller.children.contains {
                $0.tag == "simulatedNavigationBarMetrics" && $0["key"] == "simulatedTopBarMetrics"
            } && controller.child("navigationItem") != nil
            if let nav = board.navigation[scene.objectID] ?? (simulated ? (nil, nil) : nil) {
                let y = nav.bar?.y ?? (root.y >= 44 ? root.y - 44 : 20)
                let bar = Rect(x: 0, y: y, width: width, height: nav.bar?.height ?? 44)
                var back: DumpNode?
                if let previous = nav.previous {
                    var button = DumpNode(type: "Button", source: previous.segue.line, location: previous.segue.location)
                    button.identifier = DumpTypeTable.backButtonIdentifier
                    let title = board.byObject[previous.scene].flatMap { board.scenes[$0].title }
                    button.label = title ?? IBWords.back
                    button.frame = Rect(x: 8, y: bar.y + 6, width: 84, height: 32)
                    reader.patches[previous.segue.line, default: IBPatch()].effects = [.back]
                    back = button
                }
                let item = controller.child("navigationItem")
                var node = DumpNode(type: "NavigationBar", source: item?.line ?? controller.line,
                                    location: item?.location ?? controller.location)
                node.frame = bar
                if let item {
                    node.children = reader.barItems(item, frame: bar, back: back, title: controller.text("title"))
                } else {
                    node.children = back.map { [$0] } ?? []
                    if let title = scene.title {
                        var text = DumpNode(type: "StaticText", source: controller.line, location: controller.location)
                        text.label = title
                        text.frame = Rect(x: width / 2 - 100, y: bar.y + 11, width: 200, height: 22)
                        node.children.append(text)
                    }
                }
                roots.append(node)
                reader.barBottom = bar.maxY
            }
            if let view, let node = reader.node(view, origin: (0, 0)) { roots.append(node) }
            if let tab = board.tabs[scene.objectID] { roots.append(tabBar(board, tab, width: width, height: height, &reader)) }
            add(id: scene.screenID, title: scene.title, roots: roots, size: (width, height), at: controller.location, reader)
        }
    }

    /// The tab bar a tab bar controller's child shows at the bottom: its own tab selected, the
    /// others opening their screens.
    mutating func tabBar(_ board: IBStoryboard, _ tab: (controller: Int, index: Int), width: Double, height: Double,
                         _ reader: inout IBViewReader) -> DumpNode {
        let controller = board.scenes[tab.controller].controller
        let element = controller.child("tabBar") ?? controller
        let bar = Rect(x: 0, y: height - 49, width: width, height: 49)
        var node = DumpNode(type: "TabBar", source: element.line, location: element.location)
        node.frame = bar
        let all = tabItems[tab.controller] ?? board.tabItems(tab.controller)
        tabItems[tab.controller] = all
        var items = all
        if all.count > Self.maxTabs {
            items = Array(all.prefix(Self.maxTabs - 1))
            if tab.index == 0 {
                cuts.append(IBCut(line: element.line, kind: "tab bar",
                                  what: "tab bar with \(all.count) tabs: the first \(Self.maxTabs - 1) shown, then More"))
            }
        }
        let w = width / Double(max(1, items.count + (all.count > items.count ? 1 : 0)))
        for (i, entry) in items.enumerated() {
            let frame = Rect(x: w * Double(i), y: bar.y, width: w, height: bar.height)
            var button: DumpNode
            if let item = entry.item {
                button = reader.barButton(item, frame: frame)
                if i != tab.index, let screen = entry.screen {
                    reader.patches[item.line, default: IBPatch()].effects = [.goto(GotoTarget(screen: screen))]
                }
            } else {
                button = DumpNode(type: "Button", source: element.line, location: element.location)
                button.label = entry.screen
                button.frame = frame
            }
            button.selected = i == tab.index
            node.children.append(button)
        }
        if all.count > items.count {
            var more = DumpNode(type: "Button", source: element.line, location: element.location)
            more.label = IBWords.more
            more.frame = Rect(x: w * Double(items.count), y: bar.y, width: w, height: bar.height)
            more.selected = tab.index >= items.count
            node.children.append(more)
        }
        return node
    }

    /// A XIB's first top-level view as one screen named `id`.
    package mutating func xib(_ document: IBNode, id: String) -> Bool {
        guard let view = document.child("objects")?.children.first(where: { $0.tag != "placeholder" && $0.frame != nil }) else {
            return false
        }
        var reader = IBViewReader(strings: strings, screenFor: { _ in nil })
        let frame = view.frame ?? Rect(x: 0, y: 0, width: 390, height: 844)
        let roots = reader.node(view, origin: (-frame.x, -frame.y)).map { [$0] } ?? []
        add(id: id, title: nil, roots: roots, size: (max(1, frame.width), max(1, frame.height)), at: view.location, reader)
        return true
    }

    mutating func add(id: String, title: String?, roots: [DumpNode], size: (Double, Double), at location: SourceLocation,
                      _ reader: IBViewReader) {
        var screen = DumpMapper.map(ParsedDump(format: .appium, roots: roots), screenID: id).screen
        screen.title = title ?? screen.title
        screen.sizeWidth = size.0
        screen.sizeHeight = size.1
        screen.location = location
        screen.elements = IBPatch.apply(reader.patches, to: screen.elements)
        screens.append(screen)
        views += reader.views
        unknown += reader.unknown
        cuts += reader.cuts
    }
}
