import EarshotModel
public import EarshotNarration
import EarshotNavigation
package import EarshotPlanning
/// What it costs a listener to reach each element of a screen, as
/// `earshot efficiency --json` prints it.
public struct EfficiencyReport: Sendable, Codable, Equatable {
    /// One element focus can reach.
    public struct Entry: Sendable, Codable, Equatable {
        public var id: String
        public var label: String?
        /// Fewest gestures with `next`, `previous`, `first`, `last` only.
        public var swipes: Int
        /// Fewest gestures with any navigation.
        public var gestures: Int
        /// Least listening time, in seconds, along any navigation path.
        public var seconds: Double
        /// A gesture script of `gestures` real gestures that lands on the element.
        public var path: String
        /// The elements `path` lands on before this one, in order (not written out: what
        /// `--compare` says a path passes), read off the search's shared trail.
        package var passes: EfficiencyPasses = .listed([])
        /// The elements the path of least listening lands on before this one.
        package var listeningPasses: EfficiencyPasses = .listed([])

        package init(id: String, label: String?, swipes: Int, gestures: Int, seconds: Double, path: String) {
            self.id = id
            self.label = label
            self.swipes = swipes
            self.gestures = gestures
            self.seconds = seconds
            self.path = path
        }

        package enum CodingKeys: String, CodingKey { case id, label, swipes, gestures, seconds, path }

        /// `label` is written as null when there is none, so every entry has the same fields.
        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(label, forKey: .label)
            try c.encode(swipes, forKey: .swipes)
            try c.encode(gestures, forKey: .gestures)
            try c.encode(seconds, forKey: .seconds)
            try c.encode(path, forKey: .path)
        }
    }

    public struct Summary: Sendable, Codable, Equatable {
        /// Elements VoiceOver could focus were nothing in the way: reachable plus unreachable.
        public var elements: Int
        public var reachable: Int
        public var unreachable: Int
        public var medianSwipes: Double
        public var worstSwipes: Int
        public var medianGestures: Double
        public var worstGestures: Int
        public var medianSeconds: Double
        public var worstSeconds: Double
        /// Read-all from the top of the screen to its end.
        public var readAllSeconds: Double
        /// Reachable elements that rotors or quick navigation bring closer than swiping does.
        public var rotorCloser: Int
        /// `rotorCloser` as a share of the reachable elements, 0 to 1.
        public var rotorShare: Double
        /// States the planner explored (both searches).
        public var states: Int
        /// True when the state budget stopped a search: the figures are then upper bounds.
        public var budgetHit: Bool

        package init(elements: Int, reachable: Int, unreachable: Int, medianSwipes: Double, worstSwipes: Int, medianGestures: Double, worstGestures: Int, medianSeconds: Double, worstSeconds: Double, readAllSeconds: Double, rotorCloser: Int, rotorShare: Double, states: Int, budgetHit: Bool) {
            self.elements = elements
            self.reachable = reachable
            self.unreachable = unreachable
            self.medianSwipes = medianSwipes
            self.worstSwipes = worstSwipes
            self.medianGestures = medianGestures
            self.worstGestures = worstGestures
            self.medianSeconds = medianSeconds
            self.worstSeconds = worstSeconds
            self.readAllSeconds = readAllSeconds
            self.rotorCloser = rotorCloser
            self.rotorShare = rotorShare
            self.states = states
            self.budgetHit = budgetHit
        }

        package enum CodingKeys: String, CodingKey {
            case elements, reachable, unreachable
            case medianSwipes = "median_swipes", worstSwipes = "worst_swipes"
            case medianGestures = "median_gestures", worstGestures = "worst_gestures"
            case medianSeconds = "median_seconds", worstSeconds = "worst_seconds"
            case readAllSeconds = "read_all_seconds"
            case rotorCloser = "rotor_closer", rotorShare = "rotor_share"
            case states, budgetHit = "budget_hit"
        }
    }

    public var layout: String
    public var screen: String
    public var rate: Int
    /// The input mode measured: `touch` (no Quick Nav) or `keyboard`.
    public var input: String
    /// Reachable elements in reading order.
    public var elements: [Entry]
    /// Ids of elements no navigation reaches, in reading order.
    public var unreachable: [String]
    public var summary: Summary
    /// Where every element of the screen stands, by id (not written out: what `--compare` says
    /// of an element one side cannot reach).
    package var standing: [String: EfficiencyStanding] = [:]

    /// The screen reader the listener hears, whose words the text report uses (not in JSON).
    @ReaderByID public var reader: any ScreenReader = VoiceOver()

    package enum CodingKeys: String, CodingKey { case layout, screen, rate, input, elements, unreachable, summary }

    package init(layout: String, screen: String, rate: Int, input: InputMode = .standard, elements: [Entry],
                 unreachable: [String], summary: Summary) {
        self.layout = layout
        self.screen = screen
        self.rate = rate
        self.input = input.rawValue
        self.elements = elements
        self.unreachable = unreachable
        self.summary = summary
    }
}
