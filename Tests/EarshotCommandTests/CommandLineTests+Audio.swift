import EarshotTestSupport
import Foundation
import Testing

/// Audio on the command line, with the ALSA device made present or absent on purpose (a
/// temporary HOME with its own .asoundrc), whatever the machine has.
extension CommandLineTests {
    enum Device { case missing, recordedTo(String) }

    /// Environment whose ALSA default device is missing, or is ALSA's file plugin writing what
    /// is played to `path`.
    func alsa(_ device: Device) throws -> [String: String] {
        let home = temporary("home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let config: String
        switch device {
        case .missing: config = "pcm.!default { type hw; card 42 }\n"
        case .recordedTo(let path): config = "pcm.!default { type file; slave.pcm \"null\"; file \"\(path)\"; format \"raw\" }\n"
        }
        try Data(config.utf8).write(to: URL(fileURLWithPath: home + "/.asoundrc"))
        return ["HOME": home]
    }

    /// `--wav` gives the speech somewhere to go: no complaint about a missing device. Without
    /// it, the missing device is said once, and nothing else (no ALSA chatter).
    @Test func speakComplainsAboutAMissingDeviceOnlyWhenItIsTheOnlyOutput() throws {
        let path = temporary("nodevice.wav")
        let toFile = try earshot(["speak", "hi there", "--wav", path], environment: try alsa(.missing))
        #expect(toFile.status == 0 && toFile.err.isEmpty, "\(toFile.err)")
        #expect(try wav(path).valid && wav(path).samples > 10_000)
        let aloud = try earshot(["speak", "hi there"], environment: try alsa(.missing))
        #expect(aloud.status == 0)
        #expect(aloud.err.hasPrefix("earshot: no audio device: ") && aloud.err.hasSuffix("; continuing without sound\n"), "\(aloud.err)")
        #expect(aloud.err.split(separator: "\n").count == 1 && !aloud.err.contains("ALSA lib"), "\(aloud.err)")
        let quiet = try earshot(["speak", "hi there", "--no-audio"], environment: try alsa(.missing))
        #expect(quiet.status == 0 && quiet.err.isEmpty, "--no-audio is a choice, not a problem: \(quiet.err)")
    }

    /// Commands that never speak aloud touch no audio device: with ALSA's default device
    /// recorded to a file, nothing is recorded and ALSA says nothing; `speak` without
    /// `--no-audio` is the control (it does open the device).
    @Test func batchCommandsOpenNoAudioDevice() throws {
        let raw = temporary("batch-\(UUID().uuidString).raw"), result = temporary("batch-result.json")
        let environment = try alsa(.recordedTo(raw))
        let commands: [[String]] = [
            ["audit", "Layouts/cowboy-hat.yaml"],
            ["efficiency", "Layouts/cowboy-hat.yaml"],
            ["transcript", "Layouts/cowboy-hat.yaml", "--gestures", "next next"],
            ["import", "Tests/Fixtures/Dumps/appium/settings-keyboards.xml"],
            ["lab", "rate-the-hat", "--gestures", "next x3 up", "--no-audio", "--report", result],
            ["lab", "rate-the-hat", "--solve"],
            ["lab", "report", result],
            ["lab", "replay", result, "--transcript"],
            ["speak", "hi there", "--wav", temporary("batch.wav"), "--no-audio"],
        ]
        for command in commands {
            let r = try earshot(command, environment: environment)
            #expect(r.status == 0 || r.status == 1, "\(command): \(r.err)")
            #expect(!r.err.contains("ALSA") && !r.err.contains("audio device"), "\(command): \(r.err)")
            #expect(!FileManager.default.fileExists(atPath: raw), "\(command) opened the audio device")
        }
        let aloud = try earshot(["speak", "hi"], environment: environment)
        #expect(aloud.status == 0 && FileManager.default.fileExists(atPath: raw), "the control plays: \(aloud.err)")
    }

    /// What a run of `earshot arguments` opened or connected to that belongs to the sound
    /// system (a PulseAudio socket or its client settings, ALSA's settings or devices), as
    /// strace saw it, following every thread and child.
    func soundSystemTouched(by arguments: [String], environment: [String: String]) throws -> [String] {
        let trace = temporary("trace-\(UUID().uuidString)")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        p.arguments = ["-f", "-qq", "-o", trace, "-e", "trace=openat,open,connect", earshotBinary] + arguments
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        p.currentDirectoryURL = repositoryRoot
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map(String.init)
        return lines.filter { line in
            !line.contains(".so") && ["pulse", "/dev/snd", "/share/alsa", ".asoundrc"].contains { line.contains($0) }
        }
    }

    /// Only the reader and `speak` without `--no-audio` reach the sound system: the batch
    /// commands (strace installed by scripts/setup) neither open a device nor ask a sound
    /// server, even to find out whether one is there.
    @Test func batchCommandsReachNoSoundSystem() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"), "no strace: run scripts/setup")
        let environment = try alsa(.missing), result = temporary("quiet-result.json")
        let commands: [[String]] = [
            ["audit", "Layouts/cowboy-hat.yaml"],
            ["efficiency", "Layouts/cowboy-hat.yaml"],
            ["transcript", "Layouts/cowboy-hat.yaml", "--gestures", "next next"],
            ["lab", "rate-the-hat", "--gestures", "next x3 up", "--no-audio", "--report", result],
            ["lab", "rate-the-hat", "--solve"],
            ["lab", "replay", result, "--transcript"],
            ["speak", "hi there", "--wav", temporary("quiet.wav"), "--no-audio"],
        ]
        for command in commands {
            let touched = try soundSystemTouched(by: command, environment: environment)
            #expect(touched.isEmpty, "\(command):\n\(touched.prefix(5).joined(separator: "\n"))")
        }
        #expect(!(try soundSystemTouched(by: ["speak", "hi"], environment: environment)).isEmpty, "the control reaches it")
    }

