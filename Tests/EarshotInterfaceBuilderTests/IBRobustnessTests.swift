import Foundation
import Testing
@testable import EarshotInterfaceBuilder

/// Bad input is a located error or a bounded result, never a crash, a fetch or an expansion.
@Suite struct IBRobustnessTests {
    @Test func malformedXMLIsALocatedError() {
        let bytes = storyboard(scene(#"<label text="A" id="L1"><rect key="frame" x="0" y="0" width="1" height="1"/></labl>"#))
        let message = ibFailure(bytes)
        #expect(message == "Main.storyboard:10:84: error: a closing tag does not match the open <label> (line 10)")
    }

    @Test func aTruncatedStoryboardSaysSo() {
        let whole = storyboard(scene(#"<label text="A" id="L1"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"#))
        let message = ibFailure(Array(whole.prefix(whole.count / 2)))
        #expect(message == "Main.storyboard:8:14: error: the file ends before <view> (line 7) is closed: is it truncated?")
    }

    @Test func entitiesAreRefusedNeverExpanded() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes/></document>
            """
        #expect(ibFailure(Array(laughs.utf8)) == "Main.storyboard:2:1: error: a <!DOCTYPE> or entity declaration: "
            + "Interface Builder files have none, and entities are never expanded")
        let external = """
            <?xml version="1.0"?>
            <!DOCTYPE document SYSTEM "http://127.0.0.1:9/evil.dtd">
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes/></document>
            """
        #expect(ibFailure(Array(external.utf8)) == "Main.storyboard:2:1: error: a <!DOCTYPE> or entity declaration: "
            + "Interface Builder files have none, and entities are never expanded")
    }

    @Test func notUTF8OrNULIsALocatedError() {
        var bytes = storyboard(scene(#"<label text="Caf\#u{e9}" id="L1"><rect key="frame" x="0" y="0" width="1" height="1"/></label>"#))
        if let e = bytes.firstIndex(of: 0xC3) { bytes[e] = 0xFF }
        #expect(ibFailure(bytes) == "Main.storyboard:10:17: error: the file is not valid UTF-8")
        #expect(ibFailure(Array("<document>\u{0}</document>".utf8)) == "Main.storyboard:1:11: error: a NUL byte: an Interface Builder file is UTF-8 text")
    }

    @Test func otherDocumentsAreRefusedByWhatTheyAre() {
        #expect(ibFailure(Array("<plist><dict/></plist>".utf8)) == "Main.storyboard:1:1: error: not an Interface Builder document: "
            + "the root is <plist>, not <document type=\"com.apple.InterfaceBuilder3…\">")
        let mac = #"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"><scenes/></document>"#
        #expect(ibFailure(Array(mac.utf8)) == "Main.storyboard:1:1: error: an Interface Builder file for another platform "
            + "(com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB): only iOS (CocoaTouch) storyboards and XIBs are read")
        #expect(ibFailure(Array("".utf8)) == "Main.storyboard:1:1: error: not XML: the file has no elements")
        let empty = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes/></document>"#
        #expect(ibFailure(Array(empty.utf8)) == "Main.storyboard:1:1: error: this storyboard has no scenes with a view controller")
    }

    @Test func absurdFramesAreClampedAndStillLoad() throws {
        let layout = try ibLayout(storyboard(scene("""
            <label text="Far" id="L1"><rect key="frame" x="1e308" y="-1e300" width="NaN" height="inf"/></label>
            <view id="V2"><rect key="frame" x="900000" y="900000" width="5" height="5"/><subviews>
            <view id="V3"><rect key="frame" x="900000" y="900000" width="5" height="5"/><subviews>
            <label text="Deep" id="L2"><rect key="frame" x="900000" y="900000" width="5" height="5"/></label>
            </subviews></view></subviews></view>
            <label text="Near" id="L3"><rect key="frame" x="10" y="10" width="50" height="20"/></label>
            """)))
        #expect(Set(spokenStops(layout)) == ["Far", "Deep", "Near"])
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let open = String(repeating: #"<view id="v"><rect key="frame" x="1" y="1" width="1" height="1"/><subviews>"#, count: 400)
        let close = String(repeating: "</subviews></view>", count: 400)
        // 400 views deep: refused where the nesting passes the parser's bound of 250 levels.
        #expect(ibFailure(storyboard(scene(open + close))) == "Main.storyboard:10:9089: error: nesting deeper than 250 levels")
    }

    @Test func unknownClassesAreContainersAndCounted() throws {
        let bytes = storyboard(scene("""
            <view customClass="ChartView" id="C1"><rect key="frame" x="0" y="0" width="300" height="200"/><subviews>
            <label text="Sales" id="L1"><rect key="frame" x="0" y="0" width="100" height="30"/></label></subviews></view>
            <fancyThing id="F1"><rect key="frame" x="0" y="300" width="10" height="10"/></fancyThing>
            """))
        let imported = try InterfaceBuilderImport.yaml(bytes: bytes, path: "Main.storyboard").get()
        #expect(imported.unknown.map(\.name) == ["ChartView", "fancyThing"])
        #expect(imported.yaml.contains("# Read as plain containers: ChartView (line"))
        #expect(spokenStops(try ibLayout(bytes)) == ["Sales"])
    }

    /// Every fixture cut short at many places, and with bytes overwritten: a located error or
    /// a layout, never a crash.
    @Test(arguments: ibFixtures)
    func cutAndCorruptedFixturesNeverCrash(_ fixture: String) {
        let bytes = ibBytes(fixture)
        for step in 1...12 {
            let cut = Array(bytes.prefix(bytes.count * step / 13))
            if case .failure(let failure) = InterfaceBuilderImport.yaml(bytes: cut, path: fixture) {
                #expect(failure.description.hasPrefix(fixture + ":"), "\(failure)")
            }
            var noisy = bytes
            for k in 0..<8 { noisy[(bytes.count / 9 * (k + 1) + step * 31) % bytes.count] = UInt8((step * 37 + k * 11) % 128) }
            _ = InterfaceBuilderImport.layout(bytes: noisy, path: fixture)
        }
    }

    /// A storyboard with `count` labels in rows of stack views.
    static func large(_ count: Int) -> [UInt8] {
        var views = ""
        for i in 0..<count {
            views += #"<label text="Row \#(i)" id="L\#(i)"><rect key="frame" x="\#(i % 3 * 120)" y="\#(i / 3 * 30)" width="100" height="20"/></label>"#
            views += "\n"
        }
        return storyboard(scene(views))
    }

    /// Past libxml2's 10 MB look-up limit for a document handed over whole.
    @Test func aStoryboardOverTenMegabytesImports() throws {
        let text = String(repeating: "Lorem ipsum dolor sit amet. ", count: 80)
        var views = ""
        for i in 0..<5_000 {
            views += #"<label id="L\#(i)"><rect key="frame" x="0" y="\#(i * 30)" width="300" height="20"/>"#
                + #"<string key="text">\#(i) \#(text)</string></label>"# + "\n"
        }
        let bytes = storyboard(scene(views))
        #expect(bytes.count > 10_500_000)
        let imported = try InterfaceBuilderImport.yaml(bytes: bytes, path: "Big.storyboard").get()
        #expect(imported.stops == 5_000)
    }

    @Test func fiveThousandViewsImportInBoundedTime() throws {
        let bytes = Self.large(5000)
        let start = Date()
        let imported = try InterfaceBuilderImport.yaml(bytes: bytes, path: "Big.storyboard").get()
        let seconds = Date().timeIntervalSince(start)
        #expect(imported.stops == 5000)
        // Debug builds are several times slower than release (`earshot-bench` measures release).
        #expect(seconds < 20, "\(seconds) s")
    }
}
