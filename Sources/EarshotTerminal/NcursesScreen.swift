import CNcursesw
import Foundation

/// The terminal through ncursesw, wide characters throughout. The only file that calls
/// ncurses; it owns the window `initscr` returns. Input is read by the reader from standard
/// input directly (see `KeyDecoder`), so ncurses is used for output and terminal modes only.
public final class NcursesScreen: TerminalScreen {
    private var window: UnsafeMutablePointer<WINDOW>?
    private var savedStderr: Int32 = -1

    /// Takes over the terminal. Standard error is sent to `stderrLog` (or /dev/null) meanwhile,
    /// so ALSA or espeak-ng chatter cannot corrupt the screen. Signals that end the reader come
    /// through the wake pipe from now on, and a crash restores the terminal (`TerminalRestore`).
    public init(stderrLog: String = "/dev/null") {
        setlocale(LC_ALL, "")
        WakePipe.installSignalHandlers()
        var original = termios()
        let hasSettings = tcgetattr(1, &original) == 0
        savedStderr = dup(2)
        let log = open(stderrLog, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        if log >= 0 { dup2(log, 2); close(log) }
        window = initscr()
        raw()
        noecho()
        nonl()
        curs_set(0)
        if let window { keypad(window, false); leaveok(window, true) }
        // Mouse clicks as SGR sequences, decoded by `KeyDecoder`.
        writeRaw(Self.mouseOn)
        TerminalRestore.arm(terminal: 1, settings: hasSettings ? original : nil,
                            reset: Array((Self.mouseOff + Self.capability("sgr0") + Self.capability("cnorm")
                                          + Self.capability("rmcup") + "\r\n").utf8),
                            stderrCopy: savedStderr)
    }

    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h", mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"

    /// A terminfo string capability of the terminal curses set up, or "" when it has none.
    private static func capability(_ name: String) -> String {
        guard let value = name.withCString({ tigetstr($0) }), Int(bitPattern: value) != -1 else { return "" }
        return String(cString: value)
    }

    deinit { restore() }

    public var size: (width: Int, height: Int) {
        guard let window else { return (0, 0) }
        return (Int(getmaxx(window)), Int(getmaxy(window)))
    }

    public func resized() {
        // The standard way to make curses read the new size.
        endwin()
        refresh()
    }

    public func draw(_ buffer: CellBuffer) {
        guard let window else { return }
        werase(window)
        for y in 0..<min(buffer.height, Int(getmaxy(window))) {
            var x = 0
            while x < buffer.width {
                let style = buffer[x, y].style
                var run: [wchar_t] = []
                let start = x
                while x < buffer.width && buffer[x, y].style == style {
                    if let c = buffer[x, y].character {
                        for scalar in c.unicodeScalars { run.append(wchar_t(bitPattern: scalar.value)) }
                    }
                    x += 1
                }
                wattr_set(window, attr_t(attributes(style)), 0, nil)
                run.append(0)
                // The last cell of the last row would scroll the screen: leave it out.
                let count = (y == Int(getmaxy(window)) - 1 && x == buffer.width) ? Int32(clamping: max(0, run.count - 2)) : -1
                _ = run.withUnsafeBufferPointer {
                    mvwaddnwstr(window, Int32(clamping: y), Int32(clamping: start), $0.baseAddress, count)
                }
            }
        }
        wattr_set(window, 0, 0, nil)
        wrefresh(window)
    }

    private func attributes(_ style: CellBuffer.Style) -> Int32 {
        var a: Int32 = 0
        if style.contains(.bold) { a |= earshot_a_bold() }
        if style.contains(.reverse) { a |= earshot_a_reverse() }
        if style.contains(.dim) { a |= earshot_a_dim() }
        if style.contains(.underline) { a |= earshot_a_underline() }
        return a
    }

    public func restore() {
        guard window != nil else { return }
        writeRaw(Self.mouseOff)
        curs_set(1)
        endwin()
        // Only now, with the terminal back: a crash until here still restores it.
        TerminalRestore.disarm()
        window = nil
        if savedStderr >= 0 { dup2(savedStderr, 2); close(savedStderr); savedStderr = -1 }
    }

    private func writeRaw(_ s: String) {
        _ = s.withCString { write(1, $0, strlen($0)) }
    }
}
