import EarshotModel
import Testing
@testable import EarshotNarration

/// TalkBack's words in the languages Earshot has them in, exactly as its translated strings give them.
@Suite struct TalkBackLanguageTests {
    func said(_ e: Element, _ language: ReaderLanguage?) -> [String] {
        var verbosity = Verbosity.standard
        verbosity.reader = .talkback
        verbosity.language = language
        return Composer(verbosity: verbosity).utterances(for: e, context: .none).map(\.text)
    }

    func element(_ role: AndroidRole, label: String, traits: Traits = []) -> Element {
        var e = Element(id: "e", label: label, traits: role.traits.union(traits), accessible: true)
        e.role = role
        return e
    }

    /// A button, a checked check box and a heading, per language.
    static let golden: [(ReaderLanguage, button: [String], checked: [String], heading: [String])] = [
        (.english, ["OK, Button", "Double-tap to activate"], ["Checked, Wi-Fi, Check box", "Double-tap to toggle"], ["Wi-Fi, Heading"]),
        (.japanese, ["OK, ボタン", "有効にするにはダブルタップします"], ["ON, Wi-Fi, チェックボックス", "切り替えるにはダブルタップします"],
         ["Wi-Fi, 見出し"]),
        (.korean, ["OK, 버튼", "활성화하려면 두 번 탭하세요"], ["선택됨, Wi-Fi, 체크박스", "전환하려면 두 번 탭하세요"], ["Wi-Fi, 제목"]),
        (.chinese, ["OK, 按钮", "点按两次即可激活"], ["已选中, Wi-Fi, 复选框", "点按两次即可切换"], ["Wi-Fi, 标题"]),
        (.spanish, ["OK, Botón", "Toca dos veces para activar"],
         ["seleccionado, Wi-Fi, Casilla de verificación", "Toca dos veces para alternar"], ["Wi-Fi, Encabezado"]),
        (.german, ["OK, Schaltfläche", "Zum Aktivieren doppeltippen"], ["aktiviert, Wi-Fi, Kästchen", "Zum Wechseln doppeltippen"],
         ["Wi-Fi, Überschrift"]),
        (.french, ["OK, Bouton", "Appuyer deux\u{A0}fois pour activer"],
         ["coché, Wi-Fi, Case à cocher", "Appuyer deux\u{A0}fois pour cocher ou désélectionner"], ["Wi-Fi, Titre"]),
        (.chineseTaiwan, ["OK, 按鈕", "輕觸兩下即可啟用"], ["已勾選, Wi-Fi, 核取方塊", "輕觸兩下即可切換"], ["Wi-Fi, 標題"]),
        (.chineseHongKong, ["OK, 按鈕", "輕按兩下就可以啟用"], ["已勾選, Wi-Fi, 選框", "輕按兩下就可以切換"], ["Wi-Fi, 標題"]),
    ]

    // French's "deux fois" is joined by a no-break space in TalkBack's own string.
    @Test(arguments: golden.indices) func aButtonACheckedBoxAndAHeading(_ i: Int) {
        let (language, button, checked, heading) = Self.golden[i]
        #expect(said(element(.button, label: "OK"), language) == button)
        #expect(said(element(.checkBox, label: "Wi-Fi", traits: .selected), language) == checked)
        #expect(said(element(.text, label: "Wi-Fi", traits: .header), language) == heading)
    }

    @Test func noLanguageIsEnglishAndVoiceOverKeepsItsEnglish() {
        #expect(said(element(.button, label: "OK"), nil) == ["OK, Button", "Double-tap to activate"])
        var verbosity = Verbosity.standard
        verbosity.language = .japanese
        #expect(Composer(verbosity: verbosity).utterances(for: Element(id: "e", label: "OK", traits: .button, accessible: true))
            .map(\.text) == ["OK. Button."])
    }

    @Test func countsAndPlacesAreInTheLanguage() {
        let ja = TalkBackWords(.japanese), de = TalkBackWords(.german)
        #expect(ja.inList(3) == "リストの中です, 3個のアイテム")
        #expect(ja.position(1, of: 3) == "3件中の1件目です")
        #expect(de.inList(1) == "In der Liste, 1 Eintrag")
        #expect(de.inGrid(rows: 2, columns: 1) == "Im Raster, 2 Zeilen, 1 Spalte")
        #expect(TalkBackWords(.spanish).adjust == "Haz los gestos Deslizar hacia arriba o Deslizar hacia abajo para ajustar")
    }

    @Test func tagsNameTheirLanguageByTheFirstSubtag() {
        #expect(ReaderLanguage(tag: "ja-JP") == .japanese)
        #expect(ReaderLanguage(tag: "zh_CN") == .chinese)
        #expect(ReaderLanguage(tag: "zh-Hans-CN") == .chinese)
        #expect(ReaderLanguage(tag: "es-419") == .spanish)
        #expect(ReaderLanguage(tag: "vi") == nil)
        #expect(ReaderLanguage.codes == ["en", "ja", "ko", "zh", "es", "de", "fr", "zh-TW", "zh-HK"])
    }

    /// Traditional Chinese by script or place: Taiwan's words for `zh-Hant` and `zh-TW`, Hong
    /// Kong's for `zh-HK` and Macau (as Android resolves it); Simplified script stays Simplified.
    @Test func traditionalChineseTagsNameTaiwanOrHongKong() {
        #expect(ReaderLanguage(tag: "zh-TW") == .chineseTaiwan)
        #expect(ReaderLanguage(tag: "zh_TW") == .chineseTaiwan)
        #expect(ReaderLanguage(tag: "zh-Hant") == .chineseTaiwan)
        #expect(ReaderLanguage(tag: "zh-Hant-TW") == .chineseTaiwan)
        #expect(ReaderLanguage(tag: "zh-HK") == .chineseHongKong)
        #expect(ReaderLanguage(tag: "zh-Hant-HK") == .chineseHongKong)
        #expect(ReaderLanguage(tag: "zh-MO") == .chineseHongKong)
        #expect(ReaderLanguage(tag: "zh-Hans-HK") == .chinese)
        #expect(ReaderLanguage(tag: "zh") == .chinese)
        #expect(TalkBackWords(.chineseHongKong).inList(3) == "喺清單入面, 3 個項目")
        #expect(TalkBackWords(.chineseTaiwan).position(1, of: 3) == "第 1 個，共 3 個")
    }

    /// Templates filled in one pass, as Android's `%1$s` and `%2$d` are: by number, in any order,
    /// a number with no value left as written, a lone `%` kept.
    @Test func templatesAreFilledByNumber() {
        #expect(TalkBackWords.filled("%1$d of %2$d", ["3", "10"]) == "3 of 10")
        #expect(TalkBackWords.filled("%2$s, %1$s", ["a", "b"]) == "b, a")
        #expect(TalkBackWords.filled("%1$s and %3$s", ["x"]) == "x and %3$s")
        #expect(TalkBackWords.filled("100% sure, %1$s", ["yes"]) == "100% sure, yes")
        #expect(TalkBackWords.filled("第%1$d项，共%2$d项", ["2", "5"]) == "第2项，共5项")
        #expect(TalkBackWords.filled("no marks", ["x"]) == "no marks")
    }
}
