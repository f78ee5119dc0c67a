import ArgumentParser
import EarshotCore
import Foundation

/// Where a gesture script comes from: `--gestures "…"` on the command line, or
/// `--gestures-file FILE` (`-` for standard input) for scripts longer than one argument allows.
/// Shared by every command that runs scripts (`transcript`, and labs).
struct GestureOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Gestures, e.g. \"next x3 rotor=Headings down activate\"; VoiceOver's names (swipe-right, double-tap) work too.", valueName: "SCRIPT"))
    var gestures: String?

    @Option(name: .long, help: ArgumentHelp(
        "Read the gesture script from a file ('-' for standard input): gestures over any number of lines, '#' comment lines.",
        valueName: "FILE"))
    var gesturesFile: String?

    /// Larger than any script of `GestureScript.maximumGestures` gestures needs; keeps
    /// `--gestures-file /dev/zero` from filling memory.
    static let maximumFileBytes = 64 << 20

    /// The script given, parsed; `nil` when none was (a command may then run interactively).
    func script() throws -> [Gesture]? {
        switch (gestures, gesturesFile) {
        case (nil, nil): return nil
        case (.some, .some): throw Failure.usage("give --gestures or --gestures-file, not both")
        case (let text?, nil): return try Self.parse(text, path: "gestures")
        case (nil, let file?):
            let path = file == "-" ? "<stdin>" : file
            return try Self.parse(Self.text(of: file, shownAs: path), path: path)
        }
    }

    /// The script, which the command cannot run without.
    func requiredScript() throws -> [Gesture] {
        guard let script = try script() else { throw Failure.usage("give the gestures with --gestures \"…\" or --gestures-file FILE") }
        return script
    }

    static func parse(_ text: String, path: String) throws -> [Gesture] {
        switch GestureScript.parse(text, path: path) {
        case .success(let gestures): return gestures
        case .failure(let error): throw Failure.located(error.description)
        }
    }

    /// A script file's text: at most `maximumFileBytes`, valid UTF-8.
    static func text(of file: String, shownAs path: String) throws -> String {
        let handle = file == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: file)
        guard let handle else { throw Failure.usage("cannot read gestures file '\(file)': \(Unreadable.reason(file))") }
        var bytes = Data()
        do {
            while bytes.count <= maximumFileBytes, let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                bytes.append(chunk)
            }
        } catch { throw Failure.usage("cannot read gestures file '\(file)': \(error.localizedDescription)") }
        guard bytes.count <= maximumFileBytes else {
            throw Failure.located(Diagnostic(path: path, location: .start, message: "a gestures file may hold at most \(maximumFileBytes >> 20) MB").description)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure.located(Diagnostic(path: path, location: .start, message: "a gestures file must be UTF-8 text").description)
        }
        return text
    }
}
