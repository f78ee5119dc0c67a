import Foundation

/// Localized strings in the source language: `Localizable.strings` (`"key" = "value";`) and
/// `Localizable.xcstrings` (a String Catalog, JSON). Pure: the caller reads the files.
enum SwiftUIStrings {
    /// The tables to look for beside a Swift file or above it, nearest first.
    static func candidates(forFileAt path: String) -> [String] {
        var dir = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        var out: [String] = []
        for _ in 0..<4 {
            let base = dir.isEmpty ? "" : dir + "/"
            for name in ["Localizable.xcstrings", "Localizable.strings", "en.lproj/Localizable.strings", "Base.lproj/Localizable.strings",
                         "Resources/Localizable.xcstrings", "Resources/en.lproj/Localizable.strings"] {
                out.append(base + name)
            }
            if dir.isEmpty || dir == "/" || dir == "." { break }
            dir = dir.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        }
        return out
    }

    /// A table's entries: `.xcstrings` by its source language, `.strings` as written.
    static func parse(_ bytes: [UInt8], path: String) -> [String: String] {
        path.hasSuffix(".xcstrings") ? catalog(bytes) : strings(String(decoding: bytes, as: UTF8.self))
    }

    static func catalog(_ bytes: [UInt8]) -> [String: String] {
        guard bytes.count < 50_000_000, let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let entries = root["strings"] as? [String: Any] else { return [:] }
        let language = root["sourceLanguage"] as? String ?? "en"
        var out: [String: String] = [:]
        for (key, entry) in entries {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any],
                  let unit = (localizations[language] as? [String: Any])?["stringUnit"] as? [String: Any],
                  let value = unit["value"] as? String else { continue }
            out[key] = value
        }
        return out
    }

    /// `"key" = "value";` lines, with `//` and `/* */` comments.
    static func strings(_ text: String) -> [String: String] {
        var out: [String: String] = [:]
        var quoted: [String] = []
        var chars = Array(text.unicodeScalars)[...]
        while let c = chars.first {
            chars = chars.dropFirst()
            if c == "/", chars.first == "*" {
                while !chars.isEmpty, !(chars.first == "*" && chars.dropFirst().first == "/") { chars = chars.dropFirst() }
                chars = chars.dropFirst(2)
            } else if c == "/", chars.first == "/" {
                while let n = chars.first, n != "\n" { chars = chars.dropFirst() }
            } else if c == "\"" {
                var s = ""
                while let n = chars.first, n != "\"" {
                    chars = chars.dropFirst()
                    if n == "\\", let e = chars.first {
                        chars = chars.dropFirst()
                        s.unicodeScalars.append(e == "n" ? "\n" : e == "t" ? "\t" : e)
                    } else {
                        s.unicodeScalars.append(n)
                    }
                }
                chars = chars.dropFirst()
                quoted.append(s)
            } else if c == ";" {
                if quoted.count == 2 { out[quoted[0]] = quoted[1] }
                quoted = []
            }
        }
        return out
    }
}
