public import EarshotLoader
import EarshotModel
import EarshotNarration
/// The conformance data format's keys (`Conformance/*.yaml`), one table per mapping: the parser
/// checks against these, so an unknown key, a missing field or a bad tier is a located error.
public enum ConformanceKeys {
    public static let supportedVersion = 1

    public static let kind = FileKind(
        name: "conformance", title: "Earshot conformance table",
        emptyHint: "a conformance table starts with 'earshot-conformance: 1'",
        root: .mapping("table"),
        definitions: [table, source, row, VoiceKeys.verbosity])

    package static let table = MappingSpec(
        name: "table", what: "the conformance table",
        summary: "What one screen reader says in context, row by row, with where each row was heard.",
        keys: [
            KeySpec("earshot-conformance", .integer(min: supportedVersion, max: supportedVersion), required: true,
                    "Format version; this Earshot reads version 1."),
            KeySpec("reader", .word(ReaderName.allCases.map(\.rawValue), noun: "screen reader"), required: true,
                    "Whose words every row holds: voiceover or talkback."),
            KeySpec("sources", .list(.mapping("source"), minCount: 1), required: true,
                    "Where rows were heard or read, each cited once and named by its id."),
            KeySpec("rows", .list(.mapping("row"), minCount: 1), required: true, "The rows, in the order the page shows them."),
        ])

    package static let source = MappingSpec(
        name: "source", what: "a source", summary: "A document, source file or recording rows cite.",
        keys: [
            KeySpec("id", .text, required: true, "What rows name in 'source'."),
            KeySpec("title", .text, required: true, "The source as the page names it."),
            KeySpec("url", .text, required: true,
                    "Where to read it (https); for code, a link at the commit."),
            KeySpec("commit", .text,
                    "The commit read (40 hex digits), for a source in a repository."),
            KeySpec("heard-on", .text, required: true, "The reader and system version its words are from."),
        ])

    package static let row = MappingSpec(
        name: "row", what: "a row",
        summary: "An element or gesture in context, what the reader says there, and how much it matters.",
        keys: [
            KeySpec("id", .text, required: true, "Unique in the file; the page's anchor."),
            KeySpec("elements", .list(.mapping("element"), minCount: 1),
                    "The context as layout elements (the keys of a layout's element), on one screen."),
            KeySpec("screens", .list(.mapping("screen"), minCount: 1),
                    "The context as layout screens, for rows that move between screens."),
            KeySpec("dump", .text, "The context as an Android hierarchy (uiautomator dump XML)."),
            KeySpec("gestures", .text, "A gesture script run after the screen opens; the row checks what its last gesture says."),
            KeySpec("verbosity", .mapping("verbosity"), "Reader settings other than the defaults, as in a voice profile."),
            KeySpec("says", .text, required: true, "What the reader says, hints apart."),
            KeySpec("hint", .text, "The hint said after the pause; left out, the reader says none."),
            KeySpec("tier", .word(ConformanceTier.allCases.map(\.rawValue), noun: "tier"), required: true,
                    "MUST (a failure fails the tests) or SHOULD (shown, not enforced)."),
            KeySpec("source", .text, required: true, "The id of the source the row was heard or read in."),
            KeySpec("heard-on", .text, "The reader and system version, where it differs from the source's."),
            KeySpec("language", .text, "The language of the reader's words, as `--language` takes it (en, ja, ko, zh, es, de, fr, zh-TW, zh-HK); default: the language the dump names, else en."),
            KeySpec("note", .text, "Where sources disagree: which was followed, and why."),
        ],
        variants: [
            Variant("elements", what: "'elements'", keys: ["elements"]),
            Variant("screens", what: "'screens'", keys: ["screens"]),
            Variant("dump", what: "'dump'", keys: ["dump"]),
        ],
        noVariantMessage: "a row needs its context: 'elements', 'screens' or 'dump'",
        manyVariantsMessage: "a row has one context: 'elements', 'screens' or 'dump'")
}
