import EarshotLoader
public import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
import Foundation

/// Choosing rules by what a person types in `--rules` / `--skip-rules`.
extension AuditRules {
    /// The rule ids a list names: each item an id (`EAR005`) or a name (`vague-name`), any case,
    /// items separated by commas or given one by one. Unknown items are all reported, each with
    /// the closest id or name ("did you mean").
    public static func ids(in items: [String]) -> Result<Set<AuditRuleID>, UnknownAuditRules> {
        var ids: Set<AuditRuleID> = []
        var unknown: [String] = []
        let words = items.flatMap { $0.split(separator: ",") }
            .map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        for word in words {
            if let rule = all.first(where: { $0.id.rawValue.lowercased() == word.lowercased() || $0.name == word.lowercased() }) {
                ids.insert(rule.id)
            } else {
                let suggestion = Suggest.closest(word, among: all.map(\.id.rawValue) + all.map(\.name))
                unknown.append("unknown rule '\(word)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""))
            }
        }
        return unknown.isEmpty ? .success(ids) : .failure(UnknownAuditRules(messages: unknown))
    }

    /// The rules a run checks, in id order: `only` (nil: every rule) less `skip`.
    public static func selected(only: Set<AuditRuleID>?, skip: Set<AuditRuleID>) -> [AuditRule] {
        all.filter { (only?.contains($0.id) ?? true) && !skip.contains($0.id) }
    }

    /// `EAR001`–`EAR024`, `EAR900`: the span of ids, for messages.
    package static var idSpan: String {
        let automatic = all.filter { $0.id != .manual }.map(\.id.rawValue)
        return "\(automatic.first ?? "")–\(automatic.last ?? "") and \(RecordedFinding.rule.rawValue)"
    }
}

/// Items of a rule list that name no rule.
public struct UnknownAuditRules: Error, Sendable, CustomStringConvertible {
    /// One message per unknown item: `unknown rule 'EAR02' (did you mean 'EAR002'?)`.
    public var messages: [String]
    public var description: String {
        messages.joined(separator: "; ") + "; rules are \(AuditRules.idSpan), or their names (label-missing)"
    }
}
