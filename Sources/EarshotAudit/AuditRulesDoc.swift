import EarshotLoader
public import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// `docs/rules.md`, generated from the rules themselves: each rule's heading, details, and its
/// bad and fixed examples, grouped as the audit thinks of them. A test keeps the committed page
/// equal to this text (`RECORD_SNAPSHOTS=1` rewrites it).
public enum AuditRulesDoc {
    /// A run of rules under one `##` heading, with the words that introduce them.
    package struct Group {
        package var heading: String
        package var intro: String
        package var rules: [AuditRuleID]
    }

    static let title = """
        # Audit rules

        Every rule of `earshot audit`, with a bad and a fixed layout snippet and what VoiceOver says on each. The command, its formats, baselines and recorded findings are in [audit.md](audit.md).
        """

    package static let groups: [Group] = [
        Group(heading: "Audit rules EAR001–EAR010: what an element says", intro: #"""
            These rules look at each element VoiceOver stops on — and at those it will stop on once they are
            shown (a `hidden` dialog, content behind a modal) — and ask what a listener hears there. Every
            finding carries that speech, so the problem can be heard, not only read:

            ```
            t.yaml:5:7: warning: EAR002 label repeats its trait word "button" [play]: says "Play button. Button."
            ```

            Containers are not focus stops: a group, list or tab bar without `accessible: true` is never
            reported; its children are. A rule is silenced on one element with `audit-ignore: [EAR005]`
            (give the reason in a YAML comment).

            The snippets below are entries under a screen's `elements:`. What VoiceOver says is what
            `earshot transcript FILE --gestures "first …"` prints for them.
            """#, rules: [.labelMissing, .labelRepeatsTrait, .labelNotHuman, .duplicateName, .vagueName,
                          .hintNamesGesture, .roleMissing, .changeUnannounced, .adjustableIncomplete, .traitConflict]),
        Group(heading: "Audit rules EAR011–EAR020", intro: #"""
            What `earshot audit` checks beyond the words of a single element: headings, reading order, what
            can be reached and how cheaply, modals, rotors, touch targets, and content nobody hears.
            Each rule below has a bad layout and its fix, what VoiceOver says on each
            (`earshot transcript FILE --gestures "…"`, real output), and the finding the rule gives on the
            bad one (`path:line:column: severity: RULE message [element]: says "…"`, the element's entry
            in the file, with listening time from espeak-ng at 220 wpm; the fixed layouts give none).

            Elements are *actionable* when they have a role trait (button, link, switch, adjustable, text
            field, search field, keyboard key, tab) or activation effects or custom actions. Containers are
            not focus stops. Pair rules (EAR012, EAR017) report on each element of the pair.
            """#, rules: [.noHeading, .orderMismatch, .unreachable, .modalTrap, .deadRotor, .targetSize,
                          .overlappingTargets, .verboseStop, .deepElement, .hiddenContent]),
        Group(heading: "Audit rules EAR021–EAR022: what only SwiftUI source shows", intro: #"""
            When a screen comes from a SwiftUI `.swift` file, the import sees things no dump or layout
            can: a tap gesture on a view that is not a button, a label that is only an image's asset
            name. It marks such elements (`import-marks: [tap-gesture]`, `[asset-name]`), and these rules
            read the marks, so a layout written by `earshot import` keeps the findings. The findings point
            at the Swift line that made the element.
            """#, rules: [.tapGestureNoRole, .assetNameLabel]),
        Group(heading: "Audit rules EAR023–EAR024: Android screens", intro: #"""
            On an Android screen (a `uiautomator` or Appium dump, or a layout whose elements have a
            `role`) every rule runs in Android's terms: findings quote what TalkBack says, reach is
            planned with TalkBack's gestures, EAR001 names the missing content description, EAR003
            flags a content description that is a test id or resource name (`text-input`,
            `btn_submit`), EAR004 flags two stops TalkBack says alike (a dump does not show what they
            do), EAR016 judges targets against 48×48 dp, and EAR017 compares the dump's own pixel edges
            (views that meet at a pixel do not overlap). `--reader` hears any layout with either screen
            reader, and findings are in that reader's terms: an Android screen heard with VoiceOver is
            told in an iPhone app's. Two rules are Android's own.
            """#, rules: [.labelFromChild, .editableDescription]),
        Group(heading: "Recorded findings", intro: """
            What a tester hears in a screen-curtain session and records in the reader; it has no check and
            so no examples.
            """, rules: [.manual]),
    ]

    /// The whole page.
    public static var markdown: String {
        var blocks = [title]
        for group in groups {
            blocks.append("## " + group.heading)
            blocks.append(group.intro)
            for id in group.rules { blocks += section(id.rule) }
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// A rule's section's fragment, `ear016`: an explicit anchor before its heading, so links
    /// (SARIF's `helpUri`, the HTML report) do not depend on how a viewer slugs headings.
    public static func anchor(_ id: AuditRuleID) -> String { id.rawValue.lowercased() }

    /// One rule's blocks: anchor, heading, details, then each example.
    package static func section(_ rule: AuditRule) -> [String] {
        var blocks = [#"<a id="\#(anchor(rule.id))"></a>"#, "### \(rule.id.rawValue) \(rule.name) (\(rule.severityWords))", rule.details]
        if let android = rule.androidHelp { blocks.append("**On Android.** " + android) }
        for (word, example) in [("Bad", rule.bad), ("Fixed", rule.fixed)] {
            guard let example else { continue }
            blocks.append(example.caption.map { "**\(word).** \($0)" } ?? "**\(word)**")
            blocks.append("```yaml\n" + example.yaml + "\n```")
            if !example.after.isEmpty { blocks.append(example.after) }
        }
        return blocks
    }
}
