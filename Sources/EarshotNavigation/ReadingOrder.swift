import EarshotLoader
public import EarshotModel
import EarshotNarration
/// VoiceOver's reading order from frames: by the top-left corner of each frame; two elements
/// are in one row when their tops are less than 8 pt apart (VoiceOver on iPhone), and a row is
/// read left to right (right to left in a right-to-left language). A group sorts by its first
/// child in reading order, as VoiceOver does.
public enum ReadingOrder {
    /// Tops closer than this are one row (8 pt on iPhone; VoiceOver uses 13 on iPad).
    public static let rowSeparation = 8.0

    /// Languages written right to left, by BCP 47 primary subtag.
    package static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ku"]

    /// Whether a BCP 47 language (`ar`, `he-IL`, `fa`) is written right to left.
    public static func isRightToLeft(_ language: String?) -> Bool {
        guard let primary = language?.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first else { return false }
        return rightToLeftLanguages.contains(String(primary))
    }

    /// An element's own frame, or the union of its descendants' frames (for drawing and touch).
    public static func frame(of element: Element) -> Rect? {
        if let frame = element.frame { return frame }
        var union: Rect?
        for child in element.children {
            if let f = frame(of: child) { union = union.map { $0.union(f) } ?? f }
        }
        return union
    }

    /// The point an element sorts by: its frame's origin, or its first child's in reading order.
    public static func sortPoint(of element: Element, rightToLeft: Bool = false) -> (x: Double, y: Double)? {
        if let frame = element.frame { return (frame.x, frame.y) }
        let points = element.children.map { sortPoint(of: $0, rightToLeft: rightToLeft) }
        return sort(points: points, rightToLeft: rightToLeft).first.flatMap { points[$0] }
    }

    /// Indices of `elements` in reading order.
    public static func sort(_ elements: [Element], rightToLeft: Bool = false) -> [Int] {
        sort(points: elements.map { sortPoint(of: $0, rightToLeft: rightToLeft) }, rightToLeft: rightToLeft)
    }

    /// Indices of `points` in reading order. When any point is missing, file order is kept:
    /// without geometry there is nothing better to go on.
    public static func sort(points: [(x: Double, y: Double)?], rightToLeft: Bool = false) -> [Int] {
        let known = points.compactMap { $0 }
        guard known.count == points.count, known.count > 1 else { return Array(points.indices) }
        // Rows start at a top; each element joins the row whose first top is less than 8 pt above it.
        let byTop = points.indices.sorted { (known[$0].y, $0) < (known[$1].y, $1) }
        var rows: [[Int]] = []
        var rowTop = -Double.infinity
        for i in byTop {
            if known[i].y - rowTop < rowSeparation, !rows.isEmpty {
                rows[rows.count - 1].append(i)
            } else {
                rows.append([i])
                rowTop = known[i].y
            }
        }
        return rows.flatMap { row in
            row.sorted {
                let a = known[$0].x, b = known[$1].x
                if a != b { return rightToLeft ? a > b : a < b }
                return $0 < $1
            }
        }
    }
}
