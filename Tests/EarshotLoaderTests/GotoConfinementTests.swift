import EarshotTestSupport
import Foundation
import Testing

/// The real program on a real tree of symlinks: a `goto` whose real path leaves the layout's
/// directory is refused at the `goto`, while a symlink that stays inside is followed. Fails (never
/// skips) when the program is not built.
@Suite struct GotoConfinementTests {
    static let binary = repositoryRoot.appendingPathComponent(".build/debug/earshot").path

    static func layout(_ screen: String, gotos: [String] = []) -> String {
        var text = "earshot: 1\nscreen:\n  id: \(screen)\n  elements:\n"
        for (n, target) in gotos.enumerated() { text += "    - id: g\(n)\n      label: Go \(n)\n      on-activate: [{goto: \(target)}]\n" }
        return text + "    - {id: end, label: End}\n"
    }

    func run(_ arguments: [String]) throws -> (status: Int32, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.binary)
        p.arguments = arguments
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func symlinksOutOfTheTreeAreRefusedAtTheGoto() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary), "build earshot first (swift build)")
        let fm = FileManager.default
        let base = fm.temporaryDirectory.appendingPathComponent("earshot-confine-\(getpid())").path
        try? fm.removeItem(atPath: base)
        defer { try? fm.removeItem(atPath: base) }
        for dir in ["outside/dir", "tree/real"] { try fm.createDirectory(atPath: "\(base)/\(dir)", withIntermediateDirectories: true) }
        func write(_ path: String, _ text: String) throws { try text.write(toFile: "\(base)/\(path)", atomically: true, encoding: .utf8) }
        try write("outside/secret.yaml", Self.layout("x"))
        try write("outside/dir/x.yaml", Self.layout("x"))
        try write("tree/real/ok.yaml", Self.layout("ok"))
        try fm.createSymbolicLink(atPath: "\(base)/tree/link.yaml", withDestinationPath: "../outside/secret.yaml")
        try fm.createSymbolicLink(atPath: "\(base)/tree/d", withDestinationPath: "\(base)/outside/dir")
        try fm.createSymbolicLink(atPath: "\(base)/tree/inner", withDestinationPath: "real")
        #expect(mkfifo("\(base)/tree/fifo.yaml", 0o644) == 0)
        try write("tree/bad.yaml", Self.layout("a", gotos: ["link.yaml#x", "d/x.yaml#x", "inner/ok.yaml#ok", "fifo.yaml#f"]))
        try write("tree/good.yaml", Self.layout("a", gotos: ["inner/ok.yaml#ok", "real/ok.yaml#ok"]))

        let bad = try run(["transcript", "\(base)/tree/bad.yaml", "--gestures", "next", "--no-audio"])
        #expect(bad.status == 2)
        let real = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
        #expect(bad.err.split(separator: "\n").map(String.init) == [
            // A `goto` target is a file Earshot finds: a link there is never followed.
            "\(base)/tree/bad.yaml:7:28: error: 'goto' file 'link.yaml' cannot be read: it is a symbolic link, and Earshot follows none in files it finds itself",
            "\(base)/tree/bad.yaml:10:28: error: 'goto' file 'd/x.yaml' resolves to '\(real)/outside/dir/x.yaml', outside this layout's directory",
            "\(base)/tree/bad.yaml:16:28: error: 'goto' file 'fifo.yaml' cannot be read: it is not a regular file (a FIFO, device or socket)",
        ])
        let good = try run(["transcript", "\(base)/tree/good.yaml", "--gestures", "next", "--no-audio"])
        #expect(good.status == 0, "\(good.err)")
    }
}
