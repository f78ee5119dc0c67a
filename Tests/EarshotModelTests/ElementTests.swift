import Testing
@testable import EarshotModel

/// A secure text field keeps only how many characters it holds: however its text arrives
/// (built with it, set later, made secure later, typed), nothing in the element holds them.
@Suite struct ElementTests {
    static let secret = "hunter2secret"
    static let secure: Traits = [.textField, .secureTextField]

    /// Everything the element holds, as text: what any output could ever be built from.
    func everything(_ e: Element) -> String { String(reflecting: e) + "\(e.hashValue)" }

    @Test func builtSecureKeepsOnlyTheCount() {
        let e = Element(id: "pw", label: "Password", value: Self.secret, traits: Self.secure)
        #expect(e.value == nil && e.secureLength == 13)
        #expect(!everything(e).contains(Self.secret))
    }

    @Test func valueSetOnASecureFieldIsCounted() {
        var e = Element(id: "pw", traits: Self.secure)
        e.value = Self.secret
        #expect(e.value == nil && e.secureLength == 13)
        e.value = ""
        #expect(e.value == nil && e.secureLength == 0, "a set replaces the text, so the count")
        #expect(!everything(e).contains(Self.secret))
    }

    @Test func makingAFieldSecureDropsItsText() {
        var e = Element(id: "pw", value: Self.secret, traits: .textField)
        #expect(e.value == Self.secret)
        e.traits.insert(.secureTextField)
        #expect(e.value == nil && e.secureLength == 13)
        #expect(!everything(e).contains(Self.secret))
    }

    @Test func typingCountsInASecureFieldAndAppendsElsewhere() {
        var secure = Element(id: "pw", value: "ab", traits: Self.secure)
        secure.type("cde")
        #expect(secure.value == nil && secure.secureLength == 5)
        var plain = Element(id: "name", value: "Ki", traits: .textField)
        plain.type("m")
        #expect(plain.value == "Kim" && plain.secureLength == nil)
    }

    @Test func bulletsFromADumpAreCountedLikeAnyText() {
        let e = Element(id: "pw", value: "••••••••", traits: Self.secure)
        #expect(e.value == nil && e.secureLength == 8)
    }
}
