public import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// The lab format's keys, one table per mapping: `Lab.load` checks against these
/// and `earshot schema lab` writes them out.
public enum LabKeys {
    public static let supportedVersion = 1

    public static let kind = FileKind(
        name: "lab", title: "Earshot training lab",
        emptyHint: "a lab starts with 'earshot-lab: 1'",
        root: .mapping("lab"),
        definitions: [lab, task, goal])

    package static let lab = MappingSpec(
        name: "lab", what: "the lab", summary: "A training lab: tasks done by ear on a layout, under the screen curtain.",
        keys: [
            KeySpec("earshot-lab", .integer(min: supportedVersion, max: supportedVersion), required: true,
                    "Format version; this Earshot reads version 1."),
            KeySpec("title", .text, required: true, "The lab's name, in lists and reports."),
            KeySpec("layout", .text, required: true, "The layout the lab runs on, relative to this file."),
            KeySpec("screen", .text, "The screen the lab starts on (default: the layout's first)."),
            KeySpec("voice", .text, "The voice profile the lab speaks in: a name in Voices/ or a file relative to this one."),
            KeySpec("curtain", .boolean, "The screen curtain is down for the whole lab unless this is false."),
            KeySpec("input", .word(InputMode.names, noun: "input mode"),
                    "touch (the default: swipes, rotor, activate, escape, magic tap; no Quick Nav) or keyboard (adds Quick Nav keys)."),
            KeySpec("reader", .word(ReaderName.allCases.map(\.rawValue), noun: "screen reader"),
                    "voiceover or talkback: whose words and gestures the trainee hears (default: TalkBack on an Android screen, else VoiceOver)."),
            KeySpec("intro", .text, "Said before the first task."),
            KeySpec("tasks", .list(.mapping("task"), minCount: 1), required: true, "The tasks, in order."),
        ])

    package static let task = MappingSpec(
        name: "task", what: "a task", summary: "One thing to do by ear, and how to tell it is done.",
        keys: [
            KeySpec("say", .text, required: true, "What the trainee is asked to do, spoken in the lab voice."),
            KeySpec("goal", .mapping("goal"), required: true, "When the task is done; checked after every gesture."),
            KeySpec("hint", .text, "Said when the trainee presses h (hints are counted)."),
            KeySpec("time-limit", .number(1...86_400), "Seconds the task may take; when they pass it ends undone."),
        ])

    package static let goal = MappingSpec(
        name: "goal", what: "a goal", summary: "What must hold after a gesture for the task to be done.",
        keys: [
            KeySpec("focus", .text, "The element VoiceOver's cursor must be on."),
            KeySpec("element", .text, "With 'value' or 'selected': the element checked, on the screen shown."),
            KeySpec("value", .text, "The element's value as spoken (\"4 out of 5\", \"Large\"; a switch's 1 or 0)."),
            KeySpec("selected", .boolean, "Whether the element must be selected (true) or not (false)."),
            KeySpec("screen", .text, "The screen that must be shown."),
            KeySpec("announced", .text, "An announcement the gesture must make (UIAccessibility.post(.announcement))."),
            KeySpec("heard", .text, "Anything but a hint the gesture must say, word for word (a line a text rotor reads)."),
            KeySpec("all", .list(.mapping("goal"), minCount: 1), "Goals that must all hold at once."),
        ],
        variants: [
            Variant("focus", what: "a focus goal", keys: ["focus"]),
            Variant("value", what: "a value goal", keys: ["value", "element"], required: ["element"]),
            Variant("selected", what: "a selection goal", keys: ["selected", "element"], required: ["element"]),
            Variant("screen", what: "a screen goal", keys: ["screen"]),
            Variant("announced", what: "an announcement goal", keys: ["announced"]),
            Variant("heard", what: "a heard goal", keys: ["heard"]),
            Variant("all", what: "'all'", keys: ["all"]),
        ],
        noVariantMessage: "a goal needs one of 'focus', 'element' with 'value' or 'selected', 'screen', 'announced', 'heard' or 'all'",
        manyVariantsMessage: "a goal has one kind; put several under 'all'")
}
