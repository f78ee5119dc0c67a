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

extension SwiftUIStrings {
    /// Whether a localizable literal is a key rather than text (`settings.about.title`,
    /// `general_retry`, `welcomeTitle`): one word holding dots, underscores or a capital inside.
    /// With no table giving its text, the screen shows the key: the reader says it as words and
    /// marks it a placeholder.
    static func looksLikeKey(_ s: String) -> Bool {
        guard s.count > 1, !SwiftUIWords.camelCaseWords.contains(s), !s.contains(where: { $0.isWhitespace || $0 == "/" || $0 == "@" || $0 == ":" }),
              s.contains(where: \.isLetter), s.first?.isLetter == true else { return false }
        if s.contains(".") || s.contains("_") { return s.last?.isLetter == true || s.last?.isNumber == true }
        let inner = s.dropFirst()
        return s.first?.isLowercase == true && inner.contains(where: \.isUppercase) && inner.contains(where: \.isLowercase)
    }

    /// A key's words: `settings.about.title` → "settings about title".
    static func keyWords(_ key: String) -> String {
        key.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" }).map { SwiftUIWords.spoken(String($0)).lowercased() }
            .joined(separator: " ")
    }

    /// A localizable literal as `Text` shows it: SwiftUI renders its Markdown (`**bold**`,
    /// `*italic*`, `` `code` ``, `~~struck~~`, `[link](url)`), so VoiceOver reads the words only.
    static func markdown(_ s: String) -> String {
        guard s.contains(where: { $0 == "*" || $0 == "`" || $0 == "~" || $0 == "[" }) else { return s }
        var out = ""
        var chars = Array(s)[...]
        while let c = chars.first {
            if c == "[", let close = chars.firstIndex(of: "]"), chars.index(after: close) < chars.endIndex,
               chars[chars.index(after: close)] == "(", let end = chars[close...].firstIndex(of: ")") {
                out += String(chars[chars.index(after: chars.startIndex)..<close])
                chars = chars[chars.index(after: end)...]
                continue
            }
            if c == "*" || c == "`" || c == "~" {
                // A delimiter run that closes later in the text is dropped; a lone one is kept.
                var run = 0
                while chars.dropFirst(run).first == c { run += 1 }
                let marker = String(repeating: c, count: run)
                let rest = String(chars.dropFirst(run))
                if let range = rest.range(of: marker), !rest[..<range.lowerBound].isEmpty {
                    out += rest[..<range.lowerBound]
                    chars = Array(rest[range.upperBound...])[...]
                    continue
                }
                out += marker
                chars = chars.dropFirst(run)
                continue
            }
            out.append(c)
            chars = chars.dropFirst()
        }
        return out
    }
}
