import EarshotTestSupport
import Foundation
import Testing

extension TmuxTests {
    @Suite struct TmuxReaderTests {
        @Test func walksByKeyboardAndRestoresTheTerminalOnQuit() throws {
            try TmuxSession.requireAvailable()
            let t = try TmuxSession("walk", arguments: "Layouts/cowboy-hat.yaml --no-audio")
            defer { t.kill() }
            #expect(t.wait(for: "▶ Authentic Cowboy Hat. Heading."), "speaks the first element on start:\n\(t.pane)")
            #expect(t.pane.contains("»Authentic Cowboy Hat«"), "the focused element is outlined")
            t.keys("Right", "Right", "Right")
            #expect(t.wait(for: "▶ Rating: 3 out of 5. Adjustable."), "\(t.pane)")
            #expect(t.pane.contains("Use the rotor to access Rating Value."))
            #expect(t.pane.contains("rotor: Adjust Value"))
            t.keys("Up")
            #expect(t.wait(for: "▶ 4 out of 5"), "\(t.pane)")
            t.keys("]")
            #expect(t.wait(for: "▶ Headings"), "\(t.pane)")
            t.keys("Up")
            #expect(t.wait(for: "▶ Authentic Cowboy Hat. Heading."), "\(t.pane)")
            t.keys("End", "Enter")
            #expect(t.wait(for: "Thanks for rating"), "\(t.pane)")
            #expect(t.wait(for: "»Thank you for your rating«"), "\(t.pane)")
            t.keys("c")
            #expect(t.wait(for: "curtain on"), "\(t.pane)")
            #expect(!t.pane.contains("»Thank you for your rating«"), "the curtain hides the layout:\n\(t.pane)")
            // With no sound the captions stay under the curtain, and the screen says why.
            #expect(t.pane.contains("No sound here, so captions stay on."), "\(t.pane)")
            #expect(t.pane.contains("▶ Screen curtain on."), "\(t.pane)")
            t.keys("c", "?")
            #expect(t.wait(for: "HELP"), "\(t.pane)")
            t.keys("Right")
            #expect(t.wait(for: "▶ Swipe right. Next item. Keys: right."), "\(t.pane)")
            // The second ? shows every key on one screen; the third leaves help.
            t.keys("?")
            #expect(t.wait(for: "KEY LIST"), "\(t.pane)")
            #expect(t.pane.contains("next / previous element") && t.pane.contains("quit"), "\(t.pane)")
            t.keys("?")
            #expect(t.wait(for: "Keyboard help off."), "\(t.pane)")
            t.keys("q")
            #expect(t.wait(for: "EXIT=0"), "\(t.pane)")
            #expect(t.wait(for: "speed"), "stty ran")
            let after = t.pane
            #expect(after.contains(" echo ") || after.contains("-echo") == false, "echo is back on:\n\(after)")
            #expect(after.contains("icanon") && !after.contains("-icanon"), "canonical mode is back:\n\(after)")
        }

        /// Every signal that ends a process by default ends the reader as SIGTERM does (status
        /// 128+n) with the terminal given back; SIGQUIT no longer prints a backtrace and goes on.
        @Test(arguments: [SIGHUP, SIGINT, SIGTERM, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF])
        func terminatingSignalEndsTheReaderAndRestoresTheTerminal(_ sig: Int32) throws {
            try TmuxSession.requireAvailable()
            let t = try TmuxSession("sig\(sig)", arguments: "Layouts/settings.yaml --no-audio", environment: "unset SWIFT_BACKTRACE;")
            defer { t.kill() }
            #expect(t.wait(for: "▶ Settings. Heading."), "\(t.pane)")
            #expect(t.modes == "1 1 1 0", "the reader reports the mouse on the alternate screen")
            kill(try t.readerPID(), sig)
            try expectRestored(t, status: 128 + sig)
        }

        /// A runtime trap or fault restores the terminal from the crash handler, says so in one line,
        /// and dies of the signal: no 30-second "Press space to interact" backtrace prompt.
        @Test(arguments: [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT])
        func crashRestoresTheTerminalWithoutABacktracePrompt(_ sig: Int32) throws {
            try TmuxSession.requireAvailable()
            let t = try TmuxSession("crash\(sig)", arguments: "Layouts/settings.yaml --no-audio", environment: "unset SWIFT_BACKTRACE;")
            defer { t.kill() }
            #expect(t.wait(for: "▶ Settings. Heading."), "\(t.pane)")
            kill(try t.readerPID(), sig)
            try expectRestored(t, status: 128 + sig)
            #expect(t.pane.contains("earshot: the reader stopped on SIG"), "\(t.pane)")
        }

        /// Who sets SWIFT_BACKTRACE asked for Swift's backtracer: it runs after the terminal is back.
        @Test func anExplicitSwiftBacktraceStillRunsAfterTheRestore() throws {
            try TmuxSession.requireAvailable()
            let t = try TmuxSession("backtrace", arguments: "Layouts/settings.yaml --no-audio", height: 200,
                                environment: "export SWIFT_BACKTRACE=interactive=no,output-to=stderr,threads=crashed;")
            defer { t.kill() }
            #expect(t.wait(for: "▶ Settings. Heading."), "\(t.pane)")
            kill(try t.readerPID(), SIGSEGV)
            #expect(t.wait(for: "EXIT=139"), "\(t.pane)")
            let pane = t.pane
            let restored = try #require(pane.range(of: "terminal has been restored"), "\(pane)")
            let backtrace = try #require(pane.range(of: "crashed:"), "the backtrace runs:\n\(pane)")
            #expect(restored.upperBound <= backtrace.lowerBound)
            #expect(t.modes == "0 0 0 1")
        }

