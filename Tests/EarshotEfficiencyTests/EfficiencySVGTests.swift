import EarshotLayoutTestSupport
import EarshotModel
import EarshotNavigation
import EarshotTestSupport
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import EarshotEfficiency

/// A parsed XML element: its name, attributes, text and children.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    var text = ""
    var children: [XMLNode] = []
    init(name: String, attributes: [String: String]) { self.name = name; self.attributes = attributes }

    /// This node's descendants (itself included) named `name`, in document order.
    func all(_ name: String) -> [XMLNode] {
        (self.name == name ? [self] : []) + children.flatMap { $0.all(name) }
    }

    /// Descendant groups whose class list holds `className`.
    func groups(_ className: String) -> [XMLNode] {
        all("g").filter { ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(className)) }
    }

    /// Every attribute value in the subtree.
    var allAttributes: [(String, String)] {
        attributes.map { ($0.key, $0.value) } + children.flatMap(\.allAttributes)
    }
}

/// Builds an `XMLNode` tree with Foundation's `XMLParser`; nil when the text is not well-formed.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private let root = XMLNode(name: "#document", attributes: [:])
    private var stack: [XMLNode] = []

    static func parse(_ text: String) -> XMLNode? {
        let builder = XMLTreeBuilder()
        builder.stack = [builder.root]
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = builder
        return parser.parse() ? builder.root.children.first : nil
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let node = XMLNode(name: elementName, attributes: attributeDict)
        stack.last?.children.append(node)
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}

@Suite struct EfficiencySVGTests {
    static let layout = """
        earshot: 1
        screen:
          id: home
          size: [390, 844]
          elements:
            - {id: title, label: Home, traits: [header], frame: [16, 60, 358, 40]}
            - {id: play, label: Play, traits: [button], frame: [16, 120, 170, 60]}
            - {id: tiny, label: Tiny, traits: [button], frame: [200, 120, 6, 6]}
            - id: card
              label: Card
              accessible: true
              frame: [16, 200, 358, 120]
              children:
                - {id: inside, label: Inside, frame: [24, 210, 160, 60]}
            - {id: nowhere, label: Nowhere}
        """

    /// A report by hand: `seconds` by id, gestures = position in the list.
    static func report(_ seconds: [(String, Double)], unreachable: [String] = [], layout: String = "t.yaml") -> EfficiencyReport {
        let entries = seconds.enumerated().map { i, pair in
            EfficiencyReport.Entry(id: pair.0, label: pair.0.capitalized, swipes: i, gestures: i, seconds: pair.1, path: "")
        }
        let summary = EfficiencyReport.Summary(
            elements: entries.count + unreachable.count, reachable: entries.count, unreachable: unreachable.count,
            medianSwipes: 1, worstSwipes: entries.count, medianGestures: 1, worstGestures: entries.count,
            medianSeconds: 1.5, worstSeconds: seconds.map(\.1).max() ?? 0, readAllSeconds: 9.25,
            rotorCloser: 0, rotorShare: 0, states: 10, budgetHit: false)
        return EfficiencyReport(layout: layout, screen: "home", rate: 180, elements: entries,
                                unreachable: unreachable, summary: summary)
    }

