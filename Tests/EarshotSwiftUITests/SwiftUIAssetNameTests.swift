import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotSwiftUI

/// Where an image's asset name is heard, the import says which name it is: on the image itself
/// (its label), and on a button it labels or an element that combines it (the name in a tag).
@Suite struct SwiftUIAssetNameTests {
    func one(_ body: String) -> [Element] { elements(swiftUI(view(body))) }

    @Test func aButtonLabelledByAnImageCarriesItsAssetName() {
        let e = one("Button { dismiss() } label: { Image(\"icn_close\") }")
        #expect(e.map(\.label) == ["icn_close"])
        #expect(e.map(\.importMarks) == [[.assetName("icn_close")]])
    }

    @Test func onlyTheNameNotTheWholeLabel() {
        let e = one("Button(action: share) { HStack { Image(\"icn_share\"); Text(\"Share\") } }")
        #expect(e.map(\.label) == ["icn_share, Share"])
        #expect(e.map(\.importMarks) == [[.assetName("icn_share")]])
        let combined = one("HStack { Image(\"avatar\"); Text(\"Anna Lee\") }.accessibilityElement(children: .combine)")
        #expect(combined.map(\.importMarks) == [[.assetName("avatar")]])
    }

    /// A label of its own, on the button or on the image, a title, or a symbol: no asset name is heard.
    @Test(arguments: [
        "Button { dismiss() } label: { Image(\"icn_close\") }.accessibilityLabel(\"Close\")",
        "Button { dismiss() } label: { Image(\"icn_close\").accessibilityLabel(\"Close\") }",
        "Button(\"Close\") { dismiss() }",
        "Button { dismiss() } label: { Image(systemName: \"xmark\") }",
    ])
    func aLabelOrASymbolCarriesNone(_ body: String) {
        #expect(one(body).map(\.importMarks) == [[]])
    }
}
