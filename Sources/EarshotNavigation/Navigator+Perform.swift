import EarshotLoader
public import EarshotModel
package import EarshotNarration
extension Navigator {
    /// Performs one gesture: the navigator moves on, and says what VoiceOver would.
    public mutating func perform(_ gesture: Gesture) -> NavigatorOutput { perform(gesture, ring: nil) }

    /// As `perform(_:)`, the focused element's rotor ring already worked out when `known` is
    /// given: the planner keeps one per focus, and rotates through it from every rotor state.
    package mutating func perform(_ gesture: Gesture, ring known: [RotorItem]?) -> NavigatorOutput {
        if gesture != .continueReading && gesture != .pause { readingAll = false }
        if gesture != .pause { paused = false }
        switch gesture {
        case .next: return move(by: 1)
        case .previous: return move(by: -1)
        case .first: return jump(toEnd: false)
        case .last: return jump(toEnd: true)
        case .up: return flick(up: true)
        case .down: return flick(up: false)
        case .rotorNext: return rotate(by: 1, in: known ?? ring)
        case .rotorPrevious: return rotate(by: -1, in: known ?? ring)
        case .selectRotor(let name): return selectRotor(named: name)
        case .activate: return activate()
        case .escape: return escape()
        case .magicTap: return magicTap()
        case .readAll: return startReading(fromTop: true)
        case .readFromHere: return startReading(fromTop: false)
        case .continueReading: return continueReading()
        case .pause:
            paused.toggle()
            return NavigatorOutput(control: paused ? .pause : .resume)
        case .touch(let x, let y): return touch(x: x, y: y)
        case .quickNav(let kind, let forward):
            return moveToMatch(RotorItem(kind.rotor, kind: .elements(.quickNav(kind))), forward: forward)
        case .curtain, .help: return NavigatorOutput(control: .none)
        case .rateUp: return changeRate(by: Navigator.rateStep)
        case .rateDown: return changeRate(by: -Navigator.rateStep)
        case .type(let text): return type(text)
        }
    }

    // MARK: Swipes

    package mutating func move(by direction: Int) -> NavigatorOutput {
        let range = state.reachable
        guard let focus, range.contains(focus) else {
            return initialFocus().map { land(on: $0) } ?? NavigatorOutput(sounds: [.boundary])
        }
        guard let next = state.focusable(from: focus + direction, direction: direction, in: range) else {
            return NavigatorOutput(sounds: [.boundary])
        }
        return land(on: next)
    }

    package mutating func jump(toEnd: Bool) -> NavigatorOutput {
        let range = state.reachable
        let start = toEnd ? range.upperBound - 1 : range.lowerBound
        guard let target = state.focusable(from: start, direction: toEnd ? -1 : 1, in: range) else {
            return NavigatorOutput(sounds: [.boundary])
        }
        return land(on: target)
    }

    /// Explore by touch: the deepest focusable element under the point.
    package mutating func touch(x: Double, y: Double) -> NavigatorOutput {
        let s = state
        let range = s.reachable
        // Geometry first: it is cheap, and few nodes contain the point.
        for i in range.reversed() {
            if let frame = s.index.nodes[i].frame, frame.contains(x: x, y: y), s.isFocusable(i) { return land(on: i) }
        }
        return NavigatorOutput(sounds: [.boundary])
    }

    // MARK: Read-all

    package mutating func startReading(fromTop: Bool) -> NavigatorOutput {
        let start = fromTop ? state.focusable(from: state.reachable.lowerBound, direction: 1, in: state.reachable) : focus
        guard let start else { return NavigatorOutput(sounds: [.boundary]) }
        focus = start
        onFocusChanged()
        readingAll = true
        var output = NavigatorOutput(utterances: readAllUtterances(start))
        output.continuesReading = true
        return output
    }

    package mutating func continueReading() -> NavigatorOutput {
        guard readingAll, let focus,
              let next = state.focusable(from: focus + 1, direction: 1, in: state.reachable) else {
            readingAll = false
            return NavigatorOutput(control: .append)
        }
        self.focus = next
        onFocusChanged()
        var output = NavigatorOutput(utterances: readAllUtterances(next), control: .append)
        output.continuesReading = true
        return output
    }

    /// Read-all speaks descriptions only, as VoiceOver does.
    package func readAllUtterances(_ i: Int) -> [Utterance] { describe(i).filter { $0.kind != .hint } }

    // MARK: Settings

    package mutating func changeRate(by delta: Int) -> NavigatorOutput {
        let next = min(VoiceProfile.rateRange.upperBound, max(VoiceProfile.rateRange.lowerBound, rate + delta))
        let atBound = next == rate
        rate = next
        return NavigatorOutput(utterances: [composer.rate(rate)], sounds: atBound ? [.boundary] : [])
    }

    package mutating func type(_ text: String) -> NavigatorOutput {
        guard editing, let focus else { return NavigatorOutput() }
        state.update(focus) { $0.type(text) }
        // A secure field never echoes what is typed: one "bullet" a character, as it draws them.
        let secure = state.element(focus).isSecure
        return NavigatorOutput(utterances: text.map {
            composer.echo(secure ? TraitWords.secureEcho : Navigator.spokenCharacter($0))
        })
    }

    /// The gesture as transcripts, lab paths and findings may record it: text typed into a
    /// secure field becomes one bullet a character (replaying it types as many).
    public func recordable(_ gesture: Gesture) -> Gesture {
        guard case .type(let text) = gesture, editing, let focus, state.element(focus).isSecure else { return gesture }
        return .type(String(repeating: TraitWords.secureBullet, count: text.count))
    }

    package static func spokenCharacter(_ c: Character) -> String {
        switch c {
        case " ": return "space"
        case "\n": return "new line"
        case ".": return "period"
        case ",": return "comma"
        default: return String(c)
        }
    }
}
