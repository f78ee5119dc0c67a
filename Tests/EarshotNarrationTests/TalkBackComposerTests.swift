import EarshotModel
import Testing
@testable import EarshotNarration

/// TalkBack's words for each role, state and hint, in each description order.
@Suite struct TalkBackComposerTests {
    func said(_ e: Element, order: DescriptionOrder = .stateNameRole, context: ElementContext = .none) -> [String] {
        var verbosity = Verbosity.standard
        verbosity.reader = .talkback
        verbosity.order = order
        return Composer(verbosity: verbosity).utterances(for: e, context: context).map(\.text)
    }

    func element(_ role: AndroidRole, label: String? = nil, value: String? = nil, traits: Traits = []) -> Element {
        var e = Element(id: "e", label: label, value: value, traits: role.traits.union(traits), accessible: true)
        e.role = role
        return e
    }

    @Test func eachRoleSaysItsWordAndItsHint() {
        #expect(said(element(.button, label: "Sign in")) == ["Sign in, Button", "Double-tap to activate"])
        #expect(said(element(.switchToggle, label: "Wi-Fi", value: "1")) == ["On, Wi-Fi, Switch", "Double-tap to toggle"])
        #expect(said(element(.switchToggle, label: "Wi-Fi", value: "0")) == ["Off, Wi-Fi, Switch", "Double-tap to toggle"])
        #expect(said(element(.checkBox, label: "Remember me", traits: .selected)) == ["Checked, Remember me, Check box", "Double-tap to toggle"])
        // Android describes a radio button's state itself: "Not selected" (RadioButton.getButtonStateDescription).
        #expect(said(element(.radioButton, label: "Small")) == ["Not selected, Small, Radio button", "Double-tap to toggle"])
        #expect(said(element(.radioButton, label: "Small", traits: .selected)) == ["Selected, Small, Radio button", "Double-tap to toggle"])
        #expect(said(element(.spinner, label: "Jazz FM")) == ["Jazz FM, Drop down list", "Double-tap to change"])
        // Typed text names a field; its content description is not said then (EditTextDescription).
        #expect(said(element(.editText, label: "Email", value: "ada@example.org"))
            == ["ada@example.org, Edit box", "Double-tap to edit text"])
        #expect(said(element(.image, label: "Map of the park")) == ["Map of the park, Image"])
        #expect(said(element(.text, label: "Forecast")) == ["Forecast"])
    }

    @Test func nothingToSayIsUnlabelled() {
        #expect(said(element(.imageButton)) == ["Unlabelled, Button", "Double-tap to activate"])
        #expect(said(element(.image)) == ["Unlabelled, Image"])
        var view = element(.view)
        view.traits = .button
        #expect(said(view) == ["Unlabelled", "Double-tap to activate"])
        // A clickable text view with no text: nothing else to say either.
        var text = element(.text)
        text.traits = .button
        #expect(said(text) == ["Unlabelled", "Double-tap to activate"])
    }

    @Test func theDescriptionOrderIsTheUsers() {
        let wifi = element(.switchToggle, label: "Wi-Fi", value: "1")
        #expect(said(wifi, order: .roleNameState)[0] == "Switch, Wi-Fi, On")
        #expect(said(wifi, order: .nameRoleState)[0] == "Wi-Fi, Switch, On")
        var selected = element(.tab, label: "Home", traits: .selected)
        #expect(said(selected)[0] == "Selected, Home, Tab")
        #expect(said(selected, order: .nameRoleState)[0] == "Home, Tab, Selected")
        selected.traits.insert(.notEnabled)
        #expect(said(selected) == ["Selected, Home, Tab, Disabled"])
    }

    @Test func fieldsPasswordsHeadingsAndLongPress() {
        var hinted = element(.editText, label: "Email")
        hinted.importMarks = [.hintLabel]
        #expect(said(hinted)[0] == "Edit box, Email")
        var password = element(.editText, label: "Password", traits: .secureTextField)
        password.importMarks = [.hintLabel]
        password.secureLength = 8
        // The count is part of the name (`EditTextDescription`); the hint, not on show once
        // something is typed, follows the role (`getHintDescription`): TalkBack drops repeats only
        // among a node's state, name and role (dedupJoin), so "Password" is said after "password".
        #expect(said(password)[0] == "password, 8 characters, Edit box, Password")
        #expect(said(password, order: .roleNameState)[0] == "Edit box, password, 8 characters, Password")
        // An empty field shows its hint as its text: said as the name, and not counted.
        var empty = element(.editText, label: "Password", traits: .secureTextField)
        empty.importMarks = [.hintLabel, .showsHint]
        empty.secureLength = 0
        #expect(said(empty)[0] == "password, Password, Edit box")
        var showing = element(.editText, label: "Email")
        showing.importMarks = [.hintLabel, .showsHint]
        #expect(said(showing)[0] == "Email, Edit box")
        #expect(said(element(.text, label: "Settings", traits: .header)) == ["Settings, Heading"])
        var held = element(.button, label: "Photo")
        held.longPress = true
        #expect(said(held)[1] == "Double-tap to activate, Double-tap and hold to long press")
    }

    @Test func listsSayThePlaceAndTheEntry() {
        var context = ElementContext()
        context.listItem = 2
        context.listItems = 10
        #expect(said(element(.text, label: "Tulips"), context: context)[0] == "Tulips, 2 of 10")
        context.enteredList = true
        #expect(said(element(.text, label: "Tulips"), context: context)[0] == "Tulips, 2 of 10, In list, 10 items")
        var out = ElementContext()
        out.leftList = true
        #expect(said(element(.button, label: "Done"), context: out)[0] == "Done, Button, Out of list")
    }

    @Test func aRowReadsItsChildrenInOrder() {
        var row = Element(id: "row", label: "Frost alerts, At night", traits: [.button, .switchButton], accessible: true)
        row.role = .view
        row.importMarks = [.labelFromChildren]
        row.value = "1"
        row.children = [element(.text, label: "Frost alerts"), element(.text, label: "At night"), element(.switchToggle, value: "1")]
        // The hint is the focused node's own: the row is not checkable, the switch in it is
        // (`ClickableHint.checkableHint`).
        #expect(said(row) == ["Frost alerts, At night, On, Switch", "Double-tap to activate"])
    }

    /// A checked text view has no role word, only its state (`ROLE_CHECKED_TEXT_VIEW`); a row
    /// holding a checked control says the control's "Checked", not "Selected".
    @Test func aCheckedTextViewSaysItsStateAndNoRole() {
        #expect(said(element(.checkable, label: "Wi-Fi", traits: .selected)) == ["Checked, Wi-Fi", "Double-tap to toggle"])
        var row = Element(id: "row", label: "5G", traits: [.button, .selected], accessible: true)
        row.role = .view
        row.importMarks = [.labelFromChildren]
        row.children = [element(.radioButton, traits: .selected), element(.checkable, label: "5G", traits: .selected)]
        // Each child's state is its own: repeats are dropped within a node, not across them.
        #expect(said(row) == ["Selected, Radio button, Checked, 5G", "Double-tap to activate"])
    }

    /// "Unlabelled" takes the name's place in every order; only a click earns the activate hint.
    @Test func unlabelledIsTheNameAndOnlyAClickActivates() {
        #expect(said(element(.imageButton), order: .roleNameState)[0] == "Button, Unlabelled")
        #expect(said(element(.imageButton), order: .nameRoleState)[0] == "Unlabelled, Button")
        var disabled = Element(id: "d", traits: [.button, .notEnabled], accessible: true)
        disabled.role = .view
        #expect(said(disabled) == ["Unlabelled, Disabled"])
        var held = Element(id: "h", label: "Only long", accessible: true)
        held.role = .view
        held.longPress = true
        #expect(said(held) == ["Only long", "Double-tap and hold to long press"])
    }

    @Test func anIPhoneLayoutIsHeardByTheRoleItsTraitsImply() {
        let e = Element(id: "e", label: "Rating", value: "3 out of 5", traits: .adjustable, accessible: true)
        #expect(said(e) == ["3 out of 5, Rating, Slider", "Swipe up or Swipe down to adjust"])
        #expect(said(Element(id: "b", label: "Submit", traits: .button, accessible: true)) == ["Submit, Button", "Double-tap to activate"])
        #expect(AndroidRole(traits: [.button, .switchButton]) == .switchToggle)
        #expect(AndroidRole.switchToggle.traits == [.button, .switchButton])
        #expect(AndroidRole.of(className: "com.google.android.material.switchmaterial.SwitchMaterial", clickable: true) == .switchToggle)
        #expect(AndroidRole.of(className: "android.widget.ImageView", clickable: true) == .imageButton)
        #expect(AndroidRole.of(className: "org.example.FancyView", clickable: true) == .view)
    }

    /// Compose gives a button's role to an empty last child: TalkBack reads the words, then the
    /// role, and never calls the child "Unlabelled"; the parent's own text stays its own.
    @Test func aChildThatCarriesTheRoleIsSaidAfterTheWords() {
        var button = Element(id: "b", label: "Test Connection", traits: .button, accessible: true)
        button.role = .view
        button.importMarks = [.labelFromChildren]
        var role = element(.button)
        role.importMarks = [.roleOnly]
        button.children = [element(.text, label: "Test Connection"), role]
        #expect(said(button) == ["Test Connection, Button", "Double-tap to activate"])
        button.traits.insert(.notEnabled)
        #expect(said(button) == ["Test Connection, Button, Disabled"])
        // A check box's role child says no state: only the node that is checkable has one.
        var box = element(.checkBox)
        box.importMarks = [.roleOnly]
        var row = Element(id: "r", label: "Terms", traits: [.button, .selected], accessible: true)
        row.role = .checkable
        row.importMarks = [.labelFromChildren]
        row.children = [element(.text, label: "Terms"), box]
        #expect(said(row) == ["Checked, Terms, Check box", "Double-tap to toggle"])
        // A field's typed text stays its name when its label is read in from a child.
        var field = element(.editText, label: "Temperature", value: "0.7")
        field.importMarks = [.labelFromChildren]
        field.children = [element(.text, label: "Temperature")]
        #expect(said(field)[0] == "0.7, Edit box, Temperature")
    }

    /// A grid says the row or column that changed, and its size on entry (`CollectionStateFeedbackUtils`).
    @Test func aGridSaysRowsAndColumns() {
        var context = ElementContext()
        context.listItem = 8
        context.listItems = 42
        context.enteredList = true
        context.grid = ElementContext.GridPlace(row: 2, column: 2, rows: 7, columns: 6, rowChanged: true, columnChanged: true)
        #expect(said(element(.text, label: "Maps"), context: context)[0] == "Maps, Row 2, Column 2, In grid, 7 rows, 6 columns")
        context.enteredList = false
        context.grid?.rowChanged = false
        #expect(said(element(.text, label: "Maps"), context: context)[0] == "Maps, Column 2")
        var out = ElementContext()
        out.leftList = true
        out.leftGrid = true
        #expect(said(element(.button, label: "Done"), context: out)[0] == "Done, Button, Out of grid")
    }

    /// Only a click earns a hint: a progress bar or a focusable web view has none.
    @Test func noClickNoHint() {
        #expect(said(element(.progressBar, label: "Uploading")) == ["Uploading, Progress bar"])
        #expect(said(element(.webView, label: "Example Domain")) == ["Example Domain, Webview"])
        var clickable = element(.progressBar, label: "Uploading")
        clickable.traits.insert(.button)
        #expect(said(clickable)[1] == "Double-tap to activate")
    }

    /// After a double tap, the new state as Android describes it.
    @Test func aStateChangeSaysTheNewState() {
        let talkBack = TalkBackComposer(verbosity: .standard)
        #expect(talkBack.stateChange(of: element(.checkBox, traits: .selected)) == "Checked")
        #expect(talkBack.stateChange(of: element(.checkBox)) == "Not checked")
        #expect(talkBack.stateChange(of: element(.radioButton, traits: .selected)) == "Selected")
        #expect(talkBack.stateChange(of: element(.switchToggle, value: "0")) == "Off")
    }
}
