import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
import Foundation

/// The perceptually even heat scale of `earshot efficiency --svg`: viridis, dark purple for
/// "reached at once" to yellow for "the longest listen".
///
/// The stops are exact entries of the published colormap (matplotlib's `_viridis_data`, the
/// CC0 table of van der Walt and Smith): entries 0, 16, 32, … 240 and 255 of its 256, each at
/// its own position `index / 255`, with straight lines between them. Seventeen stops keep every
/// interpolated colour within one step of the full table.
public enum HeatScale {
    /// One stop: a position on the scale and an sRGB colour, channels 0 to 1.
    public struct Stop: Sendable, Equatable {
        public var t: Double
        public var red: Double, green: Double, blue: Double
    }

    /// The stops from 0 to 1, in order.
    public static let stops: [Stop] = [
        (0, 0.267004, 0.004874, 0.329415), (16, 0.282327, 0.094955, 0.417331),
        (32, 0.278826, 0.175490, 0.483397), (48, 0.258965, 0.251537, 0.524736),
        (64, 0.229739, 0.322361, 0.545706), (80, 0.199430, 0.387607, 0.554642),
        (96, 0.172719, 0.448791, 0.557885), (112, 0.149039, 0.508051, 0.557250),
        (128, 0.127568, 0.566949, 0.550556), (143, 0.120081, 0.622161, 0.534946),
        (159, 0.153894, 0.680203, 0.504172), (175, 0.239374, 0.735588, 0.455688),
        (191, 0.360741, 0.785964, 0.387814), (207, 0.506271, 0.828786, 0.300362),
        (223, 0.668054, 0.861999, 0.196293), (239, 0.835270, 0.886029, 0.102646),
        (255, 0.993248, 0.906157, 0.143936),
    ].map { Stop(t: Double($0.0) / 255, red: $0.1, green: $0.2, blue: $0.3) }

    /// The colour at `t` as `#rrggbb`; `t` is clamped to 0...1 (NaN counts as 0).
    public static func color(_ t: Double) -> String {
        let (r, g, b) = rgb(t)
        return "#" + hex(r) + hex(g) + hex(b)
    }

    /// The text colour that reads best on the fill at `t`: near-black on light fills, white on
    /// dark ones, whichever has the higher WCAG contrast ratio.
    public static func textColor(_ t: Double) -> String {
        let fill = luminance(rgb(t))
        let onWhite = contrast(1, fill)
        let onDark = contrast(luminance((darkText.r, darkText.g, darkText.b)), fill)
        return onDark > onWhite ? darkTextHex : "#ffffff"
    }

    /// The dark text colour, `#1c1c1e`.
    package static let darkTextHex = "#1c1c1e"
    package static let darkText = (r: 28.0 / 255, g: 28.0 / 255, b: 30.0 / 255)

    /// The sRGB colour at `t`, channels 0 to 1.
    package static func rgb(_ t: Double) -> (Double, Double, Double) {
        let t = t.isNaN ? 0 : min(max(t, 0), 1)
        guard let upper = stops.firstIndex(where: { $0.t >= t }), upper > 0 else {
            let first = stops[0]
            return (first.red, first.green, first.blue)
        }
        let a = stops[upper - 1], b = stops[upper]
        let f = (t - a.t) / (b.t - a.t)
        return (a.red + (b.red - a.red) * f, a.green + (b.green - a.green) * f, a.blue + (b.blue - a.blue) * f)
    }

    /// Relative luminance (WCAG 2) of an sRGB colour.
    package static func luminance(_ c: (Double, Double, Double)) -> Double {
        func linear(_ v: Double) -> Double {
            v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.0) + 0.7152 * linear(c.1) + 0.0722 * linear(c.2)
    }

    /// WCAG contrast ratio of two luminances.
    package static func contrast(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    private static func hex(_ channel: Double) -> String {
        let value = Int((min(max(channel, 0), 1) * 255).rounded())
        let digits = "0123456789abcdef".map { $0 }
        return String([digits[value / 16], digits[value % 16]])
    }
}

