import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotCore

/// Voice profiles: the same reader, tables and messages as layouts.
@Suite struct VoiceProfileLoaderTests {
    func errors(_ text: String) -> [String] { locatedErrors(VoiceProfile.load(bytes: Array(text.utf8), path: "v.yaml")) }

    @Test func bundledProfilesLoad() throws {
        for name in ["default", "expert", "training"] {
            let url = repositoryRoot.appendingPathComponent("Voices/\(name).yaml")
            let bytes = try #require(FileManager.default.contents(atPath: url.path))
            let profile = try VoiceProfile.load(bytes: [UInt8](bytes), path: url.path).get()
            #expect(profile.name == name)
        }
    }

    @Test(arguments: [
        ("name: v\nvoice: en\nrate: 50\n", "3:7: 'rate' must be 80 to 900"),
        ("name: v\nvoice: en\nrate: .nan\n", "3:7: 'rate' must be a whole number, found '.nan'"),
        ("name: v\nvoice: en\nrate: 200\nverbosity: {traits: aftr}\n", "4:21: unknown trait position 'aftr' (did you mean 'after'?)"),
        ("name: v\nvoice: en\nrate: 200\nverbosity: {hint: false}\n", "4:13: unknown key 'hint' in 'verbosity' (did you mean 'hints'?)"),
        ("name: v\nvoice: en\n", "1:1: a voice profile is missing required key 'rate'"),
        ("name: v\nvoice: en\nrate: 200\nrate: 300\n", "4:1: duplicate key 'rate' (first at line 3)"),
        ("  \n", "1:1: the file is empty; a voice profile has at least 'name', 'voice' and 'rate'"),
    ])
    func isALocatedError(_ text: String, _ expected: String) {
        #expect(errors(text).contains(expected), "got \(errors(text))")
    }
}
