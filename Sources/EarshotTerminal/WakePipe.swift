import Foundation
import Synchronization

/// A self-pipe that wakes the reader loop: from signal handlers (the signal number as the byte)
/// and from the speech thread (`speechIdle`). Created once; written with async-signal-safe `write`.
public enum WakePipe {
    public static let speechIdle: UInt8 = 0xFF
    static let fds: [Int32] = {
        var fds: [Int32] = [-1, -1]
        _ = pipe(&fds)
        for fd in fds where fd >= 0 { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        return fds
    }()

    public static var readEnd: Int32 { fds[0] }

    /// The last terminating signal that arrived, 0 when none: a byte in the pipe can be lost
    /// when the pipe is full, this never is. The loop checks it every time round.
    static let pendingSignal = Atomic<Int32>(0)
    /// Whether a speech-idle byte is in the pipe and not yet read: one is enough, so a flood
    /// of idle notices never fills the pipe and crowds out a signal's byte.
    static let idlePending = Atomic<Bool>(false)
    /// A window size change not yet drawn.
    static let resizePending = Atomic<Bool>(false)

    public static func wake(_ byte: UInt8) {
        if byte == speechIdle {
            guard !idlePending.exchange(true, ordering: .acquiringAndReleasing) else { return }
        }
        var b = byte
        _ = write(fds[1], &b, 1)
    }

    /// The terminating signal that arrived, once; nil when none did.
    public static func takeSignal() -> Int32? {
        let signal = pendingSignal.exchange(0, ordering: .acquiringAndReleasing)
        return signal == 0 ? nil : signal
    }

    /// Whether speech went idle since the last call (the notice is taken).
    public static func takeIdle() -> Bool { idlePending.exchange(false, ordering: .acquiringAndReleasing) }

    /// Whether the window changed size since the last call.
    public static func takeResize() -> Bool { resizePending.exchange(false, ordering: .acquiringAndReleasing) }

    /// Signals that end the reader as SIGTERM does, with the terminal restored: every signal
    /// whose default action ends the process and that someone else sends (the runtime traps are
    /// `TerminalRestore`'s). SIGQUIT among them, so Swift's backtracer never draws over the screen.
    public static let terminatingSignals: [Int32] = [SIGHUP, SIGINT, SIGTERM, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE,
                                                     SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF]

    /// Signals that end the reader (and SIGWINCH, which redraws) arrive through the pipe.
    /// Safe to call more than once.
    public static func installSignalHandlers() {
        // Made before any handler can run: a handler must never be the first to touch them.
        _ = fds
        _ = pendingSignal.load(ordering: .relaxed)
        _ = resizePending.load(ordering: .relaxed)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = wakeOnSignal
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        // A parent may have started us with these blocked or ignored; the reader must hear them.
        var set = sigset_t()
        sigemptyset(&set)
        for sig in terminatingSignals + [SIGWINCH] {
            sigaction(sig, &action, nil)
            sigaddset(&set, sig)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}

private func wakeOnSignal(_ sig: Int32) {
    let saved = errno
    if sig == SIGWINCH {
        WakePipe.resizePending.store(true, ordering: .releasing)
    } else {
        WakePipe.pendingSignal.store(sig, ordering: .releasing)
    }
    var b = UInt8(truncatingIfNeeded: sig)
    _ = write(WakePipe.fds[1], &b, 1)
    errno = saved
}
