import EarshotTestSupport
import Foundation
import Testing

/// What a newcomer meets first: the version, VoiceOver's gesture names, labs by name, messages
/// that say why, files that name layouts from where they sit, help with nothing internal.
extension CommandLineTests {
    @Test func versionNamesEarshotAndTheSpeechLibrary() throws {
        let r = try earshot(["--version"])
        #expect(r.status == 0 && r.out.hasPrefix("Earshot 0.") && r.out.contains("(espeak-ng "), "\(r.out)\(r.err)")
    }

    @Test func voiceOverGestureNamesWorkInTranscriptsWithDidYouMean() throws {
        let r = try earshot(["transcript", "Layouts/cowboy-hat.yaml", "--gestures", "swipe-right x3 swipe-up", "--no-audio"])
        #expect(r.status == 0 && r.out.contains("4 out of 5"), "\(r.out)\(r.err)")
        let bad = try earshot(["transcript", "Layouts/cowboy-hat.yaml", "--gestures", "next dobule-tap", "--no-audio"])
        #expect(bad.status == 2)
        #expect(bad.err.contains("gestures:1:6: error: unknown gesture 'dobule-tap' (did you mean 'double-tap', VoiceOver's name for 'activate'?)"),
                "\(bad.err)")
    }

    @Test func aBundledLabRunsByNameAndAMissingOneSaysWhy() throws {
        let r = try earshot(["lab", "image-toggle", "--gestures", "next activate", "--no-audio"])
        #expect(r.out.contains("image-toggle.yaml"), "\(r.out)\(r.err)")
        let missing = try earshot(["lab", "rate-the-hatt", "--no-audio"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("cannot read lab 'rate-the-hatt': no such file (did you mean 'rate-the-hat'?); bundled labs: "),
                "\(missing.err)")
        let folder = try earshot(["lab", "Layouts", "--no-audio"])
        #expect(folder.err.contains("cannot read lab 'Layouts': it is a directory"), "\(folder.err)")
    }

    @Test func helpNamesNoDocumentTheRepositoryLacks() throws {
        for command in [[], ["transcript"], ["audit"], ["import"], ["efficiency"], ["lab"], ["lab", "report"], ["lab", "replay"],
                        ["speak"], ["voices"], ["schema"], ["snapshot"]] {
            let r = try earshot(command + ["--help"])
            #expect(r.status == 0, "\(command)")
            #expect(WorkshopWords.found(in: r.out).isEmpty, "\(command): \(WorkshopWords.found(in: r.out))\n\(r.out)")
        }
    }

    /// The files a user opens first (the README, the docs, the bundled layouts, labs, voices,
    /// examples and schemas) speak the product's words, comments included.
    @Test func shippedFilesNameNoWorkshopWords() throws {
        var checked = 0, hits: [String] = []
        for path in try WorkshopWords.shippedFiles() {
            let url = repositoryRoot.appendingPathComponent(path)
            // Images are no words; every other shipped file is UTF-8 text.
            guard !["png", "jpg"].contains(url.pathExtension) else { continue }
            let text = try #require(String(data: try Data(contentsOf: url), encoding: .utf8), "\(path) is not UTF-8")
            checked += 1
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for word in WorkshopWords.found(in: String(line)) { hits.append("\(path):\(n + 1): \(word): \(line)") }
            }
        }
        #expect(checked > 40, "only \(checked) shipped files found")
        #expect(hits.isEmpty, "workshop words in shipped files:\n\(hits.joined(separator: "\n"))")
    }

    /// A baseline names layouts from its own folder: an audit from anywhere matches it. Old
    /// baselines, named from where the audit ran, still match from there.
    @Test func aBaselineMatchesFromAnotherDirectory() throws {
        let dir = try auditDirectory("audit-travel")
        let hat = dir + "/hat.yaml", f = dir + "/f.jsonl", baseline = dir + "/baseline.json"
        try write(record("rating", "not announced"), f)
        #expect(try earshot(["audit", hat, "--rules", "EAR900", "--findings", f, "--write-baseline", baseline]).status == 1)
        let written = String(decoding: try #require(FileManager.default.contents(atPath: baseline)), as: UTF8.self)
        #expect(written.contains("\"path\" : \"hat.yaml\""), "\(written)")
        let elsewhere = try earshot(["audit", "hat.yaml", "--rules", "EAR900", "--findings", "f.jsonl", "--baseline", "baseline.json"],
                                    directory: dir)
        #expect(elsewhere.status == 0 && elsewhere.out.contains("1 hidden by the baseline"), "\(elsewhere.out)\(elsewhere.err)")
        try write("{\"earshot-baseline\": 1, \"findings\": [{\"rule\": \"EAR900\", \"path\": \"Layouts/cowboy-hat.yaml\", \"element\": \"rating\"}]}",
                  baseline)
        try write(record("rating", "x", path: "Layouts/cowboy-hat.yaml"), f)
        let old = try earshot(["audit", "Layouts/cowboy-hat.yaml", "--rules", "EAR900", "--findings", f, "--baseline", baseline])
        #expect(old.status == 0 && old.out.contains("1 hidden by the baseline"), "\(old.out)\(old.err)")
    }

    /// A trainee's path printed as a transcript, task by task, from where each task began.
    @Test func aResultIsReplayedAsATranscript() throws {
        let report = temporary("replay.json")
        _ = try earshot(["lab", "rate-the-hat", "--gestures", "next x3 up x2 next activate", "--no-audio", "--report", report])
        let all = try earshot(["lab", "replay", report, "--no-audio"])
        #expect(all.status == 0, "\(all.err)")
        #expect(all.out.hasPrefix("# Task 1: Find the rating and give the hat four stars. (path: next x3 up)\n» next\n"), "\(all.out)")
        let second = try earshot(["lab", "replay", report, "--task", "2", "--no-audio"])
        #expect(second.out.hasPrefix("# Task 2: "), "\(second.out)")
        #expect(second.out.contains("5 out of 5") && !second.out.contains("Task 1"), "\(second.out)")
        let bad = try earshot(["lab", "replay", report, "--task", "9", "--no-audio"])
        #expect(bad.status == 2 && bad.err.contains("--task must be 1 to 3"), "\(bad.err)")
    }

    /// A result carries a fingerprint of its lab and layout files and the digest of every file
    /// read; replay names the one that changed since (the trainee heard another screen), and
    /// still replays. A result without them (written before) replays, with a note that it cannot tell.
    @Test func replayWarnsWhenTheLabOrLayoutChanged() throws {
        let root = temporary("fingerprint")
        try? FileManager.default.removeItem(atPath: root)
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let lab = try String(contentsOfFile: "Labs/rate-the-hat.yaml", encoding: .utf8)
            .replacingOccurrences(of: "../Layouts/cowboy-hat.yaml", with: "cowboy-hat.yaml")
        try lab.write(toFile: root + "/rate-the-hat.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: "Layouts/cowboy-hat.yaml", toPath: root + "/cowboy-hat.yaml")
        let report = root + "/r.json"
        let run = try earshot(["lab", root + "/rate-the-hat.yaml", "--gestures", "next x3 up", "--no-audio", "--report", report])
        #expect(run.status == 1, "\(run.err)")
        let written = try String(contentsOfFile: report, encoding: .utf8)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
        let fingerprint = try #require(doc["fingerprint"] as? String, "\(written)")
        #expect(fingerprint.hasPrefix("fnv1a64:") && fingerprint.count == 8 + 16, "\(fingerprint)")
        let same = try earshot(["lab", "replay", report, "--transcript"])
        #expect(same.status == 0 && same.err.isEmpty, "\(same.err)")
        // The layout changes: a warning at the fingerprint, and the replay still printed.
        let layout = try String(contentsOfFile: root + "/cowboy-hat.yaml", encoding: .utf8)
        try (layout + "\n# moved a button\n").write(toFile: root + "/cowboy-hat.yaml", atomically: true, encoding: .utf8)
        let changed = try earshot(["lab", "replay", report, "--transcript"])
        let at = try #require(Self.place(of: "[", in: written))
        #expect(changed.status == 0 && changed.out.hasPrefix("# Task 1: "), "\(changed.out)")
        #expect(changed.err == "\(report):\(at): warning: the session was recorded against a different cowboy-hat.yaml: it has"
            + " changed since this result was written; the replay may not be what the trainee heard\n", "\(changed.err)")
        // An older result, without a fingerprint or a list of files: replayed, with a note that
        // it cannot tell.
        var older = doc
        older["fingerprint"] = nil
        older["files"] = nil
        try JSONSerialization.data(withJSONObject: older).write(to: URL(fileURLWithPath: report))
        let old = try earshot(["lab", "replay", report, "--transcript"])
        #expect(old.status == 0 && old.err.contains(": note: this result does not list the files its run read"), "\(old.err)")
        #expect(try earshot(["lab", "report", report]).status == 0)
    }

    /// Every file the run read is listed with its digest: a changed `goto` target, which the
    /// fingerprint of the lab and its layout never covered, is named on replay.
    @Test func replayNamesAChangedGotoTarget() throws {
        let root = temporary("goto-target")
        try? FileManager.default.removeItem(atPath: root)
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try """
            earshot-lab: 1
            title: Go on
            layout: start.yaml
            tasks:
              - {say: Open the menu., goal: {screen: menu}}
            """.write(toFile: root + "/go.yaml", atomically: true, encoding: .utf8)
        try """
            earshot: 1
            screen:
              id: start
              elements:
                - {id: go, label: Menu, traits: [button], on-activate: [{goto: {file: menu.yaml}}]}
            """.write(toFile: root + "/start.yaml", atomically: true, encoding: .utf8)
        let menu = "earshot: 1\nscreen:\n  id: menu\n  elements:\n    - {id: soup, label: Soup}\n"
        try menu.write(toFile: root + "/menu.yaml", atomically: true, encoding: .utf8)
        let report = root + "/r.json"
        let run = try earshot(["lab", root + "/go.yaml", "--gestures", "activate", "--no-audio", "--report", report])
        #expect(run.status == 0, "\(run.err)")
        let written = try String(contentsOfFile: report, encoding: .utf8)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
        let files = try #require(doc["files"] as? [[String: String]], "\(written)")
        #expect(files.map { $0["path"] ?? "" } == ["go.yaml", "start.yaml", "menu.yaml"], "\(files)")
        #expect(try earshot(["lab", "replay", report, "--transcript"]).err.isEmpty)
        try (menu + "    - {id: salad, label: Salad}\n").write(toFile: root + "/menu.yaml", atomically: true, encoding: .utf8)
        let changed = try earshot(["lab", "replay", report, "--transcript"])
        #expect(changed.status == 0 && changed.err.hasPrefix(report + ":") && changed.err.hasSuffix(": warning: the session was "
            + "recorded against a different menu.yaml: it has changed since this result was written; the replay may not be what "
            + "the trainee heard\n"),
            "\(changed.err)")
    }

    /// `line:column` of the first `needle` in `text`.
    static func place(of needle: String, in text: String) -> String? {
        guard let range = text.range(of: needle) else { return nil }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return "\(line):\(column)"
    }

    /// A result's `lab` is opened only inside the result file's folder, as `goto` files are.
    @Test func aResultsLabOutsideItsFolderIsALocatedError() throws {
        let root = temporary("confined")
        try? FileManager.default.removeItem(atPath: root)
        try FileManager.default.createDirectory(atPath: root + "/results", withIntermediateDirectories: true)
        let lab = try String(contentsOfFile: "Labs/rate-the-hat.yaml", encoding: .utf8)
            .replacingOccurrences(of: "../Layouts/cowboy-hat.yaml", with: "cowboy-hat.yaml")
        try lab.write(toFile: root + "/rate-the-hat.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: "Layouts/cowboy-hat.yaml", toPath: root + "/cowboy-hat.yaml")
        let report = root + "/results/r.json"
        _ = try earshot(["lab", root + "/rate-the-hat.yaml", "--gestures", "next", "--no-audio", "--report", report])
        let written = try String(contentsOfFile: report, encoding: .utf8)
        // The result's `lab` only (the list of files read names the lab too).
        let outside = written.replacingOccurrences(of: "\"lab\" : \"rate-the-hat.yaml\"", with: "\"lab\" : \"../rate-the-hat.yaml\"")
        #expect(outside != written, "\(written)")
        try outside.write(toFile: report, atomically: true, encoding: .utf8)
        let r = try earshot(["lab", "replay", report, "--no-audio"])
        #expect(r.status == 2 && r.out.isEmpty, "\(r.out)")
        let at = try #require(Self.place(of: "\"../", in: outside))
        #expect(r.err == "\(report):\(at): error: lab '../rate-the-hat.yaml' is outside the result's folder\n", "\(r.err)")
        // Inside the folder's tree, the same lab is found.
        try FileManager.default.copyItem(atPath: root + "/rate-the-hat.yaml", toPath: root + "/results/rate-the-hat.yaml")
        try FileManager.default.copyItem(atPath: root + "/cowboy-hat.yaml", toPath: root + "/results/cowboy-hat.yaml")
        try written.write(toFile: report, atomically: true, encoding: .utf8)
        let inside = try earshot(["lab", "replay", report, "--no-audio"])
        #expect(inside.status == 0, "\(inside.err)")
    }
}

