import Foundation

/// A localized `.strings` file (`"objectID.property" = "text";`), as Xcode writes one for a
/// storyboard: UTF-8 or UTF-16 with a byte-order mark, `/* */` and `//` comments, `\"`, `\\`,
/// `\n`, `\t` and `\U1234` escapes. Anything it cannot read is skipped, never a failure: the
/// storyboard's own text is then spoken.
package enum IBStrings {
    package static func parse(_ bytes: [UInt8]) -> [String: String] {
        let text: String
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            text = String(data: Data(bytes), encoding: .utf16) ?? ""
        } else {
            text = String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
        }
        var table: [String: String] = [:]
        var scalars = Array(text.unicodeScalars)[...]
        func skipSpace() {
            while let c = scalars.first {
                if c.properties.isWhitespace { scalars.removeFirst(); continue }
                if c == "/", scalars.dropFirst().first == "*" {
                    scalars.removeFirst(2)
                    while !scalars.isEmpty, !(scalars.first == "*" && scalars.dropFirst().first == "/") { scalars.removeFirst() }
                    scalars = scalars.dropFirst(2)
                    continue
                }
                if c == "/", scalars.dropFirst().first == "/" {
                    while let n = scalars.first, n != "\n" { scalars.removeFirst() }
                    continue
                }
                return
            }
        }
        func quoted() -> String? {
            guard scalars.first == "\"" else { return nil }
            scalars.removeFirst()
            var out = String.UnicodeScalarView()
            while let c = scalars.popFirst() {
                if c == "\"" { return String(out) }
                guard c == "\\", let e = scalars.popFirst() else { out.append(c); continue }
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "U", "u":
                    let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
                    if let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) { out.append(s); scalars = scalars.dropFirst(4) }
                default: out.append(e)
                }
            }
            return nil
        }
        while true {
            skipSpace()
            guard !scalars.isEmpty else { break }
            guard let key = quoted() else {
                // Not a quoted key: skip to the end of this entry.
                while let c = scalars.popFirst(), c != ";" {}
                continue
            }
            skipSpace()
            guard scalars.first == "=" else { continue }
            scalars.removeFirst()
            skipSpace()
            guard let value = quoted() else { continue }
            skipSpace()
            if scalars.first == ";" { scalars.removeFirst() }
            table[key] = value
        }
        return table
    }
}
