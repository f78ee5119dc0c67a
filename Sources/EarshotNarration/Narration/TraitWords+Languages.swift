extension TraitWords {
    /// The words of this table in other languages, each under the English word it stands for,
    /// from the strings AccessibilitySnapshot uses to mimic VoiceOver (cashapp/AccessibilitySnapshot,
    /// Apache-2.0, commit 5b03db81f49275312ea1a56914dbe9aa1608e3f0,
    /// `Sources/AccessibilitySnapshot/Parser/Swift/Assets/<language>.lproj/Localizable.strings`;
    /// each row's string name in its comment), written here as the words they are. It publishes
    /// German (and Russian, which Earshot has no other words in); Apple publishes none. A word a
    /// language lacks, and every word in a language with no source, is said in English.
    static let languages: [ReaderLanguage: [String: String]] = [
        // de.lproj/Localizable.strings
        .german: [
            "Dimmed.": "Grau dargestellt.",  // trait.not_enabled.description
            "Button.": "Taste.",  // trait.button.description
            "Back Button.": "Zurück Taste.",  // trait.backbutton.description
            "Switch Button.": "Umschalttaste.",  // trait.switch_button.description
            "Tab.": "Tabulator.",  // trait.tab.description
            "Text Field.": "Textfeld.",  // trait.text_field.description
            "Secure Text Field.": "Sicheres Textfeld.",  // trait.secure_text_field.description
            "Is editing.": "Bearbeiten",  // trait.text_field_is_editing.description
            "Heading.": "Überschrift.",  // trait.header.description
            "Link.": "Hyperlink.",  // trait.link.description
            "Adjustable.": "Einstellbar.",  // trait.adjustable.description
            "Image.": "Bild.",  // trait.image.description
            "Search Field.": "Suchfeld.",  // trait.search_field.description
            "Selected: ": "Auswahl: ",  // trait.selected.format ("Auswahl: %@")
            "Selected.": "Auswahl.",  // trait.selected.description
            "On.": "Ein.",  // trait.switch_button.state_on.description
            "Off.": "Aus.",  // trait.switch_button.state_off.description
            "Mixed.": "Gemischt.",  // trait.switch_button.state_mixed.description
            "Double tap to toggle setting.": "Zum Umschalten Doppeltippen.",  // trait.switch_button.hint
            "Double tap to edit.": "Zum Bearbeiten doppeltippen.",  // trait.text_field.hint
            "Swipe up or down with one finger to adjust the value.":
                "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen.",  // trait.adjustable.hint
            "List Start.": "Anfang der Liste.",  // context.list_start.description
            "List End.": "Ende der Liste.",  // context.list_end.description
            "Landmark.": "Orientierungspunkt.",  // context.landmark_start.description
            "End.": "Ende.",  // context.landmark_end.description
            "Actions available.": "Aktionen verfügbar",  // custom_actions.description
        ]
    ]

    /// `english`, a word of this table, as VoiceOver says it in `language` where a source gives
    /// it, else as it is.
    public static func said(_ english: String, in language: ReaderLanguage?) -> String {
        language.flatMap { languages[$0]?[english] } ?? english
    }

    /// The languages this table has words in besides English.
    public static var translated: [ReaderLanguage] { ReaderLanguage.allCases.filter { languages[$0] != nil } }
}