    /// With a device, `--wav` also plays: the device gets the same audio as the file.
    @Test func speakWithWavStillPlaysOnTheDevice() throws {
        let raw = temporary("played.raw"), path = temporary("played.wav")
        let r = try earshot(["speak", "hi there", "--wav", path], environment: try alsa(.recordedTo(raw)))
        #expect(r.status == 0 && r.err.isEmpty, "\(r.err)")
        let played = (try? FileManager.default.attributesOfItem(atPath: raw)[.size] as? Int) ?? 0
        #expect(played / 2 == (try wav(path).samples), "the device heard what the file holds")
    }

    @Test func voicesShowsFullNamesInAlignedColumns() throws {
        let r = try earshot(["voices"])
        #expect(r.status == 0)
        let lines = r.out.split(separator: "\n").map(String.init)
        let espeak = try #require(lines.firstIndex(of: "espeak-ng voices:"))
        let voices = lines[(espeak + 1)...]
        let scotland = try #require(voices.first { $0.contains("en-gb-scotland ") }, "the full name: \(r.out)")
        #expect(scotland.contains("English (Scotland)") && scotland.contains("(gmw/en-GB-scotland)"))
        #expect(voices.contains { $0.hasPrefix("  chr-US-Qaaa-x-west ") }, "the longest name, whole")
        // Every name starts in the same column: after the language and the spaces that pad it.
        func nameColumn(_ line: String) -> Int {
            let language = line.dropFirst(2).prefix { $0 != " " }
            return 2 + language.count + line.dropFirst(2 + language.count).prefix { $0 == " " }.count
        }
        #expect(Set(voices.map(nameColumn)).count == 1, "aligned:\n\(voices.joined(separator: "\n"))")
    }

    /// `ms` is counted while streaming, not from audio held in memory: a label of 10 KB (about
    /// 7 minutes of speech, 20 MB as samples) costs no more memory than a short one, and
    /// `--wav` streams to disk.
    @Test func transcriptMillisecondsAndRecordingUseBoundedMemory() throws {
        let sentence = "Rating three out of five stars for this hat. "
        func layout(_ label: String, _ name: String) throws -> String {
            let json = "{\"earshot\":1,\"screen\":{\"id\":\"s\",\"elements\":[{\"id\":\"big\",\"label\":\"\(label)\"}]}}"
            let path = temporary(name)
            try Data(json.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        let small = try layout(sentence, "small.json")
        let big = try layout(String(repeating: sentence, count: 10_000 / sentence.count), "big.json")
        let recording = temporary("big.wav")
        let baseline = try measured(["transcript", small, "--gestures", "first", "--json", "--no-audio"])
        let json = try measured(["transcript", big, "--gestures", "first", "--json", "--no-audio"])
        let wavRun = try measured(["transcript", big, "--gestures", "first", "--json", "--wav", recording, "--no-audio"])
        #expect(baseline.status == 0 && json.status == 0 && wavRun.status == 0)
        #expect(baseline.peakKB > 10_000 && json.peakKB > 10_000, "peaks were measured: \(baseline.peakKB) KB, \(json.peakKB) KB")
        let row = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        let ms = try #require(row?["ms"] as? Int, "\(json.out)")
        #expect(ms > 300_000, "about 7 minutes of speech, got \(ms) ms")
        #expect(json.peakKB - baseline.peakKB < 10_000, "peak RSS \(json.peakKB) KB against \(baseline.peakKB) KB for a short label")
        #expect(wavRun.peakKB - baseline.peakKB < 10_000, "recording: peak RSS \(wavRun.peakKB) KB against \(baseline.peakKB) KB")
        // The recording holds the opening (the same element) and the gesture.
        let recorded = try wav(recording)
        #expect(recorded.valid && abs(recorded.samples * 1_000 / 22_050 - 2 * ms) < ms / 10, "\(recorded.samples) samples for 2 × \(ms) ms")
    }

    /// Runs the program and samples its peak RSS (`VmHWM`, KB) from /proc while it runs. Not
    /// wait4's rusage: Linux folds the spawning process's own peak (this test runner's, hundreds
    /// of MB) into the child's `ru_maxrss`.
    func measured(_ arguments: [String]) throws -> (status: Int32, out: String, peakKB: Int) {
        try #require(FileManager.default.isExecutableFile(atPath: earshotBinary), "no built earshot: run swift build")
        let outPath = temporary("measured-\(UUID().uuidString).out")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([earshotBinary] + arguments).map { strdup($0) } + [nil]
        defer { for arg in argv { free(arg) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, earshotBinary, &actions, nil, argv, environ) == 0)
        var status: Int32 = 0, peak = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            let lines = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8))?.split(separator: "\n") ?? []
            if let hwm = lines.first(where: { $0.hasPrefix("VmHWM:") }) {
                peak = max(peak, Int(hwm.split(separator: " ").dropFirst().first ?? "") ?? 0)
            }
            usleep(5_000)
        }
        let out = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        return (status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F, out, peak)
    }
}
