import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR002 label-repeats-trait: the label says a word its traits say anyway ("Play button" on a
/// button is heard as "Play button. Button.").
package enum LabelRepeatsTrait {
    package static func check(_ c: AuditContext) -> [AuditFinding] {
        c.everyStop.compactMap { i in
            let e = c.state.element(i)
            // A label that is a developer's id ("search-button") is EAR003's: one finding, about the id.
            guard let label = e.knownLabel, LabelNotHuman.problem(in: label) == nil else { return nil }
            let spoken = traitWords(c, i)
            var repeated: [String] = []
            for word in AuditWords.words(label) where spoken.contains(word) && !repeated.contains(word) {
                repeated.append(word)
            }
            guard !repeated.isEmpty else { return nil }
            let quoted = ListPhrase.join(repeated.map { "\"\($0)\"" })
            // VoiceOver speaks traits, TalkBack a role: each reader's own word for what it says.
            let word = c.navigator.verbosity.reader.auditTerms(iPhone: "trait word", android: "role word")
            return c.stopFinding(.labelRepeatsTrait, i, "label repeats its \(word)\(repeated.count > 1 ? "s" : "") \(quoted)")
        }
    }

    /// The words node `i`'s traits speak where it stands (`Tab.` in a tab bar, no `Button.` on a
    /// switch), in lower case, without qualifiers that are a fine name on their own ("Search"),
    /// plus "selected" when it is selected.
    package static func traitWords(_ c: AuditContext, _ i: Int) -> Set<String> {
        var words = Set(spokenRoles(c, i, of: c.state.element(i)).flatMap(roleWords))
        if c.state.element(i).traits.contains(.selected) { words.formUnion(AuditWords.words(TraitWords.selectedAlone)) }
        return words.subtracting(AuditWords.traitQualifiers)
    }

    /// The trait sentences `element`, standing at node `i`, says that name a role (`Button.`,
    /// `Tab.`), not a state (`On.`, `Is editing.`), in the order they are spoken.
    package static func spokenRoles(_ c: AuditContext, _ i: Int, of element: Element) -> [String] {
        let parts = Composer.Parts(element: element, context: c.navigator.context(for: i))
        return c.navigator.composer.traitWords(parts).filter(roleSentences.contains)
    }

    /// The words that name the role a trait sentence speaks: "Switch Button." names a switch, so
    /// a switch labelled "Show Close Button" (a setting about a close button) repeats nothing,
    /// while "Wi-Fi switch" does; "Button." and "Back Button." name a button.
    package static func roleWords(_ sentence: String) -> [String] {
        let words = AuditWords.words(sentence)
        let naming = words.filter { !AuditWords.traitQualifiers.contains($0) }
        guard naming.count > 1, naming.last == "button" else { return words }
        return words.filter { $0 != "button" }
    }

    package static let roleSentences: Set<String> = Set(TraitWords.table.compactMap { entry -> String? in
        if case .spoken(let text) = entry.word { return text }
        return nil
    } + [TraitWords.secureTextField, TraitWords.tab])
}
