import SwiftSyntax

/// Whether a name in the code names a type or a value, decided here only. Without the compiler
/// Swift's own convention is what a reader has: types are written UpperCamelCase (`Text`,
/// `Flavor.allCases`), values lowerCamelCase (`title`, `viewModel.items`).
enum SwiftUINames {
    static func isType(_ name: some StringProtocol) -> Bool { name.first?.isUppercase == true }
    static func isValue(_ name: some StringProtocol) -> Bool { name.first?.isLowercase == true }
    /// A type written with its path (`Flavor`, `L10n.Settings`, `Self`), not a value's member.
    static func isQualifiedType(_ name: some StringProtocol) -> Bool {
        guard isType(name) || name.hasPrefix("Self") else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }
}

extension TokenSyntax {
    /// The name a declaration gives, without the backticks that let a keyword be one (`` `default` ``).
    var declaredName: String { text.hasPrefix("`") && text.hasSuffix("`") && text.count > 2 ? String(text.dropFirst().dropLast()) : text }
}
