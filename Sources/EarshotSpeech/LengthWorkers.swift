#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import EarshotCore
import Foundation

/// Utterance lengths measured by worker processes. espeak-ng is one process-global engine, so
/// threads cannot synthesize in parallel; processes can. A worker is this same executable run
/// with a hidden argument (`earshot _measure`): it reads the settings, then one speech item per
/// line (JSON), on standard input and writes each item's length in samples, one per line.
///
/// A worker that cannot be started, exits badly, is killed or answers with anything but one
/// number per item gives no numbers at all: its share is measured in-process by the caller.
public enum LengthWorkers {
    /// What a worker needs to know about the synthesis, sent as the first line.
    struct Header: Codable {
        var voice: String, rate: Int, pitch: Int, volume: Int, detectLanguages: Bool, version: String
    }

    /// One speech item on the wire: the fields that decide its length (see `DurationCache.key`).
    struct Item: Codable {
        var text: String, delay: Int, language: String?
    }

    /// The input a worker reads for `items` at `settings`.
    static func input(_ items: [SpeechItem], settings: EspeakEngine.Settings, version: String) -> [UInt8] {
        let encoder = JSONEncoder()
        let header = Header(voice: settings.voice, rate: settings.rate, pitch: settings.pitch, volume: settings.volume,
                            detectLanguages: settings.detectLanguages, version: version)
        var bytes = Array((try? encoder.encode(header)) ?? Data())
        bytes.append(10)
        for item in items {
            guard case .text(let text) = item.content else { continue }
            bytes += Array((try? encoder.encode(Item(text: text, delay: item.delayMilliseconds, language: item.language))) ?? Data())
            bytes.append(10)
        }
        return bytes
    }

    /// The worker's side: reads standard input to its end, writes the lengths. Returns the exit
    /// status: 0, or 1 for input it cannot read (the parent then measures the share itself).
    public static func serve(engine: EspeakEngine) -> Int32 {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        var lines = data.split(separator: 10, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        let decoder = JSONDecoder()
        guard let first = lines.first, let header = try? decoder.decode(Header.self, from: Data(first)),
              header.version == engine.version else { return 1 }
        let settings = EspeakEngine.Settings(voice: header.voice, rate: header.rate, pitch: header.pitch,
                                             volume: header.volume, detectLanguages: header.detectLanguages)
        // Each length is written as it is measured: the parent takes a silent worker for stuck.
        for line in lines.dropFirst() {
            guard let item = try? decoder.decode(Item.self, from: Data(line)) else { return 1 }
            let speech = SpeechItem.text(item.text, delayMilliseconds: item.delay, language: item.language)
            let out = String(engine.stream(speech, settings: settings, into: nil)) + "\n"
            guard (try? FileHandle.standardOutput.write(contentsOf: Data(out.utf8))) != nil else { return 1 }
        }
        return 0
    }

    /// A started worker: its process and this side's ends of its pipes.
    struct Worker: Sendable {
        var pid: pid_t, input: Int32, output: Int32
    }

    /// Starts a worker (`executable` with `arguments`); nil when it cannot be started. Call from
    /// one thread at a time: a pipe is made close-on-exec just after it is opened, and a worker
    /// started in between would keep the other's input open.
    static func start(executable: String, arguments: [String]) -> Worker? {
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
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(toChild[0]); close(fromChild[1])
        guard spawned == 0 else {
            close(toChild[1]); close(fromChild[0])
            return nil
        }
        return Worker(pid: pid, input: toChild[1], output: fromChild[0])
    }

    /// The lengths of `items` from a started worker, or nil when it failed in any way. Blocks
    /// until the worker has exited.
    static func measure(_ items: [SpeechItem], settings: EspeakEngine.Settings, version: String,
                        on worker: Worker) -> [Int]? {
        // Written on its own thread while this one reads, so neither pipe can fill and stall both.
        let input = Self.input(items, settings: settings, version: version), writeEnd = worker.input
        let writer = Thread {
            // A worker that dies makes the write fail with EPIPE instead of signalling the process.
            var set = sigset_t()
            sigemptyset(&set); sigaddset(&set, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &set, nil)
            input.withUnsafeBytes { _ = writeAll(writeEnd, $0) }
            close(writeEnd)
        }
        writer.start()
        // A worker silent for `idleLimit` seconds is stuck (no utterance takes that long): it is
        // killed and its share measured here, so a hung child never hangs the command.
        let output = readAll(worker.output, idleLimit: idleLimit)
        if output == nil { kill(worker.pid, SIGKILL) }
        close(worker.output)
        var status: Int32 = 0
        while waitpid(worker.pid, &status, 0) < 0 && errno == EINTR {}
        guard let output else { return nil }
        // Exited normally with status 0 (the wait status's low 16 bits all zero).
        guard status & 0xFFFF == 0 else { return nil }
        return parse(output, count: items.count)
    }

    /// Exactly `count` lines, each a length in samples; nil otherwise.
    static func parse(_ output: [UInt8], count: Int) -> [Int]? {
        guard count > 0, output.last == 10 else { return nil }
        let lines = output.dropLast().split(separator: 10, omittingEmptySubsequences: false)
        guard lines.count == count else { return nil }
        var samples: [Int] = []
        samples.reserveCapacity(count)
        for line in lines {
            guard let n = Int(String(decoding: line, as: UTF8.self)), n >= 0 else { return nil }
            samples.append(n)
        }
        return samples
    }

    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let n = write(fd, base + offset, bytes.count - offset)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    /// Seconds a worker may go without writing a length before it is taken for stuck (one
    /// utterance never takes that long); `EARSHOT_WORKER_IDLE_SECONDS` shortens it for tests.
    static let idleLimit: Int32 = ProcessInfo.processInfo.environment["EARSHOT_WORKER_IDLE_SECONDS"]
        .flatMap { Int32($0) }.map { max(1, min($0, 3600)) } ?? 20

    /// Everything `fd` gives until end of file, or nil when it stays silent for `idleLimit` seconds.
    static func readAll(_ fd: Int32, idleLimit: Int32) -> [UInt8]? {
        var out: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 65_536)
        var ready = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        while true {
            let polled = poll(&ready, 1, idleLimit * 1000)
            if polled < 0 && errno == EINTR { continue }
            if polled == 0 { return nil }
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return out }
            out += buffer[0..<n]
        }
    }
}
