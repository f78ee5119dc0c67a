/// What the reader itself says about its own modes. Words are data.
public enum SessionWords {
    public static let helpOn = "Keyboard help on. Press keys to hear what they do. Question mark to leave."
    public static let helpOff = "Keyboard help off."
    public static let curtainOn = "Screen curtain on."
    public static let curtainOff = "Screen curtain off."
    public static let quitHelp = "Quit Earshot."
    public static let captionsHelp = "Scroll the caption history."
    public static let notBound = "Not a key of Earshot."
    /// In keyboard help: what a gesture does, then the keys that do it.
    public static func help(_ description: String, keys: [String]) -> String {
        keys.isEmpty ? description : "\(description) Keys: \(keys.joined(separator: ", "))."
    }
}
