package import EarshotModel
/// A load's problems as `line:column: message`, or nothing when it loaded.
package func locatedErrors<T>(_ result: Result<T, DiagnosticList>) -> [String] {
    guard case .failure(let list) = result else { return [] }
    return list.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
}
