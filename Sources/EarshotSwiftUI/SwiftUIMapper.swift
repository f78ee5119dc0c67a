import EarshotImport
import EarshotModel
import SwiftSyntax

/// Turns parsed SwiftUI views into screens by SwiftUI's accessibility rules, in one place: which
/// views become elements and with what label, value and traits; approximate frames from stacks
/// and rows; modifiers; alerts and sheets as modal containers.
struct SwiftUIMapper {
    /// Where a view is being mapped: its file, names bound by `ForEach` and initializers, and
    /// what enclosing views set for their content.
    struct Context {
        var source: Int
        var view: String
        var evaluator = SwiftUIEvaluator()
        var inList = false
        /// Laid out side by side (in an `HStack`): a `ForEach` here spreads its items across.
        var horizontal = false
        var pickerStyle: String?
        var disabled = false
        var depth = 0
        var viewStack: [String] = []
        /// View-builder closures a container view was given (`Card { Text("x") }` binds its
        /// `content`), with where they were written: `content` in its body shows them.
        var viewArguments: [String: ViewArgument] = [:]
        /// In a custom modifier's body: the view it modifies (`content`, `self`), already read.
        var modified: Mapped?
        /// Other names for `modified`: a closure's parameter given the view (`apply { $0.tint(.red) }`).
        var modifiedNames: Set<String> = []
    }

    /// A closure of views passed to a custom view, and the context it was written in; the names
    /// of its parameters (`{ view in … }`, `$0`) when it takes any.
    struct ViewArgument {
        let views: [SwiftUIViewNode]
        let context: Context
        var parameters: [String] = []
    }

    /// What a view became: its elements (frames set), and the height it takes.
    struct Mapped {
        var elements: [Element] = []
        var height: Double = 0
    }

    static let screenWidth = 390.0, screenHeight = 844.0
    static let margin = 16.0, spacing = 8.0, rowHeight = 44.0, textLine = 21.0
    /// Deeper nesting than this (views in views in views…) is approximated, not followed.
    static let maxDepth = 200
    /// Elements one screen may make, and views it may visit (each use of a view counts), before
    /// the rest of it is cut: the cut is an approximation, said once per screen.
    static let elementBudget = 100_000
    static let visitBudget = 200_000
    /// Views all screens of one import may visit together, and elements they may make together:
    /// past either, screens are left empty.
    static let totalVisitBudget = 500_000
    static let totalElementBudget = 200_000

    let sources: [SwiftUISource]
    let strings: [String: String]
    var viewsByName: [String: (source: Int, decl: SwiftUIViewDecl)] = [:]
    var usedIDs = DumpIDs()
    /// What the screen being read has gathered so far: one value, made new for each screen.
    var screenState = SwiftUIScreenState()
    /// Views visited and elements made by every screen before this one.
    var earlierVisits = 0, earlierMade = 0
    /// What this import's evaluation of the app's code has worked out and spent.
    let evaluation = SwiftUIEvaluation()
    /// Places the reader could not understand: file, line, what.
    var approximations: [SourceApproximation] = []

    /// The enums every file declares, by name.
    var enums: [String: SwiftUIEnum] = [:]
    /// The `static let`s and top-level `let`s every file declares, by qualified name.
    var constants: [String: ExprSyntax] = [:]
    /// The app's `ViewModifier` structs and `extension View` functions, by name, with their file.
    var viewModifiers: [String: (source: Int, decl: SwiftUIViewDecl)] = [:]
    var viewExtensions: [String: [(source: Int, function: SwiftUIViewExtension)]] = [:]

    init(sources: [SwiftUISource], strings: [String: String]) {
        self.sources = sources
        self.strings = strings
        // A name declared for the iPhone and for another platform's target (`Swiftfin tvOS/…`):
        // the iPhone's, whichever file came first.
        let elsewhere = sources.map(\.isOtherPlatform)
        let order = sources.indices.filter { !elsewhere[$0] } + sources.indices.filter { elsewhere[$0] }
        for i in order {
            let source = sources[i]
            for view in source.views where viewsByName[view.name] == nil { viewsByName[view.name] = (i, view) }
            enums.merge(source.enums) { old, _ in old }
            constants.merge(source.constants) { old, _ in old }
            for (name, decl) in source.viewModifiers where viewModifiers[name] == nil { viewModifiers[name] = (i, decl) }
            for (name, overloads) in source.viewExtensions { viewExtensions[name, default: []] += overloads.map { (i, $0) } }
        }
        for source in sources {
            for (type, added) in source.enumExtensions where enums[type] != nil { enums[type]?.add(added) }
        }
        evaluation.declarations = SwiftUIDeclarations(sources)
    }

