import EarshotModel
/// What a result records of the files its run read: the lab file and its layout file together
/// (`fingerprint`), and each file on its own (`files`, `digest`), as 64-bit FNV-1a of their bytes (`fnv1a64:` and 16 hex digits). Not a protection against a
/// forger, only a check that a replay shows the screens the trainee heard.
public enum LabFingerprint {
    public static func of(lab: [UInt8], layout: [UInt8]) -> String {
        // The lab's length first, so moving bytes from one file to the other changes the result.
        let length = (0..<8).map { UInt8(truncatingIfNeeded: UInt64(lab.count) >> (8 * $0)) }
        return text(FNV1a.hash64(layout, from: FNV1a.hash64(lab, from: FNV1a.hash64(length))))
    }

    /// One file's bytes, as a result's `files` lists it.
    public static func digest(_ bytes: [UInt8]) -> String {
        text(FNV1a.hash64(bytes))
    }

    static func text(_ hash: UInt64) -> String {
        let hex = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
