import EarshotLoader
package import EarshotModel
import EarshotNarration
extension Navigator {
    /// The rotor ring for the focused element.
    public var ring: [RotorItem] { RotorRing.ring(screen: screen, element: focusedElement, enabled: rotorItems, reader: verbosity.reader) }

    /// The rotor item in effect, if it is in the ring.
    package var currentRotorItem: RotorItem? {
        guard let id = rotorID else { return nil }
        return RotorRing.item(id, screen: screen, element: focusedElement, enabled: rotorItems, reader: verbosity.reader)
    }

    package mutating func rotate(by direction: Int) -> NavigatorOutput { rotate(by: direction, in: ring) }

    /// Turns the rotor through `items`, the focused element's ring.
    package mutating func rotate(by direction: Int, in items: [RotorItem]) -> NavigatorOutput {
        guard !items.isEmpty else { return NavigatorOutput() }
        let index = rotorID.flatMap { id in items.firstIndex { $0.id == id } }
        let next: Int
        if let index { next = (index + direction + items.count) % items.count }
        else { next = direction > 0 ? 0 : items.count - 1 }
        chosenRotor = items[next].id
        landingRotor = nil
        return NavigatorOutput(utterances: [composer.rotorName(items[next].name)])
    }

    /// The script shortcut `rotor=Name`: the first item of the ring with that name, in ring order.
    package mutating func selectRotor(named name: String) -> NavigatorOutput {
        guard let item = ring.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            return NavigatorOutput(utterances: [composer.notFound(.custom(name))], sounds: [.notFound])
        }
        chosenRotor = item.id
        landingRotor = nil
        return NavigatorOutput(utterances: [composer.rotorName(item.name)])
    }

    /// Flick up (previous, or increment) / down (next, or decrement) for the rotor item in effect.
    package mutating func flick(up: Bool) -> NavigatorOutput {
        guard let item = currentRotorItem else {
            if let id = rotorID { return NavigatorOutput(utterances: [composer.notFound(id)], sounds: [.notFound]) }
            return NavigatorOutput(sounds: [.boundary])
        }
        switch item.kind {
        case .adjust: return adjust(by: up ? 1 : -1)
        case .speakingRate: return changeRate(by: up ? Navigator.rateStep : -Navigator.rateStep)
        case .hints:
            verbosity.hints.toggle()
            return NavigatorOutput(utterances: [Utterance(.state, verbosity.hints ? "Hints on" : "Hints off")])
        case .actions: return stepAction(forward: !up)
        case .text(let unit): return moveInText(unit, forward: !up)
        case .elements, .items, .mark: return moveToMatch(item, forward: !up)
        }
    }

    // MARK: Moving to matches

    package mutating func moveToMatch(_ item: RotorItem, forward: Bool) -> NavigatorOutput {
        let found: Int?
        switch item.kind {
        case .elements(let filter): found = nextElement(matching: filter, forward: forward)
        case .items(let ids): found = nextListed(ids, forward: forward)
        case .mark(let mark): return moveToMark(mark, rotor: item.id, forward: forward)
        case .adjust, .actions, .text, .speakingRate, .hints: found = nil
        }
        guard let found else {
            return NavigatorOutput(utterances: [composer.notFound(item.id, forward: forward)], sounds: [.notFound])
        }
        return land(on: found)
    }

    package func nextElement(matching filter: ElementFilter, forward: Bool) -> Int? {
        let s = state
        let range = s.reachable
        let step = forward ? 1 : -1
        var i = focus.map { $0 + step } ?? (forward ? range.lowerBound : range.upperBound - 1)
        while range.contains(i) {
            let end = s.index.nodes[i].end
            let isContainer = end > i + 1
            if filter.matches(s.element(i), isContainer: isContainer) && s.isVisible(i) {
                if case .containers = filter, let inner = s.focusable(from: i, direction: 1, in: i..<end) {
                    if inner != focus { return inner }
                } else if case .containerKind = filter, let inner = s.focusable(from: i, direction: 1, in: i..<end) {
                    if inner != focus { return inner }
                } else if s.isFocusable(i) {
                    return i
                }
            }
            i += step
        }
        return nil
    }

    /// The next live item of an explicit list; dead items (missing, hidden, inaccessible) are skipped.
    package func nextListed(_ ids: [String], forward: Bool) -> Int? {
        let s = state
        let live = ids.compactMap { s.index.indexByID[$0] }.filter { s.isFocusable($0) && s.reachable.contains($0) }
        guard !live.isEmpty else { return nil }
        guard let focus, let here = live.firstIndex(of: focus) else { return forward ? live.first : live.last }
        let next = here + (forward ? 1 : -1)
        return live.indices.contains(next) ? live[next] : nil
    }

    /// Lines carrying `mark`, across the screen's text elements in reading order.
    package mutating func moveToMark(_ mark: String, rotor: RotorID, forward: Bool) -> NavigatorOutput {
        let s = state
        var matches: [TextCursor] = []
        for i in s.reachable where s.isFocusable(i) {
            for (line, text) in s.element(i).text.enumerated() where text.marks.contains(mark) {
                matches.append(TextCursor(node: i, line: line, offset: 0))
            }
        }
        let position: Int?
        if let cursor = textCursor, let here = matches.firstIndex(where: { $0.node == cursor.node && $0.line == cursor.line }) {
            position = here + (forward ? 1 : -1)
        } else if let focus {
            position = forward ? matches.firstIndex { $0.node >= focus } : matches.lastIndex { $0.node <= focus }
        } else {
            position = forward ? 0 : matches.count - 1
        }
        guard let position, matches.indices.contains(position) else {
            return NavigatorOutput(utterances: [composer.notFound(rotor, forward: forward)], sounds: [.notFound])
        }
        let target = matches[position]
        if focus != target.node {
            focus = target.node
            onFocusChanged()
        }
        textCursor = target
        let line = s.element(target.node).text[target.line].text
        return NavigatorOutput(utterances: [Utterance(.description, segments: [.text(line, .value)])])
    }

    // MARK: Adjusting

    package mutating func adjust(by direction: Int) -> NavigatorOutput {
        guard let focus, let adjustable = state.element(focus).adjustable else {
            return NavigatorOutput(utterances: [composer.notFound(.builtin(.adjustValue))], sounds: [.notFound])
        }
        guard let next = adjustable.stepped(by: direction) else {
            return NavigatorOutput(utterances: [composer.valueChange(adjustable.valueText)], sounds: [.boundary])
        }
        state.update(focus) { $0.adjustable = next }
        return NavigatorOutput(utterances: [composer.valueChange(next.valueText)])
    }

    // MARK: Actions

    /// The Actions rotor: `Activate` first, then the element's custom actions.
    package mutating func stepAction(forward: Bool) -> NavigatorOutput {
        guard let element = focusedElement, !element.actions.isEmpty else {
            return NavigatorOutput(utterances: [composer.notFound(.builtin(.actions))], sounds: [.notFound])
        }
        let names = ["Activate"] + element.actions.map(\.name)
        let next = actionIndex + (forward ? 1 : -1)
        guard names.indices.contains(next) else {
            return NavigatorOutput(utterances: [Utterance(.state, names[actionIndex])], sounds: [.boundary])
        }
        actionIndex = next
        return NavigatorOutput(utterances: [Utterance(.state, names[next])])
    }
}
