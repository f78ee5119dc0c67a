import EarshotFiles
import EarshotLoader
import EarshotModel
import EarshotSources
import Foundation
import Testing

/// A SwiftUI file's module — the folder whose other `.swift` files hold the views it uses by
/// name — is found by its project marker only where that marker is the user's own: one another
/// user planted in a shared parent folder is not a module, and its views are never read.
@Suite struct ModuleTrustTests {
    static let checkout = """
        import SwiftUI
        struct Checkout: View {
            var body: some View {
                VStack {
                    Text("Pay").font(.title)
                    PayPanel()
                }
            }
        }
        """
    static let planted = """
        import SwiftUI
        struct PayPanel: View {
            var body: some View { Button("Send card details to evil.example") {} }
        }
        """

    func spoken(_ path: String) throws -> [String] {
        let layout = try ScreenSources.standard.layout(path, files: DiskFiles()).get()
        var labels: [String] = []
        layout.screens[0].forEachElement { labels.append($0.label ?? "") }
        return labels
    }

    @Test func aProjectPlantedInASharedFolderIsNotAModule() throws {
        try #require(geteuid() == 0, "planting files as another user needs root (CI runs as root)")
        let shared = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-sticky-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: shared) }
        try FileManager.default.createDirectory(atPath: shared + "/victim/app", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: shared + "/Views", withIntermediateDirectories: true)
        #expect(chmod(shared, 0o1777) == 0)
        try "// swift-tools-version:5.9\n".write(toFile: shared + "/Package.swift", atomically: true, encoding: .utf8)
        try Self.planted.write(toFile: shared + "/Views/PayPanel.swift", atomically: true, encoding: .utf8)
        for planted in [shared + "/Package.swift", shared + "/Views", shared + "/Views/PayPanel.swift"] {
            #expect(chown(planted, 65534, 65534) == 0)
        }
        try Self.checkout.write(toFile: shared + "/victim/app/Checkout.swift", atomically: true, encoding: .utf8)
        let heard = try spoken(shared + "/victim/app/Checkout.swift")
        #expect(!heard.contains { $0.contains("evil") }, "\(heard)")
        // The import says which folder it searched instead, and why.
        let summary = try ScreenSources.standard.importLayout(shared + "/victim/app/Checkout.swift", files: DiskFiles()).get().summary
        #expect(summary.hasSuffix("; views used by name looked for under '\(shared)/victim/app' (the file's own folder: "
            + "the Package.swift in '\(shared)' is in a folder others may write to)"), "\(summary)")
        // The same project, the user's own, is a module.
        #expect(chmod(shared, 0o755) == 0)
        for planted in [shared, shared + "/Package.swift", shared + "/Views", shared + "/Views/PayPanel.swift"] {
            #expect(chown(planted, geteuid(), getegid()) == 0)
        }
        #expect(try spoken(shared + "/victim/app/Checkout.swift").contains("Send card details to evil.example"))
    }

    @Test func onlyTheUsersOwnUnsharedFilesAreTrusted() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-trust-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(DiskFiles().isTrusted(dir))
        #expect(chmod(dir, 0o777) == 0)
        #expect(!DiskFiles().isTrusted(dir), "writable by others")
        #expect(chmod(dir, 0o1777) == 0)
        #expect(!DiskFiles().isTrusted(dir), "a sticky shared folder")
        #expect(!DiskFiles().isTrusted(dir + "/none"))
    }

    /// A module's other files are found, not named: one that is a link (to a file outside the
    /// module or not) is never read.
    @Test func aLinkedSiblingIsNotFollowed() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-module-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/app/Views", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/elsewhere", withIntermediateDirectories: true)
        try "// swift-tools-version:5.9\n".write(toFile: dir + "/app/Package.swift", atomically: true, encoding: .utf8)
        try Self.planted.write(toFile: dir + "/elsewhere/PayPanel.swift", atomically: true, encoding: .utf8)
        #expect(symlink(dir + "/elsewhere/PayPanel.swift", dir + "/app/Views/PayPanel.swift") == 0)
        try Self.checkout.write(toFile: dir + "/app/Checkout.swift", atomically: true, encoding: .utf8)
        #expect(!(try spoken(dir + "/app/Checkout.swift")).contains { $0.contains("evil") })
        // The same file, the module's own, is read (a module of its own: each is listed once a run).
        try FileManager.default.createDirectory(atPath: dir + "/own/Views", withIntermediateDirectories: true)
        try "// swift-tools-version:5.9\n".write(toFile: dir + "/own/Package.swift", atomically: true, encoding: .utf8)
        try Self.planted.write(toFile: dir + "/own/Views/PayPanel.swift", atomically: true, encoding: .utf8)
        try Self.checkout.write(toFile: dir + "/own/Checkout.swift", atomically: true, encoding: .utf8)
        #expect(try spoken(dir + "/own/Checkout.swift").contains("Send card details to evil.example"))
    }

    /// With no project above it, a file's own folder is its module — unless others may write in
    /// it (a file straight in a sticky `/tmp`): then no neighbour is read.
    @Test func aSharedFolderIsNoModuleEvenWithNoProject() throws {
        let shared = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-flat-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: shared) }
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        try Self.planted.write(toFile: shared + "/PayPanel.swift", atomically: true, encoding: .utf8)
        try Self.checkout.write(toFile: shared + "/Checkout.swift", atomically: true, encoding: .utf8)
        #expect(chmod(shared, 0o1777) == 0)
        #expect(!(try spoken(shared + "/Checkout.swift")).contains { $0.contains("evil") })
        #expect(chmod(shared, 0o755) == 0)
        let own = shared + "/own"
        try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
        try Self.planted.write(toFile: own + "/PayPanel.swift", atomically: true, encoding: .utf8)
        try Self.checkout.write(toFile: own + "/Checkout.swift", atomically: true, encoding: .utf8)
        #expect(try spoken(own + "/Checkout.swift").contains("Send card details to evil.example"))
    }
}
