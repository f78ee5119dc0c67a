import ArgumentParser
import EarshotCore
import Foundation

/// `earshot import DUMP`: a real app's accessibility dump as a layout (CONTRACT §7).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert an accessibility dump from a real app, or a SwiftUI source file, into a layout.",
        discussion: """
            Reads WebDriverAgent page source XML (Appium Inspector, driver.page_source), idb or AXe
            JSON (idb ui describe-all, describe-point, AXe describe-ui) and XCUITest debugDescription
            text (print(app.debugDescription)), telling them apart by content. A .swift file (or a
            directory of them) is read as SwiftUI source, without compiling it: each View struct is a
            screen. Every command that takes a layout also takes a dump or a .swift file directly.
            """)

    @Argument(help: "The dump file, or a SwiftUI .swift file.") var dump: String
    @Argument(help: "More .swift files (or directories of them) whose views the first may use by name.") var more: [String] = []
    @Option(name: .long, help: ArgumentHelp("The dump's format (default: detected from its content).",
                                            valueName: "auto|" + DumpFormat.allCases.map(\.rawValue).joined(separator: "|")))
    var from = "auto"
    @Option(name: .shortAndLong, help: "Write the layout to this file instead of standard output.") var output: String?
    @Option(name: .long, help: "The screen's id (default: the dump's file name).") var id: String?
    @Option(name: .long, help: "A SwiftUI file's screen to open first: a View struct's name (default: the first preview's).")
    var screen: String?

    func run() throws {
        try reporting {
            var format: DumpFormat?
            if from != "auto" {
                guard let named = DumpFormat(rawValue: from) else {
                    throw Failure.usage("unknown format '\(from)' (formats: auto, "
                                        + DumpFormat.allCases.map(\.rawValue).joined(separator: ", ") + ")")
                }
                format = named
            }
            if let id, id.trimmingCharacters(in: .whitespaces).isEmpty { throw Failure.usage("--id must not be empty") }
            if SwiftUIFiles.isSwift(dump) || SwiftUIFiles.isDirectory(dump) {
                return try SwiftUIFiles.runImport(dump, more: more, screen: screen ?? id, output: output)
            }
            guard more.isEmpty else { throw Failure.usage("only SwiftUI imports take more than one file") }
            guard let bytes = Resources.readFile(dump) else { throw Failure.usage("cannot read dump '\(dump)'") }
            let imported: DumpImport.Imported
            switch DumpImport.yaml(bytes: bytes, path: dump, from: format, screenID: id) {
            case .success(let result): imported = result
            case .failure(.diagnostics(let list)): throw Failure.diagnostics(list)
            case .failure(let failure): throw Failure.located(failure.description)
            }
            guard let output else {
                FileHandle.standardOutput.write(Data(imported.yaml.utf8))
                return
            }
            guard FileManager.default.createFile(atPath: output, contents: Data(imported.yaml.utf8)) else {
                throw Failure.usage("cannot write '\(output)'")
            }
            FileHandle.standardError.write(Data(VisibleText.escape(
                "\(dump): \(imported.format.rawValue), \(count(imported.nodes, "node")), \(count(imported.stops, "focus stop")) → \(output)").utf8 + [0x0A]))
        }
    }

    func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
