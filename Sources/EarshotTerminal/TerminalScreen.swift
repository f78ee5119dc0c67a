/// The terminal the reader draws on; one implementation owns ncursesw.
public protocol TerminalScreen: AnyObject {
    /// Columns and rows now.
    var size: (width: Int, height: Int) { get }
    func draw(_ buffer: CellBuffer)
    /// The terminal changed size: find out the new size.
    func resized()
    /// Gives the terminal back as it was. Safe to call more than once.
    func restore()
}
