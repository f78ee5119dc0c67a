package import EarshotModel
/// SplitMix64: the same mutations on every run.
package struct MutationRandom {
    package var state: UInt64
    package init(state: UInt64) { self.state = state }

    package mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
    }
}

/// Broken variants of a file for the strict loaders (layouts, voices, key maps): tokens that
/// trouble a YAML reader inserted, bytes cut, overwritten or copied elsewhere.
package enum Mutation {
    static let tokens = ["&a ", "*a", "\"\\ud83d\"", "\"\\ude00\"", "\u{07}", ".nan", "1e400", "-1e308", "{", "}", "[", "]", ":",
                         "- ", "\"", "'", "\t", "\u{FEFF}", "? ", "!!int ", "!!str ", "<<: *a", "---\n", "...\n", "#",
                         "\u{0}", "\u{202E}", "%YAML 1.1\n", "|\n", ">-\n", "0x", "~", "  ", "\n", "é", String(decoding: [0xEF, 0xB7, 0x90], as: UTF8.self)]

    package static func mutate(_ bytes: [UInt8], _ random: inout MutationRandom) -> [UInt8] {
        var b = bytes
        for _ in 0...random.next(3) {
            let at = random.next(b.count + 1)
            switch random.next(4) {
            case 0: b.insert(contentsOf: Array(tokens[random.next(tokens.count)].utf8), at: at)
            case 1: b.removeSubrange(at..<min(b.count, at + random.next(40)))
            case 2: if at < b.count { b[at] = UInt8(random.next(256)) }
            default:
                let end = min(b.count, at + random.next(200))
                b.insert(contentsOf: b[at..<end], at: random.next(b.count + 1))
            }
        }
        return b
    }

    /// A load that failed says why at a place inside the file; one that loaded is fine too.
    package static func check(_ result: Result<some Any, DiagnosticList>, _ bytes: [UInt8]) -> Bool {
        guard case .failure(let list) = result else { return true }
        let lines = bytes.filter { $0 == 0x0A || $0 == 0x0D }.count + 1
        return !list.diagnostics.isEmpty && list.diagnostics.allSatisfy {
            (1...lines).contains($0.location.line) && $0.location.column >= 1 && !$0.message.isEmpty
        }
    }
}
