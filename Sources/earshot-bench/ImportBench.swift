import EarshotCore
import EarshotSources
import Foundation

/// `earshot import` on generated dumps of 5,000 nodes, one per format: a settings list of
/// disclosure and switch cells under a navigation bar, with a tab bar.
enum ImportBench {
    struct Figures {
        var format: DumpFormat
        var nodes: Int
        var stops: Int
        var bytes: Int
        var toYAML: Stats
        var toLayout: Stats
    }

    static let nodes = 5_000

    static func run(runs: Int = 5) -> [Figures] {
        DumpFormat.allCases.map { format in
            let bytes = Array(dump(format, nodes: nodes).utf8)
            let timed = ImportTimings(runs: runs, yaml: {
                guard case .success(let imported) = DumpImport.yaml(bytes: bytes, path: "bench") else { return nil }
                return (imported.stops, imported.nodes)
            }, layout: { _ = ScreenSources.standard.layout("bench", files: MemoryFiles(["bench": bytes])) })
            return Figures(format: format, nodes: timed.read, stops: timed.stops, bytes: bytes.count,
                           toYAML: timed.toYAML, toLayout: timed.toLayout)
        }
    }

    static func print(_ all: [Figures]) {
        for f in all {
            Swift.print("import, \(f.nodes)-node \(f.format.rawValue) dump (\(f.bytes / 1024) KB, \(f.stops) focus stops): "
                        + "to YAML median \(format(f.toYAML.median)) ms, to a loaded layout median \(format(f.toLayout.median)) ms")
        }
    }

    /// A dump of at least `nodes` nodes in `format`.
    static func dump(_ format: DumpFormat, nodes: Int) -> String {
        var rows: [(title: String, detail: String?, isSwitch: Bool)] = []
        // Application, window, two views, navigation bar (3), table, tab bar (5): 13 nodes.
        var count = 13
        while count < nodes {
            let i = rows.count
            let isSwitch = i % 4 == 3
            rows.append(("Setting \(i + 1)", isSwitch ? nil : (i % 2 == 0 ? "On" : nil), isSwitch))
            count += isSwitch ? 3 : (i % 2 == 0 ? 4 : 3)
        }
        switch format {
        case .appium: return appium(rows)
        case .idb: return idb(rows)
        case .xcui: return xcui(rows)
        case .android:
            // Its rows hold fewer nodes than a cell of the others: more rows, to the same count.
            var more = rows
            var count = 4 + rows.reduce(0) { $0 + 2 + ($1.detail != nil ? 1 : 0) + ($1.isSwitch ? 1 : 0) }
            while count < nodes {
                let row = rows[more.count % rows.count]
                more.append(("Setting \(more.count + 1)", row.detail, row.isSwitch))
                count += 2 + (row.detail != nil ? 1 : 0) + (row.isSwitch ? 1 : 0)
            }
            return android(more)
        }
    }

