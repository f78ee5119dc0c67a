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

    static func catalog(_ bytes: [UInt8]) -> [String: String] { catalogEntries(bytes).texts }

    /// A String Catalog's texts and plural variations in its source language.
    static func catalogEntries(_ bytes: [UInt8]) -> (texts: [String: String], plurals: [String: Plural]) {
        guard bytes.count < 50_000_000, let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let entries = root["strings"] as? [String: Any] else { return ([:], [:]) }
        let language = root["sourceLanguage"] as? String ?? "en"
        var texts: [String: String] = [:], plurals: [String: Plural] = [:]
        for (key, entry) in entries {
            guard let localization = ((entry as? [String: Any])?["localizations"] as? [String: Any])?[language] as? [String: Any] else { continue }
            if let value = (localization["stringUnit"] as? [String: Any])?["value"] as? String { texts[key] = value }
            var variables: [String: [String: String]] = [:]
            var format: String?
            if let forms = Self.pluralForms(localization) {
                variables["arg"] = forms
                format = "%#@arg@"
            }
            for (name, substitution) in localization["substitutions"] as? [String: Any] ?? [:] {
                guard let substitution = substitution as? [String: Any], let forms = Self.pluralForms(substitution) else { continue }
                variables[name] = forms
                format = format ?? texts[key]
            }
            if let format, !variables.isEmpty { plurals[key] = Plural(format: format, variables: variables) }
        }
        return (texts, plurals)
    }

    /// `variations.plural`'s texts by category (`one`, `other`).
    static func pluralForms(_ node: [String: Any]) -> [String: String]? {
        guard let plural = (node["variations"] as? [String: Any])?["plural"] as? [String: Any] else { return nil }
        var forms: [String: String] = [:]
        for (category, form) in plural {
            if let value = ((form as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String { forms[category] = value }
        }
        return forms.isEmpty ? nil : forms
    }

    /// A `.stringsdict` (a property list): each key's format and its plural variables.
    static func pluralDictionary(_ bytes: [UInt8]) -> [String: Plural] {
        guard bytes.count < 50_000_000,
              let root = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any] else { return [:] }
        var out: [String: Plural] = [:]
        for (key, entry) in root {
            guard let entry = entry as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String else { continue }
            var variables: [String: [String: String]] = [:]
            for (name, rule) in entry {
                guard let rule = rule as? [String: Any], rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
                variables[name] = rule.compactMapValues { $0 as? String }.filter { Plural.categories.contains($0.key) }
            }
            out[key] = Plural(format: format, variables: variables)
        }
        return out
    }

    /// A text that depends on a number: its format (`%#@items@`), and each variable's text per
    /// plural category.
    struct Plural: Equatable {
        static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
        let format: String
        let variables: [String: [String: String]]

        /// The text of `variable` for `n` as English chooses: `zero` when given and `n` is 0, `one`
        /// for 1, else `other`.
        func form(_ variable: String, for n: Double) -> String? {
            guard let forms = variables[variable] else { return nil }
            if n == 0, let zero = forms["zero"] { return zero }
            if n == 1, let one = forms["one"] { return one }
            return forms["other"] ?? forms.values.sorted().first
        }
    }

    /// The app's tables by name (`Localizable`, `Settings`), in the source language.
    struct Tables {
        private(set) var texts: [String: [String: String]] = [:]
        private(set) var plurals: [String: [String: Plural]] = [:]
        /// Each table's keys by their letters and digits alone, lowercased (`settingsnavigationtitle`
        /// for `settings.navigation.title`); a spelling two keys share is left out.
        private(set) var spelled: [String: [String: String]] = [:]

        init() {}

        /// The letters and digits of a key or an accessor's name, lowercased.
        static func spelling(_ name: String) -> String {
            String(String.UnicodeScalarView(name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })).lowercased()
        }

        /// The key of `table` a generated accessor names (`LocalString.settings_navigation_title`,
        /// `L10n.Settings.Navigation.title`), by its letters and digits alone.
        func key(spelledAs name: String, table: String?) -> String? {
            spelled[table ?? "Localizable"]?[Self.spelling(name)].flatMap { $0.isEmpty ? nil : $0 }
        }

        private mutating func index(_ table: String, _ keys: some Sequence<String>) {
            for key in keys {
                let spelling = Self.spelling(key)
                guard !spelling.isEmpty else { continue }
                if let known = spelled[table]?[spelling], known != key { spelled[table]?[spelling] = "" } else { spelled[table, default: [:]][spelling] = key }
            }
        }

        /// The table file at `path` added (`Settings.xcstrings`, `en.lproj/Settings.strings`,
        /// `Settings.stringsdict`): what is already there is kept.
        mutating func add(_ bytes: [UInt8], path: String) {
            let file = path.split(separator: "/").last.map(String.init) ?? path
            guard let dot = file.lastIndex(of: ".") else { return }
            let name = String(file[..<dot])
            switch file[file.index(after: dot)...] {
            case "xcstrings":
                let (found, plural) = SwiftUIStrings.catalogEntries(bytes)
                texts[name, default: [:]].merge(found) { old, _ in old }
                plurals[name, default: [:]].merge(plural) { old, _ in old }
                index(name, found.keys)
                index(name, plural.keys)
            case "stringsdict":
                let plural = SwiftUIStrings.pluralDictionary(bytes)
                plurals[name, default: [:]].merge(plural) { old, _ in old }
                index(name, plural.keys)
            case "strings":
                let found = SwiftUIStrings.strings(String(decoding: bytes, as: UTF8.self))
                texts[name, default: [:]].merge(found) { old, _ in old }
                index(name, found.keys)
            default: return
            }
        }

        /// Every table of `other` added: what is already here is kept.
        mutating func add(_ other: Tables) {
            for (name, texts) in other.texts {
                self.texts[name, default: [:]].merge(texts) { old, _ in old }
                index(name, texts.keys)
            }
            for (name, plurals) in other.plurals {
                self.plurals[name, default: [:]].merge(plurals) { old, _ in old }
                index(name, plurals.keys)
            }
        }

        /// The text of `key` in `table` (`Localizable` when none is named).
        func text(_ key: String, table: String?) -> String? { texts[table ?? "Localizable"]?[key] }
        func plural(_ key: String, table: String?) -> Plural? { plurals[table ?? "Localizable"]?[key] }
        /// The table whose name is `name` with its first letter in either case (`settings` → `Settings`).
        func named(_ name: String) -> String? {
            let capitalized = name.prefix(1).uppercased() + name.dropFirst()
            return [name, capitalized].first { texts[$0] != nil || plurals[$0] != nil }
        }
        var isEmpty: Bool { texts.isEmpty && plurals.isEmpty }
    }

    /// Tables looked for at most, by name: more than an app names.
    static let maxTables = 40

    /// Where a table named `name` may be, beside the files at `paths` or above them, nearest first.
    static func candidates(named name: String, besideFilesAt paths: [String]) -> [String] {
        var out: [String] = [], seen: Set<String> = []
        for path in paths {
            var dir = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            for _ in 0..<4 {
                let base = dir.isEmpty ? "" : dir + "/"
                if seen.insert(base).inserted {
                    for folder in ["", "en.lproj/", "Base.lproj/", "Resources/", "Resources/en.lproj/", "Resources/Localization/", "Localization/"] {
                        for ext in ["xcstrings", "strings", "stringsdict"] { out.append(base + folder + name + "." + ext) }
                    }
                }
                guard let up = parent(of: dir) else { break }
                dir = up
            }
        }
        return out
    }

    /// The folder above `dir`, as a path: `Iris/Views` → `Iris`, a file's own folder (``) → `..`,
    /// `..` → `../..`; nil above the root.
    static func parent(of dir: String) -> String? {
        if dir == "/" { return nil }
        if dir.isEmpty || dir == "." { return ".." }
        let parts = dir.split(separator: "/", omittingEmptySubsequences: false)
        if parts.allSatisfy({ $0 == ".." }) { return dir + "/.." }
        let up = parts.dropLast().joined(separator: "/")
        return up.isEmpty && dir.hasPrefix("/") ? "/" : up
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
        // `api.example.org`: a host name a field shows as its example, not a key.
        if s.contains("."), let end = s.split(separator: ".").last, Self.topLevelDomains.contains(String(end)) { return false }
        if s.contains(".") || s.contains("_") { return s.last?.isLetter == true || s.last?.isNumber == true }
        let inner = s.dropFirst()
        return s.first?.isLowercase == true && inner.contains(where: \.isUppercase) && inner.contains(where: \.isLowercase)
    }

    /// The ends of host names that placeholders show (`api.example.org`, `mastodon.social`).
    static let topLevelDomains: Set<String> = [
        "com", "org", "net", "io", "co", "app", "dev", "edu", "gov", "me", "info", "social", "xyz", "uk", "de", "fr", "local",
    ]

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
