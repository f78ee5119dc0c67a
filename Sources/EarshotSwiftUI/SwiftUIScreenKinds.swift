import EarshotModel
import Synchronization
import SwiftSyntax

/// Which views are screens a listener lands on and which are components shown inside them,
/// from how the app's code — all of it, in every file — uses each view (§8: "Screen-level
/// rules judge screens only").
///
/// A view is a screen when its own code makes it one — a `NavigationStack`/`NavigationView`/
/// `NavigationSplitView`, a `TabView`, a `.navigationTitle`/`.navigationBarTitle` — or when the
/// app's code shows it as one without titling it there: the content of a navigation container, a
/// `NavigationLink` destination or `.navigationDestination`, a tab, the content of
/// `.sheet`/`.fullScreenCover`/`.popover`, a `WindowGroup`. A screen the showing code titles
/// (`TaskList().navigationTitle("Tasks")` in a `NavigationStack`) is heard, title and all, where
/// it is shown, and is judged there. How previews show a view counts only for a view the app's
/// own code never makes. A preview helper — a view only previews make, hosting a view the app
/// makes elsewhere — is no screen of the app; a view only previews make that hosts nothing the
/// app shows is the previewed screen itself. Anything else (a row, a checkbox, a card, a
/// wrapper's content) is a component.
///
/// A call names the view its own file declares under that name, else the one another file
/// declares (not `private` there): two files' `private struct Row` are two views.
struct SwiftUIScreenKinds {
    /// A file of the app as the kinds read it: its path (as `SwiftUILibrary.parts` spells it) and facts.
    struct File: Sendable {
        var path: String
        var facts: SwiftUISourceFacts
    }

    /// The files of the import, by path.
    let known: [String: SwiftUISourceFacts]
    /// The files of the app that may call a name, and those that may declare one (more than
    /// do is fine, fewer is not).
    let calling: (String) -> [File]
    let declaring: (String) -> [File]
    /// How deep the calls above a view are followed to see whether only previews make it.
    static let depth = 8

    /// The import's files, in one list, as `uses` goes through them.
    let knownFiles: [File]
    /// What `uses` and `isPreviewOnly` found, by view and file: each is worked out once, however
    /// many views ask (a view used by many is asked of by each of them) — once per run when
    /// every import of it shares one (`SwiftUILibrary.found`), since the callers of a screen's
    /// callers are the same whichever import asks.
    final class Found: Sendable {
        private struct Known {
            var uses: [String: [Use]] = [:]
            var previewOnly: [String: Bool] = [:]
            /// How many times a view's uses were worked out, for tests that guard it is once.
            var usesWorked = 0
        }
        private let known = Mutex(Known())

        /// Uses worked out, and for how many views (the same when each was worked out once).
        var work: (uses: Int, views: Int) { known.withLock { ($0.usesWorked, $0.uses.count) } }

        func uses(_ key: String) -> [Use]? { known.withLock { $0.uses[key] } }
        func keep(_ uses: [Use], _ key: String) {
            known.withLock {
                $0.uses[key] = uses
                $0.usesWorked += 1
            }
        }
        func previewOnly(_ key: String) -> Bool? { known.withLock { $0.previewOnly[key] } }
        func keep(_ previewOnly: Bool, _ key: String) { known.withLock { $0.previewOnly[key] = previewOnly } }
    }
    private let found: Found

    /// `found`: answers shared with other imports of the run; only when every file of this one
    /// is among the files `calling` and `declaring` look through, so that the answers are the
    /// same whichever import works them out.
    init(files: [File], calling: @escaping (String) -> [File] = { _ in [] }, declaring: @escaping (String) -> [File] = { _ in [] },
         found: Found = Found()) {
        known = Dictionary(files.map { ($0.path, $0.facts) }) { first, _ in first }
        knownFiles = known.map { File(path: $0.key, facts: $0.value) }
        self.calling = calling
        self.declaring = declaring
        self.found = found
    }

    /// A view's use, and the file it is in.
    struct Use: Sendable {
        var file: File
        var use: SwiftUIViewUse
    }

    /// The kind of the view `view` declared in the import's file at `path`.
    func kind(of view: String, in path: String) -> Screen.Kind {
        guard let facts = known[path] else { return .component }
        let file = File(path: path, facts: facts)
        let uses = self.uses(of: view, in: file)
        if isPreviewOnly(view, in: file, uses: uses, depth: 0), hostsAppView(view, in: file) { return .preview }
        if facts.evident.contains(view) { return .screen }
        let app = uses.filter { !isPreview($0, callee: view, in: file, depth: 0) }
        if !app.isEmpty, app.allSatisfy({ $0.use.how == .alertAction }) { return .alertActions }
        if !app.isEmpty { return app.contains { $0.use.how == .screen } ? .screen : .component }
        return uses.contains { $0.use.how == .screen } ? .screen : .component
    }

