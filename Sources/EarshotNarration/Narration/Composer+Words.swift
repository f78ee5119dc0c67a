import EarshotLoader
import EarshotModel
extension Composer {
    /// A description under construction: segments that join with single spaces.
    package struct Words {
        package var segments: [Utterance.Segment] = []

        package var isEmpty: Bool { segments.isEmpty }

        package mutating func add(_ text: String, _ role: Utterance.Role) { segments.append(.text(text, role)) }

        /// Changes the last text segment (`Label` → `Label:`).
        package mutating func appendToLast(_ suffix: String) {
            guard let i = segments.lastIndex(where: { if case .text = $0 { true } else { false } }),
                  case .text(let text, let role) = segments[i] else { return }
            segments[i] = .text(text + suffix, role)
        }

        package mutating func prefixFirst(_ prefix: String) {
            guard let i = segments.firstIndex(where: { if case .text = $0 { true } else { false } }),
                  case .text(let text, let role) = segments[i] else { return }
            segments[i] = .text(prefix + text, role)
        }

        /// Ends what is there with a period, before more sentences follow (a label that already
        /// ends a sentence, `Ready?`, keeps its own mark).
        package mutating func endSentence() {
            guard let i = segments.lastIndex(where: { if case .text = $0 { true } else { false } }),
                  case .text(let text, let role) = segments[i], let last = text.last, !".!?…".contains(last) else { return }
            segments[i] = .text(text + ".", role)
        }
    }
}
