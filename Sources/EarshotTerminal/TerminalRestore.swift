import Foundation

/// Gives the terminal back when the reader dies of a runtime trap or a fault (SIGILL, SIGTRAP,
/// SIGSEGV, SIGBUS, SIGFPE, SIGABRT), which no Swift code gets to clean up after.
///
/// The handler is async-signal-safe by construction: `arm` prepares everything it needs (the
/// terminal settings from before curses, the reset bytes, a copy of the real standard error,
/// the handlers it replaces) in memory allocated once, and the handler only reads that and
/// calls write(2), tcsetattr(3), dup2(2), sigaction(2) and raise(3). Then the process dies of
/// the same signal, with its default action (so the exit status and core dumps are as usual).
///
/// Installing these handlers replaces the Swift runtime's backtracer, which on a terminal
/// otherwise stops for 30 s at "Press space to interact" over the reader's screen. A user who
/// sets `SWIFT_BACKTRACE` asked for it: then the backtracer runs after the terminal is restored.
/// Owned by `NcursesScreen`, the one owner of the terminal.
enum TerminalRestore {
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// What the handler reads. Fixed-size, allocated once, never freed.
    struct State {
        var armed = false
        var terminal: Int32 = -1
        var hasSettings = false
        var settings = termios()
        var stderrCopy: Int32 = -1
        var chain = false
        var reset = (count: 0, bytes: UnsafeMutablePointer<UInt8>.allocate(capacity: State.resetCapacity))
        /// The actions replaced, by signal number.
        var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        static let resetCapacity = 512
    }

    /// The handler's memory. A signal handler can only reach global state; this is written by
    /// `arm`/`disarm` on the reader's thread while the handlers are not installed or disarmed.
    nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
        let p = UnsafeMutablePointer<State>.allocate(capacity: 1)
        p.initialize(to: State())
        return p
    }()

    /// Installs the crash handlers. `settings` are the terminal's from before curses changed
    /// them; `reset` the bytes that undo what was sent to the terminal (mouse reporting, the
    /// alternate screen, the hidden cursor); `stderrCopy` a descriptor of the real standard error.
    static func arm(terminal: Int32, settings: termios?, reset: [UInt8], stderrCopy: Int32) {
        let s = state
        s.pointee.armed = false
        s.pointee.terminal = terminal
        s.pointee.hasSettings = settings != nil
        if let settings { s.pointee.settings = settings }
        s.pointee.stderrCopy = stderrCopy
        s.pointee.chain = getenv("SWIFT_BACKTRACE") != nil
        let count = min(reset.count, State.resetCapacity)
        for i in 0..<count { s.pointee.reset.bytes[i] = reset[i] }
        s.pointee.reset.count = count
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = restoreAndDie
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        // Everything but the traps themselves waits while the terminal is being restored.
        sigfillset(&action.sa_mask)
        for sig in crashSignals { sigdelset(&action.sa_mask, sig) }
        // A parent (a test runner) may have started us with some blocked; a blocked trap is
        // delivered to no handler.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for sig in crashSignals {
            sigaction(sig, &action, s.pointee.previous + Int(sig))
            sigaddset(&unblock, sig)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        s.pointee.armed = true
    }

    /// The terminal was restored normally: the handlers that were there before come back.
    static func disarm() {
        let s = state
        guard s.pointee.armed else { return }
        s.pointee.armed = false
        for sig in crashSignals { sigaction(sig, s.pointee.previous + Int(sig), nil) }
    }

    /// A line for standard error, without allocating: static strings only.
    static func message(_ sig: Int32) -> StaticString {
        switch sig {
        case SIGILL: return "earshot: the reader stopped on SIGILL (a bug); the terminal has been restored.\n"
        case SIGTRAP: return "earshot: the reader stopped on SIGTRAP (a bug); the terminal has been restored.\n"
        case SIGSEGV: return "earshot: the reader stopped on SIGSEGV (a bug); the terminal has been restored.\n"
        case SIGBUS: return "earshot: the reader stopped on SIGBUS (a bug); the terminal has been restored.\n"
        case SIGFPE: return "earshot: the reader stopped on SIGFPE (a bug); the terminal has been restored.\n"
        case SIGABRT: return "earshot: the reader stopped on SIGABRT (a bug); the terminal has been restored.\n"
        default: return "earshot: the reader stopped on a signal; the terminal has been restored.\n"
        }
    }
}

/// Writes all of `count` bytes, going on after interruptions.
private func writeAll(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) {
    var done = 0
    while done < count {
        let n = write(fd, bytes + done, count - done)
        if n > 0 { done += n } else if n < 0 && errno == EINTR { continue } else { return }
    }
}

/// The crash handler: restore the terminal once, let a backtracer the user asked for run, then
/// die of the signal with its default action.
private func restoreAndDie(_ sig: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    let s = TerminalRestore.state
    if s.pointee.armed {
        s.pointee.armed = false
        writeAll(s.pointee.terminal, s.pointee.reset.bytes, s.pointee.reset.count)
        if s.pointee.hasSettings { _ = withUnsafePointer(to: &s.pointee.settings) { tcsetattr(s.pointee.terminal, TCSANOW, $0) } }
        if s.pointee.stderrCopy >= 0 { dup2(s.pointee.stderrCopy, 2) }
        let line = TerminalRestore.message(sig)
        writeAll(2, line.utf8Start, line.utf8CodeUnitCount)
    }
    let previous = s.pointee.previous + Int(sig)
    if s.pointee.chain, previous.pointee.sa_flags & SA_SIGINFO != 0,
       let backtracer = previous.pointee.__sigaction_handler.sa_sigaction {
        backtracer(sig, info, context)
    }
    var fallback = sigaction()
    fallback.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&fallback.sa_mask)
    sigaction(sig, &fallback, nil)
    // Blocked until this handler returns: then it is delivered, and the default action ends us
    // (a fault that recurs on return meets the same default action).
    raise(sig)
}
