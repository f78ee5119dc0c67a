/// What an app's `Info.plist` says once Xcode builds it, read from the project's build settings
/// (`project.pbxproj`, an XcodeGen `project.yml`, `.xcconfig` files): its version
/// (`MARKETING_VERSION` → `CFBundleShortVersionString`), its build (`CURRENT_PROJECT_VERSION` →
/// `CFBundleVersion`) and its display name. Where targets disagree (an app and its widget), the
/// value most of them set is taken; a setting made of other settings (`$(BASE)`) is left out.
enum SwiftUIAppInfo {
    /// Build settings → the `Info.plist` keys they fill.
    static let settings: [(setting: String, key: String)] = [
        ("MARKETING_VERSION", "CFBundleShortVersionString"),
        ("CURRENT_PROJECT_VERSION", "CFBundleVersion"),
        ("INFOPLIST_KEY_CFBundleDisplayName", "CFBundleDisplayName"),
    ]
    /// Lines read per file at most.
    static let maxLines = 200_000

    /// The `Info.plist` values the project files' text sets, by key.
    static func values(_ texts: [String]) -> [String: String] {
        var counts: [String: [String: Int]] = [:]
        for text in texts {
            for line in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(maxLines) {
                guard let (setting, value) = assignment(line), let key = settings.first(where: { $0.setting == setting })?.key else { continue }
                counts[key, default: [:]][value, default: 0] += 1
            }
        }
        return counts.mapValues { seen in
            seen.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key ?? ""
        }
    }

    /// `MARKETING_VERSION = 1.2;` (a project, an `.xcconfig`) or `MARKETING_VERSION: 1.2` (YAML):
    /// the setting and its value, unquoted; nil for any other line or a value made of settings.
    static func assignment(_ line: Substring) -> (String, String)? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard let sign = trimmed.firstIndex(where: { $0 == "=" || $0 == ":" }) else { return nil }
        let setting = trimmed[..<sign].trimmingSpaces
        guard !setting.isEmpty, setting.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        var value = trimmed[trimmed.index(after: sign)...].trimmingSpaces
        if value.hasSuffix(";") { value = String(value.dropLast()).trimmingSpaces }
        if value.count >= 2, value.first == "\"" || value.first == "'", value.last == value.first {
            value = String(value.dropFirst().dropLast())
        }
        guard !value.isEmpty, !value.contains("$"), value.count <= 100 else { return nil }
        return (setting, value)
    }
}

extension StringProtocol {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}

extension SwiftUIEvaluator {
    /// The type of `Bundle.main.infoDictionary`, whose keys `infoValue` reads.
    static let infoDictionaryType = "Info.plist"

    var infoDictionary: SwiftUIValue { .instance(type: Self.infoDictionaryType, fields: [:]) }

    /// `Bundle.main.infoDictionary?["CFBundleShortVersionString"]`: what the project sets, else
    /// a placeholder named after the key.
    func infoValue(_ key: String) -> SwiftUIValue {
        if let value = evaluation.appInfo[key] { return .text(value, placeholder: false, localizable: false) }
        return .placeholder(key == "CFBundleShortVersionString" ? "version" : key == "CFBundleVersion" ? "build" : "value")
    }
}