/// Words from the workshop that built Earshot, which mean nothing to its users: the notes it was
/// built from, their sections and issue numbers. Shipped files and help never use them.
enum WorkshopWords {
    static let words = ["CONTRACT", "§", "seed"]
    /// Issue and pull-request numbers: "issue 12", "issue #12", "PR #3", "(#12)".
    static var numbers: Regex<(Substring, Substring?)> { /(?i)\b(issue|PR|pull request)\s*#?\d+|\(#\d+\)/ }
    /// The fuzzer's starting inputs live in this folder: a path, not a workshop word.
    static let allowed = ["Fuzz/Seeds/"]

    static func found(in text: String) -> [String] {
        var text = text
        for path in allowed { text = text.replacingOccurrences(of: path, with: "") }
        var found = words.filter { text.localizedCaseInsensitiveContains($0) }
        found += text.matches(of: numbers).map { String(text[$0.range]) }
        return found
    }

    /// Every file of the README, `docs`, `Layouts`, `Labs`, `Examples`, `Voices` and `schemas`,
    /// relative to the repository's root.
    static func shippedFiles() throws -> [String] {
        var files = ["README.md"]
        for folder in ["docs", "Layouts", "Labs", "Examples", "Snapshots", "Voices", "schemas"] {
            let root = repositoryRoot.appendingPathComponent(folder).path
            for sub in try FileManager.default.subpathsOfDirectory(atPath: root).sorted() {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: root + "/" + sub, isDirectory: &isDirectory), !isDirectory.boolValue {
                    files.append(folder + "/" + sub)
                }
            }
        }
        return files
    }
}
