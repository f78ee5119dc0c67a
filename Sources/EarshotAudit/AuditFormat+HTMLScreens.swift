import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
extension AuditFormat {
    /// The screens of an HTML report as inline SVG: each screen drawn once, as a `<symbol>` with
    /// every framed element to scale and its label written in its box, and each finding's
    /// picture a `<use>` of it, large enough to read, showing the part of the screen around the
    /// finding's element with the element outlined in its severity's colour.
    package struct HTMLScreens {
        package let screens: [AuditScreen]
        /// Pictures are this wide for a phone's width (narrower screens are not enlarged), and at
        /// most `maxHeight` tall: a longer screen shows the part around the element.
        package static let width = 300.0, maxHeight = 440.0
        /// Labels are at most this size, in points of the screen, and smaller in small boxes.
        package static let fontSize = 15.0, smallestFont = 7.0

        package init(_ screens: [AuditScreen]) { self.screens = screens }

        /// A hidden SVG holding one symbol per screen.
        package var definitions: [String] {
            guard !screens.isEmpty else { return [] }
            var lines = [#"<svg class="definitions" width="0" height="0" style="position:absolute" aria-hidden="true">"#]
            for (k, s) in screens.enumerated() {
                lines.append(#"<symbol id="screen-\#(k)" viewBox="0 0 \#(num(s.width)) \#(num(s.height))">"#)
                // Larger frames first, so a small element on top of a big one (and its label) stays visible.
                for box in s.boxes.sorted(by: { $0.frame.width * $0.frame.height > $1.frame.width * $1.frame.height }) {
                    let kind = box.hidden ? "box hidden" : box.stop ? "box" : "box container"
                    lines.append(#"<rect class="\#(kind)" \#(rect(box.frame)) vector-effect="non-scaling-stroke">"#
                        + "<title>\(esc(box.label.map { "\(box.id): \($0)" } ?? box.id))</title></rect>")
                    if box.stop || box.hidden, let label = box.label, let text = self.label(label, in: box.frame, hidden: box.hidden) {
                        lines.append(text)
                    }
                }
                lines.append("</symbol>")
            }
            lines.append("</svg>")
            return lines
        }

        /// The label written inside `frame`: one line, or as many as fit a tall box, cut short
        /// with "…" where it does not fit; nil for a box too small to hold readable text.
        package func label(_ label: String, in frame: Rect, hidden: Bool) -> String? {
            let size = min(Self.fontSize, frame.height * 0.6)
            let text = label.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard size >= Self.smallestFont, !text.isEmpty else { return nil }
            // An average character is about 0.55 of the font size wide.
            let perLine = Int((frame.width - 6) / (size * 0.55))
            let lineCount = max(1, Int((frame.height - 4) / (size * 1.2)))
            let lines = Self.wrap(text, width: perLine, lines: lineCount)
            guard !lines.isEmpty else { return nil }
            let top = frame.y + (frame.height - Double(lines.count) * size * 1.2) / 2 + size * 0.95
            let spans = lines.enumerated().map { i, line in
                #"<tspan x="\#(num(frame.x + 4))" y="\#(num(top + Double(i) * size * 1.2))">\#(esc(line))</tspan>"#
            }
            return #"<text class="label\#(hidden ? " hidden" : "")" font-size="\#(num(size))">\#(spans.joined())</text>"#
        }

        /// `text` in at most `lines` lines of at most `width` characters, broken between words
        /// (a word longer than a line is cut); what does not fit ends in "…".
        package static func wrap(_ text: String, width: Int, lines: Int) -> [String] {
            guard width >= 2 else { return [] }
            var out: [String] = [], current = ""
            for word in text.split(separator: " ").map(String.init) {
                let joined = current.isEmpty ? word : current + " " + word
                if joined.count <= width { current = joined; continue }
                if !current.isEmpty { out.append(current) }
                current = word
                while current.count > width {
                    out.append(String(current.prefix(width)))
                    current = String(current.dropFirst(width))
                }
            }
            if !current.isEmpty { out.append(current) }
            guard out.count > lines else { return out }
            var kept = Array(out.prefix(lines))
            kept[lines - 1] = String(kept[lines - 1].prefix(width - 1)) + "…"
            return kept
        }

        /// The finding's screen with its element (or, for a screen-level finding, the whole
        /// screen) outlined; nil when no screen has an entry at the finding's place. A screen
        /// taller than the picture shows the part around the element (the top, for the screen).
        package func picture(for f: AuditFinding) -> String? {
            guard let (screen, box) = AuditScreen.locate(f, in: screens),
                  let k = screens.firstIndex(of: screen) else { return nil }
            let scale = min(1, Self.width / screen.width)
            let window = min(screen.height, Self.maxHeight / scale)
            let frame = box?.frame ?? Rect(x: 0, y: 0, width: screen.width, height: screen.height)
            var top = 0.0
            if box != nil && window < screen.height {
                top = frame.height >= window ? frame.y : frame.y + frame.height / 2 - window / 2
                top = max(0, min(top, screen.height - window))
            }
            let name = box.map { "element \($0.id)" } ?? "the whole screen"
            var label = "Screen \(screen.id) with \(name) outlined"
            if window < screen.height {
                label += " (points \(num(top)) to \(num(top + window)) of \(num(screen.height)) from the top)"
            }
            return #"<svg class="screen" role="img" aria-label="\#(esc(label))" width="\#(num(screen.width * scale))" "#
                + #"height="\#(num(window * scale))" viewBox="0 \#(num(top)) \#(num(screen.width)) \#(num(window))">"#
                + ##"<use href="#screen-\##(k)" width="\##(num(screen.width))" height="\##(num(screen.height))"/>"##
                + #"<rect class="mark \#(f.severity.rawValue)" data-element="\#(esc(box?.id ?? screen.id))" \#(rect(frame)) "#
                + #"vector-effect="non-scaling-stroke"/></svg>"#
        }

        package func rect(_ f: Rect) -> String {
            #"x="\#(num(f.x))" y="\#(num(f.y))" width="\#(num(f.width))" height="\#(num(f.height))""#
        }

        /// At most two decimals, no trailing zeros; a number that is not finite is 0.
        package func num(_ v: Double) -> String {
            guard v.isFinite, abs(v) < 1e9 else { return "0" }
            let r = (v * 100).rounded() / 100
            return r == r.rounded() ? String(Int(r)) : String(r)
        }
    }
}
