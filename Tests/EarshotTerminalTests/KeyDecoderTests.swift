import EarshotCore
import Testing
@testable import EarshotTerminal

@Suite struct KeyDecoderTests {
    @Test(arguments: [
        ([0x1B, 0x5B, 0x43], KeyEvent.right), ([0x1B, 0x5B, 0x44], .left), ([0x1B, 0x5B, 0x41], .up),
        ([0x1B, 0x5B, 0x42], .down), ([0x1B, 0x4F, 0x43], .right),
        (Array("\u{1B}[1;5C".utf8), .ctrlRight), (Array("\u{1B}[1;5D".utf8), .ctrlLeft),
        (Array("\u{1B}[H".utf8), .home), (Array("\u{1B}[F".utf8), .end), (Array("\u{1B}[1~".utf8), .home),
        (Array("\u{1B}[4~".utf8), .end), (Array("\u{1B}OH".utf8), .home), ([0x1B], .escape), ([0x0D], .enter),
        ([0x7F], .backspace), ([0x20], .character(" ")), (Array("é".utf8), .character("é")),
        (Array("\u{1B}[<0;12;5M".utf8), .click(x: 11, y: 4)), ([0x03], .ctrlC), (Array("\u{1B}[6~".utf8), .pageDown),
    ] as [([UInt8], KeyEvent)])
    func decodes(_ bytes: [UInt8], _ expected: KeyEvent) {
        let (events, rest) = KeyDecoder.decode(bytes)
        #expect(events == [expected])
        #expect(rest.isEmpty)
    }

    @Test func keepsIncompleteSequencesForTheNextRead() {
        let (events, rest) = KeyDecoder.decode([0x61, 0x1B, 0x5B], final: false)
        #expect(events == [.character("a")] && rest == [0x1B, 0x5B])
        #expect(KeyDecoder.decode(rest + [0x43]).events == [.right])
        #expect(KeyDecoder.decode([0x1B], final: false).rest == [0x1B], "a lone ESC may start a sequence")
    }

    @Test func decodesSeveralKeysInOneRead() {
        let bytes = Array("\u{1B}[C\u{1B}[C]\r?".utf8)
        #expect(KeyDecoder.decode(bytes).events == [.right, .right, .character("]"), .enter, .character("?")])
    }

    @Test(arguments: [
        (KeyEvent.right, Gesture.next), (.left, .previous), (.home, .first), (.end, .last), (.up, .up), (.down, .down),
        (.ctrlRight, .rotorNext), (.ctrlLeft, .rotorPrevious), (.character("]"), .rotorNext), (.enter, .activate),
        (.character(" "), .activate), (.escape, .escape), (.backspace, .escape), (.character("h"), .quickNav(.heading, forward: true)),
        (.character("H"), .quickNav(.heading, forward: false)), (.character("a"), .readAll), (.character("A"), .readFromHere),
        (.character("c"), .curtain), (.character("?"), .help), (.character("+"), .rateUp), (.character("m"), .magicTap),
    ] as [(KeyEvent, Gesture)])
    func defaultKeysMapToGestures(_ key: KeyEvent, _ gesture: Gesture) {
        #expect(KeyMap.standard.command(for: key) == .gesture(gesture))
    }

    @Test func keyMapFileRemaps() throws {
        let map = try KeyMap.load(bytes: Array("j: next\nx: quit\nn: rotor=Headings\n".utf8), path: "k.yaml").get()
        #expect(map.command(for: .character("j")) == .gesture(.next))
        #expect(map.command(for: .character("x")) == .quit)
        #expect(map.command(for: .character("n")) == .gesture(.selectRotor("Headings")))
        #expect(map.command(for: .right) == .gesture(.next), "unmapped keys keep their defaults")
        guard case .failure(let list) = KeyMap.load(bytes: Array("j: jump\n".utf8), path: "k.yaml") else {
            Issue.record("bad key map loaded"); return
        }
        #expect(list.description == "k.yaml:1:4: error: unknown command 'jump'")
    }
}
