/// What the terminal shows, as a grid of cells that tests can dump as text.
public struct CellBuffer: Sendable, Equatable {
    public struct Style: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let bold = Style(rawValue: 1)
        public static let reverse = Style(rawValue: 2)
        public static let dim = Style(rawValue: 4)
        public static let underline = Style(rawValue: 8)
    }

    public struct Cell: Sendable, Equatable {
        /// The character drawn here; `nil` for the right half of a wide character.
        public var character: Character?
        public var style: Style
        public static let blank = Cell(character: " ", style: [])
    }

    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width); self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Writes `text` from (x, y), clipped to `limit` columns and to the buffer; returns columns used.
    /// Control characters are shown escaped: layout text never reaches the terminal raw.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, limit: Int? = nil, style: Style = []) -> Int {
        let end = min(width, Self.sum(x, limit ?? width))
        guard y >= 0, y < height, x < width, end > 0 else { return 0 }
        var column = x
        // Escaped a character at a time, so a 1 MB label costs only the columns it fills.
        for original in text {
            for character in EarshotTerminalText.safe(String(original)) {
                let w = CharacterWidth.of(character)
                if w == 0 { continue }
                if column + w > end { return column - x }
                if column >= 0 {
                    self[column, y] = Cell(character: character, style: style)
                    if w == 2 { self[column + 1, y] = Cell(character: nil, style: style) }
                }
                column += w
            }
        }
        return column - x
    }

    public mutating func fill(_ character: Character, x: Int, y: Int, count: Int, style: Style = []) {
        guard y >= 0, y < height else { return }
        for c in clip(x: x, y: y, width: count, height: 1).columns { self[c, y] = Cell(character: character, style: style) }
    }

    /// Blanks a rectangle, clipped to the buffer.
    public mutating func clear(x: Int, y: Int, width w: Int, height h: Int) {
        let visible = clip(x: x, y: y, width: w, height: h)
        for row in visible.rows { for column in visible.columns { self[column, row] = .blank } }
    }

    /// Draws a box outline, clipped to the buffer.
    public mutating func box(x: Int, y: Int, width w: Int, height h: Int, style: Style = [], heavy: Bool = false) {
        guard w >= 2, h >= 2 else { return }
        let (hz, vt, tl, tr, bl, br): (Character, Character, Character, Character, Character, Character) =
            heavy ? ("━", "┃", "┏", "┓", "┗", "┛") : ("─", "│", "┌", "┐", "└", "┘")
        let right = Self.sum(x, w - 1), bottom = Self.sum(y, h - 1)
        fill(hz, x: Self.sum(x, 1), y: y, count: w - 2, style: style)
        fill(hz, x: Self.sum(x, 1), y: bottom, count: w - 2, style: style)
        for row in clip(x: x, y: Self.sum(y, 1), width: 1, height: h - 2).rows {
            put(String(vt), x: x, y: row, style: style)
            put(String(vt), x: right, y: row, style: style)
        }
        put(String(tl), x: x, y: y, style: style); put(String(tr), x: right, y: y, style: style)
        put(String(bl), x: x, y: bottom, style: style); put(String(br), x: right, y: bottom, style: style)
    }

    /// The columns and rows of a rectangle that lie on the buffer (empty when none do), for any
    /// coordinates: a rectangle far off the terminal costs nothing to draw.
    public func clip(x: Int, y: Int, width w: Int, height h: Int) -> (columns: Range<Int>, rows: Range<Int>) {
        func span(_ start: Int, _ length: Int, _ size: Int) -> Range<Int> {
            let lo = max(0, start), hi = min(size, Self.sum(start, max(0, length)))
            return lo < hi ? lo..<hi : 0..<0
        }
        return (span(x, w, width), span(y, h, height))
    }

    /// a + b, saturating instead of trapping on overflow.
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (r, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? .max : .min) : r
    }

    /// The buffer as text, one line per row, trailing spaces removed.
    public var text: String {
        (0..<height).map { y in
            var line = ""
            for x in 0..<width { if let c = self[x, y].character { line.append(c) } }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// The styles as text, one line per row: a hex digit of the style bits per cell (blank for
    /// none), so snapshots record the focus outline and emphasis, not only the characters.
    public var styleText: String {
        (0..<height).map { y in
            var line = ""
            for x in 0..<width {
                let bits = self[x, y].style.rawValue
                line.append(bits == 0 ? " " : Character(String(bits, radix: 16)))
            }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// Characters, then styles: what a snapshot of a screen should hold.
    public var snapshot: String { text + "\n--- styles (1 bold, 2 reverse, 4 dim, 8 underline; hex sum) ---\n" + styleText }
}
