import EarshotModel
import EarshotNavigation
import EarshotSession
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

    /// Every input shape the decoder knows: single bytes, every CSI and SS3 sequence, UTF-8, mouse.
    static var decoderInputs: [[UInt8]] {
        var inputs: [[UInt8]] = (0...0x7F).map { [UInt8($0)] }
        inputs += KeyDecoder.csiFinals.keys.map { Array("\u{1B}[\($0)".utf8) }
        inputs += (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { [0x1B, UInt8(ascii: "O"), $0] }
        inputs += ["é", "ß", "€", "漢", "😀", "\u{85}", "\u{A0}"].map { Array($0.utf8) }
        inputs += [Array("\u{1B}[<0;3;4M".utf8), Array("\u{1B}[<0;3;4m".utf8), [0x1B, 0x1B], [0x1B, 0x61], [0xFF]]
        return inputs
    }

    /// Key maps are checked against `KeyNames` in the core: it must name exactly the keys the
    /// decoder can produce (clicks are touches, never bound; unknown bytes are no key).
    @Test func everyKeyNameTheDecoderProducesIsKnownToTheCore() {
        var produced: Set<String> = []
        for bytes in Self.decoderInputs {
            for event in KeyDecoder.decode(bytes).events {
                switch event {
                case .click, .unknown: continue
                default:
                    produced.insert(event.name)
                    #expect(KeyNames.isKey(event.name), "the decoder produces '\(event.name)', which KeyNames does not know")
                }
            }
        }
        for name in KeyNames.named {
            #expect(produced.contains(name), "KeyNames lists '\(name)', which the decoder never produces")
        }
    }
}
