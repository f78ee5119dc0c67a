import EarshotLoader
import EarshotModel
package import EarshotNarration
import EarshotNavigation
import EarshotPlanning
import Foundation

/// SARIF 2.1.0 (OASIS), in the shape GitHub code scanning accepts: one run, every rule in
/// `tool.driver.rules` with its help in the terms of the readers the findings were heard with,
/// each result with a level, a message that says what the reader says, a relative physical location and a `partialFingerprints` entry that survives
/// lines moving.
extension AuditFormat {
    package static let sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The `partialFingerprints` key: a hash of rule, file and element id.
    public static let fingerprintKey = "earshot/v1"

    package static func sarif(_ report: AuditReport, context: Context) -> String {
        let index = Dictionary(AuditRules.all.enumerated().map { ($1.id, $0) }) { first, _ in first }
        var seen: [String: Int] = [:]
        let results = report.listed.map { f -> SARIF.Result in
            let uri = AuditPath.uri(AuditPath.relative(f.path, to: context.currentDirectory))
            // The same rule on the same element twice (a rotor with two dead items) gets its
            // own fingerprint: the nth repeat carries `:n`.
            let hash = fingerprint(rule: f.rule.rawValue, uri: uri, element: f.element)
            let repeats = seen[hash, default: 0]
            seen[hash] = repeats + 1
            var text = f.message
            if let element = f.element { text += " [\(element)]" }
            if let speech = f.speech { text += ". \(f.reader.name) says: \"\(speech)\"" }
            return SARIF.Result(
                ruleId: f.rule.rawValue, ruleIndex: index[f.rule], level: level(f.severity), message: SARIF.Message(text: text),
                locations: [SARIF.Location(physicalLocation: SARIF.PhysicalLocation(
                    artifactLocation: SARIF.ArtifactLocation(uri: uri, uriBaseId: context.uriBaseId),
                    region: SARIF.Region(startLine: max(1, f.line), startColumn: max(1, f.column))))],
                relatedLocations: f.screens.count > 1 ? f.screens.enumerated().map { n, screen in
                    SARIF.RelatedLocation(id: n + 1, physicalLocation: SARIF.ArtifactOnly(artifactLocation: SARIF.ArtifactLocation(
                        uri: AuditPath.uri(AuditPath.relative(screen.path, to: context.currentDirectory)), uriBaseId: context.uriBaseId)),
                        message: SARIF.Message(text: "heard on screen \(screen.screen)"))
                } : nil,
                partialFingerprints: [fingerprintKey: repeats == 0 ? hash : "\(hash):\(repeats)"],
                properties: SARIF.ResultProperties(element: f.element, speech: f.speech, screens: f.screens.isEmpty ? nil : f.screens.map(\.screen)))
        }
        // The rules in the terms of the readers the findings were heard with (with none, VoiceOver's, as the rules page).
        let heard = readers(report.findings)
        let terms = heard.isEmpty ? [ReaderName.rulesPage.reader] : heard
        let driver = SARIF.Driver(name: "earshot", informationUri: context.informationUri, version: context.toolVersion,
                                  rules: AuditRules.all.map { descriptor($0, helpUri: context.helpUri($0.id), heardWith: terms) })
        let log = SARIF.Log(schema: sarifSchema, version: "2.1.0",
                            runs: [SARIF.Run(tool: SARIF.Tool(driver: driver), results: results,
                                             originalUriBaseIds: context.uriBaseId.map { [$0: SARIF.BaseURI(description: SARIF.Message(
                                                 text: "The repository root: every path in this log is relative to it."))] })])
        return JSONOutput.pretty(log) + "\n"
    }

