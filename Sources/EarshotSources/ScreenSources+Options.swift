extension ScreenSources {
    /// Why `source` cannot open `path` with `options`: the first option asked of the one file
    /// a command opens that the source does not take, said with the sources that do. Nil
    /// when every option applies, or when the options are a run's settings over many files.
    func refusal(of source: any ScreenSource, for path: String, options: SourceOptions) -> SourceFailure? {
        guard options.scope == .file,
              let option = SourceOption.allCases.first(where: { options.asked.contains($0) && !source.options.contains($0) })
        else { return nil }
        let takers = sources.filter { $0.options.contains(option) }.map { $0.name + "s" }
        let kind = source.kind(of: path)
        switch option {
        case .moreFiles:
            return .usage("only \(Self.listed(takers)) take more than one file; '\(path)' is \(kind)")
        case .screen, .from, .id, .module, .density:
            let chooses = option == .id && source.options.contains(.screen) ? " (to choose which screen opens, give --screen)" : ""
            return .usage("\(option.spelled) does not apply to \(kind); it applies to \(Self.listed(takers))\(chooses)")
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    static func listed(_ words: [String]) -> String {
        guard let last = words.last else { return "no screen file" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " and " + last
    }
}
