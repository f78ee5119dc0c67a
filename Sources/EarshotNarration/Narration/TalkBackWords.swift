public import EarshotModel

/// Every word TalkBack says that Earshot says for it, in one table, each with the string
/// resource it comes from in TalkBack's source (google/talkback, Apache-2.0:
/// `talkback/src/main/res/values/strings_compositor.xml` unless noted). Android's own state
/// descriptions ("On", "Checked") are the framework's, as Android 11 and later give them.
public enum TalkBackWords {
    /// Between the parts of a description (`CompositorUtils.SEPARATOR_COMMA`).
    public static let separator = ", "

    /// The role word (`AccessibilityNodeFeedbackUtils.getNodeRoleName`); nil: no word.
    public static func role(_ role: AndroidRole) -> String? {
        switch role {
        case .button, .imageButton: return "Button"            // value_button
        case .checkBox: return "Check box"                      // value_checkbox
        case .switchToggle, .toggleButton: return "Switch"      // value_switch
        case .radioButton: return "Radio button"                // value_radio_button
        case .editText: return "Edit box"                       // value_edit_box
        case .spinner: return "Drop down list"                  // value_spinner
        case .seekBar: return "Slider"                          // value_seek_bar
        case .progressBar: return "Progress bar"                // value_progress_bar
        case .image: return "Image"                             // value_image
        case .list: return "List"                               // value_listview
        case .grid: return "Grid"                               // value_gridview
        case .tabBar: return "Tab bar"                          // value_tabwidget
        case .pager: return "Multi-page view"                   // value_pager
        case .webView: return "Webview"                         // value_webview
        case .tab: return "Tab"                                 // Material's TabView role description
        case .text, .view, .checkable: return nil             // ROLE_CHECKED_TEXT_VIEW: no word
        }
    }

    // States: Android's state descriptions (framework), TalkBack's where it has its own.
    public static let on = "On", off = "Off"                     // framework state description; value_on/value_off
    public static let checked = "Checked", notChecked = "Not checked"   // framework; value_checked/value_not_checked
    public static let selected = "Selected"                     // value_selected
    /// A radio button's state as Android describes it (`RadioButton.getButtonStateDescription`:
    /// the framework's `selected` / `not_selected`), which TalkBack says as given.
    public static let notSelected = "Not selected"
    public static let disabled = "Disabled"                     // value_disabled
    public static let expanded = "Expanded", collapsed = "Collapsed"    // value_expanded/value_collapsed
    public static let unlabelled = "Unlabelled"                 // value_unlabelled
    public static let heading = "Heading"                       // heading_template
    public static let password = "password"                     // value_password
    public static let outOfList = "Out of list"                 // out_of_list
    public static let outOfGrid = "Out of grid"                 // out_of_grid
    /// A reading control that finds nothing more: start_of_page / end_of_page.
    public static func noMore(_ singular: String, forward: Bool) -> String {
        "No \(forward ? "next" : "previous") \(singular.lowercased())"
    }

    /// `template_password_character_count`.
    public static func characters(_ n: Int) -> String { n == 1 ? "1 character" : "\(n) characters" }
    /// `list_index_template`.
    public static func position(_ index: Int, of count: Int) -> String { "\(index) of \(count)" }
    /// `in_list` and `template_list_total_count`, joined: "In list, 10 items".
    public static func inList(_ count: Int) -> String { "In list" + separator + (count == 1 ? "1 item" : "\(count) items") }
    /// `in_grid`, `template_list_row_count` and `template_list_column_count`, joined
    /// (`CollectionStateFeedbackUtils.getCollectionGridItemCount`): "In grid, 7 rows, 6 columns".
    public static func inGrid(rows: Int, columns: Int) -> String {
        ["In grid", rows == 1 ? "1 row" : "\(rows) rows", columns == 1 ? "1 column" : "\(columns) columns"].joined(separator: separator)
    }
    /// `row_index_template`, `column_index_template`: a grid item's row or column, said when it changes.
    public static func row(_ n: Int) -> String { "Row \(n)" }
    public static func column(_ n: Int) -> String { "Column \(n)" }

    // Usage hints (talkback/src/main/res/values/strings.xml; hint/ClickableHint, NodeRoleHint).
    public static let activate = "Double-tap to activate"               // template_hint_clickable
    public static let toggle = "Double-tap to toggle"                   // template_hint_checkable
    public static let editText = "Double-tap to edit text"              // template_hint_edit_text
    public static let change = "Double-tap to change"                   // template_hint_spinner
    public static let adjust = "Swipe up or Swipe down to adjust"       // template_hint_adjustable_2gesture
    public static let longPress = "Double-tap and hold to long press"   // template_hint_long_clickable
}
