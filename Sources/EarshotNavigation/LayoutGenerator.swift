import EarshotLoader
public import EarshotModel
import EarshotNarration
/// Builds large synthetic layouts for benchmarks and property tests: sections of headed lists.
public enum LayoutGenerator {
    /// About `count` elements: every 50th a heading, every 7th a button, in lists of 49 rows.
    public static func rows(_ count: Int) -> Layout {
        var elements: [Element] = []
        var y = 0.0
        var made = 0
        var section = 0
        while made < count {
            section += 1
            elements.append(Element(id: "h\(section)", label: "Section \(section)", traits: .header,
                                    frame: Rect(x: 0, y: y, width: 390, height: 30), level: 2))
            y += 30
            made += 1
            var rows: [Element] = []
            for r in 0..<min(49, count - made) {
                let id = "s\(section)r\(r)"
                rows.append(Element(id: id, label: "Row \(r) of section \(section)",
                                    traits: r % 7 == 0 ? .button : [],
                                    frame: Rect(x: 0, y: y, width: 390, height: 44), tags: r % 10 == 0 ? ["tenth"] : []))
                y += 44
            }
            made += rows.count
            if !rows.isEmpty {
                elements.append(Element(id: "list\(section)", children: rows, container: .list))
            }
        }
        let screen = Screen(id: "big", title: "Generated", width: 390, height: y, elements: elements,
                            rotors: [RotorSpec(name: "Tenths", source: .match(tags: ["tenth"], traits: []))])
        return Layout(path: "generated.yaml", screens: [screen])
    }
}
