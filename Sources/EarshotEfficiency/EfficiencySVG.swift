package import EarshotModel
import EarshotNarration
public import EarshotNavigation
import EarshotPlanning
import Foundation

/// `earshot efficiency --svg`: the screen's frames drawn to scale, each filled on
/// the viridis heat scale by the listening time to reach it and labelled with its gesture count;
/// unreachable elements hatched; a legend. Two panels (before, after) share one colour scale.
///
/// Labels and ids come from layout files and are untrusted: every piece of text goes through
/// `escaped`, and every number through `num`, so the document stays well-formed and free of NaN.
public enum EfficiencySVG {
    /// One screen to draw: its heading, its report, and the screen the report measured.
    public struct Panel: Sendable {
        /// The panel's heading, e.g. the layout's file name or `before: FILE`; empty means the
        /// report's layout file name.
        public var title: String
        public var report: EfficiencyReport
        public var state: ScreenState
        public init(title: String, report: EfficiencyReport, state: ScreenState) {
            self.title = title; self.report = report; self.state = state
        }
    }

    /// The SVG document for one panel, or for two (before, after) side by side on one scale.
    public static func render(_ panels: [Panel]) -> String {
        let maxSeconds = scaleMaximum(panels)
        var layouts = panels.map(PanelLayout.init)
        // Side by side, every panel names its screen and rate the same way: on the title line
        // when all have room there.
        let inline = layouts.allSatisfy(\.subtitleFits)
        for i in layouts.indices { layouts[i].titleHasSubtitle = inline }
        let headerHeight = layouts.map(\.headerHeight).max() ?? 0
        let screenTop = margin + headerHeight
        var x = margin
        var bottom = screenTop
        var body: [String] = []
        for layout in layouts {
            body += layout.draw(x: x, top: margin, screenTop: screenTop, maxSeconds: maxSeconds)
            bottom = max(bottom, screenTop + layout.bodyHeight)
            x += layout.width + panelGap
        }
        let legendX = layouts.isEmpty ? margin : x - panelGap + legendGap
        let legend = legend(x: legendX, y: screenTop, maxSeconds: maxSeconds)
        bottom = max(bottom, screenTop + legend.height)
        let width = legendX + legend.width + margin, height = bottom + margin
        let description = "Listening efficiency: " + layouts.map(\.title).joined(separator: "; ")
        return ([
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(num(width))" height="\#(num(height))" "#
                + #"viewBox="0 0 \#(num(width)) \#(num(height))" font-family="\#(fontFamily)" role="img">"#,
            "<title>\(escaped(description))</title>",
        ] + definitions + [
            ##"<rect width="\##(num(width))" height="\##(num(height))" fill="#ffffff"/>"##,
        ] + body + legend.lines + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    package static let fontFamily = "system-ui, -apple-system, Helvetica, Arial, sans-serif"
    package static let margin = 28.0, panelGap = 48.0, legendGap = 40.0
    package static let hatchID = "earshot-hatch", gradientID = "earshot-heat"
    package static let ink = "#1c1c1e", secondaryInk = "#48484a", faintInk = "#8e8e93"

    /// The longest listen over every panel (the top of the shared scale); 1 when there is none.
    package static func scaleMaximum(_ panels: [Panel]) -> Double {
        let seconds = panels.flatMap { $0.report.elements.map(\.seconds) }.filter { $0.isFinite && $0 > 0 }
        return seconds.max() ?? 1
    }

    /// The hatch for unreachable elements and the heat gradient for the legend.
    package static var definitions: [String] {
        var lines = ["<defs>",
            #"<pattern id="\#(hatchID)" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">"#,
            ##"<rect width="7" height="7" fill="#ececf0"/>"##,
            ##"<line x1="0" y1="0" x2="0" y2="7" stroke="#a1a1a8" stroke-width="2.5"/>"##,
            "</pattern>",
            #"<linearGradient id="\#(gradientID)" x1="0" y1="0" x2="0" y2="1">"#]
        for stop in HeatScale.stops {
            lines.append(#"<stop offset="\#(num(stop.t, digits: 4))" stop-color="\#(HeatScale.color(stop.t))"/>"#)
        }
        lines += ["</linearGradient>", "</defs>"]
        return lines
    }

    // MARK: Cells

    /// One element's group: a hover title, the rect `r` filled by its listening time (hatched
    /// when unreachable), and its gesture count centred in `area` (the part of `r` no other
    /// element covers) when there is room for it there.
    package static func draw(_ cell: PanelLayout.Cell, in r: Rect, labelIn area: Rect, maxSeconds: Double) -> [String] {
        let name = cell.label.map { "\(cell.id) — \($0)" } ?? cell.id
        let radius = min(4, r.width / 2, r.height / 2)
        let box = #"x="\#(num(r.x))" y="\#(num(r.y))" width="\#(num(r.width))" height="\#(num(r.height))" "#
            + ##"rx="\##(num(radius))" stroke="#ffffff" stroke-width="1.5""##
        let cx = area.x + area.width / 2, cy = area.y + area.height / 2
        guard let entry = cell.entry else {
            var lines = [#"<g class="cell unreachable">"#, "<title>\(escaped(name + ": unreachable"))</title>",
                         #"<rect \#(box) fill="url(#\#(hatchID))"/>"#]
            if area.height >= 17, let word = ["unreachable", "—"].first(where: { textWidth($0, size: 10) + 10 <= area.width }) {
                let pill = textWidth(word, size: 10) + 8
                lines.append(#"<rect x="\#(num(cx - pill / 2))" y="\#(num(cy - 7.5))" width="\#(num(pill))" height="15" "#
                    + ##"rx="3" fill="#ffffff" fill-opacity="0.92"/>"##)
                lines.append(text(word, x: cx, y: cy + 3.5, size: 10, fill: secondaryInk, anchor: "middle"))
            }
            return lines + ["</g>"]
        }
        let t = entry.seconds.isFinite ? entry.seconds / maxSeconds : 1
        let fill = HeatScale.color(t), ink = HeatScale.textColor(t)
        let count = String(entry.gestures), time = seconds(entry.seconds)
        var lines = [#"<g class="cell">"#,
                     "<title>\(escaped("\(name): \(count) gesture\(entry.gestures == 1 ? "" : "s"), \(time) s"))</title>",
                     #"<rect \#(box) fill="\#(fill)"/>"#]
        let full = "\(cell.spoken) · \(time) s"
        let caption = cell.key.map { "[\($0)]" } ?? (textWidth(full, size: 10) <= area.width - 12 ? full : cell.spoken)
        if area.height >= 40, textWidth(count, size: 16, bold: true) + 8 <= area.width,
           textWidth(caption, size: 10) <= area.width - 4 {
            lines.append(text(count, x: cx, y: cy - 2, size: 16, fill: ink, weight: 700, anchor: "middle"))
            lines.append(text(caption, x: cx, y: cy + 12, size: 10, fill: ink, anchor: "middle", opacity: 0.85))
        } else if cell.key == nil, area.height >= 17, textWidth(oneLine(cell), size: 12, bold: true) + 8 <= area.width {
            lines.append(text(oneLine(cell), x: cx, y: cy + 4.2, size: 12, fill: ink, weight: 700, anchor: "middle"))
        } else if let size = [14.0, 12, 10, 9].first(where: {
            textWidth(count, size: $0, bold: true) + 4 <= area.width && $0 + 3 <= area.height
        }) {
            // Too small for two lines: the count, and the key's number beside it when it fits.
            let tagged = cell.key.map { "\(count) [\($0)]" } ?? count
            let shown = textWidth(tagged, size: size, bold: true) + 4 <= area.width ? tagged : count
            lines.append(text(shown, x: cx, y: cy + size * 0.35, size: size, fill: ink, weight: 700, anchor: "middle"))
        }
        return lines + ["</g>"]
    }

    /// Whether a box of this size in pixels holds its gesture count over its spoken label (the
    /// label alone, without the seconds, is enough); boxes that do not are named in the key.
    package static func captionFits(_ cell: PanelLayout.Cell, width: Double, height: Double) -> Bool {
        (height >= 40 && textWidth(cell.spoken, size: 10) <= width - 12)
            || (height >= 17 && textWidth(oneLine(cell), size: 12, bold: true) + 8 <= width)
    }

    /// A low box's one line: its gesture count and spoken label.
    package static func oneLine(_ cell: PanelLayout.Cell) -> String {
        "\(cell.entry.map { String($0.gestures) } ?? "—") · \(cell.spoken)"
    }

    // MARK: Text and numbers

    /// `text` made safe for one line of SVG text or an attribute (`XMLText`).
    package static func escaped(_ text: String) -> String { XMLText.escape(text, lineBreaks: .space) }

    /// A finite number with at most `digits` decimals and no trailing zeros; anything not
    /// finite is written as 0, so no `nan` or `inf` reaches the document.
    package static func num(_ x: Double, digits: Int = 2) -> String {
        guard x.isFinite else { return "0" }
        var text = String(format: "%.\(digits)f", min(max(x, -1e9), 1e9))
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// Seconds as a listener reads them: one decimal, `2.1`, `3`.
    package static func seconds(_ x: Double) -> String { num(x, digits: 1) }

    /// The estimated width of `text` at `size` px: CJK and other wide scripts take a full em,
    /// the rest a generous average of sans-serif glyphs, so a label judged to fit does fit.
    package static func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
        let narrow = bold ? 0.62 : 0.58
        return text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 ? 1 : narrow) } * size
    }

    /// `text` cut with an ellipsis to fit `width`; nil when not even two characters fit.
    package static func fitted(_ text: String, width: Double, size: Double, bold: Bool = false) -> String? {
        if textWidth(text, size: size, bold: bold) <= width { return text }
        var kept = ""
        for character in text {
            let next = kept + String(character)
            if textWidth(next + "…", size: size, bold: bold) > width { break }
            kept = next
        }
        return kept.count < 2 ? nil : kept.trimmingCharacters(in: .whitespaces) + "…"
    }

    /// A `<text>` element; `content` is escaped here.
    package static func text(_ content: String, x: Double, y: Double, size: Double, fill: String,
                     weight: Int = 400, anchor: String = "start", opacity: Double = 1) -> String {
        #"<text x="\#(num(x))" y="\#(num(y))" font-size="\#(num(size))" font-weight="\#(weight)" "#
            + #"fill="\#(fill)"\#(opacity < 1 ? #" fill-opacity="\#(num(opacity))""# : "") "#
            + #"text-anchor="\#(anchor)">\#(escaped(content))</text>"#
    }
}
