import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import Foundation

/// Tells a dump's format from its content, never its name: XML is a WebDriverAgent page source
/// (or refused: Android, UIAutomation, HTML), JSON with idb's keys is idb, text with
/// `debugDescription` element lines is xcui.
public enum DumpDetector {
    /// How far into a file the markers are looked for: every idb element carries them.
    package static let window = 65_536

    public static func detect(_ raw: [UInt8]) -> DumpDetection {
        // UTF-16 (Windows tools, some consoles) is judged by its text, not its zero bytes.
        var decoded = raw
        if case .utf16 = DumpText.encoding(raw),
           case .success(let text16) = DumpText.utf8(Array(raw.prefix(2 * window)), lenient: true) {
            decoded = text16
        }
        var bytes = decoded[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let first = bytes.first(where: { !isSpace($0) }) else { return .other("an empty file", mayBeLayout: false) }
        let head = Array(bytes.prefix(window))
        switch first {
        case UInt8(ascii: "<"): return xml(head)
        case UInt8(ascii: "["), UInt8(ascii: "{"): return json(head)
        case UInt8(ascii: "n") where String(decoding: head, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "null":
            return .other("an empty idb result, null: nothing at that point", mayBeLayout: false)
        default: return text(head)
        }
    }

    package static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }

    /// The names of the first two elements of an XML document.
    package static func xml(_ head: [UInt8]) -> DumpDetection {
        let text = String(decoding: head, as: UTF8.self)
        let names = elementNames(text, limit: 2)
        guard let root = names.first else { return .other("XML with no elements", mayBeLayout: false) }
        let second = names.dropFirst().first ?? ""
        if root == "hierarchy" || [root, second].contains(where: { $0.hasPrefix("android.") || $0.hasPrefix("androidx.") })
            || text.contains("class=\"android.") || text.contains("resource-id=") {
            return .dump(.android)
        }
        if [root, second].contains(where: { $0.hasPrefix(AppiumDumpParser.typePrefix) }) { return .dump(.appium) }
        if [root, second].contains(where: { $0.hasPrefix("UIA") }) {
            return .other("an old Appium UIAutomation page source: <UIAApplication>, iOS 9 and earlier", mayBeLayout: false)
        }
        if root.lowercased() == "html" { return .other("an HTML page, a web view's source", mayBeLayout: false) }
        return .other("XML whose root is <\(root)>, not a WebDriverAgent page source", mayBeLayout: false)
    }

    /// Element names in document order, skipping the declaration, comments and end tags.
    package static func elementNames(_ text: String, limit: Int) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while names.count < limit, let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            if rest.hasPrefix("!--") {
                guard let end = rest.range(of: "-->") else { break }
                rest = rest[end.upperBound...]
                continue
            }
            guard let c = rest.first, c != "?", c != "!", c != "/" else { continue }
            let name = rest.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
            names.append(String(name))
        }
        return names
    }

    package static func json(_ head: [UInt8]) -> DumpDetection {
        let text = String(decoding: head, as: UTF8.self)
        let idbKeys = ["\"AXLabel\"", "\"AXFrame\"", "\"AXUniqueId\"", "\"AXIdentifier\"", "\"AXValue\"", "\"role_description\""]
        if idbKeys.contains(where: text.contains) { return .dump(.idb) }
        if text.contains("\"elements\""), text.contains("\"backend\"") || text.contains("\"coordinate_space\"") {
            return .dump(.idb)
        }
        if text.contains("\"rawIdentifier\"") || text.contains("\"isAccessible\"") {
            return .other("a WebDriverAgent JSON source (/source?format=json): save the XML page source instead",
                          mayBeLayout: false)
        }
        if text.contains("\"resource-id\"") || text.contains("\"bounds\":\"[") || text.contains("\"bounds\": \"[") {
            return .other("an Android view hierarchy in JSON (bounds \"[x1,y1][x2,y2]\", resource-id)", mayBeLayout: false)
        }
        if text.contains("\"earshot\"") { return .other("an Earshot layout: open it directly", mayBeLayout: true) }
        return .other("JSON without idb's AXLabel or AXFrame keys", mayBeLayout: true)
    }

    package static func text(_ head: [UInt8]) -> DumpDetection {
        let text = XCUIDumpParser.unquoted(String(decoding: head, as: UTF8.self))
        if text.contains(XCUIDumpParser.subtreeHeading) { return .dump(.xcui) }
        // Lines end in LF or CRLF (one Character in Swift, so it must be named).
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).prefix(40) where XCUIDumpParser.looksLikeElementLine(line) {
            return .dump(.xcui)
        }
        if text.hasPrefix("earshot:") || text.contains("\nearshot:") || text.contains("\r\nearshot:") {
            return .other("an Earshot layout: open it directly", mayBeLayout: true)
        }
        return .other("text with no debugDescription element lines", mayBeLayout: true)
    }
}
