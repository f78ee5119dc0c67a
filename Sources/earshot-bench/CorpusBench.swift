import EarshotCore
import EarshotFiles
import EarshotImport
import EarshotSources
import EarshotSwiftUI
import Foundation

/// `earshot-bench corpus DIR…`: every `.swift` file that declares a `View` under each folder (an
/// app), imported as `earshot import` imports it, and what came out: views, screens with no focus
/// stop, elements, parse errors, approximations by kind, and code names spoken (speech holding an
/// identifier-like token). Measures the SwiftUI reader on apps people wrote, not our fixtures.
enum CorpusBench {
    struct App {
        var name: String
        var files = 0, views = 0, empty = 0, stops = 0, parseErrors = 0, codeNames = 0, onPlaceholders = 0, appWords = 0, approximations = 0
        var seconds = 0.0
        var kinds: [String: Int] = [:]
        var examples: [String] = []
        var emptyScreens: [String] = []
        var errors: [String] = []
        /// Approximations' texts, counted (for `--details`).
        var whats: [String: Int] = [:]
    }

    static func run(_ folders: [String], verbose: Bool) -> [App] {
        let files = DiskFiles()
        var apps: [App] = []
        for folder in folders {
            var app = App(name: URL(fileURLWithPath: folder).lastPathComponent)
            let started = now()
            let sources = swiftFiles(under: folder)
            let appWords = CodeNames.literalTokens(sources.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) })
            for path in sources where SwiftUIViewSource().isScreenFile(path: path, head: [], files: files) {
                app.files += 1
                if verbose { FileHandle.standardError.write(Data((path + "\n").utf8)) }
                // Each folder is an app: views used by name are looked for in all of it.
                switch ScreenSources.standard.importLayout(path, options: SourceOptions(module: folder, scope: .run), files: files) {
                case .failure(let failure):
                    app.parseErrors += 1
                    app.errors.append("\(failure)")
                case .success(let imported):
                    app.approximations += imported.approximations.count
                    for a in imported.approximations {
                        app.kinds[a.kind, default: 0] += 1
                        if a.kind != "placeholder" { app.whats[a.what, default: 0] += 1 }
                    }
                    let layout: Layout
                    switch imported.layout() {
                    case .success(let read): layout = read
                    case .failure(let failure):
                        app.parseErrors += 1
                        app.errors.append("\(path): \(failure)")
                        continue
                    }
                    measure(layout, file: path, appWords: appWords, into: &app)
                }
            }
            app.seconds = Double(now() - started) / 1e9
            apps.append(app)
        }
        return apps
    }

    static func measure(_ layout: Layout, file: String, appWords: Set<String>, into app: inout App) {
        let composer = Composer()
        for screen in layout.screens {
            app.views += 1
            var stops = 0
            screen.forEachElement { e in
                guard e.accessible, !e.hidden else { return }
                stops += 1
                for utterance in composer.utterances(for: e) where !CodeNames.found(in: utterance.text).isEmpty {
                    guard !CodeNames.found(in: utterance.text, except: appWords).isEmpty else {
                        app.appWords += 1
                        continue
                    }
                    app.codeNames += 1
                    if e.placeholder { app.onPlaceholders += 1 }
                    if app.examples.count < 40 { app.examples.append((e.placeholder ? "[placeholder] " : "") + utterance.text) }
                }
            }
            app.stops += stops
            if stops == 0 {
                app.empty += 1
                app.emptyScreens.append("\(file) \(screen.id)")
            }
        }
    }

    /// Every `.swift` file under `folder`, sorted, skipping hidden folders and build products.
    static func swiftFiles(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var out: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "Pods" || name == "Carthage" || name == "DerivedData" { walker.skipDescendants(); continue }
            if name.hasSuffix(".swift") { out.append(folder + "/" + relative) }
        }
        return out.sorted()
    }

    static func print(_ apps: [App], details: Bool) {
        Swift.print("| app | files | views | empty screens | focus stops | parse errors | code names spoken (on placeholders) | the app's own names | approximations | time (s) |")
        Swift.print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        var total = App(name: "**total**")
        for app in apps {
            row(app)
            total.files += app.files; total.views += app.views; total.empty += app.empty; total.stops += app.stops
            total.parseErrors += app.parseErrors; total.codeNames += app.codeNames; total.onPlaceholders += app.onPlaceholders; total.appWords += app.appWords
            total.approximations += app.approximations; total.seconds += app.seconds
            total.kinds.merge(app.kinds, uniquingKeysWith: +)
            total.whats.merge(app.whats, uniquingKeysWith: +)
        }
        row(total)
        Swift.print("\nApproximations by kind: " + total.kinds.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        guard details else { return }
        Swift.print("\nMost common approximations (placeholders aside):")
        for (what, n) in total.whats.sorted(by: { $0.value > $1.value }).prefix(40) { Swift.print("- \(n) × \(what)") }
        for app in apps {
            Swift.print("\n## \(app.name)")
            for e in app.errors { Swift.print("- error: \(e)") }
            for s in app.emptyScreens { Swift.print("- empty: \(s)") }
            for e in app.examples { Swift.print("- code name: \(e)") }
        }
    }

    static func row(_ a: App) {
        Swift.print("| \(a.name) | \(a.files) | \(a.views) | \(a.empty) | \(a.stops) | \(a.parseErrors) | \(a.codeNames) (\(a.onPlaceholders)) | \(a.appWords) | "
                    + "\(a.approximations) | \(String(format: "%.1f", a.seconds)) |")
    }
}

