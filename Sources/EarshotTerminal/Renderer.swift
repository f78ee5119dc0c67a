import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotSession

/// Draws the reader into a cell buffer: status line, the screen's elements scaled from their
/// frames, the VoiceOver cursor around the focused element, and the caption panel.
public struct Renderer: Sendable {
    /// Where the described screen sits on the terminal, and its scale.
    public struct Geometry: Sendable, Equatable {
        public var x: Int, y: Int, width: Int, height: Int
        public var scaleX: Double, scaleY: Double

        /// The point in the layout under a terminal cell.
        public func point(column: Int, row: Int) -> (x: Double, y: Double)? {
            guard column >= x, column < x + width, row >= y, row < y + height else { return nil }
            return ((Double(column - x) + 0.5) / scaleX, (Double(row - y) + 0.5) / scaleY)
        }

        /// The cells a frame covers on the screen area, clipped to it; `nil` when none. Any Double
        /// is safe here: NaN, ±inf and huge or tiny values are clamped to `reach` (far off any
        /// terminal) before they become integers, so drawing never traps on a number.
        func cells(_ r: Rect) -> (x: Int, y: Int, w: Int, h: Int)? {
            let cx = x + Self.cell(r.x, scale: scaleX), cy = y + Self.cell(r.y, scale: scaleY)
            let ex = max(cx + 1, x + Self.cell(r.maxX, scale: scaleX)), ey = max(cy + 1, y + Self.cell(r.maxY, scale: scaleY))
            let left = max(cx, x), top = max(cy, y), right = min(ex, x + width), bottom = min(ey, y + height)
            guard left < right, top < bottom else { return nil }
            return (left, top, right - left, bottom - top)
        }

        /// How far from the origin a cell may lie: beyond any terminal, and small enough that
        /// sums of a few of them never overflow.
        static let reach = 1 << 20

        /// `points × scale` in whole cells, clamped to ±`reach`; NaN lands off the terminal.
        static func cell(_ points: Double, scale: Double) -> Int {
            let v = (points * scale).rounded(.down)
            guard !v.isNaN else { return -reach }
            return Int(max(Double(-reach), min(Double(reach), v)))
        }

        /// Cells per point for `cells` columns showing `points`; a size that is not a positive
        /// finite number (0, negative, NaN, inf, so tiny the scale overflows) draws one cell a point.
        static func scale(_ cells: Int, over points: Double) -> Double {
            let s = Double(cells) / points
            return s.isFinite && s > 0 ? s : 1
        }
    }

    public static let minimumScreenArea = (width: 20, height: 6)

    public init() {}

    public func captionHeight(totalHeight: Int) -> Int { max(3, min(9, totalHeight / 3)) }

    /// Where the layout goes for a terminal of this size; `nil` when it is too small to draw.
    public func geometry(for view: ReaderView, width: Int, height: Int) -> Geometry? {
        let top = 1, bottom = height - captionHeight(totalHeight: height)
        let areaHeight = bottom - top - 2, areaWidth = width - 2
        guard areaHeight >= Self.minimumScreenArea.height, areaWidth >= Self.minimumScreenArea.width else { return nil }
        let s = view.screen.screen
        return Geometry(x: 1, y: top + 1, width: areaWidth, height: areaHeight,
                        scaleX: Geometry.scale(areaWidth, over: s.sizeWidth),
                        scaleY: Geometry.scale(areaHeight, over: s.sizeHeight))
    }

