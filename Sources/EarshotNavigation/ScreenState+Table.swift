import EarshotLoader
import EarshotModel
package import EarshotNarration
/// Data tables: each cell's row and column (from the layout, or from the frame grid), and the
/// header cells VoiceOver says before it when the row or column changes.
extension ScreenState {
    /// The cell context of node `i`, when it is a cell of a `table` container.
    package func tableCell(_ i: Int, previous: Int?) -> ElementContext.TableCell? {
        guard let table = ancestor(of: i, kind: .table) else { return nil }
        let cells = ((table + 1)..<index.nodes[table].end).filter(isFocusable)
        guard cells.contains(i) else { return nil }
        let places = gridPlaces(cells)
        guard let here = places[i] else { return nil }
        // Arriving from outside the table (any gesture, or none) says the row and column in
        // full; moving inside it, only what changed.
        let before = previous.flatMap { $0 == i ? nil : places[$0] }
        let rowChanged = before?.row != here.row
        let columnChanged = before?.column != here.column
        var headers: [String] = []
        if rowChanged {
            headers += cells.filter { $0 != i && element($0).headerRow && places[$0]?.row == here.row }.map(headerText)
        }
        if columnChanged {
            headers += cells.filter { $0 != i && element($0).headerColumn && places[$0]?.column == here.column }
                .map(headerText)
        }
        return ElementContext.TableCell(row: here.row, column: here.column, showsRow: rowChanged,
                                        showsColumn: columnChanged, headers: headers)
    }

    /// An item's place in a grid (a list whose role is a grid): row and column as written or
    /// counted from frames, the grid's size, and which of them changed since `previous` when it
    /// was in the same grid (entering, or focusing the same item again, says both).
    package func gridPlace(_ i: Int, in grid: Int, previous: Int?) -> ElementContext.GridPlace? {
        let cells = ((grid + 1)..<index.nodes[grid].end).filter(isFocusable)
        let places = gridPlaces(cells)
        guard let here = places[i] else { return nil }
        let before = previous.flatMap { $0 == i ? nil : places[$0] }
        return ElementContext.GridPlace(row: here.row, column: here.column, rows: places.values.map(\.row).max() ?? 1,
                                        columns: places.values.map(\.column).max() ?? 1,
                                        rowChanged: before?.row != here.row, columnChanged: before?.column != here.column)
    }

    /// Row and column of each cell: as written, or counted from distinct frame tops (the 8 pt
    /// row rule) and lefts.
    package func gridPlaces(_ cells: [Int]) -> [Int: (row: Int, column: Int)] {
        let tops = Self.bands(cells.compactMap { index.nodes[$0].frame?.y })
        let lefts = Self.bands(cells.compactMap { index.nodes[$0].frame?.x })
        var places: [Int: (row: Int, column: Int)] = [:]
        for cell in cells {
            let e = element(cell)
            let frame = index.nodes[cell].frame
            let row = e.row ?? frame.flatMap { f in tops.lastIndex { $0 <= f.y + 0.5 }.map { $0 + 1 } }
            let column = e.column ?? frame.flatMap { f in lefts.lastIndex { $0 <= f.x + 0.5 }.map { $0 + 1 } }
            if let row, let column { places[cell] = (row, column) }
        }
        return places
    }

    /// Distinct starts, values within 8 pt of a band's first folded into it.
    package static func bands(_ values: [Double]) -> [Double] {
        var bands: [Double] = []
        for v in values.sorted() where bands.last.map({ v - $0 >= ReadingOrder.rowSeparation }) ?? true {
            bands.append(v)
        }
        return bands
    }

    /// A header cell as it is said before a cell: `label: value.`, `label.` or `value.`.
    package func headerText(_ i: Int) -> String {
        let e = element(i)
        let label = e.label.flatMap { $0.isEmpty ? nil : $0 }
        let value = e.effectiveValue.flatMap { $0.isEmpty ? nil : $0 }
        switch (label, value) {
        case (let label?, let value?): return Composer.sentence("\(label): \(value)")
        case (let label?, nil): return Composer.sentence(label)
        case (nil, let value?): return Composer.sentence(value)
        case (nil, nil): return ""
        }
    }
}
