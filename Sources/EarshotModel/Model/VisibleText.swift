/// Labels are untrusted: before layout text reaches a terminal, control and format characters
/// are shown escaped (`\u{1B}`), never written raw; before it reaches speech, the invisible
/// format characters are removed (VoiceOver does not pronounce them).
public enum VisibleText {
    /// Control, format and line-separator characters: never shown raw.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .control || category == .format || category == .lineSeparator || category == .paragraphSeparator
    }

    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text as it is spoken: bidi controls (U+200E/F, U+202A–202E, U+2066–2069) and every other
    /// invisible format character (category Cf: U+200B, U+2060, U+FEFF, U+00AD…) removed, as a
    /// call alert's phone number wrapped in bidi marks is read as the number alone. Shown text
    /// keeps them, escaped (`escape`).
    public static func spoken(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isInvisibleFormat) else { return text }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: text.unicodeScalars.filter { !isInvisibleFormat($0) })
        return String(out)
    }

    /// A format character (Unicode category Cf): bidi marks and embeddings, the zero-width
    /// space, the word joiner, the byte-order mark, the soft hyphen. The joiners (U+200C, U+200D)
    /// and tag characters stay: they are part of the characters around them (an emoji sequence,
    /// a flag, a Persian word), not formatting.
    public static func isInvisibleFormat(_ scalar: Unicode.Scalar) -> Bool {
        // No ASCII character is a format character: most text is decided without a lookup.
        !scalar.isASCII && scalar.properties.generalCategory == .format && !keptFormat.contains(scalar.value)
            && !(0xE0020...0xE007F).contains(scalar.value)
    }

    /// The zero-width non-joiner and joiner.
    package static let keptFormat: Set<UInt32> = [0x200C, 0x200D]
}
