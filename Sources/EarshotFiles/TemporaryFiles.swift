#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files that exist at this moment, so that a process ended by TERM, INT or HUP
/// leaves none behind: the first one registered installs a handler for those signals that
/// removes every one still listed, then does what was done before (the reader's own handler,
/// or the default: the process ends by that signal, as it would have).
///
/// The handler may run at any moment on any thread, so it touches only a fixed table of C
/// strings, and calls only `unlink`, `sigaction` and `raise`, which are safe there.
enum TemporaryFiles {
    static let capacity = 32
    static let signals: [Int32] = [SIGTERM, SIGINT, SIGHUP]

    nonisolated(unsafe) static let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        table.initialize(repeating: nil, count: capacity)
        return table
    }()
    /// What each signal did before the handler was installed, by signal number.
    nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        actions.initialize(repeating: sigaction(), count: 65)
        return actions
    }()
    nonisolated(unsafe) static var installed = false

    /// Lists `path` until `remove(_:)`; false when the table is full (the file is then only
    /// removed by the writer itself).
    @discardableResult
    static func add(_ path: String) -> Bool {
        install()
        for i in 0..<capacity where table[i] == nil {
            table[i] = strdup(path)
            return true
        }
        return false
    }

    static func remove(_ path: String) {
        for i in 0..<capacity {
            guard let entry = table[i], String(cString: entry) == path else { continue }
            table[i] = nil
            free(entry)
            return
        }
    }

    static func install() {
        guard !installed else { return }
        installed = true
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = removeAndPassOn
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, previous + Int(signal))
        }
    }
}

/// The signal handler: every listed temporary file removed, then the signal handled as before.
private func removeAndPassOn(_ signal: Int32) {
    for i in 0..<TemporaryFiles.capacity {
        if let entry = TemporaryFiles.table[i] { unlink(entry) }
    }
    let before = TemporaryFiles.previous[Int(signal)]
    let handler = before.__sigaction_handler.sa_handler
    if let handler, unsafeBitCast(handler, to: Int.self) > 1 {
        handler(signal)
        return
    }
    if handler.map({ unsafeBitCast($0, to: Int.self) == 1 }) == true { return }  // SIG_IGN
    var restore = sigaction()
    restore.__sigaction_handler.sa_handler = nil  // SIG_DFL
    sigaction(signal, &restore, nil)
    raise(signal)
}
