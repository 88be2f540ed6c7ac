/// pixelmatch's anti-aliasing detector, after Vyšniauskas, "Anti-aliased
/// pixel and intensity slope detector" (2009).
///
/// A pixel is taken for anti-aliasing when, among its 8 neighbours, at most
/// two share its exact colour, some are darker and some brighter, and the
/// darkest or the brightest of them sits inside a flat area (3+ identical
/// neighbours) in both images: it lies on the slope between two flat colours,
/// which is what an edge drawn at a slightly different position leaves.
enum Antialiasing {
    /// Whether the pixel at (x, y) of `image` is anti-aliasing; `other` is the
    /// other image of the pair. Both are `width * height` packed words.
    @inline(__always)
    static func isAntialiased(_ image: UnsafePointer<UInt32>, _ other: UnsafePointer<UInt32>,
                              x: Int, y: Int, width: Int, height: Int) -> Bool {
        // Inside a flat area (most changed pixels of a heavily changed pair)
        // three neighbours have the centre's exact colour. Each is one of the
        // "equal" neighbours the slope test counts, which ends it with false
        // once there are three, so counting exact matches first gives the
        // same answer without any brightness, and without a call.
        if x > 0 && y > 0 && x < width - 1 && y < height - 1 {
            if hasThreeEqualNeighbours(image + y * width + x, width: width) { return false }
            return liesOnASlopeInside(image, other, x: x, y: y, width: width, height: height)
        }
        return liesOnASlope(image, other, x: x, y: y, width: width, height: height)
    }

    /// `liesOnASlope` for a pixel off the border (nearly all of them): its
    /// eight neighbours at fixed offsets, visited in the same order, with
    /// the same arithmetic, so the same answer with no bounds to work out.
    @inline(never)
    static func liesOnASlopeInside(_ image: UnsafePointer<UInt32>, _ other: UnsafePointer<UInt32>,
                                   x: Int, y: Int, width: Int, height: Int) -> Bool {
        let index = y &* width &+ x
        let centrePointer = image + index
        let up = -width, down = width
        // Nine opaque pixels (all but a few tests) need no backdrop: the
        // centre's brightness once, each neighbour's with the same arithmetic
        // (an equal neighbour's difference is an exact 0, as the general path gives).
        let opaque = centrePointer[up &- 1] & centrePointer[up] & centrePointer[up &+ 1]
            & centrePointer[-1] & centrePointer[0] & centrePointer[1]
            & centrePointer[down &- 1] & centrePointer[down] & centrePointer[down &+ 1]
        let centreBrightness = opaque >> 24 == 255 ? YIQ.brightness(centrePointer.pointee) : .nan
        var centre = SlopeCentre(colour: centrePointer.pointee, pixelIndex: index)
        var zeroes = 0
        var brightest = 0.0, darkest = 0.0
        var brightestOffset = 0, darkestOffset = 0
        /// One neighbour; true when it ends the test (a third equal one).
        @inline(__always) func visit(_ offset: Int) -> Bool {
            let delta = centreBrightness.isNaN ? centre.delta(to: centrePointer[offset])
                : centreBrightness - YIQ.brightness(centrePointer[offset])
            if delta == 0 {
                zeroes &+= 1
                return zeroes > 2
            } else if delta < brightest {
                brightest = delta
                brightestOffset = offset
            } else if delta > darkest {
                darkest = delta
                darkestOffset = offset
            }
            return false
        }
        // Columns outer, rows inner, as `liesOnASlope` walks them.
        if visit(up &- 1) || visit(-1) || visit(down &- 1) || visit(up) || visit(down)
            || visit(up &+ 1) || visit(1) || visit(down &+ 1) {
            return false
        }
        if brightest == 0 || darkest == 0 { return false }
        func position(_ offset: Int) -> (x: Int, y: Int) {
            let neighbour = index &+ offset
            return (neighbour % width, neighbour / width)
        }
        let (bx, by) = position(brightestOffset), (dx, dy) = position(darkestOffset)
        return (hasManySiblings(image, x: bx, y: by, width: width, height: height)
                && hasManySiblings(other, x: bx, y: by, width: width, height: height))
            || (hasManySiblings(image, x: dx, y: dy, width: width, height: height)
                && hasManySiblings(other, x: dx, y: dy, width: width, height: height))
    }