    // MARK: Elements

    /// A new element for the view at `node`, with a unique id from `base` and its place in the code.
    mutating func element(_ base: String, at node: some SyntaxProtocol, _ c: Context, label: String? = nil,
                          traits: Traits = [], frame: Rect) -> Element {
        let id = usedIDs.unique(DumpIDs.slug(base))
        screenState.made += 1
        var e = Element(id: id, label: label, traits: traits, frame: frame)
        let source = sources[c.source]
        let at = source.location(node)
        e.source = at.line
        e.location = at
        e.sourceFile = source.sourceFile
        if c.disabled { e.traits.insert(.notEnabled) }
        return e
    }

    /// Text as VoiceOver hears it (see `SwiftUIEvaluator.localized`).
    func words(_ value: SwiftUIValue) -> (text: String, placeholder: Bool) {
        var evaluator = SwiftUIEvaluator()
        evaluator.strings = strings
        evaluator.evaluation = evaluation
        return evaluator.localized(value)
    }

    /// The bounds the evaluation reached, each where it was reached, as approximations.
    mutating func sayEvaluationNotes() {
        for note in evaluation.notes {
            let root = note.node.root.id
            guard let source = sources.first(where: { Syntax($0.tree).id == root }) else { continue }
            approximations.append(SourceApproximation(path: source.path, location: source.location(note.node), kind: note.kind, what: note.what))
        }
    }

    mutating func approximate(_ what: String, kind: String, at node: some SyntaxProtocol, _ c: Context) {
        let source = sources[c.source]
        approximations.append(SourceApproximation(path: source.path, location: source.location(node), kind: kind, what: what))
    }

    /// Whether this screen has used its budget; the first time, an approximation at `node` says so.
    mutating func overBudget(at node: some SyntaxProtocol, _ c: Context) -> Bool {
        let allMade = earlierMade + screenState.made >= Self.totalElementBudget
        guard screenState.made >= Self.elementBudget || screenState.visits > Self.visitBudget || earlierVisits + screenState.visits > Self.totalVisitBudget || allMade else {
            return false
        }
        if !screenState.budgetSaid {
            screenState.budgetSaid = true
            let what = screenState.made >= Self.elementBudget ? "more than \(Self.elementBudget) elements"
                : screenState.visits > Self.visitBudget ? "more than \(Self.visitBudget) views"
                : allMade ? "elements past the \(Self.totalElementBudget) all screens may make"
                : "views past the \(Self.totalVisitBudget) all screens may visit"
            approximate("'\(c.view)' makes \(what); the rest of the screen is left out", kind: "budget", at: node, c)
        }
        return true
    }

    // MARK: Views

    /// The views in `nodes` stacked top to bottom from `y` (a `VStack`, a `body`, a closure).
    mutating func column(_ nodes: [SwiftUIViewNode], x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        var out = Mapped()
        var top = y
        var c = c
        c.horizontal = false
        for node in nodes {
            if Self.declared(node, &c) { continue }
            let mapped = map(node, x: x, y: top, width: width, c)
            out.elements += mapped.elements
            if mapped.height > 0 {
                top += mapped.height + (c.inList ? 0 : Self.spacing)
            }
        }
        out.height = max(0, top - y - (c.inList || nodes.isEmpty ? 0 : Self.spacing))
        out.elements = prioritized(out.elements, at: nodes.first?.node, c)
        return out
    }

    /// Siblings with `.accessibilitySortPriority`: higher first, then in code order, in a group
    /// whose `order` says so.
    mutating func prioritized(_ elements: [Element], at node: Syntax?, _ c: Context) -> [Element] {
        guard elements.count > 1, elements.contains(where: { screenState.sortPriority[$0.id] != nil }), let node else { return elements }
        let order = elements.enumerated().sorted { a, b in
            let pa = screenState.sortPriority[a.element.id] ?? 0, pb = screenState.sortPriority[b.element.id] ?? 0
            return pa != pb ? pa > pb : a.offset < b.offset
        }.map(\.element.id)
        var group = element("group", at: node, c, frame: Self.union(elements.compactMap(\.frame)) ?? Rect(x: 0, y: 0, width: 1, height: 1))
        group.children = elements
        group.accessible = false
        group.order = order
        for e in elements { screenState.sortPriority[e.id] = nil }
        return [group]
    }

