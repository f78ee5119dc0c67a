import EarshotModel
import SwiftOperators
import SwiftSyntax

/// What one import's evaluation of the app's code has worked out and spent, shared by every copy
/// of the evaluator it makes: each constant's value (worked out once per import, not once per
/// use), the work done, and the bounds reached, each where it was reached.
final class SwiftUIEvaluation {
    /// Characters a text made by the code (joined, interpolated, listed) may reach: more than any
    /// label says. Past it the text is cut, and the cut is said where the text was made.
    static let maxTextLength = 10_000
    /// Expressions one import may work out: past it, values are placeholders.
    static let stepBudget = 2_000_000

    /// Turns of the app's loops one import may take (`for`, `while`): more than app code that
    /// makes a screen's values turns. Past it, loops stop and their values are placeholders.
    static let loopBudget = 50_000
    /// Calls of the app's functions, closures and initializers one import may make: more than
    /// a screen's values take. Past it, calls are placeholders (a recursion that fans out).
    static let callBudget = 50_000

    /// A bound reached: where, what kind (for counting), and what happened.
    struct Note {
        let node: Syntax
        let kind: String
        let what: String
    }

    /// The app's types, functions and strings tables: what its code is worked out against.
    var declarations = SwiftUIDeclarations()
    /// Where the app's strings tables are looked for (beside and above these files) and how a
    /// file is read: a table the code names is read the first time it is looked up.
    var tableFiles: (paths: [String], read: (String) -> [UInt8]?)?
    /// Where a table found is kept for the run (`SwiftUILibrary.table(_:beside:find:)`): each
    /// import of a folder beside the same files finds the same table, looked for once.
    var keptTables: ((_ name: String, _ beside: [String], _ find: () -> SwiftUIStrings.Tables) -> SwiftUIStrings.Tables)?
    /// The app's table files wherever they are: where a table no folder near the files holds is
    /// looked for (the one in `en.lproj`, `Base.lproj` or no language folder, first by path).
    var appTables: [String] = []
    private var tablesRead: Set<String> = []
    /// What the app's `Info.plist` says, asked the first time the code reads it.
    var appInfoSource: (() -> [String: String])?
    private var appInfoRead: [String: String]?

    /// What the app's `Info.plist` says (its version, its build), by key.
    var appInfo: [String: String] {
        if let appInfoRead { return appInfoRead }
        let found = appInfoSource?() ?? [:]
        appInfoRead = found
        return found
    }

    /// The app's tables, `name` among them when it can be found (`Localizable` for nil).
    func tables(with name: String?) -> SwiftUIStrings.Tables {
        let name = name ?? "Localizable"
        if let tableFiles, tablesRead.count < SwiftUIStrings.maxTables, tablesRead.insert(name).inserted {
            let find = {
                var found: (folder: String, tables: SwiftUIStrings.Tables)?
                for candidate in SwiftUIStrings.candidates(named: name, besideFilesAt: tableFiles.paths) {
                    // The nearest folder that has the table (its `.strings`, `.stringsdict`, `.xcstrings`).
                    let folder = SwiftUIImport.directory(candidate)
                    if let found, folder != found.folder { break }
                    if let bytes = tableFiles.read(candidate) {
                        var tables = found?.tables ?? SwiftUIStrings.Tables()
                        tables.add(bytes, path: candidate)
                        found = (folder, tables)
                    }
                }
                if found == nil { found = self.anywhere(name, read: tableFiles.read) }
                return found?.tables ?? SwiftUIStrings.Tables()
            }
            let beside = tableFiles.paths.map(SwiftUIImport.directory)
            declarations.tables.add(keptTables?(name, beside, find) ?? find())
        }
        return declarations.tables
    }

    /// The table `name` among `appTables`: every file of it in the first folder holding one.
    private func anywhere(_ name: String, read: (String) -> [UInt8]?) -> (folder: String, tables: SwiftUIStrings.Tables)? {
        let folder = SwiftUIImport.directory
        let named = appTables.filter { path in
            let file = SwiftUIImport.fileName(path)
            return file.lastIndex(of: ".").map { String(file[..<$0]) } == name
        }
        let source = { (path: String) in !path.contains(".lproj/") || path.contains("/en.lproj/") || path.contains("/Base.lproj/") }
        guard let first = named.first(where: source) else { return nil }
        var tables = SwiftUIStrings.Tables()
        for path in named where folder(path) == folder(first) {
            if let bytes = read(path) { tables.add(bytes, path: path) }
        }
        return (folder(first), tables)
    }

