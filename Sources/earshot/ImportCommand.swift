import ArgumentParser
import EarshotCore
import EarshotFiles
import Foundation

/// `earshot import DUMP`: a real app's accessibility dump as a layout (CONTRACT §7).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert an accessibility dump from a real app into a layout (CONTRACT §7).",
        discussion: """
            Reads WebDriverAgent page source XML (Appium Inspector, driver.page_source), idb or AXe
            JSON (idb ui describe-all, describe-point, AXe describe-ui) and XCUITest debugDescription
            text (print(app.debugDescription)), telling them apart by content. Every command that
            takes a layout also takes a dump directly.
            """)

    @Argument(help: "The dump file.") var dump: String
    @Option(name: .long, help: ArgumentHelp("The dump's format (default: detected from its content).",
                                            valueName: "auto|" + DumpFormat.allCases.map(\.rawValue).joined(separator: "|")))
    var from = "auto"
    @Option(name: .shortAndLong, help: "Write the layout to this file instead of standard output.") var output: String?
    @Option(name: .long, help: "The screen's id (default: the dump's file name).") var id: String?
    @Option(name: .long, help: "A storyboard's scene to put first (default: its initial view controller).") var screen: String?

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
            guard let bytes = Resources.readFile(dump) else { throw Failure.usage("cannot read dump '\(dump)'") }
            if InterfaceBuilderImport.handles(dump) { return try importInterfaceBuilder(bytes) }
            let imported: DumpImport.Imported
            switch DumpImport.yaml(bytes: bytes, path: dump, from: format, screenID: id) {
            case .success(let result): imported = result
            case .failure(.diagnostics(let list)): throw Failure.diagnostics(list)
            case .failure(let failure): throw Failure.located(failure.description)
            }
            guard let output, output != "-" else { return try StandardOutput.write(imported.yaml) }
            try OutputFile.write(imported.yaml, to: output)
            StandardError.write(VisibleText.escape(
                "\(dump): \(imported.format.rawValue), \(count(imported.nodes, "node")), \(count(imported.stops, "focus stop")) → \(output)") + "\n")
        }
    }

    func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