    /// The views in `nodes` side by side, sharing the width (spacers take none).
    mutating func row(_ nodes: [SwiftUIViewNode], x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        let shown = nodes.filter { $0.name != "Spacer" }
        let views = shown.filter { if case .local = $0.kind { return false } else { return true } }.count
        guard views > 0 else { return Mapped(elements: [], height: 0) }
        let share = max(1, (width - Self.spacing * Double(views - 1)) / Double(views))
        var out = Mapped()
        var c = c
        c.horizontal = true
        var left = x
        for node in shown {
            if Self.declared(node, &c) { continue }
            let mapped = map(node, x: left, y: y, width: share, c)
            out.elements += mapped.elements
            out.height = max(out.height, mapped.height)
            left += share + Self.spacing
        }
        out.elements = prioritized(out.elements, at: nodes.first?.node, c)
        return out
    }

    /// `let state = model.state` among views: bound for the views after it. True when `node` is one.
    static func declared(_ node: SwiftUIViewNode, _ c: inout Context) -> Bool {
        guard case .local(let variable) = node.kind else { return false }
        _ = c.evaluator.declare(DeclSyntax(variable))
        return true
    }

    /// One view and its modifiers at (`x`, `y`), `width` wide.
    mutating func map(_ node: SwiftUIViewNode, x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        var c = c
        c.depth += 1
        screenState.visits += 1
        if overBudget(at: node.node, c) { return Mapped() }
        guard c.depth < Self.maxDepth else {
            approximate("views nested too deep", kind: "depth limit", at: node.node, c)
            return Mapped()
        }
        if modifierFlag(node, "accessibilityHidden") { return Mapped(elements: [], height: Self.textLine) }
        var width = width, x = x, y = y
        var fixedHeight: Double?
        for m in node.modifiers {
            switch SwiftUIModifier.byName[m.name] {
            case .frame?:
                if let w = m.arguments.first(where: { $0.label == "width" }).flatMap({ c.evaluator.eval($0.expr).number }) { width = min(width, w) }
                if let h = m.arguments.first(where: { $0.label == "height" }).flatMap({ c.evaluator.eval($0.expr).number }) { fixedHeight = h }
            case .padding?:
                let inset = m.arguments.last.flatMap { c.evaluator.eval($0.expr).number } ?? Self.margin
                x += inset; y += inset; width = max(1, width - 2 * inset)
            case .pickerStyle?:
                // `.segmented` and `SegmentedPickerStyle()` alike.
                c.pickerStyle = m.arguments.first.map { argument in
                    var name = c.evaluator.lastName(argument.expr)
                    if name.hasSuffix("PickerStyle"), name.count > 11 { name.removeLast(11) }
                    return name.prefix(1).lowercased() + name.dropFirst()
                }
            case .disabled?:
                if m.arguments.first.map({ c.evaluator.eval($0.expr) }) != .bool(false) { c.disabled = true }
            case .opacity?:
                // Fully transparent when the screen first appears (`.opacity(copied ? 1 : 0)`, a
                // link hidden behind a row): VoiceOver skips a view no one can see.
                if m.arguments.first.map({ c.evaluator.eval($0.expr) }) == .number(0) { return Mapped(elements: [], height: Self.textLine) }
            case .overlay?, .background?, .safeAreaInset?, .element?, nil: continue
            }
        }
        var mapped = content(node, x: x, y: y, width: width, c)
        if let fixedHeight {
            mapped.height = fixedHeight
            if mapped.elements.count == 1, var f = mapped.elements[0].frame {
                f.height = fixedHeight
                mapped.elements[0].frame = f
            }
        }
        mapped = layered(node, mapped, x: x, y: y, width: width, c)
        mapped = applyModifiers(node, mapped, x: x, y: y, width: width, c)
        let padded = node.modifiers.contains { $0.name == "padding" }
        if padded {
            let inset = node.modifiers.first { $0.name == "padding" }?.arguments.last.flatMap { c.evaluator.eval($0.expr).number } ?? Self.margin
            mapped.height += 2 * inset
        }
        return mapped
    }

