#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import EarshotModel
import EarshotNarration
import Foundation

/// Utterance lengths measured by worker processes. espeak-ng is one process-global engine, so
/// threads cannot synthesize in parallel; processes can. A worker is the program a `Command`
/// names — for the executables, themselves run with a hidden argument (`earshot _measure`): it
/// reads the settings, then one speech item per line (JSON), on standard input and writes each
/// item's length in samples, one per line, as soon as it has measured it (`serve`). The parent
/// hands it its share (`LengthQueue`) a few items at a time and reads each answer as it comes,
/// so neither pipe fills, and a worker silent for the command's `idleLimit` seconds once it has
/// answered (`startLimit` before its first answer, while it starts) is taken for stuck.
///
/// A worker that cannot be started, exits badly, is killed, stays silent or answers with
/// anything but one number per item gives no numbers at all: every item it took goes back to
/// its queue, for the parent to measure.
public enum LengthWorkers {
    /// How to start a worker: a program that answers as `serve` does, how long it may take to
    /// start and give its first answer, and how long it may then stay silent before it is taken
    /// for stuck.
    public struct Command: Sendable {
        public var executable: String
        public var arguments: [String]
        /// Seconds a worker may go without answering once it has answered (1 to 3,600): one
        /// utterance never takes 20.
        public var idleLimit: Int32
        /// Seconds a worker may take to give its first answer (at least `idleLimit`, at most
        /// 3,600): starting a program (loading espeak-ng and its voice) is not answering, and on
        /// a busy machine takes seconds; a worker that answered and then stalls is still caught
        /// by `idleLimit`.
        public var startLimit: Int32

        public init(executable: String, arguments: [String], idleLimit: Int32 = 20, startLimit: Int32 = 60) {
            self.executable = executable
            self.arguments = arguments
            self.idleLimit = max(1, min(idleLimit, 3600))
            self.startLimit = max(self.idleLimit, min(startLimit, 3600))
        }
    }

    /// The path that starts this running program again, for a worker that is the program itself.
    public static var ownExecutable: String {
        #if os(Linux)
        "/proc/self/exe"
        #else
        Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
    }

    /// What a worker needs to know about the synthesis, sent as the first line.
    struct Header: Codable {
        var voice: String, rate: Int, pitch: Int, volume: Int, detectLanguages: Bool, version: String
    }

    /// One speech item on the wire: the fields that decide its length (see `DurationCache.key`).
    struct Item: Codable {
        var text: String, delay: Int, language: String?
    }

    /// Items handed to a worker at a time: a few milliseconds of synthesis, next to which the
    /// round trip costs nothing.
    static let chunk = 8

    /// The first line a worker reads: the settings and the engine's version.
    static func header(settings: EspeakEngine.Settings, version: String) -> [UInt8] {
        let header = Header(voice: settings.voice, rate: settings.rate, pitch: settings.pitch, volume: settings.volume,
                            detectLanguages: settings.detectLanguages, version: version)
        return Array((try? JSONEncoder().encode(header)) ?? Data()) + [10]
    }

    /// The lines a worker reads for `items` (text items only; `SpeechItem(Utterance)` always is).
    static func lines(_ items: [SpeechItem]) -> [UInt8] {
        let encoder = JSONEncoder()
        var bytes: [UInt8] = []
        for item in items {
            guard case .text(let text) = item.content else { continue }
            bytes += Array((try? encoder.encode(Item(text: text, delay: item.delayMilliseconds, language: item.language))) ?? Data())
            bytes.append(10)
        }
        return bytes
    }

    /// The worker's side: reads items as they come, writes each length as it is measured, until
    /// standard input ends. Returns the exit status: 0, or 1 for input it cannot read (the
    /// parent then measures what it sent itself).
    public static func serve(engine: EspeakEngine) -> Int32 {
        var input = LineReader(fd: 0)
        let decoder = JSONDecoder()
        guard case .line(let first) = input.next(idleLimit: -1),
              let header = try? decoder.decode(Header.self, from: Data(first)),
              header.version == engine.version else { return 1 }
        let settings = EspeakEngine.Settings(voice: header.voice, rate: header.rate, pitch: header.pitch,
                                             volume: header.volume, detectLanguages: header.detectLanguages)
        while case .line(let line) = input.next(idleLimit: -1) {
            guard let item = try? decoder.decode(Item.self, from: Data(line)) else { return 1 }
            let speech = SpeechItem.text(item.text, delayMilliseconds: item.delay, language: item.language)
            let out = Array((String(engine.stream(speech, settings: settings, into: nil)) + "\n").utf8)
            guard out.withUnsafeBytes({ writeAll(1, $0, idleLimit: -1) }) else { return 1 }
        }
        return 0
    }

    /// A started worker: its process, this side's ends of its pipes, and the seconds it may
    /// stay silent.
    struct Worker: Sendable {
        var pid: pid_t, input: Int32, output: Int32, idleLimit: Int32, startLimit: Int32
    }

    /// Starts a worker as `command` says; nil when it cannot be started. Call from one thread
    /// at a time: a pipe is made close-on-exec just after it is opened, and a worker started in
    /// between would keep the other's input open.
    static func start(_ command: Command) -> Worker? {
        let executable = command.executable
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0 else { return nil }
        guard pipe(&fromChild) == 0 else {
            close(toChild[0]); close(toChild[1])
            return nil
        }
        for fd in toChild + fromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on 0 and 1; every other descriptor closes at exec.
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + command.arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(toChild[0]); close(fromChild[1])
        guard spawned == 0 else {
            close(toChild[1]); close(fromChild[0])
            return nil
        }
        // Writes wait at most `idleLimit` for a worker that stopped reading.
        _ = fcntl(toChild[1], F_SETFL, fcntl(toChild[1], F_GETFL) | O_NONBLOCK)
        return Worker(pid: pid, input: toChild[1], output: fromChild[0], idleLimit: command.idleLimit,
                      startLimit: command.startLimit)
    }

