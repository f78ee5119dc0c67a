/// The words of the rotor: each built-in item's spoken name and singular. Words are data.
public enum RotorWords {
    public static let table: [BuiltinRotor: (name: String, singular: String)] = [
        .headings: ("Headings", "Heading"),
        .headingLevel1: ("Heading Level 1", "Heading Level 1"),
        .headingLevel2: ("Heading Level 2", "Heading Level 2"),
        .headingLevel3: ("Heading Level 3", "Heading Level 3"),
        .headingLevel4: ("Heading Level 4", "Heading Level 4"),
        .headingLevel5: ("Heading Level 5", "Heading Level 5"),
        .headingLevel6: ("Heading Level 6", "Heading Level 6"),
        .links: ("Links", "Link"),
        .visitedLinks: ("Visited Links", "Visited Link"),
        .formControls: ("Form Controls", "Form Control"),
        .buttons: ("Buttons", "Button"),
        .images: ("Images", "Image"),
        .textFields: ("Text Fields", "Text Field"),
        .tables: ("Tables", "Table"),
        .lists: ("Lists", "List"),
        .landmarks: ("Landmarks", "Landmark"),
        .containers: ("Containers", "Container"),
        .boldText: ("Bold Text", "Bold Text"),
        .italicText: ("Italic Text", "Italic Text"),
        .underlinedText: ("Underlined Text", "Underlined Text"),
        .misspelledWords: ("Misspelled Words", "Misspelled Word"),
        .characters: ("Characters", "Character"),
        .words: ("Words", "Word"),
        .lines: ("Lines", "Line"),
        .actions: ("Actions", "Action"),
        .adjustValue: ("Adjust Value", "Adjust Value"),
        .speakingRate: ("Speaking Rate", "Speaking Rate"),
        .hints: ("Hints", "Hint"),
    ]

    /// A custom rotor's singular: `Apple Stores` → `Apple Store`, `Alerts` → `Alert`, `Red` → `Red`.
    public static func singular(of name: String) -> String {
        if name.hasSuffix("ies") { return String(name.dropLast(3)) + "y" }
        if name.hasSuffix("s") && !name.hasSuffix("ss") && name.count > 1 { return String(name.dropLast()) }
        return name
    }
}
