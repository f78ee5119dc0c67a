package import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
extension EfficiencySVG {
    /// One panel measured out before drawing: its header lines, the screen's scale, the cells to
    /// fill and the frames to outline, and what could not be drawn.
    package struct PanelLayout {
        /// An element to fill: reachable (`entry` set) or not (nil).
        package struct Cell {
            package var id: String
            package var label: String?
            package var entry: EfficiencyReport.Entry?
            /// In screen points, clamped to the screen.
            package var frame: Rect
            /// The number the panel's key names this box by, when its spoken label does not fit in it.
            package var key: Int?

            /// What the box is called: what VoiceOver says for it (its label), else its id.
            package var spoken: String { label.flatMap { $0.isEmpty ? nil : $0 } ?? id }
        }

        /// Where a frame lands on the screen.
        package enum Placement {
            case drawn(Rect), noFrame, unusable, offScreen
        }

        package let title: String
        package let subtitle: String
        /// The subtitle fits on the title line.
        package let subtitleFits: Bool
        /// The subtitle is drawn on the title line (else it leads the summary).
        package var titleHasSubtitle: Bool
        package let summaryItems: [String]
        package let footnotes: [String]
        package let screenWidth: Double, screenHeight: Double, scale: Double
        package let width: Double
        package let cells: [Cell]
        package let outlines: [Rect]

        package init(_ panel: Panel) {
            let report = panel.report, state = panel.state, index = panel.state.index
            screenWidth = Self.side(state.screen.sizeWidth, fallback: 390)
            screenHeight = Self.side(state.screen.sizeHeight, fallback: 844)
            scale = min(1, 480 / screenWidth, 1600 / screenHeight)
            let width = max(screenWidth * scale, 300)
            self.width = width
            let box = Rect(x: 0, y: 0, width: screenWidth, height: screenHeight)

            var cells: [Cell] = [], drawn = Set<Int>()
            var noFrame = 0, unusable = 0, offScreen = 0
            func add(_ id: String, _ label: String?, _ entry: EfficiencyReport.Entry?) {
                let node = index.indexByID[id]
                switch Self.place(node.flatMap { index.nodes[$0].frame }, in: box) {
                case .drawn(let frame):
                    cells.append(Cell(id: id, label: label, entry: entry, frame: frame))
                    if let node { drawn.insert(node) }
                case .noFrame: noFrame += 1
                case .unusable: unusable += 1
                case .offScreen: offScreen += 1
                }
            }
            for entry in report.elements { add(entry.id, entry.label, entry) }
            for id in report.unreachable { add(id, index.indexByID[id].flatMap { state.element($0).label }, nil) }
            // Boxes too small for their spoken label are numbered, in reading order, and named in a key.
            var keyed: [String] = []
            for k in cells.indices {
                let r = cells[k].frame, scale = scale
                if !EfficiencySVG.captionFits(cells[k], width: r.width * scale, height: r.height * scale) {
                    keyed.append(Self.keyLine(keyed.count + 1, cells[k]))
                    cells[k].key = keyed.count
                }
            }
            // Larger frames first, so a small element on top of a big one stays visible.
            self.cells = cells.enumerated()
                .sorted { ($0.element.frame.area, -$0.offset) > ($1.element.frame.area, -$1.offset) }
                .map(\.element)
            outlines = index.nodes.indices.filter { !drawn.contains($0) && state.isVisible($0) }.compactMap {
                if case .drawn(let frame) = Self.place(index.nodes[$0].frame, in: box) { return frame }
                return nil
            }

            title = EfficiencySVG.fitted(panel.title.isEmpty ? Self.fileName(report.layout) : panel.title,
                                         width: width, size: 15, bold: true) ?? ""
            subtitle = "screen \(report.screen) · \(report.rate) wpm"
            subtitleFits = EfficiencySVG.textWidth(title, size: 15, bold: true) + 10
                + EfficiencySVG.textWidth(subtitle, size: 12) <= width
            titleHasSubtitle = subtitleFits
            summaryItems = Self.summaryItems(report.summary)
            var notes: [String] = keyed.isEmpty ? [] : ["Key: " + keyed.joined(separator: "; ") + "."]
            let missing = [(noFrame, "with no frame"), (unusable, "with an unusable frame"), (offScreen, "off screen")]
                .filter { $0.0 > 0 }.map { "\($0.0) element\($0.0 == 1 ? "" : "s") \($0.1)" }
            if !missing.isEmpty { notes.append("Not drawn: " + missing.joined(separator: ", ") + ".") }
            if report.summary.budgetHit { notes.append("The planner's state budget was hit: figures are upper bounds.") }
            footnotes = notes.flatMap { Self.wrap($0.split(separator: " ").map(String.init), width: width, size: 11, separator: " ") }
        }

        /// `3 Rating: 2 gestures, 1.4 s` — a small box's number and what it stands for.
        package static func keyLine(_ number: Int, _ cell: Cell) -> String {
            let spoken = cell.spoken.count > 40 ? String(cell.spoken.prefix(39)) + "…" : cell.spoken
            guard let entry = cell.entry else { return "\(number) \(spoken): unreachable" }
            return "\(number) \(spoken): \(entry.gestures) gesture\(entry.gestures == 1 ? "" : "s"), "
                + "\(EfficiencySVG.seconds(entry.seconds)) s"
        }

        package var summary: [String] {
            Self.wrap((titleHasSubtitle ? [] : [subtitle]) + summaryItems, width: width, size: 12)
        }

        package var headerHeight: Double { 22 + 17 * Double(summary.count) + 14 }
        package var bodyHeight: Double { screenHeight * scale + (footnotes.isEmpty ? 0 : 10 + 15 * Double(footnotes.count)) }

        /// The panel's SVG: header, screen, outlines, cells, footnotes.
        package func draw(x: Double, top: Double, screenTop: Double, maxSeconds: Double) -> [String] {
            var lines = [#"<g class="panel">"#]
            let n = EfficiencySVG.num
            var heading = #"<text x="\#(n(x, 2))" y="\#(n(top + 15, 2))" font-size="15" font-weight="600" "#
                + #"fill="\#(EfficiencySVG.ink)">\#(EfficiencySVG.escaped(title))"#
            if titleHasSubtitle {
                heading += #"<tspan dx="10" font-size="12" font-weight="400" fill="\#(EfficiencySVG.faintInk)">"#
                    + EfficiencySVG.escaped(subtitle) + "</tspan>"
            }
            lines.append(heading + "</text>")
            for (i, line) in summary.enumerated() {
                lines.append(EfficiencySVG.text(line, x: x, y: top + 22 + 17 * Double(i + 1), size: 12, fill: EfficiencySVG.secondaryInk))
            }
            lines.append(#"<rect class="screen" x="\#(n(x, 2))" y="\#(n(screenTop, 2))" width="\#(n(screenWidth * scale, 2))" "#
                + ##"height="\##(n(screenHeight * scale, 2))" rx="14" fill="#f2f2f7" stroke="#d1d1d6"/>"##)
            for frame in outlines {
                let r = pixels(frame, x: x, y: screenTop)
                lines.append(#"<rect class="outline" x="\#(n(r.x, 2))" y="\#(n(r.y, 2))" width="\#(n(r.width, 2))" "#
                    + ##"height="\##(n(r.height, 2))" rx="4" fill="none" stroke="#8e8e93" stroke-opacity="0.6" stroke-dasharray="3 2"/>"##)
            }
            // Finding free room is quadratic in the cells; past a few thousand, labels stay centred.
            let crowded = cells.count > 2000
            for (k, cell) in cells.enumerated() {
                let area = crowded ? cell.frame : Self.labelArea(cell.frame, under: cells[(k + 1)...].lazy.map(\.frame))
                lines += EfficiencySVG.draw(cell, in: pixels(cell.frame, x: x, y: screenTop),
                                            labelIn: pixels(area, x: x, y: screenTop), maxSeconds: maxSeconds)
            }
            let footTop = screenTop + screenHeight * scale + 10
            for (i, note) in footnotes.enumerated() {
                lines.append(EfficiencySVG.text(note, x: x, y: footTop + 11 + 15 * Double(i), size: 11, fill: EfficiencySVG.faintInk))
            }
            lines.append("</g>")
            return lines
        }

        /// A frame in points as pixels of a screen drawn at (`x`, `y`).
        package func pixels(_ frame: Rect, x: Double, y: Double) -> Rect {
            Rect(x: x + frame.x * scale, y: y + frame.y * scale, width: frame.width * scale, height: frame.height * scale)
        }

        /// Where a label of `frame` can go when the frames drawn `above` it may cover part of
        /// it: the whole frame if none overlaps, else the largest strip beside the box they
        /// cover (an accessible card's label moves beside the hidden children drawn on it).
        package static func labelArea(_ frame: Rect, under above: some Sequence<Rect>) -> Rect {
            let covered = above.compactMap { $0.intersection(frame) }
            guard let first = covered.first else { return frame }
            let b = covered.dropFirst().reduce(first) { $0.union($1) }
            let strips = [
                Rect(x: frame.x, y: frame.y, width: b.x - frame.x, height: frame.height),
                Rect(x: b.maxX, y: frame.y, width: frame.maxX - b.maxX, height: frame.height),
                Rect(x: frame.x, y: frame.y, width: frame.width, height: b.y - frame.y),
                Rect(x: frame.x, y: b.maxY, width: frame.width, height: frame.maxY - b.maxY),
            ]
            return strips.max { $0.area < $1.area } ?? frame
        }

        /// A frame clamped to the screen `box`; frames that are not finite, negative, empty or
        /// wholly outside are not drawn.
        package static func place(_ frame: Rect?, in box: Rect) -> Placement {
            guard let f = frame else { return .noFrame }
            guard f.x.isFinite, f.y.isFinite, f.width.isFinite, f.height.isFinite, f.width > 0, f.height > 0 else {
                return .unusable
            }
            let x0 = max(f.x, box.x), y0 = max(f.y, box.y)
            let x1 = min(f.x + f.width, box.maxX), y1 = min(f.y + f.height, box.maxY)
            guard x1 > x0, y1 > y0 else { return .offScreen }
            return .drawn(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        }

        /// A screen side in points: the layout's, when it is a sensible size.
        package static func side(_ value: Double, fallback: Double) -> Double {
            value.isFinite && value >= 1 ? min(value, 20_000) : fallback
        }

        package static func fileName(_ path: String) -> String {
            path.split(separator: "/").last.map(String.init) ?? path
        }

        /// The summary as short phrases: "9 elements", "median 3 gestures / 2.1 s", …
        package static func summaryItems(_ s: EfficiencyReport.Summary) -> [String] {
            var items = ["\(s.elements) element\(s.elements == 1 ? "" : "s")"]
            if s.unreachable > 0 { items.append("\(s.unreachable) unreachable") }
            let median = EfficiencySVG.num(s.medianGestures, digits: 1)
            items.append("median \(median) gesture\(median == "1" ? "" : "s") / \(EfficiencySVG.seconds(s.medianSeconds)) s")
            items.append("worst \(s.worstGestures) / \(EfficiencySVG.seconds(s.worstSeconds)) s")
            items.append("read-all \(EfficiencySVG.seconds(s.readAllSeconds)) s")
            items.append(s.rotorCloser == 0 ? "rotors bring none closer" : "rotors bring \(s.rotorCloser) closer")
            return items
        }

        /// `items` joined by `separator` into lines no wider than `width`; an item wider than a
        /// line is cut to fit.
        package static func wrap(_ items: [String], width: Double, size: Double, separator: String = " · ") -> [String] {
            var lines: [String] = [], line = ""
            for item in items {
                let candidate = line.isEmpty ? item : line + separator + item
                if EfficiencySVG.textWidth(candidate, size: size) <= width {
                    line = candidate
                } else {
                    if !line.isEmpty { lines.append(line) }
                    line = EfficiencySVG.fitted(item, width: width, size: size) ?? ""
                }
            }
            if !line.isEmpty { lines.append(line) }
            return lines
        }
    }
}

extension Rect {
    package var area: Double { width * height }

    /// The overlap with `other`, nil when they do not overlap.
    package func intersection(_ other: Rect) -> Rect? {
        let x0 = max(x, other.x), y0 = max(y, other.y), x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
}