    static func state(_ yaml: String = layout) throws -> ScreenState {
        let (layout, errors) = load(yaml)
        #expect(errors == [])
        return ScreenState(index: ScreenIndex(screen: try #require(layout?.screens.first)))
    }

    static func homePanel(title: String = "t.yaml", seconds: Double = 4) throws -> EfficiencySVG.Panel {
        let report = report([("title", 0), ("play", 1.2), ("tiny", 2.5), ("card", seconds), ("nowhere", 3)],
                            unreachable: ["inside"])
        return EfficiencySVG.Panel(title: title, report: report, state: try state())
    }

    /// The fill of the rect in the cell whose title starts with `id`.
    static func fill(of id: String, in root: XMLNode) -> [String] {
        root.groups("cell").filter { $0.all("title").first?.text.hasPrefix(id + " ") == true }
            .compactMap { $0.all("rect").first?.attributes["fill"] }
    }

    /// With `SVG_OUT=DIR`, writes a picture there to look at.
    static func keep(_ svg: String, as name: String) throws {
        guard let out = ProcessInfo.processInfo.environment["SVG_OUT"] else { return }
        try svg.write(toFile: out + "/" + name, atomically: true, encoding: .utf8)
    }

    @Test func wellFormedWithOneRectPerDrawnElement() throws {
        let svg = EfficiencySVG.render([try Self.homePanel()])
        try Self.keep(svg, as: "synthetic.svg")
        let root = try #require(XMLTreeBuilder.parse(svg))
        #expect(root.name == "svg")
        let cells = root.groups("cell")
        // title, play, tiny, card and the unreachable inside; nowhere has no frame.
        #expect(cells.count == 5)
        for cell in cells {
            #expect(cell.children.filter { $0.name == "rect" && $0.attributes["fill"] != "#ffffff" }.count == 1)
            #expect(cell.all("title").count == 1)
        }
        #expect(root.all("text").contains { $0.text.contains("Not drawn: 1 element with no frame") })
        #expect(root.groups("legend").count == 1)
    }

    @Test func unreachableIsHatchedAndLabelled() throws {
        let root = try #require(XMLTreeBuilder.parse(EfficiencySVG.render([try Self.homePanel()])))
        let hatched = root.groups("unreachable")
        #expect(hatched.count == 1)
        #expect(hatched.first?.all("rect").first?.attributes["fill"] == "url(#\(EfficiencySVG.hatchID))")
        #expect(root.all("pattern").first?.attributes["id"] == EfficiencySVG.hatchID)
        #expect(hatched.first?.all("title").first?.text == "inside — Inside: unreachable")
        #expect(hatched.first?.all("text").first?.text == "unreachable")
    }

    @Test func gestureCountsAndHoverTitles() throws {
        let root = try #require(XMLTreeBuilder.parse(EfficiencySVG.render([try Self.homePanel()])))
        let play = try #require(root.groups("cell").first { $0.all("title").first?.text.hasPrefix("play ") == true })
        #expect(play.all("title").first?.text == "play — Play: 1 gesture, 1.2 s")
        #expect(play.all("text").first?.text == "1")
        // A 6 × 6 pt rect has no room for its number.
        let tiny = try #require(root.groups("cell").first { $0.all("title").first?.text.hasPrefix("tiny ") == true })
        #expect(tiny.all("text").isEmpty)
        // The card's count moves beside the unreachable child drawn on top of it.
        let card = try #require(root.groups("cell").first { $0.all("title").first?.text.hasPrefix("card ") == true })
        let inside = try #require(root.groups("unreachable").first?.all("rect").first)
        let cardX = try #require(card.all("text").first?.attributes["x"].flatMap(Double.init))
        let insideRight = try #require(Double(inside.attributes["x"] ?? "")) + (Double(inside.attributes["width"] ?? "") ?? 0)
        #expect(card.all("text").first?.text == "3")
        #expect(cardX > insideRight)
    }

    @Test func viridisEndsAndContrast() {
        #expect(HeatScale.color(0) == "#440154")
        #expect(HeatScale.color(1) == "#fde725")
        #expect(HeatScale.color(128.0 / 255) == "#21918c")
        #expect(HeatScale.color(-3) == "#440154")
        #expect(HeatScale.color(7) == "#fde725")
        #expect(HeatScale.color(.nan) == "#440154")
        #expect(HeatScale.textColor(0) == "#ffffff")
        #expect(HeatScale.textColor(1) == HeatScale.darkTextHex)
    }

    @Test func seconds0AndMaxUseTheScaleEnds() throws {
        let root = try #require(XMLTreeBuilder.parse(EfficiencySVG.render([try Self.homePanel()])))
        #expect(Self.fill(of: "title", in: root) == ["#440154"])
        #expect(Self.fill(of: "card", in: root) == ["#fde725"])
    }

    @Test func escapingFunction() {
        #expect(EfficiencySVG.escaped(#"a&b<c>"d'e"#) == "a&amp;b&lt;c&gt;&quot;d&apos;e")
        #expect(EfficiencySVG.escaped("\u{1B}[31mred\u{7F}\u{85}\u{0}") == "\u{FFFD}[31mred\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(EfficiencySVG.escaped("tab\there\nnext") == "tab here next")
        #expect(EfficiencySVG.escaped("café 東京 🎩") == "café 東京 🎩")
        #expect(EfficiencySVG.escaped("Pay\u{202E}gpj.exe\u{2067}\u{200F}") == #"Pay\u{202E}gpj.exe\u{2067}\u{200F}"#)
    }

    @Test func hostileLabelsIdsAndTitlesAreEscaped() throws {
        let script = "</text><script>alert(1)</script>"
        let screen = Screen(id: "s\"<x>", elements: [
            Element(id: "evil", label: script, frame: Rect(x: 16, y: 60, width: 358, height: 80)),
            Element(id: "ansi\u{1B}[0m'&", label: "\u{1B}[31mred", frame: Rect(x: 16, y: 160, width: 358, height: 80)),
        ])
        var report = Self.report([("evil", 0), ("ansi\u{1B}[0m'&", 1)], layout: "<evil>.yaml")
        report.elements[0].label = script
        report.elements[1].label = "\u{1B}[31mred"
        report.screen = screen.id
        let panel = EfficiencySVG.Panel(title: "", report: report, state: ScreenState(index: ScreenIndex(screen: screen)))
        let svg = EfficiencySVG.render([panel])
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("</text><"))
        #expect(svg.contains("&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let root = try #require(XMLTreeBuilder.parse(svg))
        #expect(root.all("script").isEmpty)
        let titles = root.all("title").map(\.text)
        #expect(titles.contains("evil — \(script): 0 gestures, 0 s"))
        #expect(titles.contains("ansi\u{FFFD}[0m'& — \u{FFFD}[31mred: 1 gesture, 1 s"))
        #expect(root.all("text").contains { $0.text.hasPrefix("<evil>.yaml") })
    }

    @Test func absurdFramesAndSizesStayFinite() throws {
        let screen = Screen(id: "s", width: .nan, height: -5, elements: [
            Element(id: "huge", label: "Huge", frame: Rect(x: 0, y: 0, width: 1e20, height: 1e20)),
            Element(id: "nan", label: "NaN", frame: Rect(x: .nan, y: 10, width: 50, height: 50)),
            Element(id: "negative", label: "Negative", frame: Rect(x: 10, y: 10, width: -50, height: 20)),
            Element(id: "infinite", label: "Inf", frame: Rect(x: 10, y: .infinity, width: 50, height: 20)),
            Element(id: "far", label: "Far", frame: Rect(x: 1e300, y: 1e300, width: 1e300, height: 1e300)),
            Element(id: "ok", label: "Ok", frame: Rect(x: 20, y: 20, width: 100, height: 40)),
        ])
        let report = Self.report([("huge", 0), ("nan", .nan), ("negative", .infinity), ("infinite", 1e300),
                                  ("far", -1), ("ok", 2)])
        let svg = EfficiencySVG.render([EfficiencySVG.Panel(title: "absurd", report: report,
                                                            state: ScreenState(index: ScreenIndex(screen: screen)))])
        let root = try #require(XMLTreeBuilder.parse(svg))
        let numeric: Set<String> = ["x", "y", "width", "height", "rx", "x1", "y1", "x2", "y2", "font-size", "dx", "offset"]
        for (name, value) in root.allAttributes {
            #expect(!value.lowercased().contains("nan") && !value.lowercased().contains("inf"), "\(name)=\(value)")
            if numeric.contains(name) { #expect(Double(value)?.isFinite == true, "\(name)=\(value)") }
        }
        // The huge frame is clamped to the screen (the 390 × 844 fallback); the broken ones are counted.
        let huge = try #require(root.groups("cell").first { $0.all("title").first?.text.hasPrefix("huge ") == true })
        #expect(huge.all("rect").first?.attributes["width"] == "390")
        #expect(root.groups("cell").count == 2)
        let notes = root.all("text").map(\.text).joined(separator: " ")
        #expect(notes.contains("3 elements with an unusable frame, 1 element off screen"), "\(notes)")
    }

    @Test func twoPanelsShareOneScale() throws {
        let before = try Self.homePanel(title: "before: a.yaml", seconds: 4)
        let after = try Self.homePanel(title: "after: b.yaml", seconds: 8)
        let root = try #require(XMLTreeBuilder.parse(EfficiencySVG.render([before, after])))
        #expect(root.groups("panel").count == 2)
        #expect(root.groups("legend").count == 1)
        #expect(root.all("linearGradient").count == 1)
        // play takes 1.2 s in both: one colour, on the 0…8 s scale.
        #expect(Self.fill(of: "play", in: root) == Array(repeating: HeatScale.color(1.2 / 8), count: 2))
        #expect(Self.fill(of: "card", in: root) == [HeatScale.color(0.5), HeatScale.color(1)])
        let texts = root.all("text").map(\.text)
        #expect(texts.contains { $0.hasPrefix("before: a.yaml") } && texts.contains { $0.hasPrefix("after: b.yaml") })
        #expect(texts.contains("8 s"))
    }

    @Test func legendTicksAreRound() {
        #expect(EfficiencySVG.ticks(8) == [0, 2, 4, 6, 8])
        #expect(EfficiencySVG.ticks(5.3) == [0, 2, 4, 5.3])
        #expect(EfficiencySVG.ticks(4.2) == [0, 2, 4])
        #expect(EfficiencySVG.ticks(1) == [0, 0.25, 0.5, 0.75, 1])
        #expect(EfficiencySVG.ticks(0) == [0])
        #expect(EfficiencySVG.ticks(.nan) == [0])
    }

    /// Every sample layout, measured by the real planner (word-count timing), draws a
    /// well-formed picture. With `SVG_OUT=DIR` the pictures are written there to look at.
    @Test func samplesRenderWellFormed() throws {
        var panels: [String: EfficiencySVG.Panel] = [:]
        for name in sampleLayoutNames {
            let nav = try #require(navigator(name))
            let rate = Double(nav.rate)
            let report = Efficiency.measure(nav, layout: name, length: { utterance in
                Double(utterance.text.split(separator: " ").count) * 60 / rate
            })
            let panel = EfficiencySVG.Panel(title: name, report: report, state: nav.state)
            panels[name] = panel
            let svg = EfficiencySVG.render([panel])
            #expect(XMLTreeBuilder.parse(svg) != nil, "\(name)")
            try Self.keep(svg, as: name.replacingOccurrences(of: ".yaml", with: ".svg"))
        }
        var before = try #require(panels["cowboy-hat-before.yaml"]), after = try #require(panels["cowboy-hat.yaml"])
        before.title = "before: cowboy-hat-before.yaml"
        after.title = "after: cowboy-hat.yaml"
        let compare = EfficiencySVG.render([before, after])
        #expect(XMLTreeBuilder.parse(compare) != nil)
        try Self.keep(compare, as: "cowboy-compare.svg")
    }
}
