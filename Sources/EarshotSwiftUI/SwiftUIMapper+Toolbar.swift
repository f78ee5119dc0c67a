import EarshotModel
import SwiftSyntax

/// Where a toolbar item goes on an iPhone, as VoiceOver reads a navigation bar: leading items,
/// the title, trailing items; a bottom bar at the bottom.
enum ToolbarPlacement {
    case leading, principal, trailing, bottom, keyboard

    /// A `placement:` value's last name (`.topBarLeading`, `.cancellationAction`, `ToolbarItemPlacement.bottomBar`).
    init(_ name: String?) {
        switch name {
        case "navigationBarLeading", "topBarLeading", "leading", "cancellationAction", "navigation": self = .leading
        case "principal": self = .principal
        case "bottomBar", "status", "bottomOrnament": self = .bottom
        case "keyboard": self = .keyboard
        default: self = .trailing
        }
    }
}

extension SwiftUIMapper {
    /// The views of a `.toolbar { … }` (or `navigationBarItems(leading:trailing:)`) put in their
    /// places; `ToolbarItem(placement:)` and `ToolbarItemGroup(placement:)` say where, bare views
    /// are trailing (`.automatic`). Keyboard items appear only with the keyboard: not on screen.
    mutating func toolbarItems(_ views: [SwiftUIViewNode], placement: ToolbarPlacement?, _ c: Context) {
        var inner = c
        inner.inList = false
        for view in views {
            if view.name == "ToolbarItem" || view.name == "ToolbarItemGroup" {
                let name = view.argument("placement").map { c.evaluator.lastName($0) }
                let content = view.closure(nil) ?? view.closure("content")
                toolbarItems(content.map { SwiftUIViewNode.views(in: $0) } ?? [], placement: ToolbarPlacement(name), c)
                continue
            }
            if case .conditional(let branches) = view.kind {
                let shown = shownBranch(view, branches, c)
                toolbarItems(shown.views, placement: placement, shown.context)
                continue
            }
            // `CancelToolbarItem()`: toolbar content of the app's own, its items in their places.
            if let (sourceIndex, decl) = viewsByName[view.name], decl.isToolbarContent, let body = decl.body,
               !c.viewStack.contains(decl.name) {
                var inner = c
                inner.source = sourceIndex
                inner.view = decl.name
                inner.viewStack.append(decl.name)
                inner.evaluator.bindings = Self.initialValues(decl, bound: bindings(for: decl, view, c), c.evaluator)
                toolbarItems(SwiftUIViewNode.views(in: body), placement: placement, inner)
                continue
            }
            let place = placement ?? .trailing
            guard place != .keyboard else { continue }
            let mapped = row([view], x: 0, y: 47, width: Self.rowHeight, inner).elements
            screenState.toolbar[place, default: []] += mapped
        }
    }

    /// The navigation bar and bottom bar as they read: leading items from the left, an inline
    /// title (or the principal item), trailing items from the right, then a large title below the
    /// bar; bottom items along the bottom.
    func navigationBar() -> (top: [Element], bottom: [Element]) {
        var top: [Element] = []
        for (i, item) in (screenState.toolbar[.leading] ?? []).enumerated() {
            top.append(Self.placed(item, Rect(x: Self.margin + Double(i) * 52, y: 47, width: 44, height: 44)))
        }
        if let principal = screenState.toolbar[.principal], !principal.isEmpty {
            let width = 160.0 / Double(principal.count)
            for (i, item) in principal.enumerated() {
                top.append(Self.placed(item, Rect(x: 115 + Double(i) * width, y: 47, width: width, height: 44)))
            }
        } else if let title = screenState.navigationTitle?.element, screenState.inlineTitle == true {
            top.append(title)
        }
        let trailing = screenState.toolbar[.trailing] ?? []
        for (i, item) in trailing.enumerated() {
            let x = Self.screenWidth - Self.margin - 44 - Double(trailing.count - 1 - i) * 52
            top.append(Self.placed(item, Rect(x: x, y: 47, width: 44, height: 44)))
        }
        if screenState.inlineTitle != true, let title = screenState.navigationTitle?.element {
            top.append(Self.placed(title, Rect(x: Self.margin, y: 91, width: Self.screenWidth - 2 * Self.margin, height: 52)))
        }
        var bottom: [Element] = []
        let items = screenState.toolbar[.bottom] ?? []
        let share = Self.screenWidth / Double(max(1, items.count))
        for (i, item) in items.enumerated() {
            bottom.append(Self.placed(item, Rect(x: Double(i) * share, y: Self.screenHeight - 83, width: share, height: 49)))
        }
        return (top, bottom)
    }

    /// `element` moved to `frame`, its children with it.
    static func placed(_ element: Element, _ frame: Rect) -> Element {
        guard let old = element.frame else { var e = element; e.frame = frame; return e }
        return moved(element, dx: frame.x - old.x, dy: frame.y - old.y, size: frame)
    }

    static func moved(_ element: Element, dx: Double, dy: Double, size: Rect?) -> Element {
        var e = element
        if var f = e.frame {
            f.x += dx; f.y += dy
            if let size { f.width = size.width; f.height = size.height }
            e.frame = f
        }
        e.children = e.children.map { moved($0, dx: dx, dy: dy, size: nil) }
        return e
    }
}
