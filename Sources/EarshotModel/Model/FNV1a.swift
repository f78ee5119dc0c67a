/// FNV-1a: a small hash of bytes that is the same on every machine and every run, for names,
/// cache keys and digests that must not change between runs. Not a protection against anyone.
public enum FNV1a {
    public static let offset64: UInt64 = 0xcbf2_9ce4_8422_2325
    public static let offset32: UInt32 = 0x811C_9DC5

    /// The 64-bit hash of `bytes`, going on from `hash` (to hash several pieces as one).
    public static func hash64<Bytes: Sequence<UInt8>>(_ bytes: Bytes, from hash: UInt64 = offset64) -> UInt64 {
        var h = hash
        for byte in bytes { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    /// The 32-bit hash of `bytes`.
    public static func hash32<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var h = offset32
        for byte in bytes { h = (h ^ UInt32(byte)) &* 0x0100_0193 }
        return h
    }
}
