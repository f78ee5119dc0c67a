import EarshotAudit
import EarshotLoader
import EarshotModel
import Foundation
import Testing
@testable import EarshotInterfaceBuilder

/// UIKit's defaults and the inspector's overrides, one view at a time.
@Suite struct IBMappingTests {
    func said(_ subviews: String) throws -> [String] {
        spokenStops(try ibLayout(storyboard(scene(subviews))))
    }

    @Test func anImageOnlyButtonIsLabelledByItsImageName() throws {
        let layout = try ibLayout(storyboard(scene("""
            <button id="B1"><rect key="frame" x="10" y="10" width="44" height="44"/><state key="normal" image="btn_close"/></button>
            """)))
        #expect(spokenStops(layout) == ["btn_close. Button."])
        let findings = Audit.run(Workspace(root: layout), options: Audit.Options(rules: nil, skip: []), length: { _ in 1 })
        #expect(findings.contains { $0.rule == .labelNotHuman && $0.element == "btn_close" })
    }

    /// Xcode 13 and later write a placeholder normal state beside a button's configuration.
    @Test func aConfiguredButtonSaysItsConfigurationsTitle() throws {
        #expect(try said("""
            <button id="B1"><rect key="frame" x="0" y="0" width="100" height="44"/><state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="filled" title="Call"/></button>
            <button id="B2"><rect key="frame" x="0" y="100" width="44" height="44"/><state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="plain" title=" " image="phone"/></button>
            """) == ["Call. Button.", "phone. Button."])
    }

    @Test func attributedTextTableHeadersAndCustomBarItemsAreRead() throws {
        let table = """
            <tableView dataMode="static" style="plain" id="T1"><rect key="frame" x="0" y="0" width="390" height="600"/>
            <view key="tableHeaderView" id="H1"><rect key="frame" x="0" y="0" width="390" height="60"/><subviews>
            <label id="L1"><rect key="frame" x="16" y="10" width="300" height="30"/>
            <attributedString key="attributedText"><fragment content="Bold "/><fragment content="news"/></attributedString></label>
            </subviews></view>
            <sections><tableViewSection id="S1"><cells>
            <tableViewCell id="C1"><rect key="frame" x="0" y="60" width="390" height="44"/>
            <tableViewCellContentView key="contentView" id="CV1"><rect key="frame" x="0" y="0" width="390" height="44"/><subviews>
            <label text="Row" id="L2"><rect key="frame" x="16" y="0" width="300" height="44"/></label></subviews></tableViewCellContentView>
            </tableViewCell></cells></tableViewSection></sections></tableView>
            <navigationBar id="N1"><rect key="frame" x="0" y="700" width="390" height="44"/><items>
            <navigationItem title="Inbox" id="I1"><barButtonItem key="rightBarButtonItem" id="R1">
            <button key="customView" id="RB1"><rect key="frame" x="0" y="0" width="44" height="44"/><state key="normal" title="Compose"/></button>
            </barButtonItem></navigationItem></items></navigationBar>
            """
        #expect(try said(table) == ["Bold news", "Row", "Inbox. Heading.", "Compose. Button."])
    }

    @Test func aButtonWithNeitherTitleNorImageSaysOnlyButton() throws {
        #expect(try said(#"<button id="B1"><rect key="frame" x="10" y="10" width="44" height="44"/></button>"#) == ["Button."])
    }

    @Test func imageViewsAreElementsOnlyWhenAccessibilityIsEnabled() throws {
        let plain = #"<imageView image="hero" id="I1"><rect key="frame" x="0" y="0" width="100" height="100"/></imageView>"#
        #expect(try said(plain).isEmpty)
        let enabled = """
            <imageView image="hero" id="I1"><rect key="frame" x="0" y="0" width="100" height="100"/>
            <accessibility key="accessibilityConfiguration" label="Mountain lake"><bool key="isElement" value="YES"/></accessibility></imageView>
            """
        #expect(try said(enabled) == ["Mountain lake. Image."])
    }

    @Test func accessibilityTraitsAndIsElementOverrideTheDefaults() throws {
        let header = """
            <label text="Orders" id="L1"><rect key="frame" x="0" y="0" width="100" height="30"/>
            <accessibility key="accessibilityConfiguration" hint="Your past orders."><accessibilityTraits key="traits" header="YES"/></accessibility></label>
            <label text="Decoration" id="L2"><rect key="frame" x="0" y="50" width="100" height="30"/>
            <accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility></label>
            """
        let layout = try ibLayout(storyboard(scene(header)))
        #expect(spokenStops(layout) == ["Orders. Heading."])
        #expect(layout.screens[0].elements.first?.hint == "Your past orders.")
    }

    @Test func controlsSayWhatUIKitSays() throws {
        let controls = """
            <switch on="YES" id="W1"><rect key="frame" x="0" y="0" width="51" height="31"/>
            <accessibility key="accessibilityConfiguration" label="Wi-Fi"/></switch>
            <slider value="25" minValue="0" maxValue="50" id="S1"><rect key="frame" x="0" y="60" width="300" height="31"/>
            <accessibility key="accessibilityConfiguration" label="Volume"/></slider>
            <stepper value="3" minimumValue="1" maximumValue="9" id="T1"><rect key="frame" x="0" y="120" width="94" height="32"/>
            <accessibility key="accessibilityConfiguration" label="Guests"/></stepper>
            <textField placeholder="Search" id="F1"><rect key="frame" x="0" y="180" width="300" height="34"/></textField>
            <pageControl numberOfPages="4" currentPage="0" id="P1"><rect key="frame" x="0" y="240" width="100" height="26"/></pageControl>
            """
        #expect(try said(controls) == ["Wi-Fi. Switch Button. On.", "Volume: 50%. Adjustable.", "Guests: 3. Adjustable.",
                                       "Search. Text Field.", "page 1 of 4. Adjustable."])
    }

    @Test func aSecureFieldNeverHoldsItsText() throws {
        let field = """
            <textField placeholder="Password" text="hunter22" id="F1"><rect key="frame" x="0" y="0" width="300" height="34"/>
            <textInputTraits key="textInputTraits" secureTextEntry="YES"/></textField>
            """
        let imported = try InterfaceBuilderImport.yaml(bytes: storyboard(scene(field)), path: "Main.storyboard").get()
        #expect(!imported.yaml.contains("hunter22"))
        #expect(try said(field) == ["Password. Secure Text Field. 8 characters."])
    }

    @Test func hiddenViewsArePresentButHidden() throws {
        let layout = try ibLayout(storyboard(scene("""
            <view hidden="YES" id="G1"><rect key="frame" x="0" y="0" width="300" height="100"/><subviews>
            <label text="Error" id="L1"><rect key="frame" x="0" y="0" width="100" height="30"/></label></subviews></view>
            <label text="Shown" id="L2"><rect key="frame" x="0" y="200" width="100" height="30"/></label>
            """)))
        #expect(spokenStops(layout) == ["Shown"])
        #expect(layout.screens[0].elements.first { $0.label == "Error" }?.hidden == true)
    }

    @Test func seguesBecomeGotoAndUnwindBecomesBack() throws {
        let first = scene("VC1", attributes: #"storyboardIdentifier="Login""#, """
            <button id="B1"><rect key="frame" x="0" y="0" width="100" height="44"/><state key="normal" title="Next"/>
            <connections><segue destination="VC2" kind="presentation" id="G1"/></connections></button>
            """)
        let second = scene("VC2", attributes: #"customClass="HomeViewController""#, """
            <button id="B2"><rect key="frame" x="0" y="0" width="100" height="44"/><state key="normal" title="Close"/>
            <connections><segue destination="X-VC2" kind="unwind" unwindAction="close:" id="G2"/></connections></button>
            """)
        let layout = try ibLayout(storyboard(first + second))
        #expect(layout.screens.map(\.id) == ["Login", "HomeViewController"])
        #expect(layout.screens[0].elements[0].onActivate == [.goto(GotoTarget(screen: "HomeViewController"))])
        #expect(layout.screens[1].elements[0].onActivate == [.back])
    }

    @Test func screenChoosesByIdentifierClassOrObjectID() throws {
        let bytes = storyboard(scene("VC1", attributes: #"storyboardIdentifier="Login""#, "")
            + scene("VC2", attributes: #"customClass="HomeViewController""#, "") + scene("VC3", ""))
        #expect(try ibLayout(bytes).screens.map(\.id) == ["Login", "HomeViewController", "VC3"])
        #expect(try ibLayout(bytes, screen: "HomeViewController").screens.first?.id == "HomeViewController")
        #expect(try ibLayout(bytes, screen: "VC3").screens.first?.id == "VC3")
        #expect(try ibLayout(bytes, screen: "VC1").screens.first?.id == "Login")
        #expect(ibFailure(bytes, screen: "Hom") == "Main.storyboard:2:1: error: no screen 'Hom' here "
            + "(screens: Login, HomeViewController, VC3)" + Suggest.didYouMean("Hom", among: ["Login", "HomeViewController", "VC3"]))
    }

    @Test func anEmbeddedSceneIsReadInsideItsContainerView() throws {
        let host = scene("VC1", """
            <label text="Dashboard" id="L1"><rect key="frame" x="0" y="0" width="200" height="30"/></label>
            <containerView id="C1"><rect key="frame" x="0" y="100" width="390" height="200"/>
            <connections><segue destination="VC2" kind="embed" id="E1"/></connections></containerView>
            """)
        let child = scene("VC2", """
            <button id="B1"><rect key="frame" x="20" y="10" width="100" height="44"/><state key="normal" title="Refresh"/></button>
            <containerView id="C2"><rect key="frame" x="0" y="60" width="390" height="50"/>
            <connections><segue destination="VC1" kind="embed" id="E2"/></connections></containerView>
            """)
        let layout = try ibLayout(storyboard(host + child))
        let said = spokenStops(layout)
        #expect(said.prefix(2) == ["Dashboard", "Refresh. Button."], "\(said)")
        let refresh = layout.screens[0].elements.first { $0.label == "Refresh" }
        #expect(refresh?.frame == Rect(x: 20, y: 110, width: 100, height: 44))
    }

    @Test func aSearchBarIsASearchField() throws {
        #expect(try said(#"<searchBar placeholder="Search repositories" id="S1"><rect key="frame" x="0" y="0" width="390" height="56"/></searchBar>"#)
            == ["Search repositories. Search Field."])
    }

    /// A tab bar controller whose first tab is a navigation controller: its root and the scene
    /// it pushes both show the tab bar; a scene that hides the bar when pushed does not.
    @Test func tabsAndNavigationStacksTogether() throws {
        let tabs = """
                <scene sceneID="ST"><objects><tabBarController id="TB" sceneMemberID="viewController">
                    <tabBar key="tabBar" id="TBB"><rect key="frame" x="0" y="0" width="390" height="49"/></tabBar>
                    <connections>
                        <segue destination="NC" kind="relationship" relationship="viewControllers" id="R1"/>
                        <segue destination="VC3" kind="relationship" relationship="viewControllers" id="R2"/>
                    </connections></tabBarController></objects></scene>
                <scene sceneID="SN"><objects><navigationController id="NC" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Feed" id="TI1"/>
                    <navigationBar key="navigationBar" id="NB"><rect key="frame" x="0" y="47" width="390" height="44"/></navigationBar>
                    <connections><segue destination="VC1" kind="relationship" relationship="rootViewController" id="R3"/></connections>
                </navigationController></objects></scene>
            """
        let root = scene("VC1", attributes: #"storyboardIdentifier="Feed""#, """
            <button id="B1"><rect key="frame" x="0" y="100" width="100" height="44"/><state key="normal" title="Open"/>
            <connections><segue destination="VC2" kind="show" id="P1"/><segue destination="VC4" kind="show" id="P2"/></connections></button>
            """, extra: #"<navigationItem key="navigationItem" title="Feed" id="NI1"/>"#)
        let pushed = scene("VC2", attributes: #"storyboardIdentifier="Post""#, "")
        let hidden = scene("VC4", attributes: #"storyboardIdentifier="Photo" hidesBottomBarWhenPushed="YES""#, "")
        let other = scene("VC3", attributes: #"storyboardIdentifier="Profile""#, "", extra: #"<tabBarItem key="tabBarItem" title="Profile" id="TI2"/>"#)
        let layout = try ibLayout(storyboard(tabs + root + pushed + hidden + other, initial: "TB"))
        #expect(layout.screens.map(\.id) == ["Feed", "Post", "Photo", "Profile"])
        #expect(spokenStops(layout, screen: "Feed") == ["Feed. Heading.", "Open. Button.", "Selected: Feed. Tab. 1 of 2.", "Profile. Tab. 2 of 2."])
        #expect(spokenStops(layout, screen: "Post") == ["Feed. Back Button.", "Selected: Feed. Tab. 1 of 2.", "Profile. Tab. 2 of 2."])
        #expect(spokenStops(layout, screen: "Photo") == ["Feed. Back Button."])
    }

    @Test func theInitialViewControllerComesFirst() throws {
        let bytes = storyboard(scene("VC1", "") + scene("VC2", attributes: #"storyboardIdentifier="Start""#, ""), initial: "VC2")
        #expect(try ibLayout(bytes).screens.map(\.id) == ["Start", "VC1"])
    }

    @Test func aXIBIsOneScreenNamedAfterTheFile() throws {
        let xib = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <view id="V1"><rect key="frame" x="0" y="0" width="320" height="100"/><subviews>
                    <label text="Hello" id="L1"><rect key="frame" x="10" y="10" width="100" height="30"/></label></subviews></view>
                </objects>
            </document>
            """.utf8)
        let layout = try ibLayout(xib, path: "Views/Greeting Card.xib")
        #expect(layout.screens.map(\.id) == ["Greeting Card"])
        #expect(layout.screens[0].size == (320, 100) || (layout.screens[0].sizeWidth == 320 && layout.screens[0].sizeHeight == 100))
        #expect(spokenStops(layout) == ["Hello"])
        #expect(ibFailure(xib, path: "Card.xib", screen: "Other")?.contains("no screen 'Other' here (screens: Card)") == true)
    }

    @Test func localizedStringsBesideTheStoryboardAreApplied() throws {
        let layout = try ibLayout(ibBytes("Localized/Base.lproj/Main.storyboard"), path: "Localized/Base.lproj/Main.storyboard")
        let labels = layout.screens[0].elements.compactMap(\.label)
        #expect(labels.contains("Welcome back to Trails"))  // en.lproj wins over Base.lproj
        #expect(labels.contains("Forgot your password?"))  // Base.lproj (UTF-16)
        #expect(labels.contains("Email address"))
        #expect(!labels.contains("Welcome back"))
    }

    @Test func aPushedSceneHasABackButtonSayingThePreviousTitle() throws {
        let layout = try ibLayout(ibBytes("Settings.storyboard"), path: "Settings.storyboard", screen: "WiFi")
        let back = try #require(layout.screens[0].elements.first)
        #expect(back.traits.contains(.backButton) && back.label == "Settings" && back.onActivate == [.back])
        #expect(spokenStops(layout).prefix(2) == ["Settings. Back Button.", "Wi-Fi. Heading."])
    }
}
