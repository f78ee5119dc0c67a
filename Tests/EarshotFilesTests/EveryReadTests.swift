import Foundation
import Testing

/// Every place Earshot opens a file for reading, listed by hand: a file the user named on the
/// command line (or inside a file they named: a lab's layout) is read as named; every file
/// Earshot finds itself goes through the one found-file reader (`readFound`), which follows no
/// link, opens no FIFO or device and stays inside the folder it looked in. A new read anywhere
/// in the sources fails this test until it is listed here, as one or the other.
@Suite struct EveryReadTests {
    /// `either`: a lab or voice by name is found, by path named (`Resources.read(_:found:)`).
    enum Kind { case named, found, either }

    /// (file under Sources/, a piece of the line, what the file read is).
    static let reads: [(String, String, Kind)] = [
        ("EarshotSources/ScreenSources.swift", "switch files.read(path)", .named),  // the screen file given
        ("EarshotSources/SwiftUIViewSource.swift", "case .bytes(let bytes) = files.read(path) else", .named),  // under a folder given
        ("EarshotSources/SwiftUIViewSource.swift", "switch files.read(file)", .named),  // the files given
        ("EarshotSources/SwiftUIViewSource.swift", "files.readFound(path, in: LayoutPaths.stringsFolder", .found),  // strings tables
        ("EarshotSources/SwiftUIViewSource.swift", "files.readFound(full, in: root)", .found),  // the module's other files
        ("EarshotSources/SwiftUIViewSource.swift", "files.readFound(full, in: folder)", .found),  // the app's files, for how it shows each view
        ("EarshotSources/InterfaceBuilderSource.swift", "files.readFound(path, in: LayoutPaths.stringsFolder", .found),
        ("EarshotSpeech/DurationCache.swift", "readFound(path, in: folder)", .found),  // the listening-time cache
        ("EarshotLoader/WorkspaceLoader.swift", "files.readFound(path, in: LayoutPaths.directory", .found),  // goto targets
        ("earshot/SnapshotCommand.swift", "disk.readFound(path, in: folder)", .found),  // recorded snapshots
        ("earshot/Resources.swift", "files.read(path)", .named),  // `readFile`: files given by path
        ("earshot/Resources.swift", "switch files.readFound(path, in: LayoutPaths.directory", .found),  // voices, labs by name
        ("earshot/Resources.swift", "if found { return readFound(path) }", .found),
        ("earshot/Resources.swift", "switch Resources.read(path, found: found)", .either),  // a voice by name, or a path
        ("earshot/LabCommand+Files.swift", "switch Resources.read(path, found: found)", .either),  // a lab by name, or a path
        ("earshot/LabCommand+Files.swift", "Resources.readFile(lab.layoutPath)", .named),  // the layout the lab names
        ("earshot/LabCommand.swift", "Resources.readFound(path)", .found),  // `lab --list`: the bundled labs
        ("earshot/LabCommand+Report.swift", "Resources.readFile(path)", .named),  // results given
        ("earshot/LabCommand+Replay.swift", "Resources.readFile(result)", .named),
        ("earshot/Read.swift", "Resources.readFile(path)", .named),  // --keys FILE
        ("earshot/AuditCommand.swift", "Resources.readFile(path)", .named),  // --baseline FILE
        ("earshot/AuditCommand.swift", "Resources.readFile(file)", .named),  // --findings FILE
        ("earshot/GestureOptions.swift", "FileHandle(forReadingAtPath: file)", .named),  // --script FILE
        ("earshot/ConfigOption.swift", "Resources.readFile(config)", .named),  // --config FILE
        ("earshot/ConfigOption.swift", "disk.readFound(candidate, in: folder)", .found),  // .earshot.yml found above the inputs
        ("EarshotAudit/AuditInputs.swift", "disk.readFound(dir + \"/.gitignore\", in: dir)", .found),  // a folder walk's .gitignore
    ]

    static let pattern = try? NSRegularExpression(pattern:
        #"\b(files|disk)\.read(Found)?\(|Resources\.read(File|Found)?\(|\breadFound\(path\)|contents\(atPath|contentsOfFile|Data\(contentsOf|FileHandle\(forReading|\bDiskFiles\([^)]*\)\.read"#)

    /// The reading lines of the sources: file (under Sources/) and the line, trimmed. The file
    /// layer itself (the readers) and the benchmarks (which read what they generate) are left out.
    static func readingLines() throws -> [(String, String)] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let pattern = try #require(Self.pattern)
        var out: [(String, String)] = []
        let walker = FileManager.default.enumerator(atPath: sources.path)
        while let name = walker?.nextObject() as? String {
            guard name.hasSuffix(".swift"), !name.hasPrefix("EarshotFiles/"), !name.hasPrefix("earshot-bench/"),
                  name != "EarshotLabFiles/RecordedFiles.swift" else { continue }
            let text = try String(contentsOfFile: sources.appendingPathComponent(name).path, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard !trimmed.hasPrefix("//"), !trimmed.hasPrefix("func "), !trimmed.hasPrefix("public func "),
                      pattern.firstMatch(in: trimmed, range: NSRange(trimmed.startIndex..., in: trimmed)) != nil else { continue }
                out.append((name, trimmed))
            }
        }
        return out
    }

    @Test func everyReadIsListedAndEveryFoundFileGoesThroughTheOneReader() throws {
        let lines = try Self.readingLines()
        for (file, line) in lines {
            let listed = Self.reads.filter { $0.0 == file && line.contains($0.1) }
            #expect(listed.count == 1, "\(file): a read not listed here (named or found?): \(line)")
            if let kind = listed.first?.2, kind == .found { #expect(line.contains("readFound("), "\(file): \(line)") }
            if let kind = listed.first?.2, kind == .either { #expect(line.contains("found: found"), "\(file): \(line)") }
        }
        for (file, piece, _) in Self.reads {
            #expect(lines.contains { $0.0 == file && $0.1.contains(piece) }, "\(file): no longer reads with \(piece): update the list")
        }
    }
}
