import EarshotTestSupport
import Foundation
import Testing

/// The `earshot` program's non-interactive commands, run for real. They fail, not skip, when
/// the program has not been built.
@Suite struct CommandLineTests {
    struct Run {
        var status: Int32
        var outBytes: Data, errBytes: Data
        var out: String { String(decoding: outBytes, as: UTF8.self) }
        var err: String { String(decoding: errBytes, as: UTF8.self) }
    }

    /// Runs the program; `environment` is added to this process's; from `directory` (default:
    /// the repository's root).
    func earshot(_ arguments: [String], input: Data? = nil, environment: [String: String] = [:],
                 directory: String? = nil) throws -> Run {
        try #require(FileManager.default.isExecutableFile(atPath: earshotBinary), "no built earshot: run swift build")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: earshotBinary)
        p.arguments = arguments
        // Never the user's cache of utterance lengths: one of this test process's own.
        let cache = ["EARSHOT_CACHE_DIR": FileManager.default.temporaryDirectory.appendingPathComponent("earshot-cache-\(getpid())").path]
        p.environment = ProcessInfo.processInfo.environment.merging(cache) { $1 }.merging(environment) { $1 }
        p.currentDirectoryURL = directory.map { URL(fileURLWithPath: $0) } ?? repositoryRoot
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try p.run()
        if let input {
            stdin.fileHandleForWriting.write(input)
            try stdin.fileHandleForWriting.close()
        }
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Run(status: p.terminationStatus, outBytes: o, errBytes: e)
    }

    func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(getpid())-\(name)").path
    }

    /// Reads a WAV header: (format fields valid, sample count).
    func wav(_ path: String) throws -> (valid: Bool, samples: Int) {
        let d = try #require(FileManager.default.contents(atPath: path))
        let bytes = [UInt8](d)
        func u32(_ o: Int) -> Int { Int(bytes[o]) | Int(bytes[o + 1]) << 8 | Int(bytes[o + 2]) << 16 | Int(bytes[o + 3]) << 24 }
        func u16(_ o: Int) -> Int { Int(bytes[o]) | Int(bytes[o + 1]) << 8 }
        let valid = bytes.count >= 44 && String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF"
            && String(decoding: bytes[8..<12], as: UTF8.self) == "WAVE" && u16(20) == 1 && u16(22) == 1
            && u32(24) == 22_050 && u16(34) == 16 && u32(40) == bytes.count - 44 && u32(4) == bytes.count - 8
        return (valid, (bytes.count - 44) / 2)
    }

    @Test func speakWritesAValidWavOfTheExpectedLength() throws {
        let slow = temporary("slow.wav"), fast = temporary("fast.wav")
        let text = "Rating: 3 out of 5. Adjustable. Swipe up or down with one finger to adjust the value."
        #expect(try earshot(["speak", text, "--rate", "175", "--wav", slow, "--no-audio"]).status == 0)
        #expect(try earshot(["speak", text, "--rate", "350", "--wav", fast, "--no-audio"]).status == 0)
        let a = try wav(slow), b = try wav(fast)
        #expect(a.valid && b.valid)
        // About five seconds at 175 wpm; twice the rate is about half as long.
        #expect((60_000...200_000).contains(a.samples), "\(a.samples) samples")
        let ratio = Double(b.samples) / Double(a.samples)
        #expect((0.38...0.65).contains(ratio), "ratio \(ratio)")
    }

    @Test func transcriptRecordsTheWalkWithEarcons() throws {
        let path = temporary("walk.wav")
        let r = try earshot(["transcript", "Layouts/cowboy-hat.yaml", "--gestures", "next x3 up x3", "--json",
                             "--wav", path, "--no-audio"])
        #expect(r.status == 0)
        let lines = r.out.split(separator: "\n")
        #expect(lines.count == 6)
        let rows = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let last = try #require(rows.last)
        #expect(last["gesture"] as? String == "up" && last["focus"] as? String == "rating")
        #expect(last["rotor"] as? String == "Adjust Value" && last["speech"] as? [String] == ["5 out of 5"])
        #expect(last["hint"] is NSNull && last["sounds"] as? [String] == ["boundary"])
        let total = rows.compactMap { $0["ms"] as? Int }.reduce(0, +)
        #expect(rows.count == 6 && total > 0)
        let recorded = try wav(path)
        #expect(recorded.valid)
        // The recording also holds the start; it is at least as long as the gestures' audio.
        #expect(recorded.samples * 1_000 / 22_050 >= total - 5)
    }

    @Test func missingVoiceOrProfileIsAClearError() throws {
        let profile = try earshot(["speak", "hi", "--voice", "nope", "--no-audio"])
        #expect(profile.status == 2)
        #expect(profile.err == "earshot: error: no voice profile named 'nope' (profiles: default, expert, training)\n")
        let file = temporary("voice.yaml")
        try Data("name: x\nvoice: zz-nowhere\nrate: 200\n".utf8).write(to: URL(fileURLWithPath: file))
        let voice = try earshot(["speak", "hi", "--voice", file, "--no-audio"])
        #expect(voice.status == 2 && voice.err.contains("no espeak-ng voice named 'zz-nowhere'"))
        try Data("name: x\nvoice: en-us\nrate: 5000\nspeed: 3\n".utf8).write(to: URL(fileURLWithPath: file))
        let bad = try earshot(["speak", "hi", "--voice", file, "--no-audio"])
        #expect(bad.status == 2)
        #expect(bad.err == "\(file):3:7: error: 'rate' must be 80 to 900\n\(file):4:1: error: unknown key 'speed' in a voice profile\n")
    }

    @Test func unknownGestureIsLocated() throws {
        let r = try earshot(["transcript", "Layouts/pizza.yaml", "--gestures", "next x2 jmup", "--no-audio"])
        #expect(r.status == 2)
        #expect(r.err == "gestures:1:9: error: unknown gesture 'jmup' (did you mean 'jump'?)\n" || r.err.hasPrefix("gestures:1:9: error: unknown gesture 'jmup'"))
    }
}

