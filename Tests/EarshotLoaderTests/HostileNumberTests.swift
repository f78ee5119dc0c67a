import EarshotLayoutTestSupport
import EarshotModel
import EarshotTestSupport
import Testing

/// Every number a layout can give is finite and within sane bounds before the reader sees it:
/// NaN, infinities and absurd magnitudes are located errors, never a model value.
@Suite struct HostileNumberTests {
    static let head = "earshot: 1\nscreen:\n  id: s\n  elements:\n"
    static func adjustable(_ body: String) -> String {
        head + "    - id: r\n      traits: [adjustable]\n      adjustable: {\(body)}\n"
    }
    /// An element `a` with these lines under it.
    static func element(_ lines: String) -> String { head + "    - id: a\n" + lines }

    static let cases: [(String, String)] = [
        // NaN and infinities, wherever a number goes.
        (element("      frame: [.nan, 0, 1, 1]\n"), "6:15: 'frame' x must be a finite number, found '.nan'"),
        (element("      frame: [0, -.inf, 1, 1]\n"), "6:18: 'frame' y must be a finite number, found '-.inf'"),
        (element("      frame: [0, 0, .Inf, 1]\n"), "6:21: 'frame' width must be a finite number, found '.Inf'"),
        (element("      frame: [0, 0, 1, 1e400]\n"), "6:24: 'frame' height must be a finite number, found '1e400'"),
        ("earshot: 1\nscreen: {id: s, size: [.nan, 844], elements: []}\n", "2:24: 'size' width must be a finite number, found '.nan'"),
        (adjustable("kind: rating, max: .inf"), "7:39: 'max' must be a finite number, found '.inf'"),
        (adjustable("kind: slider, min: -.inf, max: 1"), "7:39: 'min' must be a finite number, found '-.inf'"),
        (adjustable("kind: stepper, max: 9, value: .NaN"), "7:50: 'value' must be a finite number, found '.NaN'"),
        (adjustable("kind: stepper, max: 9, step: .nan"), "7:49: 'step' must be a finite number, found '.nan'"),
        (element("      on-activate: [{set: {id: a, value: .nan}}]\n"), "6:42: 'value' must be a finite number, found '.nan'"),
        (element("      traits: [header]\n      level: .nan\n"), "7:14: 'level' must be a whole number, found '.nan'"),
        (adjustable("kind: picker, options: [A], selected: .inf"), "7:58: 'selected' must be a whole number, found '.inf'"),
        // Absurd magnitudes.
        (element("      frame: [1e20, 0, 1, 1]\n"), "6:15: 'frame' x must be a number from -10000000 to 10000000"),
        (element("      frame: [0, -1e308, 1, 1]\n"), "6:18: 'frame' y must be a number from -10000000 to 10000000"),
        (element("      frame: [0, 0, -5, 1]\n"), "6:21: 'frame' width must be a number from 0 to 10000000"),
        (element("      frame: [0, 0, 1, 99999999999999999999999]\n"), "6:24: 'frame' height must be a number from 0 to 10000000"),
        ("earshot: 1\nscreen: {id: s, size: [1e-300, 844], elements: []}\n", "2:24: 'size' width must be a number from 1 to 10000000"),
        ("earshot: 1\nscreen: {id: s, size: [390, 0], elements: []}\n", "2:29: 'size' height must be a number from 1 to 10000000"),
        ("earshot: 1\nscreen: {id: s, size: [-390, 844], elements: []}\n", "2:24: 'size' width must be a number from 1 to 10000000"),
        (adjustable("kind: rating, max: 1e300"), "7:39: 'max' must be a number from -1000000000 to 1000000000"),
        (adjustable("kind: slider, max: 1, step: 1e-300"), "7:48: 'step' must be a number from 0.001 to 1000000000"),
        (element("      on-activate: [{set: {id: a, value: -1e15}}]\n"), "6:42: 'value' must be a number from -1000000000 to 1000000000"),
        (element("      traits: [header]\n      level: 99999999999999999999\n"), "7:14: 'level' must be a whole number, found '99999999999999999999'"),
        ("earshot: 99999999999999999999\nscreen: {id: s, elements: []}\n", "1:10: 'earshot' (the format version) must be a whole number, found '99999999999999999999'"),
        (element("      traits: 99999999999999999999999\n"), "6:15: a traits bitmask must be a non-negative 64-bit integer"),
        // Numbers written in YAML's other integer forms are numbers, not "a number that is not a number".
        (element("      traits: [header]\n      level: 0x10\n"), "7:14: 'level' must be 1 to 6"),
    ]

    @Test(arguments: cases)
    func isALocatedError(_ text: String, _ expected: String) {
        let (layout, errors) = load(text)
        #expect(layout == nil)
        #expect(errors.contains(expected), "got \(errors)")
    }

    @Test func sameLimitsInJSON() {
        let (_, errors) = load("{\"earshot\": 1, \"screen\": {\"id\": \"s\", \"elements\": [{\"frame\": [0, 0, 1e309, 1]}]}}",
                               path: "t.json")
        #expect(errors == ["1:68: 'frame' width must be a finite number, found '1e309'"])
    }

    @Test func hexAndUnderscoreNumbersAreRead() throws {
        let (layout, errors) = load(Self.head + "    - id: a\n      frame: [0x10, 1_000, 0o10, 0b11]\n")
        #expect(errors == [])
        #expect(layout?.screens[0].elements[0].frame == Rect(x: 16, y: 1000, width: 8, height: 3))
    }
}
