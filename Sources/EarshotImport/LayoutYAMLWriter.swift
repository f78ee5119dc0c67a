import EarshotLoader
public import EarshotModel
import EarshotNarration
import EarshotNavigation
/// Writes a layout in Earshot's YAML: block mappings, `traits` and `frame` in flow style, every
/// string written so that nothing in it can become YAML structure (a label holding
/// `"\n- id: evil`, `&anchor`, `*alias` or `#` stays one string).
public enum LayoutYAMLWriter {
    /// The whole file: `comment` lines (each made one `#` line), then the layout.
    public static func yaml(_ layout: Layout, comment: [String] = []) -> String {
        var out = ""
        for line in comment { out += "# " + commentText(line) + "\n" }
        out += "earshot: \(layout.version)\n"
        if layout.screens.count == 1, let screen = layout.screens.first {
            out += "screen:\n"
            write(screen, indent: "  ", into: &out)
        } else {
            out += "screens:\n"
            for screen in layout.screens {
                var body = ""
                write(screen, indent: "    ", into: &body)
                out += "  - " + body.dropFirst(4)
            }
        }
        return out
    }

    package static func write(_ screen: Screen, indent: String, into out: inout String) {
        out += indent + "id: " + scalar(screen.id) + "\n"
        if let title = screen.title { out += indent + "title: " + scalar(title) + "\n" }
        out += indent + "size: [\(number(screen.sizeWidth)), \(number(screen.sizeHeight))]\n"
        if let language = screen.language { out += indent + "language: " + scalar(language) + "\n" }
        if screen.approximateFrames { out += indent + "approximate-frames: true\n" }
        if screen.kind != .screen { out += indent + "kind: " + screen.kind.rawValue + "\n" }
        if screen.elements.isEmpty { out += indent + "elements: []\n"; return }
        out += indent + "elements:\n"
        for element in screen.elements { write(element, indent: indent + "  ", into: &out) }
    }

    /// One element as a list item at `indent`.
    package static func write(_ e: Element, indent: String, into out: inout String) {
        var lines: [String] = ["id: " + scalar(e.id)]
        if let label = e.label { lines.append("label: " + scalar(label)) }
        if let value = e.value { lines.append("value: " + scalar(value)) }
        if let hint = e.hint { lines.append("hint: " + scalar(hint)) }
        var traits = e.traits
        let secure = traits.contains(.secureTextField) && traits.contains(.textField)
        if secure { traits.remove(.secureTextField) }
        if traits.unnamedBits != 0 {
            lines.append("traits: \(e.traits.rawValue)")
        } else if !traits.isEmpty {
            lines.append("traits: [" + traits.names.joined(separator: ", ") + "]")
        }
        if secure && e.traits.unnamedBits == 0 { lines.append("secure: true") }
        // Only the count of a secure field's characters: the element holds nothing else of them.
        if e.isSecure, let count = e.secureLength { lines.append("secure-length: \(count)") }
        if let f = e.frame { lines.append("frame: [\(number(f.x)), \(number(f.y)), \(number(f.width)), \(number(f.height))]") }
        if e.accessible != e.children.isEmpty { lines.append("accessible: \(e.accessible)") }
        if e.hidden { lines.append("hidden: true") }
        if let level = e.level { lines.append("level: \(level)") }
        if let row = e.row { lines.append("row: \(row)") }
        if let column = e.column { lines.append("column: \(column)") }
        if e.container != .none { lines.append("container: " + e.container.rawValue) }
        if let order = e.order { lines.append("order: [" + order.map(scalar).joined(separator: ", ") + "]") }
        if e.modal { lines.append("modal: true") }
        if !e.tags.isEmpty { lines.append("tags: [" + e.tags.map(scalar).joined(separator: ", ") + "]") }
        if let a = e.adjustable { lines.append("adjustable: " + adjustable(a)) }
        if !e.actions.isEmpty {
            lines.append("actions: [" + e.actions.map { action in
                "{name: " + scalar(action.name) + (action.effects.isEmpty ? "" : ", do: " + effects(action.effects)) + "}"
            }.joined(separator: ", ") + "]")
        }
        if !e.rotors.isEmpty, let rotors = rotors(e.rotors) { lines.append("rotors: " + rotors) }
        if !e.onActivate.isEmpty { lines.append("on-activate: " + effects(e.onActivate)) }
        if !e.onEscape.isEmpty { lines.append("on-escape: " + effects(e.onEscape)) }
        if e.placeholder { lines.append("placeholder: true") }
        if let role = e.role { lines.append("role: " + role.rawValue) }
        if e.longPress { lines.append("long-press: true") }
        if !e.importMarks.isEmpty { lines.append("import-marks: [" + e.importMarks.map { scalar($0.spelled) }.joined(separator: ", ") + "]") }
        if let language = e.language { lines.append("language: " + scalar(language)) }
        if let source = e.source { lines.append("source: \(source)") }
        if let file = e.sourceFile { lines.append("source-file: " + scalar(file)) }
        out += indent + "- " + lines[0] + "\n"
        for line in lines.dropFirst() { out += indent + "  " + line + "\n" }
        if !e.children.isEmpty {
            out += indent + "  children:\n"
            for child in e.children { write(child, indent: indent + "    ", into: &out) }
        }
    }

