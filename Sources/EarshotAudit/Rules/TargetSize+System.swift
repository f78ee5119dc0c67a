import EarshotLoader
package import EarshotModel
import EarshotNarration
package import EarshotNavigation
import EarshotPlanning
/// EAR016's calibration: standard UIKit controls at the size the system gives them. Such a
/// control is no finding at all, not even a note, as WCAG 2.5.8 exempts a control whose size
/// the platform sets and the author did not change: every switch in Settings is 31 pt high, and
/// a rule that flags them all hides the buttons someone did make too small. A custom control
/// below 44 pt stays a warning, below 24 pt an error.
///
/// The sizes (points), from UIKit's defaults and Apple's Human Interface Guidelines:
/// - a switch: `UISwitch` 51×31 (63×28 with the iOS 26 design); a whole-row switch cell is wider;
/// - a segment of a `UISegmentedControl`: 32 high (28–29 before iOS 13);
/// - an adjustable control: `UISlider` 31 (its thumb 28), `UIStepper` 94×32 (29 before iOS 13),
///   `UIPageControl` 26 (37 before iOS 14);
/// - a text or search field: a rounded-rect `UITextField` 34 (30 before iOS 13), a search bar's
///   field 36, a borderless field in a 44-pt table row as tall as its line of body text (21–22);
/// - a navigation bar button: the bar is 44 high and its items as narrow as their icon or title
///   (a back button, or a button in the bar below the status bar: 20–106 pt from the top);
/// - a tab bar item: a 49-pt bar (32 in compact height).
extension TargetSize {
    /// A kind of standard control, the heights the system gives it and the narrowest it is.
    package struct SystemControl: Sendable {
        package var kind: String
        package var heights: ClosedRange<Double>
        package var minWidth: Double
    }

    package static let switchControl = SystemControl(kind: "switch", heights: 27...32, minWidth: 51)
    package static let segment = SystemControl(kind: "segmented control", heights: 28...32, minWidth: 24)
    package static let adjustableControl = SystemControl(kind: "slider, stepper or page control", heights: 26...37, minWidth: 24)
    package static let textEntry = SystemControl(kind: "text field", heights: 20...36, minWidth: 44)
    package static let barButton = SystemControl(kind: "navigation bar button", heights: 30...44, minWidth: 24)
    package static let tab = SystemControl(kind: "tab bar item", heights: 30...49, minWidth: 24)

    /// The navigation bar's band: a 44-pt bar below a status bar of 20 to 62 pt.
    package static let navigationBand = 20.0...106.0

    /// The standard control node `i` is, when its traits (or its container) and place say so.
    package static func systemControl(_ i: Int, _ s: ScreenState) -> SystemControl? {
        let e = s.element(i)
        let parent = s.index.nodes[i].parent.map { s.element($0).container }
        if e.traits.contains(.switchButton) { return switchControl }
        if parent == .segmented { return segment }
        if e.traits.contains(.tabBarItem) || parent == .tabBar { return tab }
        if e.traits.contains(.adjustable) { return adjustableControl }
        if !e.traits.isDisjoint(with: [.textField, .searchField]) { return textEntry }
        if e.traits.contains(.backButton) { return barButton }
        if !e.traits.isDisjoint(with: [.button, .link]), let f = s.index.nodes[i].frame,
           navigationBand.contains(f.y), navigationBand.contains(f.maxY) {
            return barButton
        }
        return nil
    }

    /// True when `frame` is the size the system gives `control`.
    package static func isSystemSize(_ frame: Rect, _ control: SystemControl) -> Bool {
        control.heights.contains(frame.height) && frame.width >= control.minWidth
    }
}
