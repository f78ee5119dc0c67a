import EarshotNavigation

/// A reducer around the one session: it sees every input before the session does and may add
/// its own words and events. The plain reader passes inputs straight through
/// (`PlainSession`); a training lab speaks tasks and checks goals around them. Drivers hold a
/// layer and never ask which one it is.
public protocol SessionLayer: Sendable {
    /// What the layer reports besides speech (a lab: tasks begun and ended), for its driver.
    associatedtype Event: Sendable

    /// What is said on opening.
    mutating func start(session: inout SessionState, time: Double) -> LayeredOutput<Event>
    /// One input (a key, a click, a script's gesture, speech going idle).
    mutating func send(_ input: SessionInput, session: inout SessionState, time: Double) -> LayeredOutput<Event>
    /// Time passing: anything due by `time`.
    mutating func tick(session: inout SessionState, time: Double) -> LayeredOutput<Event>
    /// The run ends (quit, a signal, the script ran out).
    mutating func stop(session: inout SessionState, time: Double) -> LayeredOutput<Event>
    /// When `tick` next has something to do, if ever.
    var deadline: Double? { get }
    /// The layer's own field at the front of the status line, if any.
    var status: String? { get }
}

/// What one input made a layered session do: the session's output and the layer's events. Reads
/// as the session's output (`output.speech`, `output.quit`) where the events do not matter.
@dynamicMemberLookup
public struct LayeredOutput<Event: Sendable>: Sendable {
    public var output: SessionOutput
    public var events: [Event]

    public init(_ output: SessionOutput, events: [Event] = []) {
        self.output = output; self.events = events
    }

    public subscript<Value>(dynamicMember path: KeyPath<SessionOutput, Value>) -> Value { output[keyPath: path] }

    /// Nothing to say, play or report.
    public var isEmpty: Bool { output.isSilent && events.isEmpty }
}

/// The reader with nothing around the session.
public struct PlainSession: SessionLayer {
    public typealias Event = Never

    public init() {}

    public mutating func start(session: inout SessionState, time: Double) -> LayeredOutput<Never> {
        LayeredOutput(session.start())
    }
    public mutating func send(_ input: SessionInput, session: inout SessionState, time: Double) -> LayeredOutput<Never> {
        LayeredOutput(session.send(input))
    }
    public mutating func tick(session: inout SessionState, time: Double) -> LayeredOutput<Never> {
        LayeredOutput(SessionOutput(rate: session.navigator.rate))
    }
    public mutating func stop(session: inout SessionState, time: Double) -> LayeredOutput<Never> {
        LayeredOutput(SessionOutput(rate: session.navigator.rate))
    }
    public var deadline: Double? { nil }
    public var status: String? { nil }
}
