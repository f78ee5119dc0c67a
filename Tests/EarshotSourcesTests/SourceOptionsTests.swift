import EarshotLoader
import EarshotSources
import Testing

/// The registry refuses, in one place, an option asked of a file whose source does not take it.
@Suite struct SourceOptionsTests {
    let files = MemoryFiles([
        "hat.yaml": Array("earshot: 1\nscreen:\n  id: hat\n  elements:\n    - {label: Hat, traits: [staticText]}\n".utf8),
    ])

    func refusal(_ options: SourceOptions) -> String? {
        guard case .failure(let failure) = ScreenSources.standard.read("hat.yaml", options: options, files: files) else { return nil }
        return failure.description
    }

    @Test func anOptionTheSourceDoesNotTakeIsRefusedWithWhoTakesIt() {
        #expect(refusal(SourceOptions(density: 2))
            == "earshot: error: --density does not apply to a layout; it applies to Android dumps")
        #expect(refusal(SourceOptions(dumpFormat: .idb))
            == "earshot: error: --from does not apply to a layout; it applies to Android dumps and iOS dumps")
        #expect(refusal(SourceOptions(screenID: "x"))
            == "earshot: error: --id does not apply to a layout; it applies to Android dumps and iOS dumps (to choose which screen opens, give --screen)")
    }

    @Test func whatTheSourceTakesAndARunsSettingsAreRead() {
        #expect(refusal(SourceOptions(screen: "hat")) == nil)
        #expect(refusal(SourceOptions(module: "App", density: 2, scope: .run)) == nil)
    }

    /// Every option some standard source reads, so none is declared and refused everywhere.
    @Test func everyOptionIsTakenBySomeSource() {
        for option in SourceOption.allCases {
            #expect(ScreenSources.standard.sources.contains { $0.options.contains(option) }, "\(option)")
        }
    }
}
