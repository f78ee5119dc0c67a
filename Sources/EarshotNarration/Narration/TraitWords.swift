import EarshotLoader
public import EarshotModel
/// Every trait's spoken word, or an explicit decision that it is silent. Words are data.
public enum TraitWords {
    /// What a trait contributes to a description.
    public enum Word: Sendable, Hashable {
        case spoken(String)
        /// Spoken by another rule (the `Selected:` prefix, the switch state, `Is editing.`).
        case byRule(String)
        /// Not spoken; why.
        case silent(String)
    }

    /// One entry per named trait; the spoken ones in the order VoiceOver speaks them.
    public static let table: [(trait: Traits, word: Word)] = [
        (.notEnabled, .spoken("Dimmed.")),
        (.button, .spoken("Button.")),
        (.backButton, .spoken("Back Button.")),
        (.switchButton, .spoken("Switch Button.")),
        (.tabBarItem, .spoken("Tab.")),
        (.textField, .spoken("Text Field.")),
        (.header, .spoken("Heading.")),
        (.link, .spoken("Link.")),
        (.adjustable, .spoken("Adjustable.")),
        (.image, .spoken("Image.")),
        (.searchField, .spoken("Search Field.")),
        (.selected, .byRule("the Selected: prefix")),
        (.isEditing, .byRule("Is editing. after Text Field.")),
        (.secureTextField, .byRule("Secure Text Field. in place of Text Field.")),
        (.textArea, .byRule("the text view's editing hint")),
        (.playsSound, .silent("the element plays its own sound")),
        (.keyboardKey, .silent("keys are announced by their label only")),
        (.staticText, .silent("plain text is the default")),
        (.summaryElement, .silent("changes when it is read, not how")),
        (.updatesFrequently, .silent("changes how often it is polled, not what is said")),
        (.startsMediaSession, .silent("silences VoiceOver on activation instead")),
        (.allowsDirectInteraction, .silent("changes touch handling only")),
        (.causesPageTurn, .silent("changes read-all only")),
        (.tabBar, .silent("marks the container; its items say Tab.")),
        (.supportsZoom, .silent("changes gestures only")),
        (.webContent, .silent("marks web content; no word on its own")),
        (.pickerElement, .silent("a picker's row; its value is spoken")),
        (.radioButton, .silent("spoken through Selected: on iOS")),
        (.launchIcon, .silent("home-screen icons only")),
        (.statusBarElement, .silent("the status bar is outside the app")),
        (.inactive, .silent("system-internal state")),
        (.footer, .silent("no word on iOS")),
        (.autoCorrectCandidate, .silent("keyboard internals")),
        (.deleteKey, .silent("keyboard internals")),
        (.selectionDismissesItem, .silent("changes activation only")),
        (.visited, .silent("links only; VoiceOver on iOS says nothing extra")),
        (.scrollable, .silent("changes scrolling only")),
        (.spacer, .silent("layout only")),
        (.tableIndex, .silent("a table's index strip; no word")),
        (.map, .silent("changes touch handling only")),
        (.textOperationsAvailable, .silent("editing menus only")),
        (.draggable, .silent("drag and drop only; announced as an action")),
        (.gesturePracticeRegion, .silent("VoiceOver Practice only")),
        (.popupButton, .silent("no word in AccessibilitySnapshot's grammar")),
        (.allowsNativeSliding, .silent("changes touch handling only")),
        (.mathEquation, .silent("changes reading of the content only")),
        (.containedByTable, .silent("context comes from the container")),
        (.containedByList, .silent("context comes from the container")),
        (.touchContainer, .silent("changes touch handling only")),
        (.bookContent, .silent("changes read-all only")),
        (.containedByLandmark, .silent("context comes from the container")),
        (.folderIcon, .silent("home-screen icons only")),
        (.readOnly, .silent("no word in AccessibilitySnapshot's grammar")),
        (.menuItem, .silent("no word in AccessibilitySnapshot's grammar")),
        (.ignoreItemChooser, .silent("system-internal")),
        (.supportsTrackingDetail, .silent("system-internal")),
        (.alert, .silent("system-internal")),
        (.containedByFieldset, .silent("context comes from the container")),
        (.allowsLayoutChangeInStatusBar, .silent("system-internal")),
    ]

    /// The word for one trait, if it has an entry.
    public static func word(for trait: Traits) -> Word? {
        table.first { $0.trait == trait }?.word
    }

    /// Trait words spoken after `Tab.`; the others come before it.
    public static let afterTab: Traits = [.textField, .header, .link, .adjustable, .image, .searchField]
    public static let secureTextField = "Secure Text Field."
    /// How many characters a secure text field holds, said after `Secure Text Field.`
    public static func characters(_ n: Int) -> String { n == 1 ? "1 character." : "\(n) characters." }
    /// Said for each character typed into a secure text field, in place of the character.
    public static let secureEcho = "bullet"
    /// What stands for each character of a secure field where one is shown or recorded.
    public static let secureBullet: Character = "•"

    /// Fixed phrases of the grammar.
    public static let tab = "Tab."
    /// A wheel picker's item (UIPickerView), said before `Adjustable.`, as VoiceOver says it on a device.
    public static let pickerItem = "Picker Item."
    /// A tab's badge (a whole number), as UIKit's tab bar button gives it and AccessibilitySnapshot
    /// shows it: `Item B: 3 items. Tab. 2 of 4.`; a badge that is not a number is said as it is.
    public static func badge(_ n: Int) -> String { n == 1 ? "1 item" : "\(n) items" }
    public static let on = "On.", off = "Off.", mixed = "Mixed."
    public static let isEditing = "Is editing."
    public static let listStart = "List Start.", listEnd = "List End."
    public static let landmark = "Landmark.", landmarkEnd = "End."
    public static let selectedPrefix = "Selected: ", selectedAlone = "Selected."
    public static let notSelected = "Not selected."
    public static let adjustHint = "Swipe up or down with one finger to adjust the value."
    public static let switchHint = "Double tap to toggle setting."
    public static let textFieldHint = "Double tap to edit."
    /// While editing, and after `Double tap to edit.` for a text view.
    public static let editingHint = "Use the rotor to access Misspelled Words."
    /// A back button's label that `Back Button.` already says.
    public static let backDescriptor = "Back"
    public static func row(_ n: Int) -> String { "Row \(n)." }
    public static func column(_ n: Int) -> String { "Column \(n)." }
    public static let actionsHint = "Actions available."
    public static func rotorHint(_ names: [String]) -> String { "Use the rotor to access \(ListPhrase.join(names))." }
    public static func position(_ index: Int, of count: Int) -> String { "\(index) of \(count)." }
    public static func notFound(_ singular: String) -> String { "\(singular) not found" }
    public static func rate(_ wordsPerMinute: Int) -> String { "\(wordsPerMinute) words per minute" }
}

/// Joins names the way speech lists them: `A`, `A and B`, `A, B, and C`.
public enum ListPhrase {
    public static func join(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return "\(items[0]) and \(items[1])"
        default: return items.dropLast().joined(separator: ", ") + ", and " + (items.last ?? "")
        }
    }
}