    /// The test itself, for a pixel with fewer than three neighbours of its exact colour.
    @inline(never)
    static func liesOnASlope(_ image: UnsafePointer<UInt32>, _ other: UnsafePointer<UInt32>,
                             x: Int, y: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x - 1, 0), x2 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y2 = min(y + 1, height - 1)
        // A border pixel has fewer neighbours; pixelmatch counts the missing ones as one equal.
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var centre = SlopeCentre(colour: image[y * width + x], pixelIndex: y * width + x)
        // delta = centre - neighbour: most negative at the brightest neighbour,
        // most positive at the darkest.
        var brightest = 0.0, darkest = 0.0
        var brightestX = 0, brightestY = 0, darkestX = 0, darkestY = 0

        // Columns outer, rows inner, strict comparisons: ties keep the first
        // neighbour found, as in pixelmatch, which decides which one is checked below.
        for nx in x0...x2 {
            for ny in y0...y2 {
                if nx == x && ny == y { continue }
                let delta = centre.delta(to: image[ny * width + nx])
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < brightest {
                    brightest = delta
                    brightestX = nx
                    brightestY = ny
                } else if delta > darkest {
                    darkest = delta
                    darkestX = nx
                    darkestY = ny
                }
            }
        }
        if brightest == 0 || darkest == 0 { return false }
        return (hasManySiblings(image, x: brightestX, y: brightestY, width: width, height: height)
                && hasManySiblings(other, x: brightestX, y: brightestY, width: width, height: height))
            || (hasManySiblings(image, x: darkestX, y: darkestY, width: width, height: height)
                && hasManySiblings(other, x: darkestX, y: darkestY, width: width, height: height))
    }

    /// Whether 3 or more of an interior pixel's 8 neighbours have exactly its colour.
    @inline(__always)
    static func hasThreeEqualNeighbours(_ centre: UnsafePointer<UInt32>, width: Int) -> Bool {
        let colour = centre.pointee
        let above = centre - width, below = centre + width
        var equal = 0
        equal += above[-1] == colour ? 1 : 0
        equal += above[0] == colour ? 1 : 0
        equal += above[1] == colour ? 1 : 0
        equal += centre[-1] == colour ? 1 : 0
        if equal >= 3 { return true }
        equal += centre[1] == colour ? 1 : 0
        equal += below[-1] == colour ? 1 : 0
        equal += below[0] == colour ? 1 : 0
        equal += below[1] == colour ? 1 : 0
        return equal >= 3
    }

    /// Whether 3 or more of the pixel's neighbours have exactly its colour.
    @inline(__always)
    static func hasManySiblings(_ image: UnsafePointer<UInt32>, x: Int, y: Int, width: Int, height: Int) -> Bool {
        if x > 0 && y > 0 && x < width - 1 && y < height - 1 {
            return hasThreeEqualNeighbours(image + y * width + x, width: width)
        }
        let x0 = max(x - 1, 0), x2 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y2 = min(y + 1, height - 1)
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        let centre = image[y * width + x]
        for ny in y0...y2 {
            let row = image + ny * width
            for nx in x0...x2 where !(nx == x && ny == y) && row[nx] == centre {
                zeroes += 1
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}

/// The centre of a slope test and what is worked out for it once, lazily:
/// its brightness at the first neighbour of another colour (inside a flat
/// area three equal neighbours end the test before any brightness is
/// needed), and pixelmatch's backdrop, under the centre and every neighbour,
/// only when a pixel that is not opaque needs it.
struct SlopeCentre {
    let colour: UInt32
    let pixelIndex: Int
    private var brightness = Double.nan
    private var backdrop: YIQ.Backdrop?

    init(colour: UInt32, pixelIndex: Int) {
        self.colour = colour
        self.pixelIndex = pixelIndex
    }

    /// centre - neighbour in brightness: 0 for the same colour, most negative
    /// at the brightest neighbour, most positive at the darkest.
    @inline(__always)
    mutating func delta(to neighbour: UInt32) -> Double {
        guard neighbour != colour else { return 0 }
        if YIQ.areOpaque(colour, neighbour) {
            if brightness.isNaN { brightness = YIQ.brightness(colour) }
            return brightness - YIQ.brightness(neighbour)
        }
        let under = backdrop ?? YIQ.Backdrop(pixelIndex: pixelIndex)
        backdrop = under
        if brightness.isNaN { brightness = YIQ.brightness(colour, over: under) }
        return brightness - YIQ.brightness(neighbour, over: under)
    }
}
