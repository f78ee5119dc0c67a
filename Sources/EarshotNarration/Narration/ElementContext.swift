import EarshotLoader
public import EarshotModel
/// Where an element sits, as far as speech is concerned; worked out by the navigator.
public struct ElementContext: Sendable, Hashable {
    /// An item of a tab bar (says `Tab.` instead of `Button.`).
    public var isTab = false
    /// 1-based position and count in a tab bar or a segmented control (`N of M.`).
    public var position: Int?
    public var count: Int?
    public var listStart = false, listEnd = false
    public var landmarkStart = false, landmarkEnd = false
    /// A text field being edited.
    public var editing = false
    /// A data-table cell: its place, and the header cells to say before it.
    public var table: TableCell?
    /// Labels of the containers focus has just entered from outside, outermost first.
    public var enteredContainers: [String] = []
    /// In a list: which of its items holds the element (1-based) and how many it has, whether
    /// focus just came into the list, and whether it just left one (TalkBack says these).
    public var listItem: Int?
    public var listItems: Int?
    public var enteredList = false
    public var leftList = false
    /// In a list laid out as a grid: the item's place (TalkBack says the row or column that
    /// changed, and "In grid" with its size); whether the list focus just left was a grid.
    public var grid: GridPlace?
    public var leftGrid = false
    /// The elements an Android stop reads in (its children that are no stops), when the
    /// element is given without its children.
    public var readIn: [Element] = []

    /// A cell's place in a data table, as AccessibilitySnapshot says it.
    public struct TableCell: Sendable, Hashable {
        public var row: Int
        public var column: Int
        /// `Row N.` is said when the row changes (on the first cell of a row, walking in order).
        public var showsRow: Bool
        /// `Column N.` is said when the column changes; entering the table says both.
        public var showsColumn: Bool
        /// Header cells spoken first: `label: value.` each.
        public var headers: [String]

        public init(row: Int, column: Int, showsRow: Bool, showsColumn: Bool = true, headers: [String] = []) {
            self.row = row; self.column = column; self.showsRow = showsRow; self.showsColumn = showsColumn
            self.headers = headers
        }
    }

    /// An item's place in a grid, the grid's size, and what changed since the grid's last item.
    public struct GridPlace: Sendable, Hashable {
        public var row: Int, column: Int
        public var rows: Int, columns: Int
        public var rowChanged: Bool, columnChanged: Bool

        public init(row: Int, column: Int, rows: Int, columns: Int, rowChanged: Bool, columnChanged: Bool) {
            self.row = row; self.column = column; self.rows = rows; self.columns = columns
            self.rowChanged = rowChanged; self.columnChanged = columnChanged
        }
    }

    public init(isTab: Bool = false, position: Int? = nil, count: Int? = nil, listStart: Bool = false,
                listEnd: Bool = false, landmarkStart: Bool = false, landmarkEnd: Bool = false,
                editing: Bool = false, table: TableCell? = nil, enteredContainers: [String] = []) {
        self.isTab = isTab; self.position = position; self.count = count
        self.listStart = listStart; self.listEnd = listEnd
        self.landmarkStart = landmarkStart; self.landmarkEnd = landmarkEnd; self.editing = editing
        self.table = table; self.enteredContainers = enteredContainers
    }

    public static let none = ElementContext()
}
