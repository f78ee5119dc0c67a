import ArgumentParser
import EarshotCore
import EarshotFiles
import EarshotSources
import Foundation

/// `earshot import DUMP`: a real app's accessibility dump as a layout.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert an accessibility dump from a real app, a storyboard or XIB, or a SwiftUI source file into a layout.",
        discussion: """
            Reads WebDriverAgent page source XML (Appium Inspector, driver.page_source), idb or AXe \
            JSON (idb ui describe-all, describe-point, AXe describe-ui), XCUITest debugDescription \
            text (print(app.debugDescription)) and Android hierarchies (adb shell uiautomator dump, Appium \
            UiAutomator2 page source), telling them apart by content. A .storyboard or .xib is \
            read as its scenes; a .swift file (or a directory of them) as SwiftUI source, without \
            compiling it: each View struct is a screen. Every command that takes a layout also takes \
            any of these directly.
            """)

    @Argument(help: ArgumentHelp("The dump, storyboard, XIB or SwiftUI .swift file.", valueName: "FILE")) var dump: String
    @Argument(help: ArgumentHelp("More .swift files (or directories of them) whose views the first may use by name.", valueName: "SWIFT"))
    var more: [String] = []
    @Option(name: .long, help: ArgumentHelp("The dump's format; auto tells it by its content.",
                                            valueName: "auto|" + DumpFormat.allCases.map(\.rawValue).joined(separator: "|")))
    var from = "auto"
    @Option(name: .shortAndLong, help: ArgumentHelp("Write the layout to this file instead of standard output.", valueName: "FILE")) var output: String?
    @Option(name: .long, help: ArgumentHelp("The id to give a dump's screen (default: the dump's file name); --screen chooses a storyboard's or SwiftUI file's screen.", valueName: "ID")) var id: String?
    @Option(name: .long, help: ArgumentHelp("The screen to put first: a storyboard scene (default: the initial view controller) or a SwiftUI View struct's name (default: the first preview's).", valueName: "ID"))
    var screen: String?
    @Option(name: .long, help: ArgumentHelp("An Android dump's pixels per dp (default: the density its screen width implies, as a 411 dp wide phone).", valueName: "N"))
    var density: Double?
    @Option(name: .long, help: ArgumentHelp("The app's source folder: where SwiftUI views used by name are looked for (default: the folder above the file with its Xcode project or Package.swift).", valueName: "DIR"))
    var module: String?

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
            if let density, !(0.5...8).contains(density) { throw Failure.usage("--density must be 0.5 to 8 pixels per dp") }
            let options = SourceOptions(screen: screen, dumpFormat: format, screenID: id, more: more, module: module, density: density)
            let imported: ImportedLayout
            switch ScreenSources.standard.importLayout(dump, options: options, files: Resources.files) {
            case .success(let result): imported = result
            case .failure(let failure): throw Failure(failure, reading: "file")
            }
            if let output, output != "-" {
                try OutputFile.write(imported.yaml, to: output)
            } else {
                try StandardOutput.write(imported.yaml)
            }
            StandardError.write(Self.report(imported, output: output))
        }
    }

    /// What standard error says after an import: the summary, `→ OUT` when written to a file,
    /// and each place approximated (at most 50, then how many more).
    static func report(_ imported: ImportedLayout, output: String?) -> String {
        var text = VisibleText.escape("\(imported.path): \(imported.summary)" + (output.map { $0 == "-" ? "" : " → \($0)" } ?? "")) + "\n"
        let n = imported.approximations.count
        for place in imported.approximations.prefix(50) { text += VisibleText.escape(place.description) + "\n" }
        if n > 50 { text += "… and \(n - 50) more\n" }
        return text
    }
}
