import EarshotLoader
public import EarshotModel
import EarshotNarration
import EarshotNavigation
public import EarshotPlanning
extension AuditFormat {
    /// What a renderer needs besides the report: who ran it, when, with what, and how it is laid
    /// out. Everything here is a value the caller decides (the date too), so a report is the same
    /// every time it is made from the same inputs.
    public struct Context: Sendable {
        /// Earshot's version, named in SARIF's `tool.driver.version` and the HTML page.
        public var toolVersion: String
        /// Where to read about the tool (SARIF's `tool.driver.informationUri`), when it has an address.
        public var informationUri: String?
        /// The absolute directory the audit ran in: SARIF locations and the HTML page's paths are
        /// made relative to it (`AuditPath.portable`).
        public var currentDirectory: String?
        /// The public address of the rules' documentation (`--docs-url`), without a fragment:
        /// SARIF's `helpUri` and the HTML page's links point at each rule's section in it. Nil:
        /// no links; the rules' words are inside the report.
        public var docsURL: String?
        /// Text without the grouping by rule: one line per finding, by severity.
        public var flat: Bool
        /// The SARIF base every path is relative to (`SRCROOT`): set when the paths were made
        /// relative to the repository root.
        public var uriBaseId: String?
        /// When the report was made, in seconds since 1970 (UTC); nil leaves the date out.
        public var date: Int?
        /// The speech engine that timed what was said (`espeak-ng 1.51`).
        public var speechEngine: String?
        /// What reachability assumed the listener navigates with.
        public var input: InputMode?
        /// Who audited (`--tester`) and what was audited (`--build`).
        public var tester: String?
        public var build: String?
        /// Each audited file's kind (`layout`, `SwiftUI source`), by its path as reported.
        public var sourceKinds: [String: String]

        public init(toolVersion: String, informationUri: String? = nil, currentDirectory: String? = nil,
                    docsURL: String? = nil, flat: Bool = false, date: Int? = nil, speechEngine: String? = nil,
                    input: InputMode? = nil, tester: String? = nil, build: String? = nil, sourceKinds: [String: String] = [:]) {
            self.toolVersion = toolVersion; self.informationUri = informationUri; self.currentDirectory = currentDirectory
            self.docsURL = docsURL; self.flat = flat; self.date = date; self.speechEngine = speechEngine
            self.input = input; self.tester = tester; self.build = build; self.sourceKinds = sourceKinds
        }

        /// `docsURL#ear016`: the rule's section, when the documentation has a public address.
        public func helpUri(_ id: AuditRuleID) -> String? {
            docsURL.flatMap { AuditFormat.isWebAddress($0) ? $0 + "#" + AuditRulesDoc.anchor(id) : nil }
        }

    }

    /// Whether `text` is a web address, `http://` or `https://` and a host, with no space or
    /// control character: what `--docs-url` takes and what a report links to. Any other scheme
    /// (`javascript:`, `data:`, `file:`) would run or open something when a reader clicks it.
    public static func isWebAddress(_ text: String) -> Bool {
        let lower = text.lowercased()
        guard let prefix = ["https://", "http://"].first(where: { lower.hasPrefix($0) }) else { return false }
        let host = text.dropFirst(prefix.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !host.isEmpty && !host.hasPrefix("@")
            && !text.contains { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" || $0 == "\\" || $0 == "`" }
            && !text.unicodeScalars.contains { VisibleText.isControl($0) }
    }

    /// `2025-05-01T10:02:11Z` for seconds since 1970, in UTC, with no calendar or locale to ask.
    package static func isoDate(_ epoch: Int) -> String {
        let (year, month, day, seconds) = civil(epoch)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let y = year < 0 ? "-" + String(-year) : String(year)
        return "\(String(repeating: "0", count: max(0, 4 - y.count)))\(y)-\(two(month))-\(two(day))"
            + "T\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))Z"
    }

    /// `1 May 2025, 10:02 UTC`.
    package static func dateWords(_ epoch: Int) -> String {
        let (year, month, day, seconds) = civil(epoch)
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        let minutes = seconds / 60 % 60
        return "\(day) \(months[month - 1]) \(year), \(seconds / 3600):\(minutes < 10 ? "0" : "")\(minutes) UTC"
    }

    /// Year, month, day and seconds into the day of `epoch` (Howard Hinnant's `civil_from_days`).
    package static func civil(_ epoch: Int) -> (year: Int, month: Int, day: Int, seconds: Int) {
        let clamped = min(max(epoch, -62_135_596_800), 253_402_300_799)  // years 1 to 9999
        let days = clamped >= 0 ? clamped / 86_400 : (clamped - 86_399) / 86_400
        let seconds = clamped - days * 86_400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day, seconds)
    }
}
