package import Foundation
/// The repository root, found from this file's path (`Tests/EarshotTestSupport/Repository.swift`).
package let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

package let layoutsDirectory = repositoryRoot.appendingPathComponent("Layouts")

package let sampleLayoutNames: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: layoutsDirectory.path)) ?? [])
    .filter { $0.hasSuffix(".yaml") }.sorted()

/// The debug `earshot` program `swift build` leaves, which the command-line and tmux tests run.
package var earshotBinary: String { repositoryRoot.appendingPathComponent(".build/debug/earshot").path }
