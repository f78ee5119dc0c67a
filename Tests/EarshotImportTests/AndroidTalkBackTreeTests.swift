import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotTestSupport
import Testing
@testable import EarshotImport

/// What TalkBack's tree makes of a dump: plain layouts left out, children in TalkBack's
/// traversal order, Compose's role children, fields showing their hint, grids, pixel edges.
@Suite struct AndroidTalkBackTreeTests {
    func layout(_ fixture: String) throws -> Layout {
        try DumpImport.layout(bytes: dumpBytes("android/" + fixture), path: fixture).get()
    }

    func stops(_ layout: Layout) -> [Element] {
        var out: [Element] = []
        layout.screens[0].forEachElement { if $0.accessible { out.append($0) } }
        return out
    }

    func stops(xml: String) throws -> [Element] {
        try stops(DumpImport.layout(bytes: Array(xml.utf8), path: "page.xml").get())
    }

    func hierarchy(_ body: String) -> String {
        """
        <hierarchy rotation="0">
          <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
        \(body)
          </node>
        </hierarchy>
        """
    }

    /// A layout inside a scroll view is not in TalkBack's tree: each text is a stop of its own,
    /// also those of a row layout inside it.
    @Test func textsInsideAScrollViewAreStopsOfTheirOwn() throws {
        let labels = stops(try layout("scroll-form.xml")).map { $0.label ?? "" }
        #expect(Array(labels[2...6]) == ["Your trip", "Leaves Lisbon at 07:40 from gate 12.", "Bring your passport and the booking code.",
                                         "Seat", "14C"])
        // A layout the dump marks important stays, and reads its texts in as one stop.
        let important = hierarchy("""
            <node class="android.widget.ScrollView" scrollable="true" bounds="[0,0][1080,2000]">
              <node class="android.widget.LinearLayout" important-for-accessibility="true" bounds="[0,0][1080,400]">
                <node class="android.widget.TextView" text="Seat" bounds="[0,0][500,100]"/>
                <node class="android.widget.TextView" text="14C" bounds="[500,0][1080,100]"/>
              </node>
            </node>
            """)
        #expect(try stops(xml: important).map(\.label) == ["Seat, 14C"])
        // One the dump marks not important hands its children to its parent, not their silence.
        let notImportant = important.replacingOccurrences(of: "important-for-accessibility=\"true\"",
                                                          with: "important-for-accessibility=\"false\"")
        #expect(try stops(xml: notImportant).map(\.label) == ["Seat", "14C"])
    }

    /// A stop TalkBack does not focus is placed by the stops inside it: Compose's top bar, last in
    /// the hierarchy, is heard first; a button declared last is still heard last.
    @Test func aTopBarLastInTheHierarchyIsHeardFirst() throws {
        let ids = stops(try layout("compose-settings.xml")).map { $0.label ?? "" }
        #expect(ids.prefix(2) == ["Navigate up", "Connection"])
        let lastButton = hierarchy("""
            <node class="android.widget.TextView" text="Inbox" bounds="[0,200][1080,300]"/>
            <node class="android.widget.Button" text="Compose" clickable="true" focusable="true" bounds="[900,0][1080,150]"/>
            """)
        #expect(try stops(xml: lastButton).map(\.label) == ["Inbox", "Compose"])
    }

    /// Compose's empty role child is read in for its role, and is no toggle of the row.
    @Test func composeRoleChildrenAreReadIn() throws {
        let found = stops(try layout("compose-settings.xml"))
        let button = try #require(found.first { $0.label == "Test Connection" })
        #expect(button.children.map(\.role) == [.text, .button])
        #expect(button.children.last?.importMarks == [.roleOnly])
        let row = try #require(found.first { $0.label == "Send crash reports" })
        #expect(row.role == .checkable && row.traits.contains(.selected) && row.onActivate == [.toggleSelected(of: nil)])
        let field = try #require(found.first { $0.role == .editText })
        #expect(field.value == "0.7" && field.label == "Temperature" && field.importMarks == [.labelFromChildren])
    }

    /// An empty password field shows its hint as its text: not counted as typed characters.
    @Test func aPasswordFieldShowingItsHintIsEmpty() throws {
        let field = try #require(stops(try layout("scroll-form.xml")).first { $0.isSecure })
        #expect(field.secureLength == 0 && field.label == "Password")
        #expect(field.importMarks == [.hintLabel, .showsHint])
        let typed = hierarchy("""
            <node class="android.widget.EditText" text="••••" password="true" clickable="true" focusable="true" bounds="[0,0][1080,150]"/>
            """)
        #expect(try stops(xml: typed).first?.secureLength == 4)
    }

    /// A list laid out in rows and columns is a grid, each item placed; a one-column list is not.
    @Test func aListInRowsAndColumnsIsAGrid() throws {
        let screen = try layout("launcher-grid.xml").screens[0]
        var grids: [Element] = []
        screen.forEachElement { if $0.container == .list { grids.append($0) } }
        #expect(grids.map(\.role) == [.grid])
        let apps = stops(try layout("launcher-grid.xml")).filter { $0.row != nil }
        #expect(apps.count == 12)
        #expect(apps.map { "\($0.row ?? 0),\($0.column ?? 0)" }.prefix(6) == ["1,1", "1,2", "1,3", "1,4", "2,1", "2,2"])
        let column = hierarchy("""
            <node class="androidx.recyclerview.widget.RecyclerView" scrollable="true" bounds="[0,0][1080,2000]">
              <node class="android.widget.TextView" text="One" clickable="true" bounds="[0,0][1080,200]"/>
              <node class="android.widget.TextView" text="Two" clickable="true" bounds="[48,200][1080,400]"/>
            </node>
            """)
        let list = try DumpImport.layout(bytes: Array(column.utf8), path: "page.xml").get()
        var roles: [AndroidRole?] = []
        list.screens[0].forEachElement { if $0.container == .list { roles.append($0.role) } }
        #expect(roles == [.list])
        #expect(try stops(xml: column).allSatisfy { $0.row == nil })
    }

    /// Views that meet at a pixel meet at one dp: five tabs of 216 pixels at 2.625 do not overlap,
    /// where rounding each width on its own made the fourth end a tenth past the fifth's start.
    @Test func framesMeetWhereThePixelsMeet() throws {
        let tabs = stops(try layout("scroll-form.xml")).suffix(5).compactMap(\.frame)
        #expect(tabs.count == 5)
        for (a, b) in zip(tabs, tabs.dropFirst()) {
            #expect(abs(a.maxX - b.x) < 1e-9, "\(a) \(b)")
        }
        #expect(tabs[3].x == 246.9 && tabs[4].x == 329.1)
    }
}
