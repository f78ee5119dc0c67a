import EarshotModel
import EarshotLoader
import EarshotNarration
import EarshotNavigation
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotSession

/// In the reader, a secure field's text is never heard, captioned, recorded or kept: typing into
/// it says "bullet", the performed gesture carries bullets, a finding on it carries the count.
@Suite struct SessionSecureTextTests {
    static let layout = """
        earshot: 1
        screen:
          id: login
          elements:
            - {id: password, label: Password, value: hunter2secret, traits: [textField], secure: true, frame: [16, 120, 358, 44]}
            - {id: go, label: Go, traits: [button], frame: [16, 180, 358, 44]}
        """

    @Test func typingIsBulletsAndAFindingCarriesTheCount() throws {
        let layout = try LayoutLoader().load(bytes: Array(Self.layout.utf8), path: "login.yaml").get()
        var s = SessionState(navigator: Navigator(workspace: Workspace(root: layout)))
        #expect(s.send(.gesture(.first)).speech.speech.first == "Password. Secure Text Field. 13 characters.")
        _ = s.send(.gesture(.activate))
        var heard: [String] = [], performed: [Gesture] = []
        for c in "typed7" {
            let out = s.send(.key(String(c), character: c))
            heard += out.speech.speech
            performed += out.performed
        }
        #expect(heard == Array(repeating: TraitWords.secureEcho, count: 6))
        #expect(performed == Array(repeating: .type("•"), count: 6))
        _ = s.send(.gesture(.escape))
        _ = s.send(.key("n", character: "n"))
        for c in "leaks?" { _ = s.send(.key(String(c), character: c)) }
        let record = try #require(s.send(.key("enter", character: nil)).recorded)
        #expect(record.speech == "Password. Secure Text Field. 19 characters.")
        let json = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
        // Nothing the session holds (captions, navigator, screen state) keeps the characters.
        for text in [json, String(reflecting: s)] {
            #expect(!text.contains("hunter2secret") && !text.contains("typed7"), "\(text)")
        }
    }
}
