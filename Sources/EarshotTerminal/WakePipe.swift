import Foundation

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

    public static func wake(_ byte: UInt8) {
        var b = byte
        _ = write(fds[1], &b, 1)
    }

    /// Signals that end the reader as SIGTERM does, with the terminal restored: every signal
    /// whose default action ends the process and that someone else sends (the runtime traps are
    /// `TerminalRestore`'s). SIGQUIT among them, so Swift's backtracer never draws over the screen.
    public static let terminatingSignals: [Int32] = [SIGHUP, SIGINT, SIGTERM, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE,
                                                     SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF]

    /// Signals that end the reader (and SIGWINCH, which redraws) arrive through the pipe.
    /// Safe to call more than once.
    public static func installSignalHandlers() {
        _ = fds
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
    var b = UInt8(truncatingIfNeeded: sig)
    _ = write(WakePipe.fds[1], &b, 1)
    errno = saved
}
