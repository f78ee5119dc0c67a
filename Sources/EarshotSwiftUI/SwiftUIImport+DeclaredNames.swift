extension SwiftUIImport {
    /// What the index records for a file declaring the function `name`.
    static func funcKey(_ name: String) -> String { "func " + name }

    /// The names after `struct` and `enum` in Swift source bytes (`struct Card: View` → `Card`,
    /// `enum L10n` → `L10n`), `class Name` for its classes and actors (models), `extension Name`
    /// for each type it extends, `static name` for its static members (a settings key), and
    /// `case name` for its cases carrying values, `func name` for its functions (`Name` alone when
    /// capitalized, as an app's `OBALoc(_:value:comment:)` is called like a type), read without
    /// parsing: a cheap index of what a file may declare.
    static func structNames(_ bytes: [UInt8]) -> Set<String> {
        func isName(_ b: UInt8) -> Bool { b == 0x5F || b >= 0x80 || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        let keywords = [Array("struct".utf8), Array("enum".utf8), Array("extension".utf8), Array("class".utf8), Array("actor".utf8),
                        Array("static".utf8), Array("case".utf8), Array("func".utf8)]
        var out: Set<String> = []
        var i = 0
        let n = bytes.count
        while i < n {
            guard [0x73, 0x65, 0x63, 0x61, 0x66].contains(bytes[i]), i == 0 || !isName(bytes[i - 1]),
                  let keyword = keywords.first(where: { i + $0.count < n && bytes[i..<i + $0.count].elementsEqual($0) }) else {
                i += 1
                continue
            }
            var j = i + keyword.count
            guard isSpace(bytes[j]) else {
                i = j
                continue
            }
            while j < n, isSpace(bytes[j]) { j += 1 }
            var start = j
            while j < n, isName(bytes[j]) { j += 1 }
            var member = keyword.elementsEqual("static".utf8)
            // `static let key`, `class var key`, `static func key`: the member's name.
            if let word = String(validating: bytes[start..<j], as: UTF8.self), ["let", "var", "func"].contains(word),
               member || keyword.elementsEqual("class".utf8) {
                member = true
                while j < n, isSpace(bytes[j]) { j += 1 }
                start = j
                while j < n, isName(bytes[j]) { j += 1 }
            }
            if j > start, let name = String(validating: bytes[start..<j], as: UTF8.self) {
                if keyword.elementsEqual("case".utf8) {
                    // `case loginView(LoginKey)`: a case carrying values, which code makes as
                    // `.loginView(.forgotPassword)` without naming its enum (not `case let`, `case .x`).
                    if j < n, bytes[j] == UInt8(ascii: "("), !["let", "var"].contains(name) { out.insert("case " + name) }
                } else if keyword.elementsEqual("func".utf8) {
                    // `func AppLoc(`: found as a view or type is, by its name; `func localized(` by its key.
                    out.insert(SwiftUINames.isType(name) ? name : funcKey(name))
                } else if keyword.elementsEqual("extension".utf8) {
                    out.insert("extension " + name)
                } else if member {
                    out.insert("static " + name)
                } else if keyword.elementsEqual("class".utf8) || keyword.elementsEqual("actor".utf8) {
                    out.insert("class " + name)
                } else if !keyword.elementsEqual("static".utf8) {
                    out.insert(name)
                }
            }
            i = j
        }
        if SwiftUIRegisteredDefaults.mayRegister(bytes) { out.insert(SwiftUIRegisteredDefaults.indexKey) }
        return out
    }
}
