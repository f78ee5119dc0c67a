import EarshotLoader
public import EarshotModel
extension ImportedLayout {
    /// The import as a loaded layout: exactly what importing and then opening the written YAML
    /// gives, with each element and screen located at its place in the source file, so findings
    /// point at the source's lines. The one tail every screen source shares.
    public func layout() -> Result<Layout, DiagnosticList> {
        switch LayoutLoader.loadFile(bytes: Array(yaml.utf8), path: path) {
        case .failure(let list):
            // The writer's output always loads (every fixture is tested); say so if it ever does not.
            return .failure(DiagnosticList(list.diagnostics.map {
                var d = $0
                d.message = "the imported layout does not load (line \($0.location.line) of the import): " + $0.message
                d.location = .start
                return d
            }))
        case .success(var layout):
            for s in layout.screens.indices {
                layout.screens[s].location = screenLocations[layout.screens[s].id] ?? .start
                layout.screens[s].elements = layout.screens[s].elements.map(relocated)
            }
            return .success(layout)
        }
    }

    func relocated(_ element: Element) -> Element {
        var element = element
        if let at = locations[element.id] { element.location = at }
        element.children = element.children.map(relocated)
        return element
    }
}
