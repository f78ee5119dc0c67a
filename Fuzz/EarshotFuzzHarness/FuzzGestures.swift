import EarshotCore

/// Gestures for a fuzzed layout, taken from the input bytes (read from the end, where layouts
/// differ most), so that every kind of gesture — touches at odd points, rotor names that exist
/// and that do not, typed control characters — reaches the navigator and the narration.
struct FuzzGestures {
    private var bytes: ArraySlice<UInt8>
    private let rotorNames: [String]
    private let screenIDs: [String]

    init(bytes: [UInt8], layout: Layout) {
        self.bytes = bytes[...]
        var names: [String] = []
        for screen in layout.screens {
            names += screen.rotors.map(\.name)
            screen.forEachElement { names += $0.rotors.map(\.name) }
        }
        rotorNames = names + Self.otherRotorNames
        screenIDs = layout.screens.map(\.id) + ["no-such-screen"]
    }

    /// A gesture script in a `# gestures: …` comment line, when the input has one that parses:
    /// a way for the fuzzer (and seeds) to choose gestures by name without breaking the YAML.
    static func scripted(in bytes: [UInt8]) -> [Gesture]? {
        let marker = Array("# gestures:".utf8)
        guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: marker) }) else { return nil }
        let rest = bytes[(start + marker.count)...]
        let line = rest.prefix { $0 != UInt8(ascii: "\n") }
        guard case .success(let gestures) = GestureScript.parse(String(decoding: line, as: UTF8.self)) else { return nil }
        return gestures
    }

    /// The screen to start on: `nil` (the first), one of the layout's, or one it does not have.
    mutating func screen() -> String? {
        let b = Int(next())
        return b == 0 ? nil : screenIDs[b % screenIDs.count]
    }

    mutating func verbosity() -> Verbosity {
        let b = next()
        let positions = Verbosity.TraitPosition.allCases
        return Verbosity(hints: b & 1 == 0, traitPosition: positions[Int(b >> 1) % positions.count],
                         context: b & 8 == 0, hintDelayMilliseconds: Int(b >> 4) * 100)
    }

    /// Up to `limit` gestures, one or more bytes each, until the bytes run out.
    mutating func derived(limit: Int) -> [Gesture] {
        var gestures: [Gesture] = []
        while gestures.count < limit, !bytes.isEmpty { gestures.append(gesture()) }
        return gestures
    }

    private mutating func next() -> UInt8 { bytes.popLast() ?? 0 }

    private mutating func gesture() -> Gesture {
        let simple: [Gesture] = [
            .next, .previous, .first, .last, .up, .down, .rotorNext, .rotorPrevious, .activate, .escape,
            .magicTap, .readAll, .readFromHere, .continueReading, .pause, .curtain, .help, .rateUp, .rateDown,
            .next, .next, .down, .up, .activate,
        ]
        // Modulo, not ranges of byte values: layout text is mostly printable ASCII.
        let op = Int(next()) % (simple.count + 4)
        if op < simple.count { return simple[op] }
        switch op - simple.count {
        case 0: return .touch(x: coordinate(), y: coordinate())
        case 1: return .selectRotor(rotorNames[Int(next()) % rotorNames.count])
        case 2:
            let b = Int(next()), kinds = QuickNavKind.allCases
            return .quickNav(kinds[b % kinds.count], forward: (b / kinds.count) % 2 == 0)
        default: return .type(Self.typed[Int(next()) % Self.typed.count])
        }
    }

    /// An odd value for one byte in eight, else a point on (or just off) a phone screen.
    private mutating func coordinate() -> Double {
        let b = Int(next())
        return b % 8 == 0 ? Self.oddNumbers[(b / 8) % Self.oddNumbers.count] : Double(b) * 7 - 150
    }

    static let oddNumbers: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, 1e20, -1e20, -1, 0.5, 1e-300, 0x1p63, 390, 844,
    ]

    static let otherRotorNames = [
        "Headings", "Links", "Form Controls", "Buttons", "Images", "Containers", "Speaking Rate", "Hints",
        "Actions", "Adjust Value", "Characters", "Words", "Lines", "adjust value", "HEADINGS", "", " ", "Nope",
    ]

    static let typed = [
        "a", " ", "\n", ".", ",", "😀", "e\u{301}", "\u{0}", "\u{1B}]52;c;aGk=\u{7}", "\u{202E}olleh",
        "\r\n", String(repeating: "w", count: 300), "",
    ]
}
