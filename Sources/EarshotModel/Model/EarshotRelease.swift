/// Earshot's version, written once: `earshot --version`, SARIF's tool version, and the
/// conformance page's stamp all read it.
public enum EarshotRelease {
    public static let version = "0.1.0"
}
