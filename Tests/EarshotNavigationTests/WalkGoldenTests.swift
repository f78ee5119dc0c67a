import EarshotLayoutTestSupport
import EarshotSession
import EarshotTestSupport
import Testing
@testable import EarshotNavigation

/// Scripted walks through every sample that exercise its point, as golden transcripts.
@Suite struct WalkGoldenTests {
    static let walks: [(String, String, String)] = [
        ("cowboy-rating-rotor", "cowboy-hat.yaml",
         "next x3 rotor-previous rotor-next rotor=\"Rating Value\" up up up down x4 rotor=Headings up down next activate escape"),
        ("cowboy-before", "cowboy-hat-before.yaml", "rotor=Headings down up next x4 first read-all"),
        ("map-rotors", "map-stores-parks.yaml",
         "rotor=\"Apple Stores\" down x4 up rotor=Parks down x4 up x3 rotor=Buttons down touch=62,282 activate escape"),
        ("brochure-alerts", "park-brochure.yaml",
         "next rotor=Alerts down x3 up x2 rotor=Lines down x3 rotor=Words down x3 up rotor=Characters down x4 escape"),
        ("release-rotor", "release-notes.yaml", "rotor=Releases down x4 up x3 rotor=Headings down"),
        ("color-rotors", "color-rows.yaml",
         "rotor=Red down x5 rotor=Blue down x2 up rotor=Green down up rotor=Containers down x3 up"),
        ("weather-headings", "weather.yaml", "rotor=Headings down x3 up x2 next x5 heading previous-heading read-from-here"),
        ("pizza-pickers-toppings", "pizza.yaml",
         "next x3 up up up down x3 next down up next x2 activate next activate activate next x4 up x5 down button previous-button"),
        ("image-toggle", "image-toggle.yaml", "next activate activate next activate rotor=Images down up"),
        ("settings-tabs-switches-modal", "settings.yaml",
         "next x2 activate activate next activate next x2 activate type=Max escape next x3 activate next x5 previous x9 escape next last previous x2 activate first rate+ rate- rotor=\"Speaking Rate\" up down rotor=Hints down next down link form text-field"),
        ("settings-segmented", "settings.yaml", "touch=194,556 activate next previous previous previous next"),
        ("help-and-curtain", "cowboy-hat.yaml", "help next activate rotor-next help next help curtain next curtain pause pause magic-tap"),
    ]

    @Test(arguments: walks.map { $0.0 })
    func golden(_ name: String) throws {
        let (_, file, script) = try #require(Self.walks.first { $0.0 == name })
        let text = try #require(walk(file, script))
        expectSnapshot(text, named: "walk-" + name)
    }
}

/// The plain transcript of a script over a sample.
func walk(_ name: String, _ script: String) -> String? {
    guard let nav = navigator(name), case .success(let gestures) = GestureScript.parse(script) else { return nil }
    var session = SessionState(navigator: nav)
    var lines = ["# \(name): \(script)", TranscriptFormat.text(session.startStep(), heading: "(start)")]
    for g in gestures { lines.append(TranscriptFormat.text(session.run(script: g))) }
    return lines.joined(separator: "\n") + "\n"
}
