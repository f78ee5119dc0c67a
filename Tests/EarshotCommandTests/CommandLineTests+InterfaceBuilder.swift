import EarshotTestSupport
import Foundation
import Testing

/// Storyboards and XIBs wherever a layout goes, run for real.
extension CommandLineTests {
    static let ib = "Tests/Fixtures/InterfaceBuilder/"

    @Test func transcriptWalksTheSceneScreenChooses() throws {
        let r = try earshot(["transcript", Self.ib + "Localized/Base.lproj/Main.storyboard", "--screen", "Login",
                             "--gestures", "first next", "--no-audio"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("» first\n  icon_help. Button.\n» next\n  Welcome back to Trails. Heading.\n"))
        let home = try earshot(["transcript", Self.ib + "Localized/Base.lproj/Main.storyboard", "--screen", "Home",
                                "--gestures", "first", "--no-audio"])
        #expect(home.out.contains("» first\n  You are signed in\n"), "\(home.out)")
    }

    @Test func anUnknownScreenIsALocatedErrorListingTheScreens() throws {
        let r = try earshot(["transcript", Self.ib + "Settings.storyboard", "--screen", "Wifi", "--gestures", "first", "--no-audio"])
        #expect(r.status == 2)
        #expect(r.err.hasPrefix(Self.ib + "Settings.storyboard:2:1: error: no screen 'Wifi' here (screens: Settings, WiFi)"), "\(r.err)")
    }

    @Test func aSegueChangesScreenAndBackReturns() throws {
        let r = try earshot(["transcript", Self.ib + "Settings.storyboard", "--gestures", "first next x3 activate first activate",
                             "--no-audio"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("Wi-Fi: Home. Button.\n» activate\n  [activate]\n  [screen-changed]\n  Settings. Back Button.\n"), "\(r.out)")
    }

    @Test func importWritesTheLayoutAndSaysWhatItRead() throws {
        let out = temporary("profile.yaml")
        let r = try earshot(["import", Self.ib + "ProfileHeader.xib", "-o", out])
        #expect(r.status == 0 && r.out.isEmpty, "\(r.err)")
        #expect(r.err == Self.ib + "ProfileHeader.xib: XIB, 9 views, 1 screen, 5 focus stops, 2 places approximated → \(out)\n"
            + Self.ib + "ProfileHeader.xib:7:1: custom class 'ProfileHeaderView' read as a plain view\n"
            + Self.ib + "ProfileHeader.xib:43:1: custom class 'customWidget' read as a plain view\n")
        let yaml = try String(contentsOfFile: out, encoding: .utf8)
        #expect(yaml.hasPrefix("# Imported by `earshot import` from ProfileHeader.xib (Interface Builder XIB)"))
        #expect(yaml.contains("screen:\n  id: ProfileHeader\n"))
        // The written layout reads as the XIB does.
        let direct = try earshot(["transcript", Self.ib + "ProfileHeader.xib", "--gestures", "first next x5", "--no-audio"])
        let viaFile = try earshot(["transcript", out, "--gestures", "first next x5", "--no-audio"])
        #expect(direct.out == viaFile.out && direct.status == 0)
    }

    @Test func importPutsTheChosenScreenFirst() throws {
        let r = try earshot(["import", Self.ib + "Settings.storyboard", "--screen", "WiFi"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("\nearshot: 1\nscreens:\n  - id: WiFi\n"))
    }

    @Test func auditOnAFolderOfStoryboardsWritesSARIFOnTheirLines() throws {
        let out = temporary("ib.sarif")
        let r = try earshot(["audit", Self.ib, "--format", "sarif", "-o", out])
        #expect(r.status == 1, "\(r.err)")
        let sarif = try String(contentsOfFile: out, encoding: .utf8)
        // The image-only help button: its label is an asset name, found at its <button> line.
        let data = try #require(sarif.data(using: .utf8))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let results = ((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let located = results.compactMap { result -> (String, String, Int)? in
            guard let rule = result["ruleId"] as? String,
                  let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any],
                  let uri = (location["artifactLocation"] as? [String: Any])?["uri"] as? String,
                  let line = (location["region"] as? [String: Any])?["startLine"] as? Int else { return nil }
            return (rule, uri, line)
        }
        #expect(located.contains { $0.0 == "EAR003" && $0.1.hasSuffix("Localized/Base.lproj/Main.storyboard") && $0.2 == 15 },
                "\(located)")
        #expect(located.contains { $0.1.hasSuffix("ProfileHeader.xib") })
    }

    @Test func aBrokenStoryboardIsALocatedErrorExitTwo() throws {
        let path = try writeTemporary("Broken.storyboard", "<?xml version=\"1.0\"?>\n<document type=\"x\">\n<scenes>\n")
        for command in [["import", path], ["audit", path], ["transcript", path, "--gestures", "first", "--no-audio"]] {
            let r = try earshot(command)
            #expect(r.status == 2, "\(command)")
            #expect(r.err.hasPrefix(path + ":"), "\(r.err)")
        }
    }
}

extension CommandLineTests {
    /// A lab whose layout is a storyboard: its `screen:` picks the scene, a segue is a screen goal.
    @Test func aLabRunsOnAStoryboard() throws {
        let board = repositoryRoot.appendingPathComponent("Tests/Fixtures/InterfaceBuilder/Settings.storyboard").path
        let lab = try file("settings-lab.yaml", """
            earshot-lab: 1
            title: Storyboard lab
            layout: \(board)
            screen: Settings
            tasks:
              - say: Open the Wi-Fi settings.
                goal: {screen: WiFi}
            """)
        let r = try earshot(["lab", lab, "--gestures", "first next x3 activate", "--json", "--no-audio"])
        #expect(r.status == 0, "\(r.err)\(r.out)")
        let result = try labResult(r)
        #expect(result["completed"] as? Int == 1, "\(result)")
    }
}
