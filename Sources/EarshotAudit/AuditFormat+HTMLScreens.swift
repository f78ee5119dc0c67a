import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
extension AuditFormat {
    /// The screens of an HTML report as inline SVG: each screen drawn once, as a `<symbol>` with
    /// every framed element to scale, and each finding's picture a `<use>` of it with the
    /// finding's element outlined in its severity's colour.
    package struct HTMLScreens {
        package let screens: [AuditScreen]
        /// Pictures are this wide, or narrower for a screen taller than `maxHeight` at that width.
        package static let width = 150.0, maxHeight = 300.0

        package init(_ screens: [AuditScreen]) { self.screens = screens }

        /// A hidden SVG holding one symbol per screen.
        package var definitions: [String] {
            guard !screens.isEmpty else { return [] }
            var lines = [#"<svg class="definitions" width="0" height="0" style="position:absolute" aria-hidden="true">"#]
            for (k, s) in screens.enumerated() {
                lines.append(#"<symbol id="screen-\#(k)" viewBox="0 0 \#(num(s.width)) \#(num(s.height))">"#)
                // Larger frames first, so a small element on top of a big one stays visible.
                for box in s.boxes.sorted(by: { $0.frame.width * $0.frame.height > $1.frame.width * $1.frame.height }) {
                    let kind = box.hidden ? "box hidden" : box.stop ? "box" : "box container"
                    lines.append(#"<rect class="\#(kind)" \#(rect(box.frame)) vector-effect="non-scaling-stroke">"#
                        + "<title>\(esc(box.label.map { "\(box.id): \($0)" } ?? box.id))</title></rect>")
                }
                lines.append("</symbol>")
            }
            lines.append("</svg>")
            return lines
        }

        /// The finding's screen with its element (or, for a screen-level finding, the whole
        /// screen) outlined; nil when no screen has an entry at the finding's place.
        package func picture(for f: AuditFinding) -> String? {
            guard let (screen, box) = AuditScreen.locate(f, in: screens),
                  let k = screens.firstIndex(of: screen) else { return nil }
            let scale = min(Self.width / screen.width, Self.maxHeight / screen.height)
            let frame = box?.frame ?? Rect(x: 0, y: 0, width: screen.width, height: screen.height)
            let name = box.map { "element \($0.id)" } ?? "the whole screen"
            let label = "Screen \(screen.id) with \(name) outlined"
            return #"<svg class="screen" role="img" aria-label="\#(esc(label))" width="\#(num(screen.width * scale))" "#
                + #"height="\#(num(screen.height * scale))" viewBox="0 0 \#(num(screen.width)) \#(num(screen.height))">"#
                + ##"<use href="#screen-\##(k)"/>"##
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
