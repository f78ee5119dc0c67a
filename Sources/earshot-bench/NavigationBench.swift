import EarshotCore

/// Navigation on a generated layout: one step's cost in microseconds.
enum NavigationBench {
    struct Result { var build: Double; var next: Stats; var previous: Stats; var headings: Stats; var custom: Stats; var touch: Stats }

    static func run(elements: Int, steps: Int) -> Result {
        let layout = LayoutGenerator.rows(elements)
        let t0 = now()
        var nav = Navigator(workspace: Workspace(root: layout))
        let build = ms(now() - t0)
        func measure(_ gesture: Gesture, _ count: Int) -> Stats {
            var s: [Double] = []
            for _ in 0..<count {
                let t = now()
                _ = nav.perform(gesture)
                s.append(us(now() - t))
            }
            return Stats(samples: s)
        }
        let next = measure(.next, steps)
        let previous = measure(.previous, steps / 2)
        _ = nav.perform(.selectRotor("Headings"))
        let headings = measure(.down, steps)
        _ = nav.perform(.selectRotor("Tenths"))
        let custom = measure(.down, steps)
        let height = layout.screens[0].sizeHeight
        var touches: [Double] = []
        for i in 0..<200 {
            let t = now()
            _ = nav.perform(.touch(x: 100, y: Double(i) / 200 * height))
            touches.append(us(now() - t))
        }
        return Result(build: build, next: next, previous: previous, headings: headings, custom: custom,
                      touch: Stats(samples: touches))
    }
}
