import EarshotTestSupport
import Testing
@testable import EarshotSession

/// Key maps go through the same strict loader as layouts: a key the terminal never sends or an
/// unknown command is a located error with "did you mean", never silently ignored.
@Suite struct KeyMapLoaderTests {
    func errors(_ text: String) -> [String] { locatedErrors(KeyMap.load(bytes: Array(text.utf8), path: "k.yaml")) }

    @Test(arguments: [
        ("j: next\nrigth: next\n", "2:1: unknown key 'rigth': a key is one character or one of the named keys (did you mean 'right'?)"),
        ("pgup: captions-older\n", "1:1: unknown key 'pgup': a key is one character or one of the named keys (did you mean 'pageup'?)"),
        ("\" \": next\n", "1:1: unknown key ' ': a key is one character or one of the named keys (write 'space')"),
        ("jk: next\n", "1:1: unknown key 'jk': a key is one character or one of the named keys"),
        ("\"\\t\": next\n", "1:1: unknown key '\t': a key is one character or one of the named keys"),
        ("x: quti\n", "1:4: unknown command 'quti' (did you mean 'quit'?)"),
        ("x: nxet\n", "1:4: unknown command 'nxet' (did you mean 'next'?)"),
        ("x: headnig\n", "1:4: unknown command 'headnig' (did you mean 'heading'?)"),
        ("x: next next\n", "1:4: 'x' must map to one command, found 'next next'"),
        ("x: next x3\n", "1:4: 'x' must map to one command, found 'next x3'"),
        ("x: touch=1,2\n", "1:4: 'touch=1,2' cannot be bound to a key"),
        ("x: [next]\n", "1:4: 'x' must be a string, found a list"),
        ("x: ~\n", "1:4: 'x' must be a string, found null"),
        ("x: next\nx: quit\n", "2:1: duplicate key 'x' (first at line 1)"),
        ("- j\n", "1:1: a key map must be a mapping of keys to commands, found a list"),
        ("", "1:1: the file is empty; a key map has lines like 'j: next'"),
    ])
    func isALocatedError(_ text: String, _ expected: String) {
        #expect(errors(text).contains(expected), "got \(errors(text))")
    }

    @Test func everyNamedKeyAndCommandIsAccepted() throws {
        var text = ""
        for (n, key) in KeyNames.named.enumerated() {
            let commands = KeyMapKeys.commandWords
            text += "\(key): \(commands[n % commands.count])\n"
        }
        text += "n: rotor=\"Apple Stores\"\n\"é\": quit\n\"#\": help\n"
        let map = try KeyMap.load(bytes: Array(text.utf8), path: "k.yaml").get()
        #expect(map.command(forKey: "n") == .gesture(.selectRotor("Apple Stores")))
        #expect(map.command(forKey: "é") == .quit && map.command(forKey: "#") == .gesture(.help))
        for word in KeyMapKeys.commandWords {
            #expect((try? KeyMap.load(bytes: Array("x: \(word)\n".utf8), path: "k.yaml").get()) != nil, "\(word)")
        }
    }

    /// Broken variants of a key map: every load returns, and every diagnostic points inside the file.
    @Test func mutatedVariants() {
        var random = MutationRandom(state: 42)
        let keys = Array("j: next\nx: quit\nn: rotor=Headings\nctrl+left: rotor-previous\n".utf8)
        for _ in 0..<300 {
            let k = Mutation.mutate(keys, &random)
            #expect(Mutation.check(KeyMap.load(bytes: k, path: "k.yaml"), k))
        }
    }
}
