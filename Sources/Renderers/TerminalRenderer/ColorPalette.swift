/// Nearest-colour lookups into the terminal palettes.
///
/// Distances are plain squared RGB distances: simple, deterministic, and
/// close enough at these palette sizes.
enum ColorPalette {
    /// xterm's default values for the 16 basic colours, by index.
    static let basic: [TerminalColor] = [
        TerminalColor(red: 0, green: 0, blue: 0), TerminalColor(red: 205, green: 0, blue: 0),
        TerminalColor(red: 0, green: 205, blue: 0), TerminalColor(red: 205, green: 205, blue: 0),
        TerminalColor(red: 0, green: 0, blue: 238), TerminalColor(red: 205, green: 0, blue: 205),
        TerminalColor(red: 0, green: 205, blue: 205), TerminalColor(red: 229, green: 229, blue: 229),
        TerminalColor(red: 127, green: 127, blue: 127), TerminalColor(red: 255, green: 0, blue: 0),
        TerminalColor(red: 0, green: 255, blue: 0), TerminalColor(red: 255, green: 255, blue: 0),
        TerminalColor(red: 92, green: 92, blue: 255), TerminalColor(red: 255, green: 0, blue: 255),
        TerminalColor(red: 0, green: 255, blue: 255), TerminalColor(red: 255, green: 255, blue: 255),
    ]

    /// The channel values of the 6x6x6 cube (indices 16-231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The nearest of the 16 basic colours (0-15).
    static func nearestBasic(_ color: TerminalColor) -> Int {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in basic.enumerated() {
            let distance = color.distanceSquared(to: candidate)
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        return best
    }

    /// The nearest colour of the cube (16-231) or the grey ramp (232-255).
    /// The 16 basic colours are left out: terminal themes redefine them.
    static func nearest256(_ color: TerminalColor) -> Int {
        func nearestLevel(_ value: UInt8) -> Int {
            var best = 0
            for index in cubeLevels.indices where abs(cubeLevels[index] - Int(value)) < abs(cubeLevels[best] - Int(value)) {
                best = index
            }
            return best
        }
        let r = nearestLevel(color.red), g = nearestLevel(color.green), b = nearestLevel(color.blue)
        let cubeIndex = 16 + 36 * r + 6 * g + b
        let cubeColor = color256(cubeIndex)

        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let step = min(23, max(0, (average - 8 + 5) / 10))
        let greyIndex = 232 + step
        let greyColor = color256(greyIndex)
        return color.distanceSquared(to: greyColor) < color.distanceSquared(to: cubeColor) ? greyIndex : cubeIndex
    }

    /// The RGB value of a 256-palette index from 16 up.
    static func color256(_ index: Int) -> TerminalColor {
        if index >= 232 {
            let level = UInt8(8 + 10 * (index - 232))
            return TerminalColor(red: level, green: level, blue: level)
        }
        if index < 16 { return basic[index] }
        let cube = index - 16
        return TerminalColor(red: UInt8(cubeLevels[cube / 36]), green: UInt8(cubeLevels[cube / 6 % 6]), blue: UInt8(cubeLevels[cube % 6]))
    }
}
