package import EarshotImport
package import EarshotModel
/// Turns one scene's (or a XIB's) views into dump nodes with absolute frames, the way UIKit
/// exposes them to VoiceOver (docs/interface-builder.md has the table and its sources), so the
/// one dump mapper reads cells, bars and reading order as it does for a real app's dump.
package struct IBViewReader {
    /// Localized text by `objectID.property`.
    package let strings: [String: String]
    /// The screen a segue's destination object id opens, if any.
    package let screenFor: (String) -> String?
    package var patches: [Int: IBPatch] = [:]
    package var unknown: [IBUnknownClass] = []
    package var views = 0
    /// How far a navigation bar reaches down: the first scroll view above it is inset by it.
    package var barBottom = 0.0
    /// The root view of the scene an `embed` segue shows in a container view.
    package var embedded: (String) -> IBNode? = { _ in nil }
    /// Container views inside container views, at most `maxEmbedding` deep; a scene embedded in
    /// itself (directly or through others) is cut at the first repeat.
    package var embedding = 0
    package static let maxEmbedding = 8
    /// The scenes being read, outermost first: the scene itself, then each one embedded.
    package var embeddingChain: [String] = []
    /// Views one scene may read, its embedded scenes' included; past it embedding stops.
    package static let maxViews = 20_000
    package var cuts: [IBCut] = []

    package init(strings: [String: String], screenFor: @escaping (String) -> String?) {
        self.strings = strings; self.screenFor = screenFor
    }

    /// `value` unless the strings file translates `node`'s `property`.
    package func localized(_ node: IBNode, _ property: String, _ value: String?) -> String? {
        guard let id = node["id"], let text = strings[id + "." + property] else { return value }
        return text.isEmpty ? value : text
    }

    /// Plain views and layout containers: they disappear, their subviews stay.
    package static let groups: Set<String> = [
        "view", "scrollView", "stackView", "visualEffectView", "containerView", "tableViewCellContentView",
        "collectionViewCellContentView", "collectionReusableView", "mapView", "wkWebView", "webView", "pickerView",
        "datePicker", "glkView", "mtkView", "arscnView", "sceneKitView", "skView", "tableViewHeaderFooterView",
        "inputView", "window",
    ]

    /// Tags that are views handled by their own rule.
    package static let known: Set<String> = [
        "label", "button", "imageView", "switch", "slider", "stepper", "pageControl", "textField", "textView",
        "segmentedControl", "activityIndicatorView", "progressView", "navigationBar", "tabBar", "toolbar",
        "tableView", "collectionView", "tableViewCell", "collectionViewCell",
    ]

    /// The node for `view` placed under `origin`, or nil when UIKit shows VoiceOver nothing of it.
    package mutating func node(_ view: IBNode, origin: (x: Double, y: Double), hidden: Bool = false) -> DumpNode? {
        views += 1
        let own = view.frame
        let limit = IBNode.maxPoints
        func clamp(_ v: Double) -> Double { Swift.min(Swift.max(v, -limit), limit) }
        let frame = own.map { Rect(x: clamp(origin.x + $0.x), y: clamp(origin.y + $0.y), width: $0.width, height: $0.height) }
        let isHidden = hidden || view.flag("hidden")
        let tag = view.tag
        var node = DumpNode(type: "Other", source: view.line, location: view.location)
        node.frame = frame
        node.enabled = view["enabled"] != "NO"
        node.selected = view.flag("selected")
        if isHidden { patches[view.line, default: IBPatch()].hidden = true }
        var inner = (x: frame?.x ?? origin.x, y: frame?.y ?? origin.y)
        switch tag {
        case "label":
            node.type = "StaticText"
            node.label = localized(view, "text", view.string("text"))
        case "button": button(view, into: &node)
        case "imageView":
            node.type = "Image"
            node.accessible = false
        case "switch":
            node.type = "Switch"
            node.value = view.flag("on") ? "1" : "0"
        case "slider":
            node.type = "Slider"
            node.value = Self.percent(view["value"], min: view["minValue"], max: view["maxValue"])
        case "stepper":
            node.type = "Slider"
            let n = { (key: String, fallback: Double) in view[key].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } ?? fallback }
            let (low, high) = (n("minimumValue", 0), max(n("minimumValue", 0), n("maximumValue", 100)))
            let value = min(max(n("value", 0), low), high)
            node.value = Adjustable.number(value)
            patches[view.line, default: IBPatch()].adjustable =
                Adjustable(kind: .stepper, min: low, max: high, value: value, step: max(abs(n("stepValue", 1)), 1e-9))
        case "pageControl":
            node.type = "PageIndicator"
            let pages = max(1, Int(view["numberOfPages"] ?? "") ?? 3)
            let current = min(max(0, Int(view["currentPage"] ?? "") ?? 0), pages - 1)
            node.value = "page \(current + 1) of \(pages)"
        case "textField":
            let secure = view.child("textInputTraits")?.flag("secureTextEntry") == true
            node.type = secure ? "SecureTextField" : "TextField"
            node.placeholder = localized(view, "placeholder", view.string("placeholder"))
            // A secure field keeps only how many characters it holds (the model drops the rest).
            node.value = localized(view, "text", view.string("text"))
        case "textView":
            let editable = view["editable"] != "NO"
            node.type = editable ? "TextView" : "StaticText"
            let text = localized(view, "text", view.string("text"))
            if editable { node.value = text } else { node.label = text }
        case "segmentedControl": segments(view, frame: frame, into: &node)
        case "searchBar":
            node.type = "SearchField"
            node.placeholder = localized(view, "placeholder", view.string("placeholder"))
            node.value = localized(view, "text", view.string("text"))
        case "containerView":
            let embeds = view.child("connections")?.children.filter { $0.tag == "segue" && $0["kind"] == "embed" } ?? []
            if embedding < Self.maxEmbedding {
                embedding += 1
                for segue in embeds {
                    guard let destination = segue["destination"] else { continue }
                    if embeddingChain.contains(destination) {
                        cuts.append(IBCut(line: segue.line, kind: "embed cycle",
                                          what: "container view embeds '\(destination)', which contains it; not embedded again"))
                        continue
                    }
                    if views >= Self.maxViews {
                        cuts.append(IBCut(line: segue.line, kind: "budget",
                                          what: "more than \(Self.maxViews) views in one scene; '\(destination)' not embedded"))
                        continue
                    }
                    embeddingChain.append(destination)
                    if let root = embedded(destination), let inside = self.node(root, origin: inner, hidden: isHidden) {
                        node.children.append(inside)
                    }
                    embeddingChain.removeLast()
                }
                embedding -= 1
            }
        case "activityIndicatorView":
            guard view.flag("animating"), !(isHidden && view.flag("hidesWhenStopped")) else { return nil }
            node.type = "ActivityIndicator"
            node.label = IBWords.inProgress
        case "progressView":
            node.type = "ProgressIndicator"
            node.label = IBWords.progress
            node.value = Self.percent(view["progress"], min: "0", max: "1")
        case "navigationBar":
            node.type = "NavigationBar"
            if let item = view.child("items")?.children.first(where: { $0.tag == "navigationItem" }) {
                node.children = barItems(item, frame: frame ?? Rect(x: 0, y: 0, width: 390, height: 44))
            }
        case "tabBar", "toolbar":
            node.type = tag == "tabBar" ? "TabBar" : "Toolbar"
            let items = view.child("items")?.children ?? []
            node.children = row(items, in: frame ?? Rect(x: 0, y: 0, width: 390, height: 49), selected: nil)
        case "tableView":
            node.type = "Table"
            inset(&inner, frame)
            node.children = table(view, origin: inner, width: frame?.width ?? 390, hidden: isHidden)
            // The table's header and footer views are plain views beside its sections, never section headers.
            let header = view.keyed("tableHeaderView").flatMap { self.node($0, origin: inner, hidden: isHidden) }
            let footer = view.keyed("tableFooterView").flatMap { self.node($0, origin: inner, hidden: isHidden) }
            if header != nil || footer != nil {
                let table = node
                node.type = "Other"
                node.children = [header, table, footer].compactMap { $0 }
            }
        case "collectionView":
            node.type = "CollectionView"
            inset(&inner, frame)
            // Its cells are prototypes for data the app supplies at run time: not read.
        case "tableViewCell", "collectionViewCell":
            node.type = "Cell"
            cell(view, inner: inner, hidden: isHidden, into: &node)
        default:
            if !Self.groups.contains(tag) || (tag == "view" && view["customClass"] != nil) {
                unknown.append(IBUnknownClass(name: view["customClass"] ?? tag, line: view.line))
            }
            if tag == "scrollView" { inset(&inner, frame) }
        }
        if !["tableView", "collectionView", "tableViewCell", "collectionViewCell"].contains(tag) {
            node.children += view.subviews.compactMap { self.node($0, origin: inner, hidden: isHidden) }
        }
        accessibility(view, into: &node)
        segues(view)
        return node
    }

    /// A scroll view under a navigation bar starts its content below the bar (UIKit's adjusted inset).
    package mutating func inset(_ inner: inout (x: Double, y: Double), _ frame: Rect?) {
        guard let frame, frame.y < barBottom else { return }
        inner.y += barBottom - frame.y
        barBottom = 0
    }

    /// A value between `min` and `max` as UIKit's slider says it: a whole percentage.
    package static func percent(_ value: String?, min: String?, max: String?) -> String {
        let low = min.flatMap(Double.init) ?? 0, high = max.flatMap(Double.init) ?? 1
        let v = value.flatMap(Double.init) ?? low
        guard high > low, v.isFinite, low.isFinite, high.isFinite else { return "0%" }
        return "\(Int((Swift.min(Swift.max((v - low) / (high - low), 0), 1) * 100).rounded()))%"
    }
}