    /// Has `worker` measure items from `queue` until it is empty; returns the lengths of the
    /// items it measured, or nil when it failed in any way (every item it took is then back in
    /// the queue). Blocks until the worker has exited; run on a thread of its own.
    static func drain(_ queue: LengthQueue, settings: EspeakEngine.Settings, version: String,
                      on worker: Worker) -> [(Utterance, Int)]? {
        // A worker that dies makes a write fail with EPIPE instead of signalling the process.
        var set = sigset_t()
        sigemptyset(&set); sigaddset(&set, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &set, nil)
        var measured: [(Utterance, Int)] = []
        var output = LineReader(fd: worker.output)
        let idleLimit = worker.idleLimit
        /// Kills the worker and gives back everything it took: `unanswered` are the items sent
        /// that it has not answered.
        func fail(_ unanswered: [Utterance]) -> [(Utterance, Int)]? {
            kill(worker.pid, SIGKILL)
            finish(worker, &output)
            queue.giveBack(measured.map(\.0) + unanswered)
            return nil
        }
        let header = Self.header(settings: settings, version: version)
        guard header.withUnsafeBytes({ writeAll(worker.input, $0, idleLimit: idleLimit) }) else { return fail([]) }
        // Two chunks in flight: the worker has the next one while this thread, on a busy core,
        // reads its answers to the last. Answers are a few bytes, so its output never fills.
        var inFlight: [[Utterance]] = []
        func send() -> Bool {
            guard let taken = queue.take(chunk) else { return true }
            inFlight.append(taken)
            return Self.lines(taken.map(SpeechItem.init)).withUnsafeBytes { writeAll(worker.input, $0, idleLimit: idleLimit) }
        }
        guard send(), send() else { return fail(Array(inFlight.joined())) }
        while !inFlight.isEmpty {
            let current = inFlight.removeFirst()
            for (i, utterance) in current.enumerated() {
                // A worker silent for `idleLimit` seconds is stuck (no utterance takes that long);
                // before its first answer it is starting, and has `startLimit`.
                let limit = measured.isEmpty ? worker.startLimit : idleLimit
                guard case .line(let line) = output.next(idleLimit: limit),
                      let samples = Int(String(decoding: line, as: UTF8.self)), samples >= 0
                else { return fail(Array(current[i...]) + inFlight.joined()) }
                measured.append((utterance, samples))
            }
            guard send() else { return fail(Array(inFlight.joined())) }
        }
        // Said no more, and exited normally with status 0 (the wait status's low 16 bits all zero).
        let (status, quiet) = finish(worker, &output)
        guard quiet, let status, status & 0xFFFF == 0 else {
            queue.giveBack(measured.map(\.0))
            return nil
        }
        return measured
    }

    /// Closes this side of the pipes and waits for the worker to exit; returns its wait status
    /// (nil when it could not be had) and whether it said nothing more. One that says more, or
    /// neither ends nor writes within its `idleLimit`, is killed; what it wrote is dropped.
    @discardableResult
    static func finish(_ worker: Worker, _ output: inout LineReader) -> (status: Int32?, quiet: Bool) {
        close(worker.input)
        var quiet = true
        while true {
            let next = output.next(idleLimit: worker.idleLimit)
            if case .end = next { break }
            if case .line = next, quiet {
                quiet = false
                kill(worker.pid, SIGKILL)
                continue
            }
            if case .silent = next {
                kill(worker.pid, SIGKILL)
                break
            }
        }
        close(worker.output)
        var status: Int32 = 0
        while waitpid(worker.pid, &status, 0) < 0 {
            guard errno == EINTR else { return (nil, quiet) }
        }
        return (status, quiet)
    }

    /// Writes all of `bytes` to `fd`, waiting at most `idleLimit` seconds (-1: for ever) for it
    /// to take more; false when it cannot.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, idleLimit: Int32) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        var ready = [pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)]
        while offset < bytes.count {
            let n = write(fd, base + offset, bytes.count - offset)
            if n > 0 { offset += n; continue }
            guard n < 0, errno == EINTR || errno == EAGAIN else { return false }
            if errno == EAGAIN {
                let polled = poll(&ready, 1, idleLimit < 0 ? -1 : idleLimit * 1000)
                if polled == 0 { return false }
            }
        }
        return true
    }
}

/// Lines from a descriptor, read as they come.
struct LineReader {
    enum Next { case line([UInt8]), end, silent }

    let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    init(fd: Int32) { self.fd = fd }

    /// The next line (without its newline); `.end` at end of input (a last line without a
    /// newline counts as a line), `.silent` when nothing came for `idleLimit` seconds (-1: wait
    /// for ever) or reading failed.
    mutating func next(idleLimit: Int32) -> Next {
        var ready = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        while true {
            if let newline = buffer[start...].firstIndex(of: 10) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                if start > 65_536 { buffer.removeFirst(start); start = 0 }
                return .line(line)
            }
            if ended {
                guard start < buffer.count else { return .end }
                let line = Array(buffer[start...])
                start = buffer.count
                return .line(line)
            }
            if idleLimit >= 0 {
                let polled = poll(&ready, 1, idleLimit * 1000)
                if polled < 0 && errno == EINTR { continue }
                if polled <= 0 { return .silent }
            }
            let n = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16_384) { chunk in
                let n = read(fd, chunk.baseAddress, chunk.count)
                if n > 0 { buffer += chunk[0..<n] }
                return n
            }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .silent }
            if n == 0 { ended = true }
        }
    }
}
