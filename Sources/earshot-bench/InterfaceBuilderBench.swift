import EarshotCore
import EarshotSources
import Foundation

/// `earshot import` on a generated storyboard of 5,000 views: a navigation controller whose
/// root scene scrolls through rows of a label, a switch and a button in stack views, each
/// button pushing a second scene, and a static table of disclosure cells.
enum InterfaceBuilderBench {
    struct Figures {
        var views: Int
        var stops: Int
        var bytes: Int
        var toYAML: Stats
        var toLayout: Stats
    }

    static let views = 5_000

    static func run(runs: Int = 5) -> Figures {
        let bytes = Array(storyboard(views: views).utf8)
        let timed = ImportTimings(runs: runs, yaml: {
            guard case .success(let imported) = InterfaceBuilderImport.yaml(bytes: bytes, path: "Bench.storyboard") else { return nil }
            return (imported.stops, imported.views)
        }, layout: { _ = ScreenSources.standard.layout("Bench.storyboard", files: MemoryFiles(["Bench.storyboard": bytes])) })
        return Figures(views: timed.read, stops: timed.stops, bytes: bytes.count, toYAML: timed.toYAML, toLayout: timed.toLayout)
    }

    static func print(_ f: Figures) {
        Swift.print("import, \(f.views)-view storyboard (\(f.bytes / 1024) KB, \(f.stops) focus stops): "
                    + "to YAML median \(format(f.toYAML.median)) ms, to a loaded layout median \(format(f.toLayout.median)) ms")
    }

    /// A storyboard of about `views` views, written as Xcode writes one.
    static func storyboard(views: Int) -> String {
        let rows = max(1, views / 5)
        var body = ""
        for i in 0..<rows {
            let y = 8 + i * 52
            body += """
                                    <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-\(i)">
                                        <rect key="frame" x="16" y="\(y)" width="361" height="44"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Setting \(i + 1)" id="lbl-\(i)">
                                                <rect key="frame" x="0.0" y="12" width="200" height="20"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                            <switch opaque="NO" contentMode="scaleToFill" on="\(i % 2 == 0 ? "YES" : "NO")" id="swi-\(i)">
                                                <rect key="frame" x="208" y="6" width="51" height="31"/>
                                                <accessibility key="accessibilityConfiguration" label="Setting \(i + 1)"/>
                                            </switch>
                                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-\(i)">
                                                <rect key="frame" x="267" y="0.0" width="94" height="44"/>
                                                <state key="normal" title="Details"/>
                                                <connections>
                                                    <segue destination="det-vc" kind="show" id="seg-\(i)"/>
                                                </connections>
                                            </button>
                                            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="chevron.right" id="img-\(i)">
                                                <rect key="frame" x="345" y="14" width="16" height="16"/>
                                            </imageView>
                                        </subviews>
                                    </stackView>

                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav-vc">
                <scenes>
                    <scene sceneID="nav-scene">
                        <objects>
                            <navigationController id="nav-vc" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="root-vc" kind="relationship" relationship="rootViewController" id="rel-root"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="root-scene">
                        <objects>
                            <viewController storyboardIdentifier="Settings" id="root-vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root-view">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <scrollView clipsSubviews="YES" contentMode="scaleToFill" id="scroll">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
            \(body)
                                            </subviews>
                                        </scrollView>
                                    </subviews>
                                </view>
                                <navigationItem key="navigationItem" title="Settings" id="root-item"/>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="det-scene">
                        <objects>
                            <viewController storyboardIdentifier="Details" id="det-vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="det-view">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <label opaque="NO" text="Details" id="det-label">
                                            <rect key="frame" x="16" y="120" width="361" height="21"/>
                                        </label>
                                    </subviews>
                                </view>
                                <navigationItem key="navigationItem" title="Details" id="det-item"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }
}