/// Hostile values reach no terminal raw: control characters (C0, DEL, C1) and bidi overrides in
/// keys, trait names, effect ids, gestures, paths, `--screen` values and swift-argument-parser's
/// own errors are shown escaped, on both streams.
extension CommandLineTests {
    static let osc52 = "\u{1B}]52;c;aGk=\u{07}"

    func expectNoControlBytes(_ r: Run, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for (stream, bytes) in [("stdout", r.outBytes), ("stderr", r.errBytes)] {
            let raw = bytes.filter { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
            #expect(raw.isEmpty, "\(what): \(stream) has raw control bytes \(Array(raw))", sourceLocation: sourceLocation)
            let hidden = String(decoding: bytes, as: UTF8.self).unicodeScalars.filter {
                (0x80...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
            }
            #expect(hidden.isEmpty, "\(what): \(stream) has C1 or bidi characters \(hidden.map(\.value))", sourceLocation: sourceLocation)
        }
    }

    func file(_ name: String, _ text: String) throws -> String {
        let path = temporary(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func layoutDiagnosticsShowHostileKeysTraitsAndIdsEscaped() throws {
        let layout = try file("hostile.yaml", """
            earshot: 1
            "\\e]52;c;aGk=\\a": 1
            screen:
              id: s
              elements:
                - label: Hi
                  traits: ["\\e[2Jbutton", "\\x9b31m", "\\u202Eevil"]
                  on-activate: [{goto: "\\e]52;c;bad\\a"}, {"\\e[5m": x}]
                  "\\u2066key": 2

            """)
        for arguments in [[layout, "--no-audio"], ["transcript", layout, "--gestures", "next", "--no-audio"]] {
            let r = try earshot(arguments)
            #expect(r.status == 2 && r.err.contains(layout + ":2:1: error: unknown key '\\u{1B}]52;c;aGk=\\u{7}'"), "\(r.err)")
            expectNoControlBytes(r, "layout")
        }
    }

    @Test func voiceProfileAndKeyMapDiagnosticsAreEscaped() throws {
        let voice = try file("hostile-voice.yaml", "name: x\nvoice: en-us\nrate: 200\n\"\\e]52;c;x\\a\": 1\n")
        let r = try earshot(["speak", "hi", "--voice", voice, "--no-audio"])
        #expect(r.status == 2 && r.err.contains("\\u{1B}]52"), "\(r.err)")
        expectNoControlBytes(r, "voice profile")
        let keys = try file("hostile-keys.yaml", "q: \"\\e]52;c;x\\a\"\n")
        let k = try earshot(["Layouts/pizza.yaml", "--keymap", keys, "--no-audio"])
        #expect(k.status == 2 && k.err.contains("\\u{1B}]52"), "\(k.err)")
        expectNoControlBytes(k, "key map")
    }

    @Test func argumentsAreEscapedInEveryMessage() throws {
        let cases: [(String, [String])] = [
            ("gesture", ["transcript", "Layouts/pizza.yaml", "--gestures", "next " + Self.osc52, "--no-audio"]),
            ("--screen", ["transcript", "Layouts/pizza.yaml", "--gestures", "next", "--screen", "\u{1B}[2J\u{9B}\u{202E}", "--no-audio"]),
            ("layout path", ["transcript", "/nowhere/\(Self.osc52).yaml", "--gestures", "next", "--no-audio"]),
            ("unknown option", ["--bogus" + Self.osc52]),
            ("bad value", ["speak", "hi", "--rate", "\u{1B}[2J\u{07}"]),
            ("unexpected argument", ["voices", "\u{1B}]0;title\u{07}"]),
        ]
        for (what, arguments) in cases {
            let r = try earshot(arguments)
            #expect(r.status == 2, "\(what): usage errors exit 2, got \(r.status): \(r.err)")
            #expect(r.err.contains("\\u{1B}"), "\(what): the value is shown, escaped: \(r.err)")
            expectNoControlBytes(r, what)
        }
    }

    @Test func gesturesFileAndStandardInput() throws {
        let script = "# a walk\nnext x2\n\nprevious\n"
        let path = try file("walk.txt", script)
        let fromFile = try earshot(["transcript", "Layouts/pizza.yaml", "--gestures-file", path, "--no-audio"])
        let fromStdin = try earshot(["transcript", "Layouts/pizza.yaml", "--gestures-file", "-", "--no-audio"], input: Data(script.utf8))
        let inline = try earshot(["transcript", "Layouts/pizza.yaml", "--gestures", "next x2 previous", "--no-audio"])
        #expect(fromFile.status == 0 && fromFile.out == inline.out && fromStdin.out == inline.out, "\(fromFile.err)\(fromStdin.err)")
        let bad = try earshot(["transcript", "Layouts/pizza.yaml", "--gestures-file", "-", "--no-audio"],
                              input: Data("next\n  touch=nan,nan \(Self.osc52)\n".utf8))
        #expect(bad.status == 2 && bad.err == "<stdin>:2:3: error: 'touch=' needs finite numbers, not 'nan,nan'\n", "\(bad.err)")
        let both = try earshot(["transcript", "Layouts/pizza.yaml", "--gestures", "next", "--gestures-file", path])
        #expect(both.status == 2 && both.err == "earshot: error: give --gestures or --gestures-file, not both\n")
        let neither = try earshot(["transcript", "Layouts/pizza.yaml"])
        #expect(neither.status == 2 && neither.err.contains("--gestures-file"))
        let zero = try earshot(["transcript", "Layouts/pizza.yaml", "--gestures-file", "/dev/zero", "--no-audio"])
        #expect(zero.status == 2 && zero.err == "/dev/zero:1:1: error: a gestures file may hold at most 64 MB\n", "\(zero.err)")
    }

    /// The 8 KB script (~10⁸ gestures) is refused at once, located, with no stack trace.
    @Test func aHugeRepeatIsRefusedAtParseTime() throws {
        let script = "next " + Array(repeating: "x100000", count: 1_000).joined(separator: " ")
        let r = try earshot(["transcript", "Layouts/pizza.yaml", "--gestures", script, "--no-audio"])
        #expect(r.status == 2)
        #expect(r.err == "gestures:1:86: error: the script asks for more than 1000000 gestures (repeats included)\n")
        #expect(r.out.isEmpty)
    }
}
