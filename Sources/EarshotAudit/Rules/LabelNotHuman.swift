import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR003 label-not-human: the label is a developer's name for the thing — an id, a file, a
/// symbol, a localization key or an unfilled format — which VoiceOver reads out as it is.
package enum LabelNotHuman {
    /// What a word of the label looks like.
    package enum Kind: String {
        case placeholder = "an unfilled format placeholder"
        case fileName = "a file name"
        case developerID = "a developer id"
        case key = "a localization key"
        case symbolName = "a symbol name"
    }

    package static func check(_ c: AuditContext) -> [AuditFinding] {
        c.everyStop.compactMap { i in
            let e = c.state.element(i)
            // An image's asset name is EAR022's, which says where the words came from and how to fix them.
            let assetWords = Set(AssetNameLabel.names(e).flatMap { $0.name.split(whereSeparator: \.isWhitespace).map(trimmed) })
            guard let label = e.knownLabel, let (kind, word) = problem(in: label, except: assetWords) else { return nil }
            return c.stopFinding(.labelNotHuman, i, "label looks like \(kind.rawValue): \"\(word)\"")
        }
    }

    /// The first word of `label` that no person would say, and what it looks like; words in
    /// `except` are left out.
    package static func problem(in label: String, except: Set<String> = []) -> (Kind, String)? {
        for raw in label.split(whereSeparator: \.isWhitespace) {
            let word = trimmed(raw)
            guard !word.isEmpty, !except.contains(word) else { continue }
            if let placeholder = placeholder(in: word) { return (.placeholder, placeholder) }
            if let kind = kind(of: word) { return (kind, word) }
        }
        return nil
    }

    package static func kind(of word: String) -> Kind? {
        if isFileName(word) { return .fileName }
        if isSnakeCase(word) || isKebabID(word) { return .developerID }
        if isDottedKey(word) { return .key }
        if isSymbol(word) { return .symbolName }
        return nil
    }

    /// Quotes, brackets and sentence punctuation, dropped around a word.
    private static let around: Set<Character> = ["\"", "'", "“", "”", "‘", "’", "(", ")", "[", "]", "<", ">", ",", ";", ":", "!", "?", "."]

    /// Quotes, brackets and sentence punctuation around a word dropped.
    package static func trimmed(_ raw: Substring) -> String {
        String(raw.drop { around.contains($0) }.reversed().drop { around.contains($0) }.reversed())
    }

    /// `%@`, `%d`, `%1$@`, `%ld`…: a format string shown before its values were put in.
    package static func placeholder(in word: String) -> String? {
        let chars = Array(word)
        for start in chars.indices where chars[start] == "%" {
            var i = start + 1
            while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1 }
            if i > start + 1 { guard i < chars.count, chars[i] == "$" else { continue }; i += 1 }
            while i < chars.count, chars[i] == "l", i - start < 5 { i += 1 }
            guard i < chars.count, "@diusfx".contains(chars[i]) else { continue }
            // "100%free" is not a format: a letter conversion ends the word or meets a non-letter.
            if chars[i] != "@", i + 1 < chars.count, chars[i + 1].isLetter { continue }
            return String(chars[start...i])
        }
        return nil
    }

    /// `icon-cart.png`: a name with a file extension.
    package static func isFileName(_ word: String) -> Bool {
        guard let dot = word.lastIndex(of: ".") else { return false }
        let base = word[..<dot], ext = word[word.index(after: dot)...].lowercased()
        return base.contains(where: \.isLetter) && AuditWords.fileExtensions.contains(ext)
    }

    /// `btn_checkout_v2`, `DISPLAY_AND_TEXT`: an underscore joining letters or digits.
    package static func isSnakeCase(_ word: String) -> Bool {
        let chars = Array(word)
        return chars.indices.contains { i in
            chars[i] == "_" && i > 0 && i < chars.count - 1 && isAlphanumeric(chars[i - 1]) && isAlphanumeric(chars[i + 1])
        }
    }

    /// `cell-3`, `btn-v2`, `icon-cart`, `text-input`: lower-case parts joined by hyphens, with a
    /// number after a word or inside one, a developer's prefix, or a view's kind last, as test ids
    /// and resource names end. "24-hour", "full-grain", "Wi-Fi" and "sign-in" pass.
    package static func isKebabID(_ word: String) -> Bool {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isLowerOrDigit) }) else { return false }
        let mixed = parts.contains { $0.contains(where: \.isLetter) && $0.contains(where: \.isNumber) }
        let numberAfterWord = parts[0].allSatisfy(\.isLetter) && parts.dropFirst().contains { $0.allSatisfy(\.isNumber) }
        let kindLast = parts.count <= 4 && AuditWords.idSuffixes.contains(String(parts[parts.count - 1]))
            && !parts.contains { AuditWords.joiningWords.contains(String($0)) }
        return mixed || numberAfterWord || kindLast || AuditWords.idPrefixes.contains(String(parts[0]))
    }

    /// `checkout.button.title`: three or more identifiers joined by dots (not a web address,
    /// nor initials like "U.S.A.").
    package static func isDottedKey(_ word: String) -> Bool {
        let parts = word.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts.allSatisfy({ p in
            p.count >= 2 && p.first?.isLetter == true && p.allSatisfy { isAlphanumeric($0) || $0 == "_" }
        }) else { return false }
        return parts[0].lowercased() != "www" && !AuditWords.webSuffixes.contains(parts[parts.count - 1].lowercased())
    }

    /// `checkoutButton`, `SilhouetteMonogram`, `CartIcon`: words run together in CamelCase, as
    /// code names things. Short brand names pass: "iPhone", "FaceTime", "YouTube", "macOS".
    package static func isSymbol(_ word: String) -> Bool {
        let chars = Array(word)
        guard chars.count > 1, chars.allSatisfy(isAlphanumeric) else { return false }
        // A hump: an upper-case letter followed by a lower-case one; an inner one follows a
        // lower-case letter, where words were run together.
        let humps = chars.indices.filter { i in
            i + 1 < chars.count && chars[i].isUppercase && chars[i + 1].isLowercase
        }
        let inner = humps.filter { $0 > 0 && chars[$0 - 1].isLowercase }
        guard !inner.isEmpty else { return false }
        let leadingLower = chars.prefix { $0.isLowercase }.count
        if leadingLower >= 2 { return true }  // lowerCamelCase: checkoutButton
        guard chars[0].isUppercase else { return false }
        let lastHump = humps[humps.count - 1]
        let last = String(chars[lastHump]) + String(chars[(lastHump + 1)...].prefix { $0.isLowercase })
        let letters = chars.filter(\.isLetter).count
        return humps.count >= 3 || letters >= 14 || AuditWords.symbolSuffixes.contains(last.lowercased())
    }

    package static func isAlphanumeric(_ c: Character) -> Bool { c.isLetter || c.isNumber }
    package static func isLowerOrDigit(_ c: Character) -> Bool { c.isLowercase || c.isNumber }
}
