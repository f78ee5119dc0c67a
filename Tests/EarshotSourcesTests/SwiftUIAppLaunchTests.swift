import EarshotModel
import EarshotSources
import Foundation
import Testing

/// What an app sets up before its first screen, read from its folder: the settings it registers
/// at launch, and the version and build its project gives its `Info.plist`.
@Suite struct SwiftUIAppLaunchTests {
    static func stops(_ yaml: String) -> [String] {
        yaml.components(separatedBy: "\n").filter { $0.contains("label:") || $0.contains("value:") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// `UserDefaults.standard.register(defaults:)` in the app delegate gives what a fresh install
    /// reads for those keys: through `UserDefaults`, through `@AppStorage` over its own default,
    /// and through the app's own settings store read by key.
    @Test func settingsRegisteredAtLaunchAreTheFirstValues() throws {
        let root = "Registered-\(UUID().uuidString)"
        let files = MemoryFiles([
            root + "/App.xcodeproj/project.pbxproj": [],
            root + "/App/AppDelegate.swift": Array("""
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let defaults: [String: Any] = [
                            "Backups.enabled": true,
                            "Backups.keep": 5,
                        ]
                        UserDefaults.standard.register(defaults: defaults)
                        UserDefaults.standard.register(defaults: ["Reader.sound": true, "Reader.name": "Aria"])
                        return true
                    }
                }

                """.utf8),
            root + "/App/Store.swift": Array("""
                import Foundation
                final class Store {
                    static let shared = Store()
                    func get(key: String) -> Bool { external(key) }
                }

                """.utf8),
            root + "/App/Settings/V.swift": Array("""
                import SwiftUI
                struct V: View {
                    @AppStorage("Reader.sound") private var sound = false
                    @State private var enabled = UserDefaults.standard.bool(forKey: "Backups.enabled")
                    @State private var kept = Store.shared.get(key: "Backups.enabled")
                    var body: some View {
                        Form {
                            Toggle("Automatic backups", isOn: $enabled)
                            if enabled {
                                Text("Keep \\(UserDefaults.standard.integer(forKey: "Backups.keep")) backups")
                            }
                            Toggle("Sound", isOn: $sound)
                            Toggle("Keep", isOn: $kept)
                            Text(UserDefaults.standard.string(forKey: "Reader.name") ?? "Nobody")
                            Text(UserDefaults.standard.string(forKey: "Reader.voice") ?? "Default voice")
                        }
                    }
                }

                """.utf8),
        ])
        let imported = try ScreenSources.standard.importLayout(root + "/App/Settings/V.swift", files: files).get()
        #expect(Self.stops(imported.yaml) == [
            "label: Automatic backups", "value: \"1\"", "label: Keep 5 backups", "label: Sound", "value: \"1\"",
            "label: Keep", "value: \"1\"", "label: Aria", "label: Default voice",
        ], "\(imported.yaml)")
    }

    /// `Bundle.main.infoDictionary?["CFBundleShortVersionString"]` reads the version the project
    /// sets (the one most targets share), and the build beside it; a value no project file sets
    /// stays a guess.
    @Test func theVersionAnAboutScreenShowsIsTheProjects() throws {
        let root = "Version-\(UUID().uuidString)"
        let project = """
            buildSettings = {
                CURRENT_PROJECT_VERSION = 42;
                MARKETING_VERSION = 2.4.3;
            };
            buildSettings = {
                MARKETING_VERSION = 2.4.3;
            };
            buildSettings = {
                MARKETING_VERSION = "1.0";
                PRODUCT_NAME = "$(TARGET_NAME)";
            };
            """
        let files = MemoryFiles([
            root + "/App.xcodeproj/project.pbxproj": Array(project.utf8),
            root + "/App/About/V.swift": Array("""
                import SwiftUI
                struct V: View {
                    var version: String { Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "?" }
                    var body: some View {
                        List {
                            Text("Version \\(Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "unknown") (\\(version))")
                            Text(Bundle.main.infoDictionary?["NSHumanReadableCopyright"] as? String ?? "")
                        }
                    }
                }

                """.utf8),
        ])
        let imported = try ScreenSources.standard.importLayout(root + "/App/About/V.swift", files: files).get()
        #expect(Self.stops(imported.yaml) == ["label: Version 2.4.3 (42)", "label: \"⟨string⟩\""], "\(imported.yaml)")
    }
}
