/// Words the SwiftUI import gives elements that the code does not spell out: what SwiftUI
/// itself says for a control's state or an unlabelled system button.
enum SwiftUIWords {
    static let collapsed = "Collapsed"
    static let expanded = "Expanded"
    static let inProgress = "In progress"
    static let progress = "Progress"
    /// The button SwiftUI adds to an alert that declares none.
    static let ok = "OK"
    /// Labels of system buttons that take none in code.
    static let systemButtons: [String: String] = ["EditButton": "Edit", "ShareLink": "Share", "PasteButton": "Paste"]
}
