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
        guard y >= 0, y < height else { return 0 }
        let end = min(width, x + (limit ?? width))
        var column = x
        for character in EarshotTerminalText.safe(text) {
            let w = CharacterWidth.of(character)
            if w == 0 { continue }
            if column + w > end { break }
            if column >= 0 {
                self[column, y] = Cell(character: character, style: style)
                if w == 2 { self[column + 1, y] = Cell(character: nil, style: style) }
            }
            column += w
        }
        return column - x
    }

    public mutating func fill(_ character: Character, x: Int, y: Int, count: Int, style: Style = []) {
        guard y >= 0, y < height else { return }
        for c in max(0, x)..<max(max(0, x), min(width, x + count)) { self[c, y] = Cell(character: character, style: style) }
    }

    /// Draws a box outline.
    public mutating func box(x: Int, y: Int, width w: Int, height h: Int, style: Style = [], heavy: Bool = false) {
        guard w >= 2, h >= 2 else { return }
        let (hz, vt, tl, tr, bl, br): (Character, Character, Character, Character, Character, Character) =
            heavy ? ("━", "┃", "┏", "┓", "┗", "┛") : ("─", "│", "┌", "┐", "└", "┘")
        fill(hz, x: x + 1, y: y, count: w - 2, style: style)
        fill(hz, x: x + 1, y: y + h - 1, count: w - 2, style: style)
        for row in (y + 1)..<(y + h - 1) {
            put(String(vt), x: x, y: row, style: style)
            put(String(vt), x: x + w - 1, y: row, style: style)
        }
        put(String(tl), x: x, y: y, style: style); put(String(tr), x: x + w - 1, y: y, style: style)
        put(String(bl), x: x, y: y + h - 1, style: style); put(String(br), x: x + w - 1, y: y + h - 1, style: style)
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
}
