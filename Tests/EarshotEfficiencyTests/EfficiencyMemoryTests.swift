import EarshotEfficiencyTestSupport
import Testing
@testable import EarshotEfficiency

/// What a report keeps per element does not grow with the element's place: a 50,000-element
/// screen once kept, for every element, the list of elements its path passes (quadratic).
@Suite struct EfficiencyMemoryTests {
    /// A flat screen of `count` labelled rows: element n is n swipes from the first.
    static func rows(_ count: Int) -> String {
        var yaml = "earshot: 1\nscreen:\n  id: s\n  size: [390, 844]\n  elements:\n"
        for i in 0..<count { yaml += "    - {id: e\(i), label: Row \(i), frame: [0, \(i * 10), 390, 10]}\n" }
        return yaml
    }

    /// Elements held directly in collections inside `value`, through structs, enums and tuples
    /// (a shared class instance is counted once for the whole report, not per element).
    static func stored(_ value: Any) -> Int {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .class?: return 0
        case .collection?, .set?, .dictionary?: return mirror.children.count
        default: return mirror.children.reduce(0) { $0 + stored($1.value) }
        }
    }

    @Test func anEntryStoresNoMoreFarFromTheStartThanNearIt() throws {
        let report = try #require(efficiency(Self.rows(120)))
        let entries = report.elements.filter { $0.id != "e0" }
        let near = try #require(entries.first { $0.id == "e1" }), far = try #require(entries.first { $0.id == "e40" })
        #expect(far.gestures == 40)
        #expect(Self.stored(far) == Self.stored(near), "per-element data grows with the path's length")
        // What the path passes is still there, read off on demand.
        #expect(far.passes.ids == (1..<40).map { "e\($0)" })
        #expect(far.listeningPasses == far.passes)
    }
}
