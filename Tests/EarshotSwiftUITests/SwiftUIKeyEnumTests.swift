import EarshotModel
import Testing
@testable import EarshotSwiftUI

/// Localizing helpers keyed by enums whose cases carry the key (`.loginView(.forgotPassword)`),
/// as apps that fetch their strings write them: the helper, the enums and the table are each
/// found and read.
@Suite struct SwiftUIKeyEnumTests {
    /// A localizing helper keyed by an enum whose cases carry the key, with its own `rawValue`,
    /// behind an `if let` on a bundle found only when the app runs: the key's text.
    @Test func aHelperKeyedByAnEnumOfEnumsReadsItsKey() {
        let source = """
            public enum LoginKey: String { case forgotPassword = "LoginView_forgotPassword" }
            public enum Localizable {
                case loginView(LoginKey)
                var rawValue: String {
                    switch self {
                    case let .loginView(key): return key.rawValue
                    }
                }
            }
            extension TextManager {
                static var customBundle = Bundle.main
                static func localisedString(key: Localizable) -> String {
                    if let bundle = Bundle(path: NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0] + "/x") {
                        return NSLocalizedString(key.rawValue, tableName: nil, bundle: bundle, value: "", comment: "")
                    } else {
                        return customBundle.localizedString(forKey: key.rawValue, value: "", table: nil)
                    }
                }
            }
            struct V: View {
                var body: some View {
                    VStack {
                        Text(TextManager.localisedString(key: .loginView(.forgotPassword)))
                        Text(Localizable.loginView(.forgotPassword).rawValue)
                    }
                }
            }
            """
        let table = "\"LoginView_forgotPassword\" = \"Forgot password?\";"
        #expect(stopLabels(source, tables: ["App/en.lproj/Localizable.strings": table]) == ["Forgot password?", "Forgot password?"])
    }

    /// The same helper with its enums in files of their own, and a case name (`navigationTitle`)
    /// that two keys' enums share: the files are found by the cases the view makes, and the
    /// shared name is read as the case the carrying case's type has.
    @Test func keysInFilesOfTheirOwnAreFoundByTheirCases() {
        let main = swiftFile("App/Login/V.swift", """
            import SwiftUI
            struct V: View {
                var body: some View {
                    NavigationStack {
                        Text(TextManager.localisedString(key: .loginView(.forgotPassword)))
                            .navigationTitle(TextManager.localisedString(key: .loginView(.navigationTitle)))
                    }
                }
            }
            """)
        let library = [
            swiftFile("App/Keys/LoginKey.swift", """
                public enum LoginKey: String {
                    case navigationTitle = "LoginView_navigationTitle"
                    case forgotPassword = "LoginView_forgotPassword"
                }
                """),
            swiftFile("App/Keys/CartKey.swift", "public enum CartKey: String { case navigationTitle = \"CartView_navigationTitle\" }\n"),
            swiftFile("App/Keys/Localizable.swift", """
                public enum Localizable {
                    case loginView(LoginKey)
                    case cartView(CartKey)
                    var rawValue: String {
                        switch self {
                        case let .loginView(key): return key.rawValue
                        case let .cartView(key): return key.rawValue
                        }
                    }
                }
                """),
            swiftFile("App/Text/TextManager.swift", """
                import Foundation
                extension TextManager {
                    static func localisedString(key: Localizable) -> String {
                        Bundle.main.localizedString(forKey: key.rawValue, value: "", table: nil)
                    }
                }
                """),
        ]
        let table = "\"LoginView_navigationTitle\" = \"Login\";\n\"LoginView_forgotPassword\" = \"Forgot password?\";\n\"CartView_navigationTitle\" = \"Cart\";"
        let read: [String: [UInt8]] = ["App/Login/en.lproj/Localizable.strings": Array(table.utf8)]
        let layout = try? SwiftUIImport.layout(main: main, library: library, readFile: { read[$0] }).get()
        #expect(elements(layout).filter(\.accessible).map(\.label) == ["Login", "Forgot password?"])
    }
}
