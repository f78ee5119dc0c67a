import EarshotLayoutTestSupport
import EarshotLoader
import EarshotSession
import EarshotTestSupport
import Testing
@testable import EarshotNavigation

/// When a sheet, alert or dialog closes, focus goes back to the control that presented it, as
/// VoiceOver does — for every source, since the session core does it.
@Suite struct ModalFocusReturnTests {
    static let layout = """
        earshot: 1
        screen:
          id: s
          size: [390, 844]
          elements:
            - {id: title, label: Account, traits: [header], frame: [16, 50, 300, 30]}
            - {id: other, label: Other, traits: [button], frame: [16, 100, 300, 44]}
            - {id: delete, label: Delete account, traits: [button], frame: [16, 160, 300, 44], on-activate: [{show: alert}]}
            - {id: after, label: After, frame: [16, 220, 300, 44]}
            - id: alert
              modal: true
              hidden: true
              frame: [60, 300, 270, 200]
              on-escape: [{hide: alert}]
              children:
                - {id: question, label: Delete account?, frame: [60, 310, 270, 30]}
                - {id: confirm, label: Delete, traits: [button], frame: [60, 350, 270, 44], on-activate: [{hide: alert}]}
                - {id: cancel, label: Cancel, traits: [button], frame: [60, 400, 270, 44], on-activate: [{hide: alert}]}
        """

    /// What each gesture of `script` says last (where focus lands), one per gesture.
    func said(_ script: String) throws -> [String] {
        try utterancesOfEachGesture(Self.layout, script).map { $0.last?.text ?? "" }
    }

    @Test func closingByAButtonReturnsToThePresenter() throws {
        let spoken = try said("first next next activate next next activate next")
        #expect(spoken[3] == "Delete account?")
        #expect(spoken[6] == "Delete account. Button.")
        #expect(spoken[7] == "After")
    }

    @Test func closingByEscapeReturnsToThePresenter() throws {
        #expect(try said("first next next activate escape").last == "Delete account. Button.")
    }

    @Test func showingAgainFromAnotherControlReturnsThere() throws {
        let spoken = try said("first next next activate escape previous activate")
        // `Other` shows nothing; the alert is only shown from `Delete account`.
        #expect(spoken[4] == "Delete account. Button.")
    }
}
