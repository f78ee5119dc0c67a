import EarshotLoader
public import EarshotModel
import EarshotNarration
extension Navigator {
    /// The real rotor turns the script shortcut `rotor=name` stands for: the fewest
    /// `rotor-next` (on a tie) or `rotor-previous` turns from the item in effect to the first
    /// item of the ring with that name, as `rotor=` picks it; empty when that item is already in
    /// effect; nil when the ring has no such item (the shortcut then says it was not found).
    public func rotorTurns(toItemNamed name: String) -> [Gesture]? {
        let items = ring
        let wanted = name.lowercased()
        guard let target = items.firstIndex(where: { $0.name.lowercased() == wanted }) else { return nil }
        let count = items.count
        let forward: Int, backward: Int
        if let id = rotorID, let here = items.firstIndex(where: { $0.id == id }) {
            forward = (target - here + count) % count
            backward = (here - target + count) % count
        } else {
            // With no item of the ring in effect, a turn forward selects the first item and a
            // turn back the last (`Navigator.rotate`).
            forward = target + 1
            backward = count - target
        }
        return forward <= backward ? Array(repeating: .rotorNext, count: forward)
                                   : Array(repeating: .rotorPrevious, count: backward)
    }
}
