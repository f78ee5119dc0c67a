import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
import Foundation

/// Frames as dumps write them.
package enum DumpFrame {
    /// The frame at the start of `text`: `{{x, y}, {w, h}}` (NSStringFromCGRect: classic
    /// debugDescription, idb's `AXFrame`) or `{x, y, w, h}` (Xcode 26's debugDescription), with
    /// the number of characters it takes; `nil` when `text` does not start with a whole frame.
    package static func parse(_ text: Substring) -> (rect: Rect, length: Int)? {
        guard text.first == "{" else { return nil }
        var depth = 0, opened = 0, length = 0
        var end: Substring.Index?
        for index in text.indices {
            length += 1
            let c = text[index]
            if c == "{" { depth += 1; opened += 1 }
            if c == "}" { depth -= 1 }
            if depth == 0 { end = index; break }
            if depth > 2 { return nil }
        }
        guard let end else { return nil }
        let body = text[text.startIndex...end]
        // Classic: three braces, `{{x, y}, {w, h}}`; new: one, `{x, y, w, h}`.
        guard opened == 3 || opened == 1 else { return nil }
        if opened == 3 {
            let tight = body.filter { !$0.isWhitespace }
            guard tight.hasPrefix("{{"), tight.hasSuffix("}}"), tight.contains("},{") else { return nil }
        }
        let numbers = body.split(whereSeparator: { "{},".contains($0) })
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard numbers.count == 4 else { return nil }
        let values = numbers.compactMap(Double.init)
        guard values.count == 4 else { return nil }
        return (Rect(x: values[0], y: values[1], width: values[2], height: values[3]), length)
    }

    /// A frame fit for a layout: finite, within the loader's bounds, sizes not negative, and
    /// rounded to a tenth of a point. WebDriverAgent's `-1, -1, 0, 0` (an infinite frame) is none.
    package static func clean(_ rect: Rect?) -> Rect? {
        guard let r = rect else { return nil }
        let all = [r.x, r.y, r.width, r.height]
        guard all.allSatisfy(\.isFinite), all.allSatisfy({ abs($0) <= LayoutKeys.maxPoints }) else { return nil }
        if r.x == -1, r.y == -1, r.width == 0, r.height == 0 { return nil }
        func round(_ v: Double) -> Double { (v * 10).rounded() / 10 }
        return Rect(x: round(r.x), y: round(r.y), width: max(0, round(r.width)), height: max(0, round(r.height)))
    }
}
