import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
import Foundation

extension EfficiencySVG {
    /// The legend drawn right of the panels: the heat scale as a gradient bar with ticks in
    /// seconds, then keys for the gesture count, the hatch and the faint outlines.
    package struct Legend {
        package var lines: [String]
        package var width: Double
        package var height: Double
    }

    package static func legend(x: Double, y: Double, maxSeconds: Double) -> Legend {
        let barWidth = 14.0, barHeight = 200.0, barTop = y + 46
        var lines = [
            #"<g class="legend">"#,
            text("Seconds of listening", x: x, y: y + 12, size: 12, fill: ink, weight: 600),
            text("to reach each element", x: x, y: y + 28, size: 11, fill: faintInk),
            #"<rect x="\#(num(x))" y="\#(num(barTop))" width="\#(num(barWidth))" height="\#(num(barHeight))" "#
                + #"rx="3" fill="url(#\#(gradientID))"/>"#,
        ]
        for tick in ticks(maxSeconds) {
            let ty = barTop + barHeight * min(tick / maxSeconds, 1)
            lines.append(#"<line x1="\#(num(x + barWidth))" y1="\#(num(ty))" x2="\#(num(x + barWidth + 4))" "#
                + #"y2="\#(num(ty))" stroke="\#(faintInk)"/>"#)
            let label = tick == maxSeconds ? seconds(tick) : num(tick)
            lines.append(text("\(label) s", x: x + barWidth + 8, y: ty + 4, size: 11, fill: secondaryInk))
        }

        let swatch = #"width="30" height="20" rx="4""#
        var keyTop = barTop + barHeight + 26
        func key(_ shape: String, _ label: String, extra: String? = nil) {
            lines.append(#"<rect x="\#(num(x))" y="\#(num(keyTop))" \#(swatch) \#(shape)/>"#)
            if let extra { lines.append(extra) }
            lines.append(text(label, x: x + 40, y: keyTop + 14, size: 11, fill: secondaryInk))
            keyTop += 28
        }
        let sample = 0.3
        key(#"fill="\#(HeatScale.color(sample))""#, "gestures to reach it",
            extra: text("3", x: x + 15, y: keyTop + 14.5, size: 12, fill: HeatScale.textColor(sample), weight: 700, anchor: "middle"))
        key(#"fill="url(#\#(hatchID))""#, "unreachable")
        key(##"fill="none" stroke="#8e8e93" stroke-opacity="0.6" stroke-dasharray="3 2""##, "not focusable")
        lines.append("</g>")
        return Legend(lines: lines, width: 150, height: keyTop - y)
    }

    /// Round values from 0 up to `maximum` (steps of 1, 2, 2.5 or 5 times a power of ten,
    /// about five of them), and `maximum` itself unless a tick already sits near it.
    package static func ticks(_ maximum: Double) -> [Double] {
        guard maximum.isFinite, maximum > 0 else { return [0] }
        let raw = maximum / 4
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
        var ticks = (0...8).map { Double($0) * step }.filter { $0 <= maximum * 1.0001 }
        if let last = ticks.last, (maximum - last) / maximum > 0.12 { ticks.append(maximum) }
        return ticks
    }
}