    public func render(_ view: ReaderView, width: Int, height: Int) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        guard width > 0, height > 0 else { return buffer }
        buffer.fill(" ", x: 0, y: 0, count: width, style: .reverse)
        buffer.put(view.status(width: width), x: 0, y: 0, limit: width, style: .reverse)
        if view.keyList {
            drawKeyList(view, into: &buffer)
            return buffer
        }
        if !view.curtain {
            if let g = geometry(for: view, width: width, height: height) {
                drawScreen(view, geometry: g, into: &buffer)
            } else if height > 2 {
                buffer.put(ReaderWords.tooSmall, x: 0, y: 1, limit: width, style: .dim)
            }
            drawCaptions(view, top: height - captionHeight(totalHeight: height), into: &buffer)
        } else if view.showsCaptions {
            // Under the curtain the captions take the room the screen had, after a line saying
            // why they are there.
            let note = view.silent && !view.curtainShowsCaptions ? ReaderWords.curtainSilent : ReaderWords.curtainCaptions
            var row = 1
            for line in TextWrap.lines(note, width: width, limit: 2) where row < height - 1 {
                buffer.put(line, x: 0, y: row, limit: width, style: .dim)
                row += 1
            }
            drawCaptions(view, top: min(row, height - 1), into: &buffer)
        } else if height > 2 {
            buffer.put(ReaderWords.curtainOnly, x: 0, y: 1, limit: width, style: .dim)
        }
        return buffer
    }

    func drawScreen(_ view: ReaderView, geometry g: Geometry, into buffer: inout CellBuffer) {
        buffer.box(x: g.x - 1, y: g.y - 1, width: g.width + 2, height: g.height + 2, style: .dim)
        let state = view.screen
        var focused: (x: Int, y: Int, w: Int, h: Int)?
        // Frames are clipped to the screen area: nothing a layout says draws over the status
        // line, the border or the captions. One element per starting cell: on a huge layout
        // thousands of elements share a cell, and drawing each would cost a second per key.
        var claimed = [Bool](repeating: false, count: buffer.width * buffer.height)
        for i in 0..<state.count {
            let node = state.index.nodes[i]
            guard let frame = node.frame, !node.insideAccessible, let c = g.cells(frame) else { continue }
            let isContainer = node.end > i + 1
            if i == view.focus { focused = c; continue }
            if isContainer && !node.element.accessible {
                // A shown modal container (an alert) covers what lies under it.
                if node.element.modal && c.w >= 4 && c.h >= 3 && state.isVisible(i) {
                    buffer.clear(x: c.x, y: c.y, width: c.w, height: c.h)
                    buffer.box(x: c.x, y: c.y, width: c.w, height: c.h, style: .bold)
                    for row in c.y..<(c.y + c.h) { for column in c.x..<(c.x + c.w) { claimed[row * buffer.width + column] = false } }
                }
                continue
            }
            let cell = c.y * buffer.width + c.x
            guard !claimed[cell], state.isVisible(i) else { continue }
            claimed[cell] = true
            let style: CellBuffer.Style = state.isFocusable(i) ? [] : .dim
            draw(state.element(i), at: c, style: style, into: &buffer)
        }
        // The VoiceOver cursor, drawn last so nothing covers it.
        if let focus = view.focus, let c = focused {
            let element = state.element(focus)
            if c.w >= 3 && c.h >= 3 {
                buffer.box(x: c.x, y: c.y, width: c.w, height: c.h, style: .bold, heavy: true)
                buffer.put(label(element), x: c.x + 1, y: c.y + 1, limit: c.w - 2, style: [.bold, .reverse])
            } else {
                // Too small for a box: the cursor is shown as brackets around the label.
                let text = "»" + label(element) + "«"
                buffer.put(text, x: max(0, c.x - 1), y: c.y, limit: g.width + 1 - (c.x - g.x), style: [.bold, .reverse])
            }
        }
    }

    func draw(_ element: Element, at c: (x: Int, y: Int, w: Int, h: Int), style: CellBuffer.Style, into buffer: inout CellBuffer) {
        if c.w >= 3 && c.h >= 3 {
            buffer.box(x: c.x, y: c.y, width: c.w, height: c.h, style: style)
            buffer.put(label(element), x: c.x + 1, y: c.y + 1, limit: c.w - 2, style: style)
        } else {
            buffer.put(label(element), x: c.x, y: c.y, limit: c.w, style: style)
        }
    }

    /// What an element shows: its label, value or first text line, else its kind.
    func label(_ e: Element) -> String {
        if let l = e.label, !l.isEmpty { return l }
        if let v = e.effectiveValue, !v.isEmpty { return v }
        if let first = e.text.first { return first.text }
        if e.traits.contains(.image) { return "(image)" }
        return "(\(e.id))"
    }

    /// The caption panel from row `top` (its rule) down: the history, oldest first, then what is
    /// spoken now and its hint, each wrapped to the width, so the newest line is the last.
    func drawCaptions(_ view: ReaderView, top: Int, into buffer: inout CellBuffer) {
        guard top >= 1, top < buffer.height else { return }
        let width = buffer.width
        for row in top..<buffer.height { buffer.fill(" ", x: 0, y: row, count: width) }
        buffer.fill("─", x: 0, y: top, count: width, style: .dim)
        buffer.put(ReaderWords.speech, x: 2, y: top, style: .dim)
        let room = buffer.height - top - 1
        guard room > 0 else { return }
        var now = TextWrap.lines("▶ " + view.captions.current, width: width, limit: room, indent: "  ")
            .map { (text: $0, style: CellBuffer.Style.bold) }
        if let hint = view.captions.hint, now.count < room {
            now += TextWrap.lines("  " + hint, width: width, limit: room - now.count, indent: "  ").map { ($0, []) }
        }
        // Older speech above, read downwards: the lines before the current ones (scrolled back).
        var older: [(text: String, style: CellBuffer.Style)] = []
        let history = view.captions.history.dropLast(view.captions.hint == nil ? 1 : 2)
        var index = history.endIndex - min(view.captions.scrollBack, history.count)
        while older.count < room - now.count && index > history.startIndex {
            index -= 1
            let lines = TextWrap.lines("  " + history[index], width: width, limit: room - now.count, indent: "    ")
            older = lines.map { ($0, CellBuffer.Style.dim) } + older
        }
        let shown = Array(older.suffix(max(0, room - now.count))) + now
        for (offset, line) in shown.prefix(room).enumerated() {
            buffer.put(line.text, x: 0, y: top + 1 + offset, limit: width, style: line.style)
        }
        if view.captions.scrollBack > 0 {
            let label = ReaderWords.historyBack(view.captions.scrollBack)
            buffer.put(label, x: max(10, width - CharacterWidth.of(label) - 1), y: top, style: .dim)
        }
    }

    /// The one-screen key list (`?` twice in keyboard help), in two columns where they fit.
    func drawKeyList(_ view: ReaderView, into buffer: inout CellBuffer) {
        let entries = KeyList.lines(for: view.session.keyMap, reader: view.session.navigator.verbosity.reader)
        guard buffer.height > 2 else { return }
        buffer.put(ReaderWords.keyListTitle, x: 1, y: 1, limit: buffer.width - 1, style: .bold)
        let keysWidth = entries.map { CharacterWidth.of($0.keys) }.max() ?? 0
        let rows = buffer.height - 3
        let columns = rows >= entries.count ? 1 : 2
        let columnWidth = columns == 1 ? buffer.width - 1 : (buffer.width - 1) / 2
        let perColumn = (entries.count + columns - 1) / columns
        for (i, entry) in entries.enumerated() {
            let column = i / perColumn, row = 3 + i % perColumn
            guard row < buffer.height else { continue }
            let x = 1 + column * columnWidth
            buffer.put(entry.keys, x: x, y: row, limit: columnWidth - 1, style: .bold)
            let said = keysWidth + 2
            if said < columnWidth - 1 { buffer.put(entry.says, x: x + said, y: row, limit: columnWidth - 1 - said) }
        }
    }
}
