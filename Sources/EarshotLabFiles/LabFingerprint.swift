/// What a result records of the files its run read: the lab file and its layout file together
/// (`fingerprint`), and each file on its own (`files`, `digest`), as 64-bit FNV-1a of their bytes (`fnv1a64:` and 16 hex digits). Not a protection against a
/// forger, only a check that a replay shows the screens the trainee heard.
public enum LabFingerprint {
    public static func of(lab: [UInt8], layout: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        // The lab's length first, so moving bytes from one file to the other changes the result.
        var length = UInt64(lab.count)
        for _ in 0..<8 {
            add(UInt8(truncatingIfNeeded: length))
            length >>= 8
        }
        for byte in lab { add(byte) }
        for byte in layout { add(byte) }
        return text(hash)
    }

    /// One file's bytes, as a result's `files` lists it.
    public static func digest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return text(hash)
    }

    static func text(_ hash: UInt64) -> String {
        let hex = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
