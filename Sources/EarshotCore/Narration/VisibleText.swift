/// Labels are untrusted: before layout text reaches a terminal, control and format characters
/// are shown escaped (`\u{1B}`), never written raw.
public enum VisibleText {
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            if category == .control || category == .format || category == .lineSeparator || category == .paragraphSeparator {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
