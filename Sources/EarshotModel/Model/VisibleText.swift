/// Labels are untrusted: before layout text reaches a terminal, control and format characters
/// are shown escaped (`\u{1B}`), never written raw.
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
}