    /// Effects in flow style: `[{show: alert}, back]`.
    package static func effects(_ list: [Effect]) -> String {
        "[" + list.map { effect -> String in
            switch effect {
            case .announce(let text): return "{announce: " + scalar(text) + "}"
            case .goto(let target):
                let destination = (target.file.map { $0 + "#" } ?? "") + (target.screen ?? "")
                return "{goto: " + scalar(destination) + "}"
            case .back: return "back"
            case .focus(let id): return "{focus: " + scalar(id) + "}"
            case .show(let id): return "{show: " + scalar(id) + "}"
            case .hide(let id): return "{hide: " + scalar(id) + "}"
            case .toggleSelected(let of):
                return of.map { "{toggle: selected, of: " + scalar($0) + "}" } ?? "{toggle: selected}"
            case .selectInGroup: return "select-in-group"
            case .set(let id, .number(let n)): return "{set: {id: " + scalar(id) + ", value: " + number(n) + "}}"
            case .set(let id, .text(let t)): return "{set: {id: " + scalar(id) + ", value: " + quoted(t) + "}}"
            }
        }.joined(separator: ", ") + "]"
    }

    /// Element rotors with explicit items or `adjusts`, in flow style; other kinds are not written.
    package static func rotors(_ list: [RotorSpec]) -> String? {
        let written = list.compactMap { rotor -> String? in
            switch rotor.source {
            case .items(let ids): return "{name: " + scalar(rotor.name) + ", items: [" + ids.map(scalar).joined(separator: ", ") + "]}"
            case .adjusts: return "{name: " + scalar(rotor.name) + ", adjusts: true}"
            case .match, .mark, .system: return nil
            }
        }
        return written.isEmpty ? nil : "[" + written.joined(separator: ", ") + "]"
    }

    package static func adjustable(_ a: Adjustable) -> String {
        switch a.kind {
        case .picker, .values:
            let key = a.kind == .picker ? "options" : "values"
            let selected = Int(a.value) == 0 ? "" : ", selected: \(Int(a.value))"
            let style = a.style == .menu ? "" : ", style: \(a.style.rawValue)"
            return "{kind: \(a.kind.rawValue), \(key): [" + a.options.map(scalar).joined(separator: ", ") + "]\(selected)\(style)}"
        case .stepper where a.step != 1:
            return "{kind: stepper, min: \(number(a.min)), max: \(number(a.max)), value: \(number(a.value)), step: \(number(a.step))}"
        case .rating, .stepper, .slider:
            return "{kind: \(a.kind.rawValue), min: \(number(a.min)), max: \(number(a.max)), value: \(number(a.value))}"
        }
    }

    /// A number as few characters as it takes: `16`, `91.7`.
    package static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return String(v)
    }

    /// A string as a YAML scalar: plain when that reads back as the same string and nothing
    /// else, double-quoted with escapes otherwise.
    public static func scalar(_ s: String) -> String {
        isPlainSafe(s) ? s : quoted(s)
    }

    /// Plain only for text that starts with a letter or digit, has no `: `, ` #`, flow or
    /// quote characters, and resolves to a string (not `yes`, `1`, `null`).
    package static func isPlainSafe(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first.properties.isAlphabetic || ("0"..."9").contains(first),
              let last = s.unicodeScalars.last, last != " " else { return false }
        for scalar in s.unicodeScalars {
            switch scalar {
            case ":", "#", ",", "[", "]", "{", "}", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`", "\\": return false
            default:
                if scalar.value < 0x20 || scalar.value >= 0x7F && !printable(scalar) { return false }
                if scalar.properties.generalCategory == .format { return false }
            }
        }
        return ScalarResolver.resolve(s) == .string
    }

    /// Printable in YAML and not a line break YAML 1.1 knows (NEL, LS, PS).
    package static func printable(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v == 0x85 || v == 0x2028 || v == 0x2029 || v == 0xFEFF { return false }
        return (0xA0...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || v >= 0x10000
    }

    package static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                let v = scalar.value
                if v >= 0x20 && v < 0x7F || v >= 0x7F && printable(scalar) && scalar.properties.generalCategory != .format {
                    out.unicodeScalars.append(scalar)
                } else if v <= 0xFF {
                    out += "\\x" + hex(v, width: 2)
                } else if v <= 0xFFFF {
                    out += "\\u" + hex(v, width: 4)
                } else {
                    out += "\\U" + hex(v, width: 8)
                }
            }
        }
        return out + "\""
    }

    package static func hex(_ v: UInt32, width: Int) -> String {
        let digits = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Text for a comment line: anything that could end the comment or confuse a terminal, escaped.
    package static func commentText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v >= 0x20 && v < 0x7F || v >= 0x7F && printable(scalar) && scalar.properties.generalCategory != .format {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }
}