    /// A `uiautomator dump` of a settings list: each row a clickable layout holding its title,
    /// its summary and, for switch rows, a switch; pixels at density 2.625.
    static func android(_ rows: [(title: String, detail: String?, isSwitch: Bool)]) -> String {
        func node(_ cls: String, _ b: (Int, Int, Int, Int), text: String = "", desc: String = "", id: String = "", clickable: Bool = false,
                  checkable: Bool = false, checked: Bool = false, close: Bool = true) -> String {
            "<node index=\"0\" text=\"\(text)\" resource-id=\"\(id)\" class=\"\(cls)\" package=\"com.example.bench\" content-desc=\"\(desc)\" "
                + "checkable=\"\(checkable)\" checked=\"\(checked)\" clickable=\"\(clickable)\" enabled=\"true\" focusable=\"\(clickable)\" "
                + "focused=\"false\" scrollable=\"false\" long-clickable=\"false\" password=\"false\" selected=\"false\" "
                + "bounds=\"[\(b.0),\(b.1)][\(b.2),\(b.3)]\"\(close ? " />" : ">")"
        }
        var out = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", "<hierarchy rotation=\"0\">",
                   node("android.widget.FrameLayout", (0, 0, 1080, 2400), close: false),
                   node("android.widget.LinearLayout", (0, 0, 1080, 2400), close: false),
                   node("android.widget.TextView", (42, 80, 600, 200), text: "Settings"),
                   node("androidx.recyclerview.widget.RecyclerView", (0, 200, 1080, 2400), id: "com.example.bench:id/list", close: false)]
        for (i, row) in rows.enumerated() {
            let y = 200 + i * 168
            out.append(node("android.widget.LinearLayout", (0, y, 1080, y + 168), clickable: true, close: false))
            out.append(node("android.widget.TextView", (42, y + 30, 800, y + 90), text: row.title))
            if let detail = row.detail { out.append(node("android.widget.TextView", (42, y + 90, 800, y + 140), text: detail)) }
            if row.isSwitch { out.append(node("android.widget.Switch", (900, y + 50, 1040, y + 118), checkable: true, checked: i % 2 == 0)) }
            out.append("</node>")
        }
        out += ["</node>", "</node>", "</node>", "</hierarchy>"]
        return out.joined(separator: "\n") + "\n"
    }

    static func appium(_ rows: [(title: String, detail: String?, isSwitch: Bool)]) -> String {
        func e(_ type: String, _ a: String, _ f: (Int, Int, Int, Int), close: Bool = true) -> String {
            "<XCUIElementType\(type) type=\"XCUIElementType\(type)\" \(a) enabled=\"true\" visible=\"true\" x=\"\(f.0)\" y=\"\(f.1)\" width=\"\(f.2)\" height=\"\(f.3)\"\(close ? "/>" : ">")"
        }
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<AppiumAUT>",
                   e("Application", "name=\"Bench\" label=\"Bench\"", (0, 0, 390, 844), close: false),
                   e("Window", "", (0, 0, 390, 844), close: false), e("Other", "", (0, 0, 390, 844), close: false),
                   e("NavigationBar", "name=\"Settings\"", (0, 47, 390, 44), close: false),
                   e("Button", "name=\"BackButton\" label=\"Back\"", (0, 47, 70, 44)),
                   e("StaticText", "value=\"Settings\" name=\"Settings\" label=\"Settings\"", (150, 58, 90, 22)),
                   "</XCUIElementTypeNavigationBar>", e("Table", "", (0, 0, 390, 844), close: false)]
        for (i, row) in rows.enumerated() {
            let y = 100 + i * 44
            out.append(e("Cell", "", (0, y, 390, 44), close: false))
            out.append(e("StaticText", "value=\"\(row.title)\" name=\"\(row.title)\" label=\"\(row.title)\"", (16, y + 11, 200, 22)))
            if row.isSwitch {
                out.append(e("Switch", "value=\"\(i % 2)\" name=\"switch\(i)\" label=\"\(row.title)\"", (320, y + 6, 51, 31)))
            } else {
                if let d = row.detail { out.append(e("StaticText", "value=\"\(d)\" name=\"\(d)\" label=\"\(d)\"", (300, y + 11, 50, 22))) }
                out.append(e("Image", "name=\"chevron\" label=\"chevron\"", (360, y + 15, 8, 13)))
            }
            out.append("</XCUIElementTypeCell>")
        }
        out += ["</XCUIElementTypeTable>", e("TabBar", "name=\"Tab Bar\" label=\"Tab Bar\"", (0, 760, 390, 84), close: false)]
        for (j, tab) in ["Home", "Search", "Library", "Settings"].enumerated() {
            out.append(e("Button", "name=\"\(tab)\" label=\"\(tab)\"\(j == 3 ? " value=\"1\"" : "")", (j * 97, 761, 97, 48)))
        }
        out += ["</XCUIElementTypeTabBar>", "</XCUIElementTypeOther>", "</XCUIElementTypeWindow>",
                "</XCUIElementTypeApplication>", "</AppiumAUT>"]
        return out.joined(separator: "\n") + "\n"
    }

    static func idb(_ rows: [(title: String, detail: String?, isSwitch: Bool)]) -> String {
        func e(_ type: String, _ label: String?, _ f: (Int, Int, Int, Int), value: String = "", extra: String = "") -> String {
            let l = label.map { "\"\($0)\"" } ?? "null"
            return "{\"AXFrame\":\"{{\(f.0), \(f.1)}, {\(f.2), \(f.3)}}\",\"AXUniqueId\":null,\"frame\":{\"y\":\(f.1),\"x\":\(f.0),\"width\":\(f.2),\"height\":\(f.3)},"
                + "\"AXLabel\":\(l),\"type\":\"\(type)\",\"AXValue\":\"\(value)\",\"enabled\":true,\"custom_actions\":[]\(extra)}"
        }
        var out = [e("Application", "Bench", (0, 0, 390, 844)), e("Group", nil, (0, 0, 390, 844)), e("Group", nil, (0, 0, 390, 844)),
                   e("Group", nil, (0, 47, 390, 44)), e("Button", "Back", (0, 47, 70, 44), extra: ",\"role_description\":\"back button\""),
                   e("Heading", "Settings", (150, 58, 90, 22)), e("Group", nil, (0, 0, 390, 844))]
        for (i, row) in rows.enumerated() {
            let y = 100 + i * 44
            out.append(e("Group", nil, (0, y, 390, 44)))
            if row.isSwitch {
                out.append(e("CheckBox", row.title, (16, y, 358, 44), value: "\(i % 2)", extra: ",\"subrole\":\"AXSwitch\""))
                out.append(e("Image", nil, (320, y + 6, 51, 31)))
            } else {
                out.append(e("Button", row.title, (16, y, 358, 44), value: row.detail ?? ""))
                out.append(e("Image", nil, (360, y + 15, 8, 13)))
                if row.detail != nil { out.append(e("Image", nil, (16, y + 8, 29, 29))) }
            }
        }
        out.append(e("Group", "Tab Bar", (0, 760, 390, 84)))
        for (j, tab) in ["Home", "Search", "Library", "Settings"].enumerated() {
            out.append(e("RadioButton", tab, (j * 97, 761, 97, 48), value: j == 3 ? "1" : "0", extra: ",\"subrole\":\"AXTabButton\""))
        }
        return "[" + out.joined(separator: ",") + "]\n"
    }

    static func xcui(_ rows: [(title: String, detail: String?, isSwitch: Bool)]) -> String {
        var n = 0
        func e(_ depth: Int, _ type: String, _ f: (Int, Int, Int, Int), _ rest: String = "") -> String {
            n += 1
            return String(repeating: "  ", count: depth + 1) + "\(type), 0x\(String(0x6000_0000 + n, radix: 16)), {{\(f.0).0, \(f.1).0}, {\(f.2).0, \(f.3).0}}" + rest
        }
        var out = ["Attributes: Application, 0x600000000000, pid: 1, label: 'Bench'", "Element subtree:",
                   " →Application, 0x600000000000, pid: 1, label: 'Bench'", e(1, "Window (Main)", (0, 0, 390, 844)),
                   e(2, "Other", (0, 0, 390, 844)), e(3, "NavigationBar", (0, 47, 390, 44), ", identifier: 'Settings'"),
                   e(4, "Button", (0, 47, 70, 44), ", identifier: 'BackButton', label: 'Back'"),
                   e(4, "StaticText", (150, 58, 90, 22), ", label: 'Settings'"), e(3, "Table", (0, 0, 390, 844))]
        for (i, row) in rows.enumerated() {
            let y = 100 + i * 44
            out.append(e(4, "Cell", (0, y, 390, 44)))
            out.append(e(5, "StaticText", (16, y + 11, 200, 22), ", label: '\(row.title)'"))
            if row.isSwitch {
                out.append(e(5, "Switch", (320, y + 6, 51, 31), ", identifier: 'switch\(i)', label: '\(row.title)', value: \(i % 2)"))
            } else {
                if let d = row.detail { out.append(e(5, "StaticText", (300, y + 11, 50, 22), ", label: '\(d)'")) }
                out.append(e(5, "Image", (360, y + 15, 8, 13), ", identifier: 'chevron'"))
            }
        }
        out.append(e(3, "TabBar", (0, 760, 390, 84), ", label: 'Tab Bar'"))
        for (j, tab) in ["Home", "Search", "Library", "Settings"].enumerated() {
            out.append(e(4, "Button", (j * 97, 761, 97, 48), ", label: '\(tab)'" + (j == 3 ? ", Selected" : "")))
        }
        out += ["Path to element:", " →Application, 0x600000000000, pid: 1, label: 'Bench'"]
        return out.joined(separator: "\n") + "\n"
    }
}
