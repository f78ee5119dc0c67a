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

    /// Signals that end the reader (and SIGWINCH, which redraws) arrive through the pipe.
    public static func installSignalHandlers() {
        _ = fds
        // A parent may have started us with these blocked; the reader must hear them.
        var set = sigset_t()
        sigemptyset(&set)
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] {
            signal(sig, wakeOnSignal)
            sigaddset(&set, sig)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}

private func wakeOnSignal(_ sig: Int32) {
    var b = UInt8(truncatingIfNeeded: sig)
    _ = write(WakePipe.fds[1], &b, 1)
}
