import EarshotAudit
import EarshotModel
import EarshotNarration
import EarshotNavigation
public import EarshotSession
public import Foundation
/// The reader's event loop: waits on standard input and the wake pipe, hands decoded keys to the
/// session, speaks at once, redraws. Returns the exit status; the terminal is restored on every
/// path. `receive` and `speechIdle` are the whole driver, so tests run it with scripted bytes.
public final class ReaderLoop<Layer: SessionLayer> {
    public private(set) var session: ReaderSession<Layer>
    private let screen: TerminalScreen
    private let speaker: Speaker
    private var pending: [UInt8] = []
    private let clock: () -> Double
    private let findings: FindingStore?
    /// Called with every output carried out and the layer's events (a lab driver writes its report).
    public var onOutput: ((LayeredOutput<Layer.Event>) -> Void)?

    public init(session: ReaderSession<Layer>, screen: TerminalScreen, speaker: Speaker, findings: FindingStore? = nil,
                clock: @escaping () -> Double = { Date().timeIntervalSince1970 }) {
        self.session = session; self.screen = screen; self.speaker = speaker; self.findings = findings
        self.clock = clock
    }

    public func run() -> Int32 {
        defer { screen.restore() }
        WakePipe.installSignalHandlers()
        open()
        var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: WakePipe.readEnd, events: Int16(POLLIN), revents: 0)]
        while true {
            // Checked every time round, whatever the pipe holds: a signal is never lost.
            if let signal = WakePipe.takeSignal() { return 128 + signal }
            let ready = poll(&fds, 2, timeout())
            if ready < 0 { if errno == EINTR { continue }; return 1 }
            if ready == 0 {
                drawIfDue()
                tick()
            }
            if fds[1].revents & Int16(POLLIN) != 0, let status = drainWakePipe() { return status }
            if fds[0].revents & Int16(POLLHUP) != 0 && fds[0].revents & Int16(POLLIN) == 0 { return 0 }
            let bytes = fds[0].revents & Int16(POLLIN) != 0 ? readInput() : []
            if bytes.isEmpty && fds[0].revents & Int16(POLLIN) != 0 { return 0 }
            // A lone ESC with nothing after it within the poll window is the Escape key.
            // Keys that come faster than frames are worth drawing (a paste, a held key) are all
            // handled, and the screen drawn at most every `frameInterval`: the last frame is always drawn.
            if receive(bytes, final: bytes.isEmpty, draw: false) { return 0 }
            drawIfDue()
            fds[0].revents = 0; fds[1].revents = 0
        }
    }

    /// Says the opening speech and draws the first frame.
    public func open() {
        carryOut(session.start(time: clock()))
        // Said once, before a tester types a note that could not be kept.
        if let problem = findings?.problem {
            carryOut(session.send(.findingsUnavailable(problem), time: clock()))
        }
    }

    /// The least time between two frames drawn for keys that arrive in a stream.
    static var frameInterval: Double { 0.03 }
    private var lastDraw = -Double.infinity
    private var drawPending = false

    /// Draws the frame a key left undrawn, unless one was drawn less than `frameInterval` ago.
    private func drawIfDue() {
        guard drawPending, clock() - lastDraw >= Self.frameInterval else { return }
        redraw()
    }

    /// How long to wait for input: a lone ESC's window, a frame still to draw, else until the
    /// layer has something due.
    private func timeout() -> Int32 {
        var wait: Int32 = pending.isEmpty ? -1 : 30
        if drawPending {
            let ms = Int32(max(0, (lastDraw + Self.frameInterval - clock()) * 1000)) + 1
            wait = wait < 0 ? ms : min(wait, ms)
        }
        if let deadline = session.deadline {
            let ms = Int32(clamping: Int(max(0, min(86_400, deadline - clock())) * 1000) + 1)
            wait = wait < 0 ? ms : min(wait, ms)
        }
        return wait
    }

    /// Time passing: a lab task's time may be up.
    public func tick() {
        let output = session.tick(time: clock())
        if !output.isEmpty { carryOut(output) }
    }

    /// Terminal input bytes: decoded, handed to the session one key at a time. True to quit.
    /// Keys that arrive together (a paste, a key held down) are all handled in order, but a
    /// key's speech that the next key's would cut off at once is not played, and its frame not
    /// drawn: a flood is drained in time that grows with its length, not with its speech.
    public func receive(_ bytes: [UInt8], final: Bool, draw: Bool = true) -> Bool {
        let (events, rest) = KeyDecoder.decode(pending + bytes, final: final)
        pending = rest
        var held: LayeredOutput<Layer.Event>?
        for event in events {
            // What must reach the session before the next key (a finding saved) is done now.
            if let waiting = held, waiting.output.recorded != nil || waiting.output.findingsWanted {
                carryOut(waiting)
                held = nil
            }
            let output = session.handle(event, time: clock(), terminalSize: screen.size)
            if let waiting = held { carryOut(waiting, present: output.output.speech.control != .interrupt, drawing: false) }
            held = nil
            if output.output.quit { return true }
            held = output
        }
        if let held { carryOut(held, drawing: draw) }
        return false
    }

    /// Speech finished: a read-all goes on.
    public func speechIdle() {
        let output = session.speechIdle(time: clock())
        if !output.isEmpty { carryOut(output) }
    }

    /// Carries out what the session said; `present` false leaves out the speech and the redraw
    /// (another output follows at once that replaces them).
    private func carryOut(_ layered: LayeredOutput<Layer.Event>, present: Bool = true, drawing: Bool = true) {
        let output = layered.output
        // A finding is written and flushed before anything else happens, and confirmed only
        // after: what the tester hears as saved is on disk, and a kill loses nothing.
        var result: SessionInput?
        if var finding = output.recorded {
            finding.time = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: clock()))
            let problem = findings.map { $0.save(finding) } ?? "no findings file"
            result = problem.map { .findingNotSaved($0) } ?? .findingSaved
        }
        if present {
            speaker.play(output.speech, rate: output.rate)
            if drawing { redraw() } else { drawPending = true }
        }
        if let result { carryOut(session.send(result, time: clock())) }
        if output.findingsWanted {
            carryOut(session.send(.findings(findings?.automaticFindings(on: session.navigator) ?? []), time: clock()))
        }
        // After the trainee hears and sees it: what the hook does (a report written) may take time.
        onOutput?(layered)
    }

    /// Empties the wake pipe, then acts on what the flags say: a terminating signal ends the
    /// loop (status 128+n), a resize redraws, speech gone idle continues a read-all. The bytes
    /// only wake the loop; the flags are what counts, so none is lost when the pipe was full.
    private func drainWakePipe() -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while read(WakePipe.readEnd, &buffer, buffer.count) == buffer.count {}
        if let signal = WakePipe.takeSignal() { return 128 + signal }
        if WakePipe.takeResize() {
            screen.resized()
            redraw()
        }
        if WakePipe.takeIdle() { speechIdle() }
        return nil
    }

    private func readInput() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = read(0, &buffer, buffer.count)
        return n > 0 ? Array(buffer[0..<n]) : []
    }

    /// Whether standard input has bytes waiting now.
    static func inputWaiting() -> Bool {
        var fd = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        return poll(&fd, 1, 0) > 0 && fd.revents & Int16(POLLIN) != 0
    }

    private func redraw() {
        lastDraw = clock()
        drawPending = false
        let size = screen.size
        screen.draw(session.render(width: size.width, height: size.height))
    }
}
