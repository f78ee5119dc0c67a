import Foundation

/// An adjustable control (`.adjustable`): flick up increments, flick down decrements.
public struct Adjustable: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable { case rating, stepper, slider, picker, values }
    /// How a picker shows its options: a pop-up `menu` (a button whose value is the option, the
    /// default) or a `wheel` (UIPickerView, UIDatePicker's wheels), whose items VoiceOver calls
    /// `Picker Item.` and counts (`2 of 3.`).
    public enum Style: String, Sendable, CaseIterable { case menu, wheel }
    public var kind: Kind
    public var style: Style = .menu
    public var min: Double
    public var max: Double
    public var value: Double
    public var step: Double
    /// Stepper value format with a `{value}` placeholder.
    public var format: String
    /// Options of a picker, strings of a values list.
    public var options: [String]

    public init(kind: Kind, min: Double = 0, max: Double = 0, value: Double = 0, step: Double = 1,
                format: String = "{value}", options: [String] = []) {
        self.kind = kind; self.min = min; self.max = max; self.value = value
        self.step = step; self.format = format; self.options = options
    }

    /// The value as VoiceOver speaks it (`accessibilityValue`).
    public var valueText: String {
        switch kind {
        case .rating: return "\(Adjustable.number(value)) out of \(Adjustable.number(max))"
        case .stepper: return format.replacingOccurrences(of: "{value}", with: Adjustable.number(value))
        case .slider:
            let span = max - min
            let percent = span > 0 ? ((value - min) / span * 100).rounded() : 0
            return "\(Adjustable.number(percent))%"
        case .picker, .values:
            let index = Int(value)
            return options.indices.contains(index) ? options[index] : ""
        }
    }

    /// A wheel's place: the selected option's 1-based position and how many options there are,
    /// when the options are all known (a `picker`; a `values` list imported from a dump may hold
    /// only the value shown).
    public var wheelPosition: (index: Int, count: Int)? {
        guard style == .wheel, kind == .picker, options.indices.contains(Int(value)) else { return nil }
        return (Int(value) + 1, options.count)
    }

    /// Moves one step up (`+1`) or down (`-1`); `nil` when already at that bound.
    public func stepped(by direction: Int) -> Adjustable? {
        var next = self
        next.value = Swift.min(Swift.max(value + Double(direction) * step, min), max)
        return next.value == value ? nil : next
    }

    package static func number(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
        return String(v)
    }
}