        func expectRestored(_ t: TmuxSession, status: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws {
            #expect(t.wait(for: "EXIT=\(status)"), "\(t.pane)", sourceLocation: sourceLocation)
            #expect(t.wait(for: "speed"), "stty ran", sourceLocation: sourceLocation)
            let pane = t.pane
            #expect(pane.contains(" icanon") && !pane.contains("-icanon"), "canonical mode is back:\n\(pane)", sourceLocation: sourceLocation)
            #expect(pane.contains(" echo ") && !pane.contains("-echo "), "echo is back:\n\(pane)", sourceLocation: sourceLocation)
            #expect(t.modes == "0 0 0 1", "mouse reporting off, normal screen, cursor shown", sourceLocation: sourceLocation)
            for backtrace in ["Press space", "crashed:", "Backtrace", "Thread 0"] {
                #expect(!pane.contains(backtrace), "no backtrace on the screen:\n\(pane)", sourceLocation: sourceLocation)
            }
            #expect(!pane.contains("Settings. Heading."), "the reader's screen is gone:\n\(pane)", sourceLocation: sourceLocation)
        }

        /// `--no-audio` is a choice: the status line says audio is off and nothing claims a device is
        /// missing. A device that really is missing (a HOME whose ALSA default names no card) is said.
        @Test func noAudioIsAChoiceAndAMissingDeviceIsSaid() throws {
            try TmuxSession.requireAvailable()
            let chosen = try TmuxSession("noaudio", arguments: "Layouts/settings.yaml --no-audio", width: 120)
            defer { chosen.kill() }
            #expect(chosen.wait(for: "audio off (--no-audio)"), "\(chosen.pane)")
            chosen.keys("q")
            #expect(chosen.wait(for: "EXIT=0"), "\(chosen.pane)")
            #expect(!chosen.pane.contains("no audio device"), "\(chosen.pane)")
            let home = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-nodevice-\(getpid())").path
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            try Data("pcm.!default { type hw; card 42 }\n".utf8).write(to: URL(fileURLWithPath: home + "/.asoundrc"))
            let missing = try TmuxSession("nodevice", arguments: "Layouts/settings.yaml", width: 120, environment: "export HOME=\(home);")
            defer { missing.kill() }
            #expect(missing.wait(for: "no audio: captions only"), "\(missing.pane)")
            missing.keys("q")
            #expect(missing.wait(for: "EXIT=0"), "\(missing.pane)")
            #expect(missing.pane.contains("earshot: no audio device was found; speech was shown as captions."), "\(missing.pane)")
        }

        /// The layout: frames of 1e20 and ±1e308, a size of 1e-300, through resizes down to
        /// 1×1. Whether the loader refuses it (exit 2, located) or the reader draws it clamped, the
        /// program never traps and the terminal comes back.
        @Test func hostileNumbersNeverTrapTheReaderThroughResizes() throws {
            try TmuxSession.requireAvailable()
            let layout = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-numbers-\(getpid()).yaml")
            try Data("""
                earshot: 1
                screen:
                  id: s
                  size: [1e-300, 1e-300]
                  elements:
                    - {id: a, label: Far, traits: [button], frame: [1e20, 1e20, 10, 10]}
                    - {id: b, label: Huge, frame: [-1e308, 1e308, 1e308, 1e308]}
                    - {id: c, label: Near, frame: [0, 0, 10, 10]}

                """.utf8).write(to: layout)
            let t = try TmuxSession("numbers", arguments: "\(layout.path) --no-audio", environment: "unset SWIFT_BACKTRACE;")
            defer { t.kill() }
            #expect(t.wait { $0.pane.contains("▶ Near.") || $0.history.contains("EXIT=2") }, "\(t.pane)")
            for (w, h) in [(40, 12), (1, 1), (2, 30), (200, 60), (100, 32)] {
                t.run(["resize-window", "-t", t.name, "-x", "\(w)", "-y", "\(h)"])
                t.keys("Right")
                usleep(150_000)
            }
            t.keys("q")
            #expect(t.wait(for: "speed"), "\(t.pane)")
            let history = t.history
            #expect(history.contains("EXIT=0") || history.contains("EXIT=2"), "\(history)")
            #expect(t.modes == "0 0 0 1" && !history.contains("stopped on SIG"), "\(history)")
        }

        @Test func withoutATerminalPointsToTranscript() throws {
            try TmuxSession.requireAvailable()
            let p = Process()
            p.executableURL = URL(fileURLWithPath: TmuxSession.binary)
            p.arguments = ["Layouts/cowboy-hat.yaml", "--no-audio"]
            p.currentDirectoryURL = repositoryRoot
            let err = Pipe()
            p.standardError = err
            p.standardOutput = Pipe()
            p.standardInput = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(p.terminationStatus == 2)
            #expect(message.contains("earshot transcript"))
        }

        @Test func malformedLayoutPrintsLocatedErrorsAndExitsTwo() throws {
            try TmuxSession.requireAvailable()
            let bad = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bad-\(getpid()).yaml")
            try Data("earshot: 1\nscreen:\n  id: s\n  elements:\n    - lable: x\n      traits: [buton]\n".utf8).write(to: bad)
            for arguments in [[bad.path], ["transcript", bad.path, "--gestures", "next"]] {
                let p = Process()
                p.executableURL = URL(fileURLWithPath: TmuxSession.binary)
                p.arguments = arguments + ["--no-audio"]
                let err = Pipe()
                p.standardError = err
                p.standardOutput = Pipe()
                try p.run()
                p.waitUntilExit()
                let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                #expect(p.terminationStatus == 2)
                #expect(message == "\(bad.path):5:7: error: unknown key 'lable' in an element (did you mean 'label'?)\n"
                    + "\(bad.path):6:16: error: unknown trait 'buton' (did you mean 'button'?)\n")
            }
        }
    }
}
