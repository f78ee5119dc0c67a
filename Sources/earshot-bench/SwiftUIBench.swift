import EarshotCore
import EarshotSources
import EarshotSwiftUI
import Foundation

/// `earshot import` on a generated SwiftUI file of about 1,000 lines: a settings form of
/// sections with toggles, pickers, steppers and text rows, under a navigation title.
enum SwiftUIBench {
    struct Figures {
        var lines: Int
        var stops: Int
        var toYAML: Stats
        var toLayout: Stats
        var sameSizeYAMLLoad: Stats
    }

    static func run(lines target: Int = 1_000, runs: Int = 7) -> Figures {
        let source = file(lines: target)
        let bytes = Array(source.utf8)
        let main = SwiftUIImport.File(path: "Bench.swift", bytes: bytes)
        var yaml: [Double] = [], layout: [Double] = [], plain: [Double] = []
        var stops = 0
        var written = ""
        for _ in 0..<runs {
            var t = now()
            if case .success(let imported) = SwiftUIImport.yaml(main: main) { stops = imported.stops; written = imported.yaml }
            yaml.append(ms(now() - t))
            t = now()
            _ = ScreenSources.standard.layout("Bench.swift", files: MemoryFiles(["Bench.swift": bytes]))
            layout.append(ms(now() - t))
            t = now()
            _ = LayoutLoader().load(bytes: Array(written.utf8), path: "bench.yaml")
            plain.append(ms(now() - t))
        }
        return Figures(lines: source.split(separator: "\n", omittingEmptySubsequences: false).count, stops: stops,
                       toYAML: Stats(samples: yaml), toLayout: Stats(samples: layout), sameSizeYAMLLoad: Stats(samples: plain))
    }

    /// The hostile size: a 100,000-line file, once, split into parsing and the whole import.
    static func large(lines: Int = 100_000) -> String {
        var source = "import SwiftUI\nstruct Big: View {\n    @State var on = false\n    var body: some View {\n        VStack {\n"
        for i in 0..<(lines - 8) / 2 { source += "            Text(\"Row \(i)\")\n            Toggle(\"Option \(i)\", isOn: $on)\n" }
        source += "        }\n    }\n}\n"
        let main = SwiftUIImport.File(path: "Big.swift", bytes: Array(source.utf8))
        var t = now()
        let yaml = SwiftUIImport.yaml(main: main)
        let toYAML = ms(now() - t)
        t = now()
        let layout = SwiftUIImport.layout(main: main)
        let toLayout = ms(now() - t)
        let stops = (try? yaml.get())?.stops ?? 0
        let loaded = (try? layout.get()) != nil
        return "import, \(lines)-line SwiftUI file (\(stops) focus stops\(loaded ? "" : ", did not load")): to YAML \(format(toYAML)) ms, "
            + "to a loaded layout \(format(toLayout)) ms"
    }

    static func print(_ f: Figures) {
        Swift.print("import, \(f.lines)-line SwiftUI file (\(f.stops) focus stops): to YAML median \(format(f.toYAML.median)) ms, "
                    + "to a loaded layout median \(format(f.toLayout.median)) ms (p99 \(format(f.toLayout.p99)) ms); "
                    + "the same layout from YAML median \(format(f.sameSizeYAMLLoad.median)) ms")
    }

    /// A SwiftUI settings form of about `lines` lines.
    static func file(lines: Int) -> String {
        var out = "import SwiftUI\n\nstruct BenchSettings: View {\n    @State private var on = true\n    @State private var choice = 1\n"
            + "    @State private var count = 3\n\n    var body: some View {\n        NavigationStack {\n            Form {\n"
        var n = 0
        while out.split(separator: "\n").count < lines - 12 {
            out += """
                            Section("Group \(n)") {
                                Toggle("Option \(n)", isOn: $on)
                                Picker("Choice \(n)", selection: $choice) {
                                    Text("First").tag(0)
                                    Text("Second").tag(1)
                                }
                                Stepper("Count \(n)", value: $count, in: 0...10)
                                HStack {
                                    Image(systemName: "star")
                                    Text("Detail \(n)")
                                }
                                .accessibilityElement(children: .combine)
                                Button("Reset \(n)") { }
                            }

                """
            n += 1
        }
        out += "            }\n            .navigationTitle(\"Bench\")\n        }\n    }\n}\n\n#Preview {\n    BenchSettings()\n}\n"
        return out
    }
}
