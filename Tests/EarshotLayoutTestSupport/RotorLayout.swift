/// Twelve rows: a heading at the top, another in the middle, and a custom rotor listing two
/// rows out of order. Every count for it is worked out by hand in `EfficiencyTests`.
package let rotorLayout = """
    earshot: 1
    screen:
      id: s
      size: [390, 844]
      rotors:
        - {name: Picks, items: [r8, r3]}
      elements:
        - {id: top, label: Top, traits: [header], frame: [0, 0, 390, 40]}
        - {id: r1, label: Row one, frame: [0, 50, 390, 40]}
        - {id: r2, label: Row two, frame: [0, 100, 390, 40]}
        - {id: r3, label: Row three, frame: [0, 150, 390, 40]}
        - {id: r4, label: Row four, frame: [0, 200, 390, 40]}
        - {id: r5, label: Row five, frame: [0, 250, 390, 40]}
        - {id: h2, label: Middle, traits: [header], frame: [0, 300, 390, 40]}
        - {id: r6, label: Row six, frame: [0, 350, 390, 40]}
        - {id: r7, label: Row seven, frame: [0, 400, 390, 40]}
        - {id: r8, label: Row eight, frame: [0, 450, 390, 40]}
        - {id: r9, label: Row nine, frame: [0, 500, 390, 40]}
        - {id: r10, label: Row ten, frame: [0, 550, 390, 40]}
    """
