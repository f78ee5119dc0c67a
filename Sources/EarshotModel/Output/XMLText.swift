/// The one way Earshot puts untrusted text into XML (JUnit reports, SVG pictures): the five
/// specials as entities, and nothing XML 1.0 cannot carry or a terminal would act on — C0
/// controls, DEL, C1 controls and U+FFFE/U+FFFF become U+FFFD, so a hostile label shows that
/// something was there without being able to do anything. Bidi controls (U+200E/F,
/// U+202A–202E, U+2066–2069), the other invisible format characters and the line and paragraph
/// separators are shown escaped (`\u{202E}`), as the terminal shows them (`VisibleText`), so a
/// label cannot reorder or hide what a report or picture shows after it.
public enum XMLText {
    /// What happens to tab, newline and return.
    public enum LineBreaks: Sendable {
        /// Kept, as character references (an attribute value keeps them; JUnit messages).
        case keep
        /// Turned into spaces (one-line SVG text).
        case space
    }

    public static func escape(_ text: String, lineBreaks: LineBreaks = .keep) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: out += "&amp;"
            case 0x3C: out += "&lt;"
            case 0x3E: out += "&gt;"
            case 0x22: out += "&quot;"
            case 0x27: out += "&apos;"
            case 0x09, 0x0A, 0x0D: out += lineBreaks == .keep ? "&#\(scalar.value);" : " "
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: out += "\u{FFFD}"
            case _ where VisibleText.isInvisibleFormat(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
