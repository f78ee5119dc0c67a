import EarshotLoader
import EarshotModel
import Foundation
import Testing
@testable import EarshotLabFiles

/// A result lists every file its run read; replay names the one that changed. A SwiftUI
/// sibling, a `goto` target or a `.strings` table once changed unnoticed: only the lab and its
/// layout were fingerprinted.
@Suite struct LabReplayCheckTests {
    /// Files from memory.
    struct Files: SourceFiles {
        var contents: [String: String]
        func read(_ path: String) -> LayoutFileRead {
            contents[path].map { .bytes(Array($0.utf8)) } ?? .unreadable("no such file")
        }
        func readFound(_ path: String, in folder: String) -> LayoutFileRead { read(path) }
        func head(_ path: String, count: Int) -> [UInt8]? { contents[path].map { Array($0.utf8.prefix(count)) } }
        func size(_ path: String) -> Int? { contents[path]?.utf8.count }
        func entry(_ path: String) -> FileEntry? { contents[path] == nil ? nil : .regular }
        func isLink(_ path: String) -> Bool { false }
        func names(in directory: String) -> [String]? { nil }
        func realPath(_ path: String) -> String? { path }
        func isTrusted(_ path: String) -> Bool { true }
    }

    static let run = Files(contents: ["/l/lab.yaml": "lab", "/l/Home.swift": "home", "/l/Detail.swift": "detail",
                                      "/l/en.lproj/Localizable.strings": "strings"])

    /// What loading reads: the lab noted, the rest through the wrapper (a sniff is no read).
    static func load(_ files: Files, reading: [String]) -> [LabFileRead] {
        let recorded = RecordedFiles(files)
        if case .bytes(let lab) = files.read("/l/lab.yaml") { recorded.note("/l/lab.yaml", bytes: lab) }
        for path in reading {
            _ = recorded.head(path, count: 4)
            _ = recorded.read(path)
            _ = recorded.readFound(path, in: "/l")
        }
        return LabFileRead.relative(recorded.recorded, to: "/l")
    }

    static let reading = ["/l/Home.swift", "/l/Detail.swift", "/l/en.lproj/Localizable.strings"]

    static func result(_ files: [LabFileRead]?) -> LabResult {
        LabResult(lab: "lab.yaml", title: "T", trainee: nil, completed: true, tasks: [], files: files)
    }

    @Test func everyFileReadIsListedOnceWithItsDigest() {
        let reads = Self.load(Self.run, reading: Self.reading)
        #expect(reads.map(\.path) == ["lab.yaml", "Home.swift", "Detail.swift", "en.lproj/Localizable.strings"])
        #expect(reads[1].digest == LabFingerprint.digest(Array("home".utf8)))
        #expect(reads.allSatisfy { $0.digest.hasPrefix("fnv1a64:") && $0.digest.count == 24 })
    }

    @Test func replayNamesTheFileThatChanged() {
        let result = Self.result(Self.load(Self.run, reading: Self.reading))
        #expect(LabReplayCheck.of(result, replay: Self.load(Self.run, reading: Self.reading)) == .same)
        var sibling = Self.run
        sibling.contents["/l/Detail.swift"] = "detail, moved a button"
        let changed = LabReplayCheck.of(result, replay: Self.load(sibling, reading: Self.reading))
        #expect(changed == .changed("Detail.swift"))
        #expect(changed.message?.hasPrefix("the session was recorded against a different Detail.swift: ") == true)
        var strings = Self.run
        strings.contents["/l/en.lproj/Localizable.strings"] = "other words"
        #expect(LabReplayCheck.of(result, replay: Self.load(strings, reading: Self.reading))
                == .changed("en.lproj/Localizable.strings"))
        // A goto target the lab no longer reaches, or a file the run never read.
        #expect(LabReplayCheck.of(result, replay: Self.load(Self.run, reading: Array(Self.reading.prefix(2))))
                == .noLongerRead("en.lproj/Localizable.strings"))
        var more = Self.run
        more.contents["/l/Extra.swift"] = "extra"
        #expect(LabReplayCheck.of(result, replay: Self.load(more, reading: Self.reading + ["/l/Extra.swift"]))
                == .newlyRead("Extra.swift"))
    }

    @Test func anOlderResultCannotTell() {
        let check = LabReplayCheck.of(Self.result(nil), replay: Self.load(Self.run, reading: Self.reading))
        #expect(check == .cannotTell)
        #expect(check.message?.contains("cannot be told") == true)
    }

    @Test func pathsAreRelativeToTheLabsFolder() {
        #expect(LabFileRead.relativePath("/a/Labs/../Layouts/hat.yaml", to: "/a/Labs") == "../Layouts/hat.yaml")
        #expect(LabFileRead.relativePath("/a/Labs/x/y.yaml", to: "/a/Labs/") == "x/y.yaml")
    }

    @Test func theListIsReadBackAndCheckedStrictly() throws {
        var result = Self.result(Self.load(Self.run, reading: Self.reading))
        result.fingerprint = "fnv1a64:0000000000000001"
        let json = JSONOutput.pretty(result)
        let back = try LabResult.load(bytes: Array(json.utf8), path: "r.json").get()
        #expect(back == result)
        let broken = json.replacingOccurrences(of: "\"digest\"", with: "\"hash\"")
        let errors = LabResult.load(bytes: Array(broken.utf8), path: "r.json")
        guard case .failure(let list) = errors else {
            Issue.record("a file without its digest was read")
            return
        }
        #expect(list.diagnostics.first?.message.contains("digest") == true, "\(list.diagnostics)")
    }
}
