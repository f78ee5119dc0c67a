public import EarshotModel

/// Every word TalkBack says that Earshot says for it, in one table per language, each word under
/// the name of the string resource it comes from in TalkBack's source (google/talkback,
/// Apache-2.0, commit 26a27dc009d5b3605e744222541f045a3c24e038:
/// `talkback/src/main/res/values/strings_compositor.xml` and `strings.xml`, and their translations
/// in `values-ja`, `values-ko`, `values-zh-rCN`, `values-zh-rTW`, `values-zh-rHK`, `values-es`,
/// `values-de`, `values-fr`). In English, Android's own state descriptions ("On", "Checked") are
/// the framework's, as Android 11 and later give them; in the other languages they are
/// TalkBack's own translated words. A word a language's table lacks is said in English.
public struct TalkBackWords: Sendable {
    public let language: ReaderLanguage
    private let strings: [String: String]

    /// TalkBack's words in `language`.
    public init(_ language: ReaderLanguage = .english) {
        self.language = language
        strings = Self.tables[language] ?? [:]
    }

    /// The English words, which every language falls back to.
    public static let english = TalkBackWords()

    /// Between the parts of a description (`CompositorUtils.SEPARATOR_COMMA`).
    public static let separator = ", "

    /// The word under a resource name, in this language, else in English.
    public func word(_ resource: String) -> String {
        strings[resource] ?? Self.tables[.english]?[resource] ?? resource
    }

    /// A resource's template with its `%1$s`/`%1$d` (and `%2$…`) filled in.
    func template(_ resource: String, _ values: String...) -> String {
        Self.filled(word(resource), values)
    }

    /// `text` with each `%N$s` or `%N$d` replaced by `values[N - 1]` (one left as written when
    /// there is no such value), in one pass: a key press says one, and this is on its path.
    static func filled(_ text: String, _ values: [String]) -> String {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "%")) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + values.reduce(0) { $0 + $1.utf8.count })
        var i = 0
        while i < bytes.count {
            // `%` digits `$` then `s` or `d`.
            if bytes[i] == UInt8(ascii: "%") {
                var j = i + 1, n = 0
                while j < bytes.count, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9"), n < 100 {
                    n = n * 10 + Int(bytes[j] - UInt8(ascii: "0"))
                    j += 1
                }
                if j > i + 1, j + 1 < bytes.count, bytes[j] == UInt8(ascii: "$"),
                   bytes[j + 1] == UInt8(ascii: "s") || bytes[j + 1] == UInt8(ascii: "d"), (1...values.count).contains(n) {
                    out += values[n - 1].utf8
                    i = j + 2
                    continue
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A plural resource's `one` or `other` form for `n`.
    func plural(_ resource: String, _ n: Int) -> String {
        template(resource + (n == 1 ? ".one" : ".other"), String(n))
    }

    /// The role word (`AccessibilityNodeFeedbackUtils.getNodeRoleName`); nil: no word.
    public func role(_ role: AndroidRole) -> String? {
        switch role {
        case .button, .imageButton: return word("value_button")
        case .checkBox: return word("value_checkbox")
        case .switchToggle, .toggleButton: return word("value_switch")
        case .radioButton: return word("value_radio_button")
        case .editText: return word("value_edit_box")
        case .spinner: return word("value_spinner")
        case .seekBar: return word("value_seek_bar")
        case .progressBar: return word("value_progress_bar")
        case .image: return word("value_image")
        case .list: return word("value_listview")
        case .grid: return word("value_gridview")
        case .tabBar: return word("value_tabwidget")
        case .pager: return word("value_pager")
        case .webView: return word("value_webview")
        case .tab: return word("tab")
        case .text, .view, .checkable: return nil  // ROLE_CHECKED_TEXT_VIEW: no word
        }
    }

    // States: Android's state descriptions (framework), TalkBack's where it has its own.
    public var on: String { word("value_on") }
    public var off: String { word("value_off") }
    public var checked: String { word("value_checked") }
    public var notChecked: String { word("value_not_checked") }
    public var selected: String { word("value_selected") }
    /// A radio button's state as Android describes it (`RadioButton.getButtonStateDescription`:
    /// the framework's `selected` / `not_selected`), which TalkBack says as given. TalkBack's
    /// source has no translation of `not_selected`: English in every language.
    public var notSelected: String { word("not_selected") }
    public var disabled: String { word("value_disabled") }
    public var expanded: String { word("value_expanded") }
    public var collapsed: String { word("value_collapsed") }
    public var unlabelled: String { word("value_unlabelled") }
    public var heading: String { word("heading_template") }
    public var password: String { word("value_password") }
    public var outOfList: String { word("out_of_list") }
    public var outOfGrid: String { word("out_of_grid") }

    /// A reading control that finds nothing more: start_of_page / end_of_page (English: the
    /// reading controls' names are English in every language).
    public static func noMore(_ singular: String, forward: Bool) -> String {
        "No \(forward ? "next" : "previous") \(singular.lowercased())"
    }

    /// `template_password_character_count`.
    public func characters(_ n: Int) -> String { plural("template_password_character_count", n) }
    /// `list_index_template`.
    public func position(_ index: Int, of count: Int) -> String { template("list_index_template", String(index), String(count)) }
    /// `in_list` and `template_list_total_count`, joined: "In list, 10 items".
    public func inList(_ count: Int) -> String { word("in_list") + Self.separator + plural("template_list_total_count", count) }
    /// `in_grid`, `template_list_row_count` and `template_list_column_count`, joined
    /// (`CollectionStateFeedbackUtils.getCollectionGridItemCount`): "In grid, 7 rows, 6 columns".
    public func inGrid(rows: Int, columns: Int) -> String {
        [word("in_grid"), plural("template_list_row_count", rows), plural("template_list_column_count", columns)]
            .joined(separator: Self.separator)
    }
    /// `row_index_template`, `column_index_template`: a grid item's row or column, said when it changes.
    public func row(_ n: Int) -> String { template("row_index_template", String(n)) }
    public func column(_ n: Int) -> String { template("column_index_template", String(n)) }

    // Usage hints (hint/ClickableHint, NodeRoleHint): a template filled with `value_double_tap`.
    public var activate: String { template("template_hint_clickable", word("value_double_tap")) }
    public var toggle: String { template("template_hint_checkable", word("value_double_tap")) }
    public var editText: String { template("template_hint_edit_text", word("value_double_tap")) }
    public var change: String { template("template_hint_spinner", word("value_double_tap")) }
    public var adjust: String {
        template("template_hint_adjustable_2gesture", word("title_pref_shortcut_up"), word("title_pref_shortcut_down"))
    }
    public var longPress: String { template("template_hint_long_clickable", word("value_double_tap")) }
}
