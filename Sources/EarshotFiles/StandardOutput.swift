#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way a command's result reaches standard output: every `write` is checked, so a full
/// disk or a file-size limit is an error (`earshot: error: writing output: …`), not lost text.
/// Nothing is buffered: what was written is out when the call returns.
public enum StandardOutput {
    /// Makes a closed pipe (`EPIPE`) and a file-size limit (`EFBIG`, `ulimit -f`) errors that
    /// writes report, rather than signals that kill the process and leave temporary files.
    /// Call once, first thing.
    public static func reportWriteFailures() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }

    public static func write(_ text: String) throws(OutputError) {
        var text = text
        let code = text.withUTF8 { FileDescriptor.writeAll(STDOUT_FILENO, UnsafeRawBufferPointer($0)) }
        if code != 0 { throw OutputError(path: nil, code: code) }
    }

    public static func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        let code = FileDescriptor.writeAll(STDOUT_FILENO, bytes)
        if code != 0 { throw OutputError(path: nil, code: code) }
    }

    /// Ends the process the way a command-line filter ends when its reader leaves: by SIGPIPE,
    /// quietly (`set -o pipefail` still sees it). Call after temporary files are gone.
    public static func exitForBrokenPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        _exit(128 + SIGPIPE)
    }
}
