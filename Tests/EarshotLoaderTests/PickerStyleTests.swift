import EarshotLayoutTestSupport
import EarshotModel
import EarshotTestSupport
import Testing

/// `style: wheel` on a picker or a values list; nowhere else.
@Suite struct PickerStyleTests {
    func layout(_ adjustable: String) -> (Layout?, [String]) {
        load("""
            earshot: 1
            screen:
              id: s
              elements:
                - {id: size, traits: [adjustable], adjustable: \(adjustable)}
            """)
    }

    @Test func aPickerIsAMenuUnlessItSaysWheel() throws {
        let menu = try #require(layout("{kind: picker, options: [Small, Medium, Large], selected: 1}").0)
        #expect(menu.screens[0].elements[0].adjustable?.style == .menu)
        let wheel = try #require(layout("{kind: picker, options: [Small, Medium, Large], selected: 1, style: wheel}").0)
        #expect(wheel.screens[0].elements[0].adjustable?.style == .wheel)
        #expect(wheel.screens[0].elements[0].adjustable?.wheelPosition.map { [$0.index, $0.count] } == [2, 3])
        let values = try #require(layout("{kind: values, values: [Medium], style: wheel}").0)
        #expect(values.screens[0].elements[0].adjustable?.style == .wheel)
    }

    @Test func aBadStyleOrAStyleOnARatingIsAnError() {
        let bad = layout("{kind: picker, options: [A], style: drum}").1
        #expect(bad.count == 1 && bad.first?.contains("picker style") == true, "\(bad)")
        let rating = layout("{kind: rating, max: 5, style: wheel}").1
        #expect(rating.count == 1 && rating.first?.contains("style") == true, "\(rating)")
    }
}
