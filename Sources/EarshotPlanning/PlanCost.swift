import EarshotModel
public import EarshotNarration
package import EarshotNavigation
/// What the planner minimises.
public enum PlanCost {
    /// The number of gestures (breadth-first).
    case gestures
    /// Listening time: the seconds `length` gives for each utterance a gesture speaks, hints
    /// left out (a listener moves on before them). Ties go to fewer gestures.
    case seconds(_ length: (Utterance) -> Double)

    /// A path's cost so far: what is minimised first, then the gesture count.
    package struct Value: Comparable {
        package var primary: Double
        package var gestures: Int32
        package var seconds: Double

        package static let zero = Value(primary: 0, gestures: 0, seconds: 0)

        package static func < (a: Value, b: Value) -> Bool {
            a.primary != b.primary ? a.primary < b.primary : a.gestures < b.gestures
        }
        package static func == (a: Value, b: Value) -> Bool { a.primary == b.primary && a.gestures == b.gestures }

        /// This value extended by one gesture whose own cost (`adding` to `.zero`) is `delta`.
        package func extended(by delta: Value) -> Value {
            Value(primary: primary + delta.primary, gestures: gestures + 1, seconds: seconds + delta.seconds)
        }
    }

    /// `value` extended by one gesture that said `output`.
    package func adding(_ output: NavigatorOutput, to value: Value) -> Value {
        switch self {
        case .gestures:
            return Value(primary: value.primary + 1, gestures: value.gestures + 1, seconds: 0)
        case .seconds(let length):
            var spoken = 0.0
            for utterance in output.utterances where utterance.kind != .hint { spoken += length(utterance) }
            return Value(primary: value.primary + spoken, gestures: value.gestures + 1, seconds: value.seconds + spoken)
        }
    }
}
