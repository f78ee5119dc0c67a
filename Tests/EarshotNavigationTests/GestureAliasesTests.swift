import EarshotModel
import EarshotNavigation
import EarshotTestSupport
import Testing

/// VoiceOver's own gesture names in scripts: a tester writes what they would do on the phone.
@Suite struct GestureAliasesTests {
    @Test(arguments: [
        ("swipe-right", Gesture.next), ("swipe-left", .previous), ("double-tap", .activate),
        ("two-finger-scrub", .escape), ("scrub", .escape), ("swipe-up", .up), ("swipe-down", .down),
        ("two-finger-swipe-up", .readAll), ("two-finger-swipe-down", .readFromHere),
        ("two-finger-tap", .pause), ("two-finger-double-tap", .magicTap), ("rotate", .rotorNext),
        ("rotor-right", .rotorNext), ("rotor-left", .rotorPrevious), ("three-finger-triple-tap", .curtain),
        ("four-finger-tap-top", .first), ("four-finger-tap-bottom", .last), ("Swipe-Right", .next),
    ])
    func voiceOverNamesAreTheGesturesTheyName(_ alias: String, _ gesture: Gesture) throws {
        #expect(try GestureScript.parse("\(alias) x2").get() == [gesture, gesture])
    }

    @Test func aScriptMixesBothNames() throws {
        #expect(try GestureScript.parse("swipe-right, next double-tap").get() == [.next, .next, .activate])
    }

    @Test func aNearMissOfAVoiceOverNameSuggestsItAndWhatItIs() throws {
        guard case .failure(let e) = GestureScript.parse("next swipe-rigth") else { Issue.record("parsed"); return }
        #expect(e.column == 6)
        #expect(e.message == "unknown gesture 'swipe-rigth' (did you mean 'swipe-right', VoiceOver's name for 'next'?)")
    }

    @Test func aNearMissOfAScriptNameStillSuggestsTheScriptName() throws {
        guard case .failure(let e) = GestureScript.parse("nxet") else { Issue.record("parsed"); return }
        #expect(e.message == "unknown gesture 'nxet' (did you mean 'next'?)")
    }

    @Test func transcriptsKeepTheScriptNames() throws {
        let gestures = try GestureScript.parse("swipe-right x3 double-tap").get()
        #expect(GestureScript.text(of: gestures) == "next x3 activate")
    }
}
