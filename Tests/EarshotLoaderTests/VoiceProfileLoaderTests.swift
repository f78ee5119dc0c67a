import EarshotLayoutTestSupport
import EarshotNarration
import EarshotNavigation
import EarshotTestSupport
import Foundation
import Testing

/// Voice profiles: the same reader, tables and messages as layouts.
@Suite struct VoiceProfileLoaderTests {
    func errors(_ text: String) -> [String] { locatedErrors(VoiceProfile.load(bytes: Array(text.utf8), path: "v.yaml")) }

    @Test func bundledProfilesLoad() throws {
        for name in ["default", "expert", "training"] {
            let url = repositoryRoot.appendingPathComponent("Voices/\(name).yaml")
            let bytes = try #require(FileManager.default.contents(atPath: url.path))
            let profile = try VoiceProfile.load(bytes: [UInt8](bytes), path: url.path).get()
            #expect(profile.name == name)
            // The shipped profiles keep today's whole ring.
            #expect(profile.rotor == nil)
        }
    }

    @Test func aProfileListsItsRotorItems() throws {
        let text = "name: v\nvoice: en\nrate: 200\nrotor: [links, form-controls, containers]\n"
        let profile = try VoiceProfile.load(bytes: Array(text.utf8), path: "v.yaml").get()
        #expect(profile.rotor == ["links", "form-controls", "containers"])
        #expect(RotorRing.enabled(by: profile.rotor) == [.links, .formControls, .containers])
        #expect(RotorRing.enabled(by: nil) == nil)
        // Every word a profile may list turns on one ring item.
        #expect(RotorRing.configurable.map(\.word) == VoiceProfile.rotorWords)
    }

    @Test func theRingKeepsCustomRotorsActionsAndAdjustValue() throws {
        let nav = try #require(navigator("cowboy-hat.yaml"))
        let screen = nav.screen
        let rating = try #require(nav.state.index.indexByID["rating"].map { nav.state.element($0) })
        let ring = RotorRing.ring(screen: screen, element: rating, enabled: [])
        let ids = ring.map(\.id)
        #expect(ids.contains(.builtin(.adjustValue)))
        #expect(!ids.contains(.builtin(.headings)) && !ids.contains(.builtin(.speakingRate)))
        #expect(ids.contains { if case .custom = $0 { return true } else { return false } }, "\(ids)")
    }

    @Test(arguments: [
        ("name: v\nvoice: en\nrate: 50\n", "3:7: 'rate' must be 80 to 900"),
        ("name: v\nvoice: en\nrate: .nan\n", "3:7: 'rate' must be a whole number, found '.nan'"),
        ("name: v\nvoice: en\nrate: 200\nverbosity: {traits: aftr}\n", "4:21: unknown trait position 'aftr' (did you mean 'after'?)"),
        ("name: v\nvoice: en\nrate: 200\nverbosity: {hint: false}\n", "4:13: unknown key 'hint' in 'verbosity' (did you mean 'hints'?)"),
        ("name: v\nvoice: en\n", "1:1: a voice profile is missing required key 'rate'"),
        ("name: v\nvoice: en\nrate: 200\nrate: 300\n", "4:1: duplicate key 'rate' (first at line 3)"),
        ("name: v\nvoice: en\nrate: 200\nrotor: [headngs]\n", "4:9: unknown rotor item 'headngs' (did you mean 'headings'?)"),
        ("  \n", "1:1: the file is empty; a voice profile has at least 'name', 'voice' and 'rate'"),
    ])
    func isALocatedError(_ text: String, _ expected: String) {
        #expect(errors(text).contains(expected), "got \(errors(text))")
    }
}
