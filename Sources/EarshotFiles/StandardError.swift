#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Messages to standard error. A failure to write them has nowhere to be reported, so it is
/// ignored — never a crash (`earshot … 2>/dev/full` still exits with its own status).
public enum StandardError {
    public static func write(_ text: String) {
        var text = text
        _ = text.withUTF8 { FileDescriptor.writeAll(STDERR_FILENO, UnsafeRawBufferPointer($0)) }
    }
}
