/// What a rotor item is called when spoken: identities live in the model, names in the words table.
extension RotorID {
    /// The name VoiceOver speaks when the rotor turns to this item.
    public var name: String {
        switch self {
        case .builtin(let item): return item.name
        case .custom(let name): return name
        }
    }

    /// The singular in `<Singular> not found`.
    public var singular: String {
        switch self {
        case .builtin(let item): return item.singular
        case .custom(let name): return RotorWords.singular(of: name)
        }
    }
}

extension BuiltinRotor {
    /// The name spoken on turning to it.
    public var name: String { RotorWords.table[self]?.name ?? rawValue }
    /// The singular for `not found`.
    public var singular: String { RotorWords.table[self]?.singular ?? rawValue }
}
