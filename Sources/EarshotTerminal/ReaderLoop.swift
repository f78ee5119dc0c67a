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
            let ready = poll(&fds, 2, timeout())
            if ready < 0 { if errno == EINTR { continue }; return 1 }
            if ready == 0 { tick() }
            if fds[1].revents & Int16(POLLIN) != 0, let status = drainWakePipe() { return status }
            if fds[0].revents & Int16(POLLHUP) != 0 && fds[0].revents & Int16(POLLIN) == 0 { return 0 }
            let bytes = fds[0].revents & Int16(POLLIN) != 0 ? readInput() : []
            if bytes.isEmpty && fds[0].revents & Int16(POLLIN) != 0 { return 0 }
            // A lone ESC with nothing after it within the poll window is the Escape key.
            if receive(bytes, final: bytes.isEmpty) { return 0 }
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

    /// How long to wait for input: a lone ESC's window, else until the layer has something due.
    private func timeout() -> Int32 {
        var wait: Int32 = pending.isEmpty ? -1 : 30
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
    public func receive(_ bytes: [UInt8], final: Bool) -> Bool {
        let (events, rest) = KeyDecoder.decode(pending + bytes, final: final)
        pending = rest
        for event in events {
            let output = session.handle(event, time: clock(), terminalSize: screen.size)
            if output.output.quit { return true }
            carryOut(output)
        }
        return false
    }

    /// Speech finished: a read-all goes on.
    public func speechIdle() {
        let output = session.speechIdle(time: clock())
        if !output.isEmpty { carryOut(output) }
    }

    private func carryOut(_ layered: LayeredOutput<Layer.Event>) {
        let output = layered.output
        // A finding is written and flushed before anything else happens, and confirmed only
        // after: what the tester hears as saved is on disk, and a kill loses nothing.
        var result: SessionInput?
        if var finding = output.recorded {
            finding.time = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: clock()))
            let problem = findings.map { $0.save(finding) } ?? "no findings file"
            result = problem.map { .findingNotSaved($0) } ?? .findingSaved
        }
        speaker.play(output.speech, rate: output.rate)
        redraw()
        if let result { carryOut(session.send(result, time: clock())) }
        if output.findingsWanted {
            carryOut(session.send(.findings(findings?.automaticFindings(on: session.navigator) ?? []), time: clock()))
        }
        // After the trainee hears and sees it: what the hook does (a report written) may take time.
        onOutput?(layered)
    }

    /// Signal bytes end the loop (status 128+n) or redraw; speech-idle continues a read-all.
    private func drainWakePipe() -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = read(WakePipe.readEnd, &buffer, 64)
        guard n > 0 else { return nil }
        for byte in buffer[0..<n] {
            switch Int32(byte) {
            case SIGWINCH:
                screen.resized()
                redraw()
            case let sig where WakePipe.terminatingSignals.contains(sig):
                return 128 + sig
            case Int32(WakePipe.speechIdle):
                speechIdle()
            default: break
            }
        }
        return nil
    }

    private func readInput() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = read(0, &buffer, 256)
        return n > 0 ? Array(buffer[0..<n]) : []
    }

    private func redraw() {
        let size = screen.size
        screen.draw(session.render(width: size.width, height: size.height))
    }
}
