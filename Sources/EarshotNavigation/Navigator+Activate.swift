import EarshotLoader
package import EarshotModel
import EarshotNarration
extension Navigator {
    /// Double tap: switches toggle, text fields start editing, effects run in order.
    package mutating func activate() -> NavigatorOutput {
        guard let focus else { return NavigatorOutput(sounds: [.boundary]) }
        let element = state.element(focus)
        var output = NavigatorOutput(sounds: [.activate])
        if rotorID == .builtin(.actions), actionIndex > 0, element.actions.indices.contains(actionIndex - 1) {
            apply(element.actions[actionIndex - 1].effects, from: focus, into: &output)
            sayStateChange(of: focus, from: element, into: &output)
            return output
        }
        if element.traits.contains(.notEnabled) { return output }
        if element.traits.contains(.switchButton) {
            state.update(focus) { $0.value = $0.value == "1" ? "0" : "1" }
        }
        if element.traits.contains(.textField) && !editing {
            // Editing starts: the description again with "Is editing.", and the editing hint.
            editing = true
            output.utterances += describe(focus)
        }
        apply(element.onActivate, from: focus, into: &output)
        sayStateChange(of: focus, from: element, into: &output)
        return output
    }

    /// When activation changed the focused element's own value or selection, its new state is
    /// heard right after the activation sound, as VoiceOver re-reads a stepper or a toggled cell.
    package mutating func sayStateChange(of node: Int, from before: Element, into output: inout NavigatorOutput) {
        guard self.focus == node, !editing else { return }
        let after = state.element(node)
        if after.traits.contains(.switchButton), after.value != before.value {
            output.utterances.insert(composer.state(of: after), at: 0)
        } else if after.traits.contains(.selected) != before.traits.contains(.selected) {
            output.utterances.insert(composer.state(of: after), at: 0)
        } else if after.effectiveValue != before.effectiveValue, let value = after.effectiveValue, !value.isEmpty {
            output.utterances.insert(composer.valueChange(value), at: 0)
        }
    }

    /// Two-finger scrub: stop editing, or the element's (or an ancestor's) escape effects, or back.
    package mutating func escape() -> NavigatorOutput {
        if editing, let focus {
            editing = false
            return NavigatorOutput(utterances: describe(focus))
        }
        var current = focus
        while let c = current {
            let effects = state.element(c).onEscape
            if !effects.isEmpty {
                var output = NavigatorOutput()
                apply(effects, from: c, into: &output)
                return output
            }
            current = state.index.nodes[c].parent
        }
        if !history.isEmpty { return goBack() }
        return NavigatorOutput(sounds: [.boundary])
    }

    /// Two-finger double tap: activates the screen's media element (`startsMediaSession`), if any.
    package mutating func magicTap() -> NavigatorOutput {
        let s = state
        guard let media = s.reachable.first(where: { s.isFocusable($0) && s.element($0).traits.contains(.startsMediaSession) })
        else { return NavigatorOutput(sounds: [.boundary]) }
        var output = NavigatorOutput(sounds: [.activate])
        apply(s.element(media).onActivate, from: media, into: &output)
        return output
    }

    package mutating func goBack() -> NavigatorOutput {
        guard let (ref, focusNode) = history.popLast() else { return NavigatorOutput(sounds: [.boundary]) }
        let id = focusNode.flatMap { screens[ref]?.element($0).id }
        return show(ref, focusID: id, pushHistory: false)
    }

    /// Runs effects in order; `source` is the element they belong to.
    package mutating func apply(_ effects: [Effect], from source: Int, into output: inout NavigatorOutput) {
        defer {
            // A layout change that hid the focused element moves focus to the first element.
            if let focus, !state.isFocusable(focus) || !state.reachable.contains(focus) {
                self.focus = nil
                if let again = initialFocus() { output.utterances += land(on: again).utterances }
            }
        }
        for effect in effects {
            switch effect {
            case .announce(let text):
                output.utterances.append(composer.announcement(text))
            case .goto(let target):
                let path = target.file.flatMap { LayoutPaths.resolve($0, from: current.path) } ?? current.path
                let screenID = target.screen ?? workspace.layouts[path]?.screens.first?.id ?? ""
                let shown = show(ScreenRef(path: path, screen: screenID), focusID: target.focus, pushHistory: true)
                output.sounds += shown.sounds
                output.utterances += shown.utterances
                return  // the rest belonged to the screen that is gone
            case .back:
                let shown = goBack()
                output.sounds += shown.sounds
                output.utterances += shown.utterances
                return
            case .focus(let id):
                if let i = state.index.indexByID[id], state.isFocusable(i) { output.utterances += land(on: i).utterances }
            case .show(let id):
                guard let i = state.index.indexByID[id] else { continue }
                state.update(i) { $0.hidden = false }
                if state.element(i).modal {
                    let presenter = focus ?? source
                    if !(i..<state.index.nodes[i].end).contains(presenter) { presenters[current, default: [:]][i] = presenter }
                    if let inner = state.focusable(from: i, direction: 1, in: i..<state.index.nodes[i].end) {
                        output.utterances += land(on: inner).utterances
                    }
                }
            case .hide(let id):
                guard let i = state.index.indexByID[id] else { continue }
                state.update(i) { $0.hidden = true }
                // A sheet, alert or dialog closing gives focus back to what presented it.
                if let presenter = presenters[current]?.removeValue(forKey: i), state.isFocusable(presenter),
                   state.reachable.contains(presenter), focus.map({ (i..<state.index.nodes[i].end).contains($0) || !state.isFocusable($0) }) ?? true {
                    output.utterances += land(on: presenter).utterances
                }
            case .toggleSelected(let of):
                let target = of.flatMap { state.index.indexByID[$0] } ?? source
                state.update(target) { $0.traits.formSymmetricDifference(.selected) }
            case .selectInGroup:
                let parent = state.index.nodes[source].parent
                for sibling in state.index.children(of: parent) {
                    state.update(sibling) { e in
                        if sibling == source { e.traits.insert(.selected) } else { e.traits.remove(.selected) }
                    }
                }

            case .set(let id, let value):
                guard let i = state.index.indexByID[id] else { continue }
                state.update(i) { e in
                    switch value {
                    case .number(let n):
                        if var a = e.adjustable { a.value = min(a.max, max(a.min, n)); e.adjustable = a }
                        else { e.value = Adjustable.number(n) }
                    case .text(let t):
                        if var a = e.adjustable, let index = a.options.firstIndex(of: t) {
                            a.value = Double(index); e.adjustable = a
                        } else { e.value = t }
                    }
                }
            }
        }
    }
}