    /// Every use of the view `view` declared in `file`: in that file, and in the files that do
    /// not declare a view of that name themselves, when its own file lets them name it.
    func uses(of view: String, in file: File) -> [Use] {
        let key = view + "\u{0}" + file.path
        if let known = found.uses(key) { return known }
        var out = (file.facts.uses[view] ?? []).map { Use(file: file, use: $0) }
        guard !file.facts.privateViews.contains(view) else {
            found.keep(out, key)
            return out
        }
        var seen: Set<String> = [file.path]
        for other in calling(view) + knownFiles where seen.insert(other.path).inserted {
            guard let made = other.facts.uses[view], !other.facts.views.contains(view) else { continue }
            out += made.map { Use(file: other, use: $0) }
        }
        found.keep(out, key)
        return out
    }

    /// Whether a use is preview code: in a preview, or in a view only previews make.
    func isPreview(_ use: Use, callee: String, in file: File, depth: Int) -> Bool {
        switch use.use.caller {
        case .preview: return true
        case .file: return false
        case .type(let caller):
            // A view that makes itself (a tree of rows) is made by whoever makes it.
            if caller == callee, use.file.path == file.path { return true }
            guard depth < Self.depth else { return false }
            return isPreviewOnly(caller, in: use.file, uses: uses(of: caller, in: use.file), depth: depth + 1)
        }
    }

    /// Whether the view makes a view the app's own code makes elsewhere: what a preview helper
    /// does (it hosts a real view in the canvas), where a view only previewed, and hosting
    /// nothing the app shows, is the previewed screen itself.
    func hostsAppView(_ helper: String, in file: File) -> Bool {
        for (callee, made) in file.facts.uses where callee != helper && made.contains(where: { $0.caller == .type(helper) }) {
            let homes = file.facts.views.contains(callee) ? [file]
                : (declaring(callee) + knownFiles).filter {
                    $0.facts.views.contains(callee) && !$0.facts.privateViews.contains(callee)
                }
            for home in homes where uses(of: callee, in: home).contains(where: { !isPreview($0, callee: callee, in: home, depth: 1) }) {
                return true
            }
        }
        return false
    }

    /// Whether only previews make the view: it is made, and every call of it is preview code.
    func isPreviewOnly(_ view: String, in file: File, uses: [Use], depth: Int) -> Bool {
        // The same question with the same depth left has the same answer.
        let key = view + "\u{0}" + file.path + "\u{0}" + String(depth)
        if let known = found.previewOnly(key) { return known }
        let answer = !uses.isEmpty && uses.allSatisfy { isPreview($0, callee: view, in: file, depth: depth) }
        found.keep(answer, key)
        return answer
    }

