extension SwiftUIImport {
    /// What the index records for a file that calls `name` (`Name(` or `Name {`).
    static func callKey(_ name: String) -> String { "call " + name }

    /// The capitalized names Swift source bytes call (`Row(item: x)`, `Card {`), each as
    /// `callKey` spells it, read without parsing: a cheap index of the files that may make a
    /// view, so how the app shows a view is looked for in those files only. Comments and strings
    /// are not told apart: a file found for nothing is parsed and found to make nothing.
    static func calledNames(_ bytes: [UInt8]) -> Set<String> {
        func isName(_ b: UInt8) -> Bool { b == 0x5F || b >= 0x80 || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) }
        var out: Set<String> = []
        var i = 0
        let n = bytes.count
        while i < n {
            // A name starts with a capital letter not preceded by a name's character.
            guard bytes[i] >= 0x41, bytes[i] <= 0x5A, i == 0 || !isName(bytes[i - 1]) else {
                i += 1
                continue
            }
            let start = i
            while i < n, isName(bytes[i]) { i += 1 }
            var j = i
            while j < n, bytes[j] == 0x20 { j += 1 }
            if j < n, bytes[j] == 0x28 || bytes[j] == 0x7B, let name = String(validating: bytes[start..<i], as: UTF8.self) {
                out.insert(callKey(name))
            }
        }
        return out
    }
}