    private(set) var notes: [Note] = []
    private var noted: Set<String> = []
    /// Constants worked out, by name and the type they were read in.
    private var constants: [String: SwiftUIValue] = [:]
    /// Constants being worked out: one met again refers to itself.
    private var open: Set<String> = []
    private(set) var steps = 0

    /// Says, once per place and kind, that a bound was reached at `node`.
    func note(_ what: String, kind: String, at node: some SyntaxProtocol) {
        let key = "\(node.id.hashValue) \(kind)"
        guard noted.insert(key).inserted else { return }
        notes.append(Note(node: Syntax(node), kind: kind, what: what))
    }

    /// One more expression worked out; false (said once, at `node`) when the budget is spent.
    func step(at node: @autoclosure () -> Syntax) -> Bool {
        steps += 1
        guard steps > Self.stepBudget else { return true }
        if steps == Self.stepBudget + 1 {
            note("more than \(Self.stepBudget) expressions to work out: the rest are placeholders", kind: "budget", at: node())
        }
        return false
    }

    /// `sequence` folded by Swift's operator precedence, once per sequence (a loop's body is
    /// folded once, not once per turn); nil when it does not fold.
    func folded(_ sequence: SequenceExprSyntax) -> ExprSyntax? {
        if let known = folds[sequence.id] { return known }
        let folded = try? OperatorTable.standardOperators.foldSingle(sequence)
        folds[sequence.id] = folded
        return folded
    }

    private var folds: [SyntaxIdentifier: ExprSyntax?] = [:]

    /// The app's enums that have a case named `name`, by name (found once per name).
    func enumOwners(of name: String, in enums: [String: SwiftUIEnum]) -> [String] {
        if let known = owners[name] { return known }
        let found = enums.keys.sorted().filter { key in enums[key]?.cases.contains { $0.name == name } == true }
        owners[name] = found
        return found
    }

    private var owners: [String: [String]] = [:]

    private(set) var turns = 0

    /// One more turn of a loop; false (said once, at `node`) when the loops' budget is spent.
    func turn(at node: @autoclosure () -> Syntax) -> Bool {
        turns += 1
        guard turns > Self.loopBudget else { return step(at: node()) }
        if turns == Self.loopBudget + 1 {
            note("more than \(Self.loopBudget) turns of the app's loops: the rest are placeholders", kind: "budget", at: node())
        }
        return false
    }

    private(set) var calls = 0

    /// One more call of the app's code; false (said once, at `node`) when the calls' budget is spent.
    func call(at node: @autoclosure () -> Syntax) -> Bool {
        calls += 1
        guard calls > Self.callBudget else { return true }
        if calls == Self.callBudget + 1 {
            note("more than \(Self.callBudget) calls of the app's functions: the rest are placeholders", kind: "budget", at: node())
        }
        return false
    }

    /// The constant `key`'s value when it has been worked out.
    func known(_ key: String) -> SwiftUIValue? { constants[key] }

    /// The constant `key`'s value, worked out by `compute` the first time it is asked for; nil
    /// while it is being worked out (a constant that refers to itself).
    func constant(_ key: String, compute: () -> SwiftUIValue) -> SwiftUIValue? {
        if let known = constants[key] { return known }
        guard open.insert(key).inserted else { return nil }
        let value = compute()
        open.remove(key)
        constants[key] = value
        return value
    }

    /// `text` cut to `maxTextLength` characters, the cut said at `node`; a guess the cut leaves
    /// open is closed (`GuessMarks.balanced`).
    func bounded(_ text: String, at node: some SyntaxProtocol) -> String {
        guard text.utf8.count > Self.maxTextLength, text.count > Self.maxTextLength else { return text }
        note("text longer than \(Self.maxTextLength) characters: cut", kind: "budget", at: node)
        return GuessMarks.balanced(String(text.prefix(Self.maxTextLength)))
    }
}
