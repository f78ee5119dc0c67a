import SwiftIfConfig
import SwiftSyntax

/// The build a SwiftUI preview is: an iPhone app built for debugging. `#if` is evaluated for it,
/// wherever it is written (in view builders, modifier chains, members, around declarations):
/// `os(iOS)`, `canImport(UIKit)` and `DEBUG` hold, other systems and Mac Catalyst do not,
/// compiler and language version checks hold. A flag of the app's own (`#if PRO`) is not known:
/// it reads as not set (the `#else` branch), and the import counts it as an approximation.
struct SwiftUIBuild: BuildConfiguration {
    static let iPhone = SwiftUIBuild()

    /// Set in a debug build: SwiftPM and Xcode set `DEBUG` for it.
    static let setFlags: Set<String> = ["DEBUG"]
    /// Frameworks an iPhone app cannot import (the Mac's, the watch's, the TV's).
    static let otherPlatformModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices", "IOKit"]

    func isCustomConditionSet(name: String) throws -> Bool { Self.setFlags.contains(name) }
    func hasFeature(name: String) throws -> Bool { true }
    func hasAttribute(name: String) throws -> Bool { true }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        !Self.otherPlatformModules.contains(importPath.first?.1 ?? "")
    }
    func isActiveTargetOS(name: String) throws -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }
    /// Previews run in the simulator; Mac Catalyst is another platform.
    func isActiveTargetEnvironment(name: String) throws -> Bool { name == "simulator" }
    func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
    func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 2) }
    var compilerVersion: VersionTuple { VersionTuple(6, 2) }

    /// The elements of the clause an iPhone debug build compiles, or nil when none is.
    static func active(_ decl: IfConfigDeclSyntax) -> IfConfigClauseSyntax.Elements? {
        decl.activeClause(in: iPhone).clause?.elements
    }

    /// Flags of the app's own in `#if` conditions (`#if PRO`), each where it is written: the
    /// build does not know them, so their code is read as not compiled.
    static func unknownFlags(in tree: SourceFileSyntax) -> [(name: String, node: Syntax)] {
        final class Finder: SyntaxVisitor {
            var found: [(name: String, node: Syntax)] = []
            override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
                guard let condition = node.condition else { return .visitChildren }
                for reference in condition.tokens(viewMode: .sourceAccurate) {
                    guard case .identifier(let name) = reference.tokenKind, !SwiftUIBuild.setFlags.contains(name),
                          let parent = reference.parent?.as(DeclReferenceExprSyntax.self), !Self.insideCheck(Syntax(parent), below: condition)
                    else { continue }
                    found.append((name, Syntax(parent)))
                }
                return .visitChildren
            }

            /// `os(iOS)`, `canImport(UIKit)`: a name in a check's parentheses (or the check's own name).
            static func insideCheck(_ node: Syntax, below root: ExprSyntax) -> Bool {
                var current: Syntax? = node
                while let at = current, at.id != root.id {
                    if at.parent?.is(FunctionCallExprSyntax.self) == true || at.parent?.is(LabeledExprSyntax.self) == true { return true }
                    current = at.parent
                }
                return false
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }
}
