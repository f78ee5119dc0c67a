import Testing

/// Options a file's source does not take are refused by the registry, one message for all.
extension CommandLineTests {
    static let ibFolder = "Tests/Fixtures/InterfaceBuilder/"
    static let android = "Tests/Fixtures/Dumps/android/login-form.xml"
    static let appium = "Tests/Fixtures/Dumps/appium/login-form.xml"

    /// One refused option per kind of source, and what is said.
    static let refusedOptions: [(arguments: [String], said: String)] = [
        (["import", ibFolder + "Settings.storyboard", "--density", "2"],
         "--density does not apply to a storyboard; it applies to Android dumps"),
        (["import", ibFolder + "MessageCell.xib", "--id", "cell"],
         "--id does not apply to a XIB; it applies to Android dumps and iOS dumps (to choose which screen opens, give --screen)"),
        (["import", "Tests/Fixtures/SwiftUI/TabsView.swift", "--from", "appium"],
         "--from does not apply to a SwiftUI source; it applies to Android dumps and iOS dumps"),
        (["import", appium, "--module", "Tests"], "--module does not apply to an iOS dump; it applies to SwiftUI sources"),
        (["import", android, "--screen", "login-form"],
         "--screen does not apply to an Android dump; it applies to Interface Builder files and SwiftUI sources"),
        (["transcript", "Layouts/pizza.yaml", "--module", "Tests", "--gestures", "next", "--no-audio"],
         "--module does not apply to a layout; it applies to SwiftUI sources"),
        (["import", ibFolder + "Settings.storyboard", "Tests/Fixtures/SwiftUI/TabsView.swift"],
         "only SwiftUI sources take more than one file; '\(ibFolder)Settings.storyboard' is a storyboard"),
    ]

    @Test(arguments: refusedOptions)
    func anOptionTheSourceDoesNotTakeIsRefused(_ arguments: [String], said: String) throws {
        let r = try earshot(arguments)
        #expect(r.status == 2)
        #expect(r.err == "earshot: error: \(said)\n")
        #expect(r.out.isEmpty)
    }

    @Test func anOptionTheSourceTakesIsRead() throws {
        let dense = try earshot(["import", Self.android, "--density", "2"])
        #expect(dense.status == 0, "\(dense.err)")
        let implied = try earshot(["import", Self.android])
        #expect(implied.status == 0 && dense.out != implied.out)
        let named = try earshot(["import", Self.appium, "--id", "sign-in", "--from", "appium"])
        #expect(named.status == 0 && named.out.contains("\n  id: sign-in\n"), "\(named.err)")
        let scene = try earshot(["import", Self.ibFolder + "Settings.storyboard", "--screen", "WiFi"])
        #expect(scene.status == 0, "\(scene.err)")
    }

    /// An audit's `--module` is a setting for every file it reads: a layout among them is audited.
    @Test func aRunsSettingsAreNotRefused() throws {
        let r = try earshot(["audit", "Layouts/pizza.yaml", "--module", "Tests"])
        #expect(r.status != 2, "\(r.err)")
    }
}
