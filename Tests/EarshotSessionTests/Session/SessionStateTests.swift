import EarshotAudit
import EarshotLayoutTestSupport
import EarshotLoader
import EarshotNarration
import EarshotNavigation
import EarshotTestSupport
import Testing
@testable import EarshotSession

/// The one session state machine: what each kind of input does.
@Suite struct SessionStateTests {
    func session(_ name: String) throws -> SessionState {
        var s = SessionState(navigator: try #require(navigator(name)))
        _ = s.start()
        return s
    }

    @Test func helpNamesGesturesAndTheirKeysWithoutActing() throws {
        var s = try session("cowboy-hat.yaml")
        #expect(s.send(.key("?", character: "?")).speech.speech == [SessionWords.helpOn])
        #expect(s.send(.key("right", character: nil)).speech.speech == ["Swipe right. Next item. Keys: right."])
        #expect(s.send(.gesture(.next)).speech.speech == ["Swipe right. Next item. Keys: right."])
        #expect(s.navigator.focusedID == "title", "help mode does not move focus")
        let quit = s.send(.key("q", character: "q"))
        #expect(!quit.quit && quit.speech.speech == ["Quit Earshot. Keys: ctrl+c, q."])
        #expect(s.send(.key("F9", character: nil)).speech.speech == [SessionWords.notBound])
        // The second press shows the key list (help stays on); the third leaves help.
        #expect(s.send(.gesture(.help)).speech.speech == [SessionWords.keyListOn])
        #expect(s.help && s.keyList)
        #expect(s.send(.key("right", character: nil)).speech.speech == ["Swipe right. Next item. Keys: right."])
        #expect(s.send(.key("?", character: "?")).speech.speech == [SessionWords.helpOff])
        #expect(!s.help && !s.keyList)
        #expect(s.send(.key("right", character: nil)).speech.speech.first?.hasPrefix("Dark brown") == true)
        #expect(s.send(.key("q", character: "q")).quit)
    }

    /// Heard with TalkBack, help names TalkBack's gestures, and the key list and status line
    /// call the rotor a reading control.
    @Test func talkBackHelpNamesTalkBacksGestures() throws {
        var nav = try #require(navigator("cowboy-hat.yaml"))
        nav.verbosity.reader = .talkback
        var s = SessionState(navigator: nav)
        _ = s.start()
        _ = s.send(.key("?", character: "?"))
        #expect(s.send(.gesture(.next)).speech.speech == ["Swipe right. Next item. Keys: right."])
        #expect(s.send(.gesture(.activate)).speech.speech.first?.hasPrefix("Double-tap. Activate.") == true)
        #expect(s.send(.gesture(.escape)).speech.speech.first?.hasPrefix("Swipe down then left. Back.") == true)
        #expect(s.send(.gesture(.rotorNext)).speech.speech.first?.hasPrefix("Swipe down then up. Next reading control.") == true)
        #expect(s.send(.gesture(.first)).speech.speech.first?.hasPrefix("No gesture by default") == true)
        #expect(s.navigator.focusedID == "title", "help mode does not move focus")
        let lines = KeyList.lines(for: s.keyMap, reader: .talkback).map(\.says)
        #expect(lines.contains("next / previous reading control") && lines.contains("back (swipe down then left)"))
        #expect(!lines.contains { $0.contains("rotor") || $0.contains("scrub") }, "\(lines)")
        #expect(KeyList.lines(for: s.keyMap).map(\.says).contains("turn the rotor"))
        #expect(TalkBack().rotorWord == "Reading control" && VoiceOver().rotorWord == "Rotor")
    }

    @Test func unboundKeysDoNothing() throws {
        var s = try session("cowboy-hat.yaml")
        let out = s.send(.key("F9", character: nil))
        #expect(out.isSilent && !out.quit)
    }

    @Test func curtainIsTheSessionsAndHidesNothingFromSpeech() throws {
        var s = try session("cowboy-hat.yaml")
        #expect(s.send(.key("c", character: "c")).speech.speech == [SessionWords.curtainOn])
        #expect(s.curtain)
        #expect(s.send(.gesture(.next)).speech.speech.first?.hasPrefix("Dark brown") == true)
        #expect(s.send(.click(x: 20, y: 20, time: 0)).isSilent, "nothing to aim at under the curtain")
        _ = s.send(.gesture(.curtain))
        #expect(!s.curtain)
    }

    @Test func rateTravelsWithEveryOutput() throws {
        var s = try session("cowboy-hat.yaml")
        let up = s.send(.key("+", character: "+"))
        #expect(up.rate == 245 && up.speech.speech == ["245 words per minute"])
        #expect(s.send(.gesture(.next)).rate == 245)
    }

    @Test func readAllGoesOnWhenSpeechIsIdleAndStopsOnAGesture() throws {
        var s = try session("weather.yaml")
        let first = s.send(.gesture(.readAll))
        #expect(first.speech.continuesReading && first.speech.control == .interrupt)
        let next = s.send(.speechIdle)
        #expect(next.speech.control == .append && !next.speech.utterances.isEmpty)
        _ = s.send(.gesture(.next))
        #expect(s.send(.speechIdle).isSilent, "a gesture ends read-all")
    }

    @Test func doubleClickActivatesAndATypedKeyGoesToTheField() throws {
        var s = try session("image-toggle.yaml")
        #expect(s.send(.click(x: 195, y: 225, time: 10)).speech.speech.first == "Bell. Button. Image.")
        let activate = s.send(.click(x: 195, y: 225, time: 10.2))
        #expect(activate.speech.sounds == [.activate] && activate.speech.speech == ["Selected."])
        var settings = try session("settings.yaml")
        for _ in 0..<5 { _ = settings.send(.key("right", character: nil)) }
        _ = settings.send(.key("enter", character: nil))
        #expect(settings.send(.key("h", character: "h")).speech.speech == ["h"], "typed, not quick nav")
        #expect(settings.navigator.focusedElement?.value == "Kim's iPhoneh")
    }

    @Test func captionHistoryIsBounded() throws {
        var s = try session("weather.yaml")
        for _ in 0..<(Captions.historyLimit * 3) { _ = s.send(.gesture(.next)); _ = s.send(.gesture(.previous)) }
        #expect(s.captions.history.count == Captions.historyLimit)
        _ = s.send(.key("pageup", character: nil))
        #expect(s.captions.scrollBack == 3)
        var captions = Captions()
        captions.show(NavigatorOutput(utterances: [Utterance(.description, String(repeating: "a", count: 50_000))]))
        #expect(captions.current.count == 50_000, "the caption now is whole")
        #expect(captions.history.allSatisfy { $0.count <= Captions.lineLimit + 1 }, "history lines are bounded")
    }
}

@Suite struct BoundedStateTests {
    @Test func screensThatGoToEachOtherDoNotGrowTheBackStack() throws {
        let (layout, errors) = load("""
            earshot: 1
            screens:
              - id: a
                elements: [{id: go, label: Go, traits: [button], frame: [0, 0, 100, 44], on-activate: [{goto: b}]}]
              - id: b
                elements: [{id: again, label: Again, traits: [button], frame: [0, 0, 100, 44], on-activate: [{goto: a}]}]
            """)
        #expect(errors.isEmpty, "\(errors)")
        var nav = Navigator(workspace: Workspace(root: try #require(layout)))
        for _ in 0..<(Navigator.historyLimit * 4) { _ = nav.perform(.activate) }
        #expect(nav.history.count == Navigator.historyLimit)
        #expect(nav.perform(.escape).sounds == [.screenChanged], "back still works")
    }
}

/// Screen-curtain findings (`n`, `!`): typed in the session, recorded by the driver.
@Suite struct SessionFindingTests {
    func session() throws -> SessionState {
        SessionState(navigator: try #require(navigator("cowboy-hat.yaml")), curtain: true)
    }

    func type(_ text: String, into s: inout SessionState) {
        for c in text { _ = s.send(c == " " ? .key("space", character: nil) : .key(String(c), character: c)) }
    }

    @Test func aNoteIsTypedSeverityCycledAndSaved() throws {
        var s = try session()
        _ = s.send(.key("right", character: nil))
        #expect(s.send(.key("n", character: "n")).speech.speech == ["Finding. Type a note, then Enter."])
        type("no alt text", into: &s)
        // Keys that would navigate only edit the note while it is typed.
        #expect(s.send(.key("right", character: nil)).isSilent)
        #expect(s.navigator.focusedID == "photo")
        #expect(s.send(.key("tab", character: nil)).speech.speech == ["Error"])
        _ = s.send(.key("backspace", character: nil))
        // Enter asks the driver to record it: nothing is confirmed until the driver says it is on disk.
        let saved = s.send(.key("enter", character: nil))
        #expect(saved.isSilent && !s.captions.current.contains("saved"))
        let record = try #require(saved.recorded)
        #expect(record.rule == .manual && record.severity == .error && record.element == "photo")
        #expect(record.note == "no alt tex")
        #expect(record.speech == "Dark brown leather hat with embellishments. Image.")
        #expect(s.draft != nil)
        #expect(s.send(.findingSaved).speech.speech == ["Finding saved"])
        #expect(s.draft == nil && s.captions.current == "Finding saved")
    }

    /// A finding the driver could not write says why, and keeps the note: Enter tries again.
    @Test func aFindingNotSavedSaysWhyAndKeepsTheNote() throws {
        var s = try session()
        _ = s.send(.key("n", character: "n"))
        type("keep me", into: &s)
        #expect(s.send(.key("enter", character: nil)).recorded?.note == "keep me")
        let failed = s.send(.findingNotSaved("cannot open f: Permission denied"))
        #expect(failed.speech.speech == ["Finding not saved: cannot open f: Permission denied"])
        #expect(s.draft?.note == "keep me")
        #expect(s.send(.key("enter", character: nil)).recorded?.note == "keep me")
        // A confirmation with no finding asked for says nothing.
        _ = s.send(.key("escape", character: nil))
        #expect(s.send(.findingSaved).isSilent)
    }

    /// Said once at start-up, after the opening speech rather than instead of it.
    @Test func findingsUnavailableIsAppendedToTheOpening() throws {
        var s = try session()
        _ = s.start()
        let said = s.send(.findingsUnavailable("f is a FIFO"))
        #expect(said.speech.control == .append && said.speech.speech == ["Findings cannot be saved: f is a FIFO"])
        #expect(s.captions.current.count > "Findings cannot be saved: f is a FIFO".count, "the opening is still shown")
        #expect(s.captions.current.hasSuffix("Findings cannot be saved: f is a FIFO"))
    }

    @Test func escapeCancelsAndAnEmptyNoteIsNotSaved() throws {
        var s = try session()
        _ = s.send(.key("n", character: "n"))
        #expect(s.send(.key("enter", character: nil)).recorded == nil)
        #expect(s.draft != nil)
        #expect(s.send(.key("escape", character: nil)).speech.speech == ["Finding cancelled"])
        #expect(s.draft == nil)
        // Control characters never reach a note.
        _ = s.send(.key("n", character: "n"))
        _ = s.send(.key("x", character: "\u{1B}"))
        #expect(s.draft?.note == "")
    }

    @Test func bangAsksTheDriverAndSpeaksWhatItGets() throws {
        var s = try session()
        #expect(s.send(.key("!", character: "!")).findingsWanted)
        let finding = AuditFinding(rule: .noHeading, severity: .warning, path: "p", line: 1, column: 1, element: "title",
                                   message: "no heading", speech: nil)
        #expect(s.send(.findings([finding])).speech.speech == ["1 finding. Warning, no heading: no heading."])
        #expect(s.send(.findings([])).speech.speech == ["No findings"])
    }
}