    /// `.overlay { … }`, `.background { … }` and `.safeAreaInset { … }` holding views (a badge, a
    /// button over a picture, a bar of buttons at the bottom): SwiftUI reads their elements with
    /// the view's, a background's before it and an overlay's after it, over the view's frame.
    /// Colours, shapes and materials say nothing.
    mutating func layered(_ node: SwiftUIViewNode, _ mapped: Mapped, x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        var out = mapped
        for m in node.modifiers {
            let kind = SwiftUIModifier.byName[m.name]
            guard kind == .overlay || kind == .background || kind == .safeAreaInset else { continue }
            var views: [SwiftUIViewNode] = []
            // `.safeAreaInset(edge: .bottom) { … }`, and the closure written in the parentheses
            // (`.safeAreaInset(edge: .bottom, content: { … })`).
            if let closure = m.closures.first(where: { $0.label == nil || $0.label == "content" })?.closure
                ?? m.arguments.first(where: { $0.label == nil || $0.label == "content" })?.expr.as(ClosureExprSyntax.self) {
                views = SwiftUIViewNode.views(in: closure)
            } else if let argument = m.arguments.first(where: { $0.label == nil || $0.label == "content" }),
                      argument.expr.is(FunctionCallExprSyntax.self), let view = SwiftUIViewNode.view(argument.expr) {
                views = [view]
            }
            // `.background(theme.tint.opacity(0.2))`: a colour a value holds, not a view to read.
            views.removeAll { view in
                if case .opaque = view.kind { return true }
                let name = view.name
                return SwiftUINames.isValue(name) && name.contains(".")
                    || ["Color", "color", "Gradient", "Material", "Style"].contains { name.hasSuffix($0) }
            }
            guard !views.isEmpty else { continue }
            let layer = column(views, x: x, y: y, width: width, c)
            // `.safeAreaInset(edge: .bottom) { Button("Submit") … }`: read where it shows, after
            // the view (before it at the top or leading edge).
            let edge = m.arguments.first { $0.label == "edge" }.map { c.evaluator.lastName($0.expr) }
            let after = kind == .overlay || kind == .safeAreaInset && edge != "top" && edge != "leading"
            out.elements = after ? out.elements + layer.elements : layer.elements + out.elements
        }
        return out
    }

    func modifierFlag(_ node: SwiftUIViewNode, _ name: String) -> Bool {
        guard let m = node.modifiers.last(where: { $0.name == name }) else { return false }
        guard let first = m.arguments.first else { return true }
        return first.expr.trimmedDescription == "true"
    }

    /// The view itself, by what it is.
    mutating func content(_ node: SwiftUIViewNode, x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        switch node.kind {
        case .conditional(let branches):
            let shown = shownBranch(node, branches, c)
            let before = self
            let mapped = column(shown.views, x: x, y: y, width: width, shown.context)
            guard mapped.elements.isEmpty, !shown.others.isEmpty else { return mapped }
            // A guessed branch that says nothing: the first other that may show and does, as
            // if it alone had been read (views visited still count toward the budget).
            let after = self
            for other in shown.others {
                let visited = screenState.visits
                self = before
                screenState.visits = visited
                let tried = column(other.views, x: x, y: y, width: width, other.context)
                if !tried.elements.isEmpty { return tried }
            }
            let visited = screenState.visits
            self = after
            screenState.visits = visited
            return mapped
        case .local: return Mapped()
        case .opaque(let text):
            if text.hasPrefix("#") { return Mapped() }
            approximate("'\(text)' is not a view the reader understands", kind: "unknown view", at: node.node, c)
            return Mapped()
        case .call(let name):
            // A view the app declares by a SwiftUI name is the app's.
            switch viewsByName[name] == nil ? SwiftUIViewKind.byName[name] : nil {
            case .control(let kind)?: return control(kind, name, node, x: x, y: y, width: width, c)
            case .container(let kind)?: return stack(kind, node, x: x, y: y, width: width, c)
            case nil: return custom(name, node, x: x, y: y, width: width, c)
            }
        }
    }
}

