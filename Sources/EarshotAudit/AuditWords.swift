import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// The audit's own word lists, one table each. What traits speak is not here: that is
/// `TraitWords`, which the rules read.
public enum AuditWords {
    /// Added to a finding on a placeholder (made a note): why it is not the code's fault.
    public static let onPlaceholder = " (a note: the words are a placeholder for text the app shows only when it runs)"
    /// Added to EAR001 on a text field whose value may be the placeholder an empty field shows
    /// (a dump that states no placeholders): the field may well be named.
    public static let onValueMayBePlaceholder = " (a note: the dump does not say whether this is typed text or the placeholder of an empty field, which would name it)"

    /// EAR018 on an element whose value the capture cut short (`ukautomationuser@e...`): the
    /// words are the dump's, and VoiceOver says the whole value on a device.
    public static func valueCutShort(_ value: String) -> String {
        "the capture cut the value short (\"\(value)\"): VoiceOver says it whole on a device, so this stop takes longer than heard here"
    }

    /// Added to an EAR018 finding on such an element: the description is longer still.
    public static let onValueCutShort = " (longer still on a device: the capture cut the value short)"

    /// EAR005: names that say nothing out of context (the rotor's Links list), compared in lower
    /// case with surrounding punctuation dropped.
    public static let vagueNames: Set<String> = [
        "more", "click here", "tap here", "here", "read more", "learn more", "link", "button",
        "see more", "show more", "more info", "click", "tap", "this",
    ]

    /// EAR005: the names of the system's overflow menu (a menu button whose label is the
    /// `ellipsis` symbol's system name), which are not vague names of the app's.
    public static let systemMoreNames: Set<String> = ["more", "more options"]

    /// EAR006: the openings of a hint that names a gesture, longest first so the message quotes
    /// the whole gesture ("double tap", not "tap").
    public static let gestureOpenings: [String] = [
        "double tap", "double-tap", "triple tap", "triple-tap", "long press", "long-press",
        "press and hold", "tap", "swipe", "flick", "click", "press", "drag", "pinch", "slide",
    ]

    /// EAR002: words of a trait's spoken sentence that are a fine label on their own: "Search"
    /// on a search field ("Search. Search Field."), "Back" (which `Back Button.` drops anyway).
    public static let traitQualifiers: Set<String> = ["search", "text", "back", "secure"]

    /// EAR003: file extensions a label should never end in (`icon-cart.png`). Not `m` ("10 a.m.") nor `js` ("Node.js").
    public static let fileExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "svg", "pdf", "heic", "webp", "tiff", "ico", "json", "xml", "plist",
        "strings", "storyboard", "xib", "nib", "xcassets", "imageset", "swift", "mp3", "mp4", "m4a",
        "wav", "caf", "aiff", "mov", "txt", "html", "css", "ttf", "otf",
    ]

    /// EAR003: first parts of a lower-case hyphenated developer id (`icon-cart`, `btn-close`);
    /// abbreviations only, since "cell-phone" or "view-only" are ordinary words.
    public static let idPrefixes: Set<String> = ["btn", "img", "ic", "icon", "lbl", "txt", "tf", "nav", "vc", "iv"]

    /// EAR003: last parts of a lower-case hyphenated test id or resource name (`text-input`,
    /// `submit-button`, `avatar-icon`): the kind of view, as code names it.
    public static let idSuffixes: Set<String> = [
        "input", "field", "btn", "button", "icon", "img", "lbl", "label", "container", "wrapper", "layout", "checkbox",
        "textfield", "textview", "edittext", "txt",
    ]

    /// EAR003: small words that make a hyphenated phrase English ("point-of-view", "up-to-date").
    public static let joiningWords: Set<String> = ["of", "the", "a", "an", "and", "or", "to", "in", "on", "for", "by", "with"]

    /// EAR003: last words of a CamelCase symbol name (`CartIcon`, `CheckoutButton`).
    public static let symbolSuffixes: Set<String> = [
        "icon", "image", "img", "button", "btn", "view", "cell", "label", "lbl", "controller", "asset",
        "placeholder", "symbol", "glyph",
    ]

    /// EAR003: last parts of a dotted name that make it a web address, which people say
    /// ("apple.com"), rather than a localization key (`checkout.button.title`).
    public static let webSuffixes: Set<String> = ["com", "org", "net", "io", "edu", "gov", "app", "dev", "co", "uk"]
}

extension AuditWords {
    /// Nothing, or only whitespace.
    package static func isBlank(_ text: String?) -> Bool { (text ?? "").allSatisfy(\.isWhitespace) }

    /// The words of a text in lower case: runs of letters and digits (`"Play-button!"` → play, button).
    package static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// A name as a listener tells names apart: lower case, single spaces, no punctuation or
    /// symbols around it (`" Learn more… "` → `learn more`).
    package static func name(_ text: String) -> String {
        let collapsed = text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let trim: (Character) -> Bool = { !($0.isLetter || $0.isNumber) }
        return String(collapsed.drop(while: trim).reversed().drop(while: trim).reversed())
    }
}
