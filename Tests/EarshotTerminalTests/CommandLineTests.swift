import Foundation
import Testing

/// The `earshot` program's non-interactive commands, run for real.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: TmuxSession.binary), "needs a built earshot"))
struct CommandLineTests {
    struct Run { var status: Int32; var out: String; var err: String }

    func earshot(_ arguments: [String]) throws -> Run {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: TmuxSession.binary)
        p.arguments = arguments
        p.currentDirectoryURL = repositoryRoot
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Run(status: p.terminationStatus, out: String(decoding: o, as: UTF8.self), err: String(decoding: e, as: UTF8.self))
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

    /// Without a sound card (as on CI) speech goes on: said once, no ALSA chatter, WAV still written.
    @Test func missingSoundDeviceIsSaidOnceAndNothingElse() throws {
        let path = temporary("nodevice.wav")
        let r = try earshot(["speak", "hi there", "--wav", path])
        #expect(r.status == 0)
        #expect(!r.err.contains("ALSA"), "ALSA chatter reached the terminal: \(r.err)")
        #expect(r.err.split(separator: "\n").count <= 1)
        #expect(try wav(path).valid)
    }

    @Test func unknownGestureIsLocated() throws {
        let r = try earshot(["transcript", "Layouts/pizza.yaml", "--gestures", "next x2 jmup", "--no-audio"])
        #expect(r.status == 2)
        #expect(r.err == "gestures:1:9: error: unknown gesture 'jmup' (did you mean 'jump'?)\n" || r.err.hasPrefix("gestures:1:9: error: unknown gesture 'jmup'"))
    }
}