    /// The views declared in `source` whose own code makes them screens: not the code of a type
    /// declared inside them (a `Modal` of their own), nor of what they present as another screen
    /// (the `NavigationStack` in their sheet makes the sheet a screen, not them).
    static func evident(in source: SwiftUISource) -> Set<String> {
        var out: Set<String> = []
        for view in source.views {
            let own = view.decl.memberBlock.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier(let name) = token.tokenKind, Self.ownEvidence.contains(name) else { return false }
                return !isElsewhere(Syntax(token), in: view.decl)
            }
            if own { out.insert(view.name) }
        }
        return out
    }

    /// Calls whose content is another screen than the view writing them.
    static let otherScreens: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination"]

    /// Whether `node` belongs to a type declared inside `view`, or to content `view` presents as
    /// another screen.
    static func isElsewhere(_ node: Syntax, in view: StructDeclSyntax) -> Bool {
        var current = node
        while let parent = current.parent, parent.id != Syntax(view).id {
            defer { current = parent }
            if parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self) || parent.is(EnumDeclSyntax.self) { return true }
            if let argument = parent.as(LabeledExprSyntax.self), argument.label?.text == "destination" { return true }
            guard let closure = parent.as(ClosureExprSyntax.self) else { continue }
            let (owner, label) = Self.owner(of: closure)
            guard let call = owner?.as(FunctionCallExprSyntax.self), let name = name(of: call) else { continue }
            if otherScreens.contains(name) { return true }
            if name == "NavigationLink", isDestination(closureLabelled: label, of: call) { return true }
        }
        return false
    }

    /// Whether `node` is where a link leads: in a `destination:` argument, a `NavigationLink`'s
    /// destination closure, or a `.navigationDestination`'s content, however deep (a
    /// `VStack { Detail() }` destination too). Looked for up to the declaration holding it.
    static func isLinkDestination(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent {
            defer { current = parent }
            if parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
                || parent.is(ExtensionDeclSyntax.self) || parent.is(ActorDeclSyntax.self) {
                return false
            }
            if let argument = parent.as(LabeledExprSyntax.self), argument.label?.text == "destination" { return true }
            guard let closure = parent.as(ClosureExprSyntax.self) else { continue }
            let (owner, label) = Self.owner(of: closure)
            guard let call = owner?.as(FunctionCallExprSyntax.self), let name = name(of: call) else { continue }
            if name == "navigationDestination" { return true }
            if name == "NavigationLink", isDestination(closureLabelled: label, of: call) { return true }
        }
        return false
    }

    /// Calls whose content is a screen.
    static let presenters: Set<String> = [
        "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "Tab", "WindowGroup",
        "sheet", "fullScreenCover", "popover", "navigationDestination",
    ]
    /// Calls whose content is shown as it is, neither a screen nor a part of another view.
    static let transparent: Set<String> = ["Group", "ForEach", "AnyView", "ZStack"]
    /// What a view's own code says to make it a screen.
    static let ownEvidence: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "navigationTitle", "navigationBarTitle"]

    /// The call a closure belongs to (trailing, labelled trailing, or an argument) and its label.
    static func owner(of closure: ClosureExprSyntax) -> (owner: Syntax?, label: String?) {
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) { return (element.parent?.parent, element.label.text) }
        if let argument = closure.parent?.as(LabeledExprSyntax.self) { return (argument.parent?.parent, argument.label?.text) }
        return (closure.parent, nil)
    }

    /// Whether the closure labelled `label` (nil: the trailing one) of the `NavigationLink`
    /// `call` is its destination: the `destination:` closure, or the trailing one when the label
    /// is another (a `label:` closure, or a title first) and no `destination:` argument is given.
    static func isDestination(closureLabelled label: String?, of call: FunctionCallExprSyntax) -> Bool {
        label == "destination" || (label == nil && call.arguments.first?.label?.text != "destination"
            && (call.additionalTrailingClosures.contains { $0.label.text == "label" } || call.arguments.first?.label == nil && !call.arguments.isEmpty))
    }

    /// The name of a call (`NavigationLink`, `sheet` for `.sheet(…)`).
    static func name(of call: FunctionCallExprSyntax) -> String? {
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// Whether the view made at `node` is the content of something that shows it as a screen:
    /// the first closure or argument around it, past transparent wrappers, belongs to a presenter.
    static func isShownAsScreen(_ node: Syntax) -> Bool {
        switch holder(of: node) {
        case .destination?: return true
        case .closure(let call, let name, let label)?:
            if name == "NavigationLink" { return isDestination(closureLabelled: label, of: call) }
            return presenters.contains(name) && label != "label" && label != "header" && label != "footer"
        case nil: return false
        }
    }

    /// What holds the view made at `node`.
    enum Holder {
        /// A `destination:` argument.
        case destination
        /// A call's closure (`label`: the closure's label, nil for the trailing one).
        case closure(FunctionCallExprSyntax, name: String, label: String?)
    }

    /// The first thing around the view made at `node`, past transparent wrappers (`Group`,
    /// `ForEach`…), that shows it: a `destination:` argument or a call's closure; nil when
    /// there is none before its declaration, or the closure is no named call's.
    static func holder(of node: Syntax) -> Holder? {
        var current = node
        while let parent = current.parent {
            defer { current = parent }
            if let argument = parent.as(LabeledExprSyntax.self), argument.label?.text == "destination" { return .destination }
            guard let closure = parent.as(ClosureExprSyntax.self) else {
                if parent.is(MemberBlockSyntax.self) || parent.is(FunctionDeclSyntax.self) { return nil }
                continue
            }
            let (owner, label) = Self.owner(of: closure)
            guard let call = owner?.as(FunctionCallExprSyntax.self), let name = name(of: call) else { return nil }
            if transparent.contains(name) { continue }
            return .closure(call, name: name, label: label)
        }
        return nil
    }

    /// Calls whose actions are an alert's buttons.
    static let alerts: Set<String> = ["alert", "confirmationDialog"]

    /// Whether the view made at `node` is among an alert's or dialog's actions: the first
    /// closure around it, past transparent wrappers, is the `actions:` (or first trailing)
    /// closure of `.alert` or `.confirmationDialog`.
    static func isAlertAction(_ node: Syntax) -> Bool {
        guard case .closure(_, let name, let label)? = holder(of: node) else { return false }
        return alerts.contains(name) && (label == nil || label == "actions")
    }
}
