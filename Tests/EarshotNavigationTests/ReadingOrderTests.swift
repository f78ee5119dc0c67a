import EarshotLayoutTestSupport
import EarshotModel
import EarshotNarration
import EarshotTestSupport
import Testing
@testable import EarshotNavigation

@Suite struct ReadingOrderTests {
    func order(_ yaml: String) throws -> [String] {
        let (layout, errors) = load("earshot: 1\nscreen:\n  id: s\n  elements:\n" + yaml)
        #expect(errors == [])
        let state = ScreenState(index: ScreenIndex(screen: try #require(layout?.screens.first)))
        return (0..<state.count).filter(state.isFocusable).map { state.element($0).id }
    }

    @Test func rowsThenLeftToRight() throws {
        // b sits a little lower than a but on the same row; c is on the next row.
        let ids = try order("""
            - {id: c, frame: [0, 100, 50, 40]}
            - {id: b, frame: [200, 10, 50, 40]}
            - {id: a, frame: [0, 0, 50, 40]}
        """)
        #expect(ids == ["a", "b", "c"])
    }

    @Test func containersStayTogetherAndExplicitOrderWins() throws {
        let ids = try order("""
            - {id: top, frame: [0, 0, 50, 20]}
            - id: group
              order: [second, first]
              children:
                - {id: first, frame: [0, 30, 50, 20]}
                - {id: second, frame: [0, 200, 50, 20]}
                - {id: left-out, frame: [0, 250, 50, 20]}
            - {id: middle, frame: [100, 100, 50, 20]}
        """)
        #expect(ids == ["top", "second", "first", "middle"])
    }

    @Test func inaccessibleSkippedAccessibleContainerIsOneElementHiddenAbsent() throws {
        let ids = try order("""
            - {id: deco, accessible: false, frame: [0, 0, 50, 20]}
            - id: stack
              frame: [0, 30, 100, 20]
              children: [{id: s1, frame: [0, 30, 10, 10]}, {id: s2, frame: [20, 30, 10, 10]}]
            - id: card
              accessible: true
              label: Card
              frame: [0, 60, 100, 20]
              children: [{id: inner, frame: [0, 60, 10, 10]}]
            - {id: later, hidden: true, frame: [0, 90, 50, 20]}
        """)
        #expect(ids == ["s1", "s2", "card"])
    }

    @Test func contextForListsLandmarksAndTabs() throws {
        let (layout, _) = load("""
        earshot: 1
        screen:
          id: s
          elements:
            - id: nav
              container: landmark
              children: [{id: n1, frame: [0, 0, 10, 10]}, {id: n2, frame: [0, 20, 10, 10]}]
            - id: items
              container: list
              children: [{id: only, frame: [0, 40, 10, 10]}]
            - id: tabs
              container: tabBar
              children: [{id: t1, frame: [0, 80, 10, 10]}, {id: t2, frame: [20, 80, 10, 10]}]
        """)
        let state = ScreenState(index: ScreenIndex(screen: try #require(layout?.screens.first)))
        func context(_ id: String) throws -> ElementContext { state.context(for: try #require(state.index.indexByID[id])) }
        #expect(try context("n1") == ElementContext(landmarkStart: true))
        #expect(try context("n2") == ElementContext(landmarkEnd: true))
        var only = ElementContext(listStart: true, listEnd: true)
        only.listItem = 1
        only.listItems = 1
        // Landed in with no focus before: the list is entered (TalkBack says "In list").
        only.enteredList = true
        #expect(try context("only") == only)
        #expect(try context("t2") == ElementContext(isTab: true, position: 2, count: 2))
        let composer = Composer()
        let n2 = try #require(state.index.indexByID["n2"])
        #expect(composer.utterances(for: state.element(n2), context: state.context(for: n2))[0].text == "End.")
    }
}

/// The 8 pt row rule and group sorting, as AccessibilitySnapshot's parser tests have them.
@Suite struct RowRuleTests {
    func ids(_ elements: [Element], rightToLeft: Bool = false) -> [String] {
        ReadingOrder.sort(elements, rightToLeft: rightToLeft).map { elements[$0].id }
    }
    func e(_ id: String, _ x: Double, _ y: Double, children: [Element] = []) -> Element {
        Element(id: id, frame: children.isEmpty ? Rect(x: x, y: y, width: 40, height: 40) : nil, children: children)
    }

    @Test func topsTenPointsApartAreTwoRows() {
        #expect(ids([e("right", 200, 0), e("left", 0, 10)]) == ["right", "left"])
    }

    @Test func topsLessThanEightApartAreOneRow() {
        #expect(ids([e("right", 200, 0), e("left", 0, 7.9)]) == ["left", "right"])
        #expect(ids([e("right", 200, 0), e("left", 0, 8)]) == ["right", "left"])
    }

    @Test func aGroupSortsByItsFirstChild() {
        // A's union starts left of B1 on B1's row, but its first child is lower: B1 first.
        let a = e("A", 0, 0, children: [e("A1", 0, 100), e("A2", 100, 100)])
        #expect(ids([a, e("B1", 50, 50)]) == ["B1", "A"])
        #expect(ReadingOrder.frame(of: a).map(\.y) == 100)
        // Within the 8 pt threshold the group and the element share a row: left to right.
        let near = e("A", 0, 0, children: [e("A1", 100, 55)])
        #expect(ids([near, e("B1", 0, 50)]) == ["B1", "A"])
    }

    @Test func rightToLeftReadsRowsFromTheRight() {
        let grid = [e("A", 0, 0), e("B", 100, 0), e("C", 0, 100), e("D", 100, 100)]
        #expect(ids(grid) == ["A", "B", "C", "D"])
        #expect(ids(grid, rightToLeft: true) == ["B", "A", "D", "C"])
    }

    @Test func aRightToLeftScreenReadsRowsFromTheRight() throws {
        let (layout, errors) = load("""
            earshot: 1
            screen:
              id: s
              language: ar
              elements:
                - {id: a, label: A, frame: [0, 0, 40, 40]}
                - {id: b, label: B, frame: [100, 0, 40, 40]}
                - {id: c, label: C, frame: [0, 100, 40, 40]}
            """)
        #expect(errors.isEmpty, "\(errors)")
        let index = ScreenIndex(screen: try #require(layout?.screens.first))
        #expect(index.nodes.map(\.element.id) == ["b", "a", "c"])
        #expect(ReadingOrder.isRightToLeft("he-IL") && !ReadingOrder.isRightToLeft("zh-Hans") && !ReadingOrder.isRightToLeft(nil))
    }
}