    /// SARIF's levels are our severities' names; kept as an explicit table all the same.
    package static func level(_ severity: AuditSeverity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// A rule as SARIF describes it, in the terms of `readers` (the readers its findings were heard with).
    package static func descriptor(_ rule: AuditRule, helpUri: String? = nil,
                                   heardWith readers: [any ScreenReader]) -> SARIF.ReportingDescriptor {
        let summary = summaries(rule, heardWith: readers).joined(separator: " ")
        let fix = fixes(rule, heardWith: readers).joined(separator: " ")
        return SARIF.ReportingDescriptor(
            id: rule.id.rawValue, name: rule.name,
            shortDescription: SARIF.Message(text: summary),
            fullDescription: SARIF.Message(text: summary + " " + fix),
            helpUri: helpUri,
            help: SARIF.MultiformatMessage(
                text: "\(summary) \(fix) Sources: \(rule.anchors).", markdown: helpMarkdown(rule, heardWith: readers)),
            defaultConfiguration: SARIF.Configuration(level: level(rule.severity)),
            properties: SARIF.RuleProperties(tags: tags(rule, heardWith: readers)))
    }

    /// The rule's whole page inline, so a viewer shows it beside the alert with no link to follow:
    /// what it flags, the fix, the rules page's words and examples, and its sources.
    package static func helpMarkdown(_ rule: AuditRule, heardWith readers: [any ScreenReader]) -> String {
        let severity = distinct(readers.map(rule.severityWords(for:))).joined(separator: "; ")
        let head = "**\(rule.id.rawValue) \(rule.name)** (\(severity)): " + summaries(rule, heardWith: readers).joined(separator: " ")
        return ([head] + fixes(rule, heardWith: readers).map { "**Fix:** " + $0 } + ruleDoc(rule, heardWith: readers)
            + ["Sources: \(rule.anchors)."]).joined(separator: "\n\n")
    }

    /// `accessibility`, each reader's id (`voiceover`), and one `wcag-X.Y.Z` per WCAG criterion the rule cites.
    package static func tags(_ rule: AuditRule, heardWith readers: [any ScreenReader]) -> [String] {
        var tags = ["accessibility"] + readers.map(\.id)
        if let range = rule.anchors.range(of: "WCAG ") {
            let cited = rule.anchors[range.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "," || $0 == " " }
            tags += cited.split(separator: ",").map { "wcag-" + $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0 != "wcag-" }
        }
        return tags
    }

    /// FNV-1a (64-bit) over rule, file and element id, as 16 hex digits: stable when lines move,
    /// new when the element is renamed or moves to another file.
    public static func fingerprint(rule: String, uri: String, element: String?) -> String {
        fnv1a64(rule + "\u{0}" + uri + "\u{0}" + (element ?? ""))
    }

    /// FNV-1a, 64 bits, of the UTF-8 of `text`, as 16 lowercase hex digits.
    package static func fnv1a64(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// The parts of SARIF 2.1.0 Earshot writes, named as the standard names them.
package enum SARIF {
    package struct Log: Encodable {
        package var schema: String
        package var version: String
        package var runs: [Run]
        package enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }

    package struct Run: Encodable {
        package var tool: Tool
        package var results: [Result]
        /// Where relative paths start: named, never given as an absolute path of this machine
        /// (code scanning resolves it to the checkout).
        package var originalUriBaseIds: [String: BaseURI]?
        /// Columns count Unicode scalars, as the loader's locations do.
        package var columnKind = "unicodeCodePoints"
    }

    package struct BaseURI: Encodable { var description: Message }

    package struct Tool: Encodable { var driver: Driver }

    package struct Driver: Encodable {
        package var name: String
        package var informationUri: String?
        package var version: String
        package var rules: [ReportingDescriptor]
    }

    package struct ReportingDescriptor: Encodable {
        package var id: String
        package var name: String
        package var shortDescription: Message
        package var fullDescription: Message
        /// The rule's section of the rules page at the address `--docs-url` gives (SARIF requires an
        /// absolute URI); left out without one.
        package var helpUri: String?
        package var help: MultiformatMessage
        package var defaultConfiguration: Configuration
        package var properties: RuleProperties
    }

    package struct Message: Encodable { var text: String }
    package struct MultiformatMessage: Encodable { var text: String; var markdown: String }
    package struct Configuration: Encodable { var level: String }
    package struct RuleProperties: Encodable { var tags: [String] }

    package struct Result: Encodable {
        package var ruleId: String
        package var ruleIndex: Int?
        package var level: String
        package var message: Message
        package var locations: [Location]
        package var relatedLocations: [RelatedLocation]?
        package var partialFingerprints: [String: String]
        package var properties: ResultProperties
    }

    package struct RelatedLocation: Encodable { var id: Int; var physicalLocation: ArtifactOnly; var message: Message }
    package struct ArtifactOnly: Encodable { var artifactLocation: ArtifactLocation }

    package struct Location: Encodable { var physicalLocation: PhysicalLocation }
    package struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region }
    package struct ArtifactLocation: Encodable { var uri: String; var uriBaseId: String? }
    package struct Region: Encodable { var startLine: Int; var startColumn: Int }
    /// The element's id and what VoiceOver says there, for tools that read more than the message.
    package struct ResultProperties: Encodable { var element: String?; var speech: String?; var screens: [String]? }
}
