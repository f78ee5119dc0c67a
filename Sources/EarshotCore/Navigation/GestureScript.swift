/// Parses gesture scripts: names separated by spaces or commas, `xN` repeats,
/// double-quoted values with spaces (`rotor="Apple Stores"`).
public enum GestureScript {
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// 1-based column in the script.
        public var column: Int
        public var message: String
        public var description: String { "gestures:1:\(column): error: \(message)" }
    }

    static let simple: [String: Gesture] = [
        "next": .next, "previous": .previous, "first": .first, "last": .last, "up": .up, "down": .down,
        "rotor-next": .rotorNext, "rotor-previous": .rotorPrevious, "activate": .activate, "escape": .escape,
        "magic-tap": .magicTap, "read-all": .readAll, "read-from-here": .readFromHere, "pause": .pause,
        "curtain": .curtain, "help": .help, "rate+": .rateUp, "rate-": .rateDown,
    ]

    static var allNames: [String] {
        Array(simple.keys) + QuickNavKind.allCases.flatMap { [$0.rawValue, "previous-" + $0.rawValue] }
            + ["rotor=", "touch=", "type="]
    }

    public static func parse(_ script: String) -> Result<[Gesture], ParseError> {
        var gestures: [Gesture] = []
        for token in tokens(script) {
            let word = token.text
            if word.count > 1, word.first == "x", let n = Int(word.dropFirst()) {
                guard let last = gestures.last else {
                    return .failure(ParseError(column: token.column, message: "'\(word)' repeats nothing: put it after a gesture"))
                }
                guard (1...100_000).contains(n) else {
                    return .failure(ParseError(column: token.column, message: "a repeat count must be 1 to 100000"))
                }
                gestures += Array(repeating: last, count: n - 1)
                continue
            }
            switch gesture(word) {
            case .success(let g): gestures.append(g)
            case .failure(let message): return .failure(ParseError(column: token.column, message: message.text))
            }
        }
        return .success(gestures)
    }

    struct Message: Error { var text: String }

    static func gesture(_ word: String) -> Result<Gesture, Message> {
        if let g = simple[word] { return .success(g) }
        if let kind = QuickNavKind(rawValue: word) { return .success(.quickNav(kind, forward: true)) }
        if word.hasPrefix("previous-"), let kind = QuickNavKind(rawValue: String(word.dropFirst(9))) {
            return .success(.quickNav(kind, forward: false))
        }
        if word.hasPrefix("rotor=") {
            let name = String(word.dropFirst(6))
            return name.isEmpty ? .failure(Message(text: "'rotor=' needs a rotor name")) : .success(.selectRotor(name))
        }
        if word.hasPrefix("type=") { return .success(.type(String(word.dropFirst(5)))) }
        if word.hasPrefix("touch=") {
            let parts = word.dropFirst(6).split(separator: ",")
            if parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) { return .success(.touch(x: x, y: y)) }
            return .failure(Message(text: "'touch=' takes x,y in points, e.g. touch=120,440"))
        }
        return .failure(Message(text: "unknown gesture '\(word)'" + Suggest.didYouMean(word, among: allNames)))
    }

    /// Words with their 1-based columns; quotes group spaces and are removed.
    static func tokens(_ script: String) -> [(text: String, column: Int)] {
        var result: [(String, Int)] = []
        var current = "", start = 0, quoted = false
        for (offset, ch) in script.enumerated() {
            if ch == "\"" { quoted.toggle(); if current.isEmpty { start = offset + 1 }; continue }
            if !quoted && (ch == " " || ch == "," && !(current.hasPrefix("touch=") && !current.contains(",")) || ch == "\n" || ch == "\t") {
                if !current.isEmpty { result.append((current, start)) }
                current = ""
                continue
            }
            if current.isEmpty { start = offset + 1 }
            current.append(ch)
        }
        if !current.isEmpty { result.append((current, start)) }
        return result
    }

    static func quoted(_ value: String) -> String {
        value.contains(" ") || value.contains(",") ? "\"\(value)\"" : value
    }
}
