import EarshotNarration
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotLoader

/// Thousands of broken variants of the samples: every load returns (no trap), and every
/// diagnostic points inside the file with a message.
@Suite struct MutatedInputTests {
    @Test(arguments: sampleLayoutNames)
    func layoutVariants(_ name: String) throws {
        let original = [UInt8](try #require(FileManager.default.contents(atPath: layoutsDirectory.appendingPathComponent(name).path)))
        var random = MutationRandom(state: UInt64(name.utf8.count) &* 7919)
        var failed = 0
        for _ in 0..<150 {
            let bytes = Mutation.mutate(original, &random)
            let result = LayoutLoader().load(bytes: bytes, path: name)
            if case .failure = result { failed += 1 }
            #expect(Mutation.check(result, bytes), "\(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(failed > 50, "the mutations should break most variants")
    }

    @Test func voiceVariants() {
        var random = MutationRandom(state: 42)
        let voice = Array("name: v\nvoice: en-us\nrate: 220\nverbosity: {hints: true, traits: after}\n".utf8)
        for _ in 0..<300 {
            let v = Mutation.mutate(voice, &random)
            #expect(Mutation.check(VoiceProfile.load(bytes: v, path: "v.yaml"), v))
        }
    }
}
