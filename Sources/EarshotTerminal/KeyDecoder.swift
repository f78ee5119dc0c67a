import EarshotModel
import EarshotNarration
import EarshotNavigation
public import EarshotSession
/// A key or mouse event decoded from terminal input bytes.
public enum KeyEvent: Sendable, Hashable {
    case character(Character)
    case up, down, left, right
    case ctrlUp, ctrlDown, ctrlLeft, ctrlRight
    case home, end, enter, escape, backspace, tab, shiftTab, pageUp, pageDown
    /// Ctrl+C: in raw mode it arrives as a byte, not as SIGINT.
    case ctrlC
    /// A left-button press at a 0-based cell.
    case click(x: Int, y: Int)
    case unknown([UInt8])

    /// The name used in key-map files and in help.
    public var name: String {
        switch self {
        case .character(" "): return "space"
        case .character(let c): return String(c)
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .ctrlUp: return "ctrl+up"
        case .ctrlDown: return "ctrl+down"
        case .ctrlLeft: return "ctrl+left"
        case .ctrlRight: return "ctrl+right"
        case .home: return "home"
        case .end: return "end"
        case .enter: return "enter"
        case .escape: return "escape"
        case .backspace: return "backspace"
        case .tab: return "tab"
        case .shiftTab: return "shift+tab"
        case .pageUp: return "pageup"
        case .pageDown: return "pagedown"
        case .ctrlC: return "ctrl+c"
        case .click: return "click"
        case .unknown: return "unknown"
        }
    }
}

/// Decodes raw terminal bytes into key events: a pure function, tested byte for byte.
public enum KeyDecoder {
    static let csiFinals: [String: KeyEvent] = [
        "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end, "Z": .shiftTab,
        "1;5A": .ctrlUp, "1;5B": .ctrlDown, "1;5C": .ctrlRight, "1;5D": .ctrlLeft,
        "1~": .home, "7~": .home, "4~": .end, "8~": .end, "1;2H": .home, "1;2F": .end, "5~": .pageUp, "6~": .pageDown,
    ]

    /// Events in `bytes`, and the bytes of an incomplete sequence to prepend to the next read.
    /// With `final`, a lone ESC is the Escape key rather than the start of a sequence.
    public static func decode(_ bytes: [UInt8], final: Bool = true) -> (events: [KeyEvent], rest: [UInt8]) {
        var events: [KeyEvent] = []
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x1B:
                guard i + 1 < bytes.count else {
                    if final { events.append(.escape); i += 1; continue }
                    return (events, Array(bytes[i...]))
                }
                let next = bytes[i + 1]
                if next == UInt8(ascii: "[") || next == UInt8(ascii: "O") {
                    guard let (event, length) = sequence(bytes, from: i) else {
                        if final { events.append(.unknown(Array(bytes[i...]))); return (events, []) }
                        return (events, Array(bytes[i...]))
                    }
                    events.append(event)
                    i += length
                } else if next == 0x1B {
                    events.append(.escape); i += 1
                } else {
                    // Alt+key arrives as ESC then the key: an escape, then the key on its own.
                    events.append(.escape); i += 1
                }
            case 0x0D, 0x0A: events.append(.enter); i += 1
            case 0x7F, 0x08: events.append(.backspace); i += 1
            case 0x09: events.append(.tab); i += 1
            case 0x03: events.append(.ctrlC); i += 1
            case 0x00..<0x20: events.append(.unknown([b])); i += 1
            default:
                let length = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
                guard i + length <= bytes.count else {
                    if final { events.append(.unknown(Array(bytes[i...]))); return (events, []) }
                    return (events, Array(bytes[i...]))
                }
                if let s = String(validating: bytes[i..<(i + length)], as: UTF8.self), let c = s.first {
                    events.append(.character(c))
                } else {
                    events.append(.unknown(Array(bytes[i..<(i + length)])))
                }
                i += length
            }
        }
        return (events, [])
    }

    /// An escape sequence starting at `start` (ESC [ … or ESC O …) and its length, if complete.
    static func sequence(_ bytes: [UInt8], from start: Int) -> (KeyEvent, Int)? {
        let introducer = bytes[start + 1]
        var j = start + 2
        if introducer == UInt8(ascii: "O") {
            guard j < bytes.count else { return nil }
            let map: [UInt8: KeyEvent] = [65: .up, 66: .down, 67: .right, 68: .left, 72: .home, 70: .end]
            return (map[bytes[j]] ?? .unknown(Array(bytes[start...j])), 3)
        }
        // SGR mouse: ESC [ < b ; x ; y (M|m)
        if j < bytes.count && bytes[j] == UInt8(ascii: "<") {
            while j < bytes.count && bytes[j] != UInt8(ascii: "M") && bytes[j] != UInt8(ascii: "m") { j += 1 }
            guard j < bytes.count else { return nil }
            let body = String(decoding: bytes[(start + 3)..<j], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
            let length = j - start + 1
            guard body.count == 3 else { return (.unknown(Array(bytes[start..<(start + length)])), length) }
            if bytes[j] == UInt8(ascii: "M") && body[0] == 0 { return (.click(x: body[1] - 1, y: body[2] - 1), length) }
            return (.unknown(Array(bytes[start..<(start + length)])), length)
        }
        // Parameters then one final byte in 0x40...0x7E.
        while j < bytes.count && !(0x40...0x7E).contains(bytes[j]) { j += 1 }
        guard j < bytes.count else { return nil }
        let key = String(decoding: bytes[(start + 2)...j], as: UTF8.self)
        let length = j - start + 1
        return (csiFinals[key] ?? .unknown(Array(bytes[start..<(start + length)])), length)
    }
}

extension KeyMap {
    /// The command bound to a decoded key.
    public func command(for event: KeyEvent) -> ReaderCommand? { command(forKey: event.name) }
}
