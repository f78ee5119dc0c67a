import SwiftSyntax

/// An enum the app declares, as far as its source says: its cases in order with their raw
/// values, and computed properties whose body is a `switch self` returning literals
/// (`var title: String { switch self { case .small: "Small" … } }`).
struct SwiftUIEnum: Sendable {
    var cases: [(name: String, raw: SwiftUIValue)] = []
    /// The types of the values each case carries (`case loginView(LoginKey)`: `["LoginKey"]`).
    var payloadTypes: [String: [String]] = [:]
    /// Property name → case name → value.
    var properties: [String: [String: SwiftUIValue]] = [:]
    /// View properties whose body is a `switch self` (`var label: some View`): name → case → views.
    var viewProperties: [String: [String: CodeBlockItemListSyntax]] = [:]

    init(_ decl: EnumDeclSyntax) {
        self.init(rawType: decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription, members: decl.memberBlock)
    }

    /// What an `extension` of an enum adds: its properties (no cases).
    init(extension block: MemberBlockSyntax) {
        self.init(rawType: nil, members: block)
    }

    /// `other`'s properties added to these (an extension's, maybe from another file).
    mutating func add(_ other: SwiftUIEnum) {
        properties.merge(other.properties) { old, _ in old }
        viewProperties.merge(other.viewProperties) { old, _ in old }
    }

    private init(rawType: String?, members block: MemberBlockSyntax) {
        var next = 0.0
        for member in ViewDeclFinder.activeMembers(block.members) {
            if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in caseDecl.elements {
                    let name = element.name.declaredName
                    let evaluator = SwiftUIEvaluator()
                    var raw: SwiftUIValue = .text(name, placeholder: false, localizable: false)
                    if let value = element.rawValue?.value {
                        raw = evaluator.eval(value)
                        if case .number(let n) = raw { next = n + 1 }
                    } else if rawType == "Int" {
                        raw = .number(next)
                        next += 1
                    }
                    cases.append((name, raw))
                    if let parameters = element.parameterClause?.parameters, !parameters.isEmpty {
                        payloadTypes[name] = parameters.map { $0.type.trimmedDescription }
                    }
                }
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName,
                          let accessor = binding.accessorBlock, case .getter(let items) = accessor.accessors else { continue }
                    if binding.typeAnnotation?.type.trimmedDescription.contains("View") == true {
                        if let views = Self.switchCases(items) { viewProperties[name] = views }
                    } else if let values = Self.switchValues(items) {
                        properties[name] = values
                    }
                }
            }
        }
    }

    /// `switch self { case .a: Label(…) … }` in a view property: each case's statements.
    static func switchCases(_ items: CodeBlockItemListSyntax) -> [String: CodeBlockItemListSyntax]? {
        guard items.count == 1, let only = items.first else { return nil }
        var switchExpr: SwitchExprSyntax?
        switch only.item {
        case .expr(let e): switchExpr = e.as(SwitchExprSyntax.self)
        case .stmt(let s): switchExpr = s.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
        default: break
        }
        guard let switchExpr, switchExpr.subject.trimmedDescription == "self" else { return nil }
        var out: [String: CodeBlockItemListSyntax] = [:]
        for item in switchExpr.cases {
            guard let switchCase = item.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label else { continue }
            for pattern in label.caseItems {
                let name = pattern.pattern.trimmedDescription.split(separator: "(").first.map { String($0.drop { $0 == "." }) } ?? ""
                out[name] = switchCase.statements
            }
        }
        return out.isEmpty ? nil : out
    }

    /// `switch self { case .a: return "A"; case .b, .c: "B" }` → [a: A, b: B, c: B]; nil when the
    /// body is anything else.
    static func switchValues(_ items: CodeBlockItemListSyntax) -> [String: SwiftUIValue]? {
        guard items.count == 1, let only = items.first else { return nil }
        var switchExpr: SwitchExprSyntax?
        switch only.item {
        case .expr(let e): switchExpr = e.as(SwitchExprSyntax.self)
        case .stmt(let s):
            switchExpr = s.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
                ?? s.as(ReturnStmtSyntax.self)?.expression?.as(SwitchExprSyntax.self)
        default: break
        }
        guard let switchExpr, switchExpr.subject.trimmedDescription == "self" else { return nil }
        var out: [String: SwiftUIValue] = [:]
        let evaluator = SwiftUIEvaluator()
        for item in switchExpr.cases {
            guard let switchCase = item.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
                  let statement = switchCase.statements.first else { continue }
            var expr: ExprSyntax?
            switch statement.item {
            case .expr(let e): expr = e
            case .stmt(let s): expr = s.as(ReturnStmtSyntax.self)?.expression ?? s.as(ExpressionStmtSyntax.self)?.expression
            default: break
            }
            guard let expr else { continue }
            let value = evaluator.eval(expr)
            if case .text(_, true, _) = value { continue }
            for pattern in label.caseItems {
                let name = pattern.pattern.trimmedDescription.split(separator: "(").first.map { String($0.drop { $0 == "." }) } ?? ""
                out[name] = value
            }
        }
        return out.isEmpty ? nil : out
    }
}
