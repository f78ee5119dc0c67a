/// A rectangle in points, as `accessibilityFrame`.
public struct Rect: Sendable, Hashable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }
    /// Whether `other` lies wholly inside this rectangle.
    public func encloses(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }
    public func union(_ other: Rect) -> Rect {
        let nx = min(x, other.x), ny = min(y, other.y)
        return Rect(x: nx, y: ny, width: max(maxX, other.maxX) - nx, height: max(maxY, other.maxY) - ny)
    }
}

/// A place in a source file, 1-based.
public struct SourceLocation: Sendable, Hashable, Comparable {
    public var line: Int, column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public static let start = SourceLocation(line: 1, column: 1)
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