/// Identifier-like tokens in speech: camelCase, `$name`, `self`, dotted names, key paths, type
/// names that are not words (`SettingsRow`), snake_case. Product names written in camel case
/// (iPhone, iCloud, YouTube) are words, and so is anything the app itself writes in a string
/// literal (an asset name, a brand, a button titled "Change isSubmitAllowed"): VoiceOver says
/// those too. What is left is a name the reader took from the code.
enum CodeNames {
    static let words = SwiftUIWords.camelCaseWords

    static func found(in text: String, except appWords: Set<String> = []) -> [String] {
        var out: [String] = []
        if text.contains("self.") || text.hasPrefix("self ") || text == "self" { out.append("self") }
        if text.contains("\\.") { out.append("key path") }
        for token in tokens(text) where !appWords.contains(token) {
            if token.hasPrefix("$") {
                if token.dropFirst().first?.isLetter == true { out.append("$") }
                continue
            }
            out += kinds(token)
        }
        return out
    }

    /// The words of `text` as this check sees them: letters, digits, `_`, `.` and a leading `$`.
    static func tokens(_ text: String) -> [String] {
        var out: [String] = []
        var token = ""
        for ch in text + " " {
            if ch.isLetter || ch.isNumber || ch == "_" || ch == "." || (ch == "$" && token.isEmpty) { token.append(ch); continue }
            if !token.isEmpty { out.append(token.trimmingCharacters(in: CharacterSet(charactersIn: "."))) }
            token = ch == "$" ? "$" : ""
        }
        return out
    }

    /// Every token written inside the string literals of `sources` (`"…"` and `"""…"""`),
    /// interpolations left out.
    static func literalTokens(_ sources: [String]) -> Set<String> {
        var out: Set<String> = []
        for source in sources {
            let chars = Array(source)
            var i = 0
            while i < chars.count {
                guard chars[i] == "\"" else { i += 1; continue }
                // Identifiers and storage keys are code's names, not words on the screen.
                let before = String(chars[max(0, i - 16)..<i]).replacingOccurrences(of: " ", with: "")
                let isName = ["Identifier(", "Storage(", "forKey:"].contains { before.hasSuffix($0) }
                let multiline = i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\""
                i += multiline ? 3 : 1
                var literal = ""
                while i < chars.count {
                    let ch = chars[i]
                    if ch == "\\", i + 1 < chars.count {
                        if chars[i + 1] == "(" {
                            // An interpolation: skip to its closing parenthesis.
                            var depth = 0
                            i += 1
                            repeat {
                                if chars[i] == "(" { depth += 1 } else if chars[i] == ")" { depth -= 1 }
                                i += 1
                            } while depth > 0 && i < chars.count
                            literal.append(" ")
                        } else {
                            i += 2
                        }
                        continue
                    }
                    if multiline ? (ch == "\"" && i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\"") : (ch == "\"" || ch == "\n") {
                        i += multiline ? 3 : 1
                        break
                    }
                    literal.append(ch)
                    i += 1
                }
                if !isName { out.formUnion(tokens(literal)) }
            }
        }
        return out
    }

    static func kinds(_ raw: String) -> [String] {
        let token = raw.trimmingCharacters(in: CharacterSet(charactersIn: "."))
        let parts = token.split(separator: ".")
        var out: [String] = []
        if parts.count > 1, parts.allSatisfy({ $0.first?.isLetter == true }), parts.contains(where: { $0.count > 1 }),
           !["com", "org", "net", "io", "app", "dev"].contains(parts.last!.lowercased()) {
            out.append("dotted name")
        }
        for part in parts.map(String.init) where !words.contains(part) {
            let letters = Array(part)
            guard let first = letters.first, first.isLetter else { continue }
            if part.contains("_"), part.contains(where: \.isLetter), !part.hasPrefix("_"), !part.hasSuffix("_") { out.append("snake_case"); continue }
            let uppers = letters.dropFirst().filter(\.isUppercase).count
            let lowers = letters.filter(\.isLowercase).count
            if first.isLowercase, uppers > 0, lowers > 1 { out.append("camelCase") }
            if first.isUppercase, uppers > 0, lowers > 1, letters.dropFirst().contains(where: \.isLowercase),
               letters.count > 1, letters[1].isLowercase { out.append("type name") }
        }
        return out
    }
}
