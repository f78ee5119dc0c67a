import EarshotModel

/// A collection laid out in rows and columns is a grid to TalkBack (google/talkback,
/// `utils/Role.java`: a `GridView`, or a collection whose info has more than one row and more
/// than one column, as a `RecyclerView` with a grid layout reports). A dump shows no collection
/// info, so the items' bounds give it: rows are the distinct tops, columns the distinct lefts
/// (within 4 dp), and a list is a grid when it has two rows or more and a row holding two items
/// or more. Each item's stops keep their row and column; TalkBack says them as focus moves
/// (`CollectionStateFeedbackUtils`: "Row 2", "Column 3", "In grid, 7 rows, 6 columns").
extension AndroidMapper {
    /// The 1-based row and column of each of `items` (a list's shown children, in order), or nil
    /// when they do not form a grid and `isGrid` (a `GridView`) does not say they are one.
    func gridPlaces(_ items: [DumpNode], isGrid: Bool) -> [(row: Int, column: Int)]? {
        let bounds = items.compactMap { $0.android?.bounds }
        guard bounds.count == items.count, !bounds.isEmpty else { return nil }
        let tolerance = 4 * density
        let tops = Self.bands(bounds.map(\.y), within: tolerance)
        let lefts = Self.bands(bounds.map(\.x), within: tolerance)
        let places = bounds.map { b in
            (row: (tops.lastIndex { $0 <= b.y + tolerance } ?? 0) + 1, column: (lefts.lastIndex { $0 <= b.x + tolerance } ?? 0) + 1)
        }
        let rows = Dictionary(grouping: places, by: \.row)
        guard isGrid || rows.count >= 2 && rows.values.contains(where: { $0.count >= 2 }) else { return nil }
        return places
    }

    /// Distinct starts, in order; a value within `tolerance` of a band's first joins it.
    static func bands(_ values: [Double], within tolerance: Double) -> [Double] {
        var bands: [Double] = []
        for value in values.sorted() where bands.last.map({ value - $0 > tolerance }) ?? true { bands.append(value) }
        return bands
    }

    /// `element` with its stops (itself, or those inside an item's group) placed at `row`, `column`.
    static func placed(_ element: Element, row: Int, column: Int) -> Element {
        var e = element
        if e.accessible {
            e.row = row
            e.column = column
        } else {
            e.children = e.children.map { placed($0, row: row, column: column) }
        }
        return e
    }
}
