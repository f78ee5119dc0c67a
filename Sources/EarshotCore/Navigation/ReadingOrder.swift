/// VoiceOver's reading order from frames: top to bottom by rows, then left to right.
public enum ReadingOrder {
    /// Two frames share a row when their vertical overlap is at least this share of the shorter.
    public static let rowOverlap = 0.5

    /// An element's own frame, or the union of its descendants' frames.
    public static func frame(of element: Element) -> Rect? {
        if let frame = element.frame { return frame }
        var union: Rect?
        for child in element.children {
            if let f = frame(of: child) { union = union.map { $0.union(f) } ?? f }
        }
        return union
    }

    /// Indices of `frames` in reading order. When any frame is missing, file order is kept:
    /// without geometry there is nothing better to go on.
    public static func sort(frames: [Rect?]) -> [Int] {
        let rects = frames.compactMap { $0 }
        guard rects.count == frames.count, rects.count > 1 else { return Array(frames.indices) }
        let byTop = frames.indices.sorted { (rects[$0].y, $0) < (rects[$1].y, $1) }
        var rows: [[Int]] = []
        var band: (top: Double, bottom: Double)?
        for i in byTop {
            let r = rects[i]
            if let b = band, sharesRow(r, top: b.top, bottom: b.bottom) {
                rows[rows.count - 1].append(i)
                band = (b.top, max(b.bottom, min(r.maxY, b.bottom)))
            } else {
                rows.append([i])
                band = (r.y, r.maxY)
            }
        }
        return rows.flatMap { row in row.sorted { (rects[$0].x, $0) < (rects[$1].x, $1) } }
    }

    static func sharesRow(_ r: Rect, top: Double, bottom: Double) -> Bool {
        let overlap = min(r.maxY, bottom) - max(r.y, top)
        let shorter = min(r.height, bottom - top)
        if shorter <= 0 { return r.y == top }
        return overlap >= shorter * rowOverlap
    }
}
