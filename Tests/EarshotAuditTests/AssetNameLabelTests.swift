import EarshotTestSupport
import Testing
@testable import EarshotAudit

/// EAR022 wherever an image's asset name is heard — the image, a button it labels, an element
/// that combines it — quoting only the name, once: EAR003 leaves an asset name to EAR022.
@Suite struct AssetNameLabelTests {
    static func screen(_ entry: String) -> String {
        "earshot: 1\nscreen:\n  id: s\n  elements:\n    - " + entry + "\n"
    }

    static let rules: Set<String> = ["EAR003", "EAR022"]

    /// `Button { dismiss() } label: { Image("icn_close") }`, as imported.
    @Test func aButtonLabelledByAnImagesAssetNameIsOneFinding() {
        let entry = #"{id: close, label: icn_close, traits: [button], import-marks: [asset-name=icn_close], frame: [16, 100, 44, 44]}"#
        let findings = audit(Self.screen(entry), rules: Self.rules)
        #expect(findings.map(\.place) == ["EAR022 close 5:7"])
        #expect(findings.map(\.message) == [#"label holds an image's asset name "icn_close": add .accessibilityLabel"#])
        #expect(findings.map(\.speech) == ["icn_close. Button."])
    }

    /// `Image("icn_close")` on its own: EAR022, not EAR022 and EAR003 for the same name.
    @Test func anImageReadByItsAssetNameIsOneFinding() {
        let entry = "{id: close, label: icn_close, traits: [image], import-marks: [asset-name], frame: [16, 100, 44, 44]}"
        let findings = audit(Self.screen(entry), rules: Self.rules)
        #expect(findings.map(\.place) == ["EAR022 close 5:7"])
        #expect(findings.map(\.message) == [#"image read by its asset name "icn_close": add .accessibilityLabel, or Image(decorative:) if it says nothing"#])
    }

    /// A combined label quotes the name alone, and a developer id beside it is still EAR003's.
    @Test func aCombinedLabelQuotesOnlyTheNameAndOtherIdsStayEAR003s() {
        let entry = #"{id: share, label: "icn_share, btn_share_v2", traits: [button], import-marks: [asset-name=icn_share], frame: [16, 100, 200, 44]}"#
        let findings = audit(Self.screen(entry), rules: Self.rules)
        #expect(findings.map(\.place) == ["EAR003 share 5:7", "EAR022 share 5:7"])
        #expect(findings.map(\.message) == [#"label looks like a developer id: "btn_share_v2""#,
                                            #"label holds an image's asset name "icn_share": add .accessibilityLabel"#])
    }

    /// Two images in one label: a finding for each name.
    @Test func oneFindingPerImage() {
        let entry = #"{id: pair, label: "icn_a, icn_b", traits: [button], import-marks: [asset-name=icn_a, asset-name=icn_b], frame: [16, 100, 200, 44]}"#
        #expect(audit(Self.screen(entry), rules: Self.rules).map(\.message) == [
            #"label holds an image's asset name "icn_a": add .accessibilityLabel"#,
            #"label holds an image's asset name "icn_b": add .accessibilityLabel"#,
        ])
    }

    /// With no asset-name tag the same words are a developer id, EAR003's alone; a label of its
    /// own passes both.
    @Test func withoutTheTagItIsEAR003sAndALabelFixesIt() {
        let untagged = audit(Self.screen("{id: close, label: icn_close, traits: [button], frame: [16, 100, 44, 44]}"), rules: Self.rules)
        #expect(untagged.map(\.place) == ["EAR003 close 5:7"])
        #expect(audit(Self.screen("{id: close, label: Close, traits: [button], frame: [16, 100, 44, 44]}"), rules: Self.rules).isEmpty)
    }
}
