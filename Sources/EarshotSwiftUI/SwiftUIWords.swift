import Foundation

/// Words the SwiftUI import gives elements that the code does not spell out: what SwiftUI
/// itself says for a control's state or an unlabelled system button.
package enum SwiftUIWords {
    static let collapsed = "Collapsed"
    static let expanded = "Expanded"
    static let inProgress = "In progress"
    static let progress = "Progress"
    /// The custom action `.onDelete` gives a row, as iOS names it.
    static let delete = "Delete"
    /// A `.searchable` field's label when it has no prompt.
    static let search = "Search"
    /// `ContentUnavailableView.search`'s words.
    static let noResults = "No Results"
    static let noResultsDescription = "Check the spelling or try a new search."
    /// The button a `TipView` shows to dismiss its tip.
    static let closeTip = "Close"
    /// The button SwiftUI adds to an alert that declares none.
    static let ok = "OK"
    /// Labels of system buttons that take none in code.
    static let systemButtons: [String: String] = ["EditButton": "Edit", "ShareLink": "Share", "PasteButton": "Paste"]
    /// What a `Button(role:)` with no label of its own says: the label the newest iOS gives it
    /// (`Button(role: .close) { }` shows a close mark VoiceOver reads "Close").
    static let roleButtons: [String: String] = ["close": "Close", "cancel": "Cancel", "confirm": "Confirm"]
}

extension SwiftUIWords {
    /// Names written in camel case that are words, not code: products and brands.
    package static let camelCaseWords: Set<String> = [
        "iPhone", "iPad", "iOS", "iPadOS", "macOS", "watchOS", "tvOS", "visionOS", "iCloud", "iMessage", "eBay", "iTunes", "iMac",
        "SwiftUI", "YouTube", "GitHub", "GitLab", "TikTok", "LinkedIn", "WeChat", "PayPal", "JavaScript", "TypeScript", "OpenAI",
        "ChatGPT", "FaceTime", "AirPods", "AirDrop", "AirPlay", "AirTag", "HealthKit", "WiFi", "iPod", "McDonald", "PowerPoint",
        "WhatsApp", "FaceID", "TouchID", "MacBook", "WatchKit", "AppStore", "TestFlight", "CloudKit", "MapKit", "HomeKit",
        "SiriKit", "WidgetKit", "StoreKit", "ARKit", "CarPlay", "HomePod", "iWork", "iMovie", "GarageBand", "DuckDuckGo",
        "WordPress", "DevOps", "OAuth", "PlayStation", "SoundCloud", "DeepMind", "FedEx", "HubSpot", "MySQL", "PostgreSQL",
        "MongoDB", "GraphQL", "SpriteKit", "SceneKit", "RealityKit", "VoiceOver", "TalkBack", "SwiftData", "CoreData",
    ]

    /// A name from the code as words for a placeholder: `totalPerPerson` → "total per person",
    /// `$rating` → "rating", `viewModel.userName` → "user name", `general_retry` → "general retry",
    /// `URLField` → "URL field". Never a Swift identifier, `$`, `self` or a key path.
    static func spoken(_ name: String) -> String {
        // `$0`: a closure's item.
        if name.hasPrefix("$"), name.dropFirst().allSatisfy(\.isNumber) { return "item" }
        var last = name
        if let dot = name.lastIndex(of: "."), name.index(after: dot) < name.endIndex { last = String(name[name.index(after: dot)...]) }
        let scalars = Array(last.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "_" })
        var words: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        for (i, s) in scalars.enumerated() {
            if s == "_" { flush(); continue }
            let upper = CharacterSet.uppercaseLetters.contains(s)
            let digit = CharacterSet.decimalDigits.contains(s)
            if let previous = current.unicodeScalars.last {
                let previousUpper = CharacterSet.uppercaseLetters.contains(previous)
                let previousDigit = CharacterSet.decimalDigits.contains(previous)
                let nextLower = i + 1 < scalars.count && CharacterSet.lowercaseLetters.contains(scalars[i + 1])
                // A new word at: lower→Upper (`totalPer`), the last capital of an acronym before a lower (`URLField`),
                // and between letters and digits.
                if (upper && !previousUpper) || (upper && previousUpper && nextLower) || digit != previousDigit { flush() }
            }
            current.unicodeScalars.append(s)
        }
        flush()
        let spoken = words.filter { $0 != "self" }.map { word in
            // An acronym stays as written (`URL`); other words are lower case.
            word.count > 1 && word == word.uppercased() ? word : word.lowercased()
        }
        return spoken.isEmpty ? "value" : spoken.joined(separator: " ")
    }
}
