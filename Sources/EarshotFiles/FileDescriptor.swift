#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The checked system calls every write goes through: each returns 0 or the `errno` value.
enum FileDescriptor {
    /// Writes all of `bytes` to `fd` (at `offset`, when given), resuming after interruptions
    /// and short writes.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int? = nil) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var done = 0
        while done < bytes.count {
            let n = offset.map { pwrite(fd, base + done, bytes.count - done, off_t($0 + done)) }
                ?? write(fd, base + done, bytes.count - done)
            if n > 0 {
                done += n
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                // A write that moves nothing would loop for ever; it means the device is full.
                return n == 0 ? ENOSPC : errno
            }
        }
        return 0
    }

    /// `fsync`, where it means something: on regular files.
    static func sync(_ fd: Int32) -> Int32 {
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return 0 }
        return fsync(fd) == 0 ? 0 : errno
    }

    /// `close`, with its error (NFS reports a failed write only here); EINTR means closed.
    static func close(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
        let result = Glibc.close(fd)
        #else
        let result = Darwin.close(fd)
        #endif
        return result == 0 || errno == EINTR ? 0 : errno
    }

    /// Flushes a directory, so a rename in it survives a crash. Some file systems refuse; the
    /// rename has happened either way, so that is not an error.
    static func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        _ = close(fd)
    }
}
