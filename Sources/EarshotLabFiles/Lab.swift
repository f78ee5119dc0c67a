import EarshotLoader
public import EarshotModel
public import EarshotNarration
import EarshotNavigation
public import EarshotPlanning
/// A training lab: tasks done by ear on a layout, under the screen curtain, each
/// with a goal that is checked after every gesture.
public struct Lab: Sendable {
    /// The lab file's path as given; used in diagnostics and reports.
    public var path: String
    public var title: String
    /// The layout as the file names it, relative to the lab file.
    public var layout: Located<String>
    /// The screen to start on; nil for the layout's first.
    public var screen: Located<String>?
    /// The voice profile the lab speaks in; nil for the caller's default.
    public var voice: Located<String>?
    /// The screen curtain is down for the whole lab (default true).
    public var curtain: Bool
    /// What the trainee navigates with; nil: the caller's choice (`--input`, else touch).
    public var input: InputMode?
    /// The screen reader the trainee hears; nil: `--reader`, the voice's, else by the layout.
    public var reader: ReaderName?
    public var intro: String?
    public var tasks: [LabTask]

    public init(path: String, title: String, layout: Located<String>, screen: Located<String>? = nil,
                voice: Located<String>? = nil, curtain: Bool = true, input: InputMode? = nil, intro: String? = nil,
                tasks: [LabTask]) {
        self.path = path; self.title = title; self.layout = layout; self.screen = screen; self.input = input
        self.voice = voice; self.curtain = curtain; self.intro = intro; self.tasks = tasks
    }

    /// The layout's path: the file's `layout` relative to the lab's directory (an absolute
    /// path stays as it is). Labs name layouts in a sibling folder (`../Layouts/…`), so, unlike
    /// a layout's `goto`, this path may leave the lab's directory.
    public var layoutPath: String {
        let file = layout.value
        if file.hasPrefix("/") { return file }
        let directory = LayoutPaths.directory(of: path)
        if directory.isEmpty { return file }
        return directory.hasSuffix("/") ? directory + file : directory + "/" + file
    }

    /// Loads a lab strictly, with located errors and "did you mean", like every file Earshot
    /// reads. Ids in goals are checked against the layout by `check(against:)`.
    public static func load(bytes: [UInt8], path: String) -> Result<Lab, DiagnosticList> {
        DocumentLoader.load(bytes: bytes, path: path, kind: LabKeys.kind) { root, reader in
            var parser = LabParser(reader: reader)
            let lab = parser.lab(root)
            reader = parser.reader
            return lab
        }
    }
}

/// A value and where it was written in its file.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var location: SourceLocation
    public init(_ value: Value, at location: SourceLocation) { self.value = value; self.location = location }
}

/// One task of a lab.
public struct LabTask: Sendable {
    /// What the trainee is asked to do.
    public var say: String
    public var goal: LabGoal
    /// Where the goal is written: an unreachable goal is reported here.
    public var goalLocation: SourceLocation
    public var hint: String?
    /// Seconds the task may take; nil for no limit.
    public var timeLimit: Double?

    public init(say: String, goal: LabGoal, goalLocation: SourceLocation = .start, hint: String? = nil,
                timeLimit: Double? = nil) {
        self.say = say; self.goal = goal; self.goalLocation = goalLocation; self.hint = hint; self.timeLimit = timeLimit
    }
}

/// When a task is done, judged after each gesture on the navigator it leaves and what it said.
public indirect enum LabGoal: Sendable, Hashable {
    /// VoiceOver's cursor is on this element.
    case focus(Located<String>)
    /// This element, on the screen shown, has this value as spoken (`effectiveValue`).
    case value(Located<String>, String)
    /// This element, on the screen shown, is selected (or, with false, is not).
    case selected(Located<String>, Bool)
    /// This screen is shown.
    case screen(Located<String>)
    /// The gesture made this announcement.
    case announced(String)
    /// The gesture said this (anything but a hint), word for word.
    case heard(String)
    /// Every one of these holds at once.
    case all([LabGoal])
}
