import EarshotFuzzHarness
import Foundation

/// libFuzzer's entry into Earshot's core; `scripts/fuzz` builds and runs it. Built only with
/// `EARSHOT_FUZZ=1` (see Package.swift): it has no `main`, libFuzzer supplies one.
///
/// `EARSHOT_FUZZ_TARGET` says what the bytes are (`layout`, the default, `gestures`, `swiftui`,
/// `storyboard` or `dump`); `EARSHOT_LAYOUTS` is the folder of sample layouts that gesture
/// scripts are walked over.
private let environment = ProcessInfo.processInfo.environment
private let harness = FuzzHarness(samplesIn: environment["EARSHOT_LAYOUTS"] ?? "Layouts")
private let target = environment["EARSHOT_FUZZ_TARGET"].flatMap(FuzzHarness.Target.init(rawValue:)) ?? .layout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    harness.run(target, Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
