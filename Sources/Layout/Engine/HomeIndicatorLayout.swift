import BoxTreeModel

/// The home indicator, on devices without a Home button: a capsule centred
/// at the bottom of the screen, above everything the app draws. iOS colours
/// it to stand out from what lies beneath, dark over light and light over
/// dark; the layout composites what lies beneath the bar's centre in paint
/// order: fills as they are, artwork by the average of its pixels under the
/// bar. Where those pixels are not at hand (a placeholder, a provider that
/// only checks sizes) the bar takes the appearance's colour, dark in light
/// and light in dark, as it does over the mock host.
struct HomeIndicatorLayout {
    let environment: Environment
    let artwork: any ArtworkProviding

    /// The bar over `root` (the finished tree), or nil on a device with a Home button.
    func homeIndicator(over root: Box) -> Box? {
        guard let size = environment.device.homeIndicator else { return nil }
        let screen = environment.screenRect
        let width = size.width(environment.orientation)
        let height = HomeIndicatorSize.height
        let frame = Rect(x: screen.midX - width / 2, y: screen.maxY - HomeIndicatorSize.bottomGap - height, width: width, height: height)
        let color = Self.color(over: Self.backdrop(under: frame, in: root, artwork: artwork), appearance: environment.appearance)
        return Box(role: .homeIndicator, frame: frame, fill: .color(color), cornerRadius: height / 2)
    }

    /// The bar's colours: black over a light backdrop, white over a dark one.
    static let overLight = RGBAColor.black
    static let overDark = RGBAColor.white

    /// The colour of whichever of the two contrasts more with `backdrop`; the
    /// appearance's when the backdrop is not known.
    static func color(over backdrop: RGBAColor?, appearance: Appearance) -> RGBAColor {
        guard let backdrop else { return appearance == .dark ? overDark : overLight }
        // Relative luminance (WCAG 2.1); black wins above 0.179, where both contrast ratios meet.
        return backdrop.relativeLuminance > 0.179 ? overLight : overDark
    }

    /// What is drawn under `region` (at its centre) by the boxes of `root`,
    /// opaque, or nil when an opaque layer there has pixels nobody can read.
    static func backdrop(under region: Rect, in root: Box, artwork: any ArtworkProviding) -> RGBAColor? {
        let point = Point(x: region.midX, y: region.midY)
        var color: (red: Double, green: Double, blue: Double)? = (255, 255, 255)
        func add(_ layer: RGBAColor) {
            let alpha = Double(layer.alpha) / 255
            // A translucent layer over an unknown one leaves it unknown.
            guard alpha == 1 || color != nil else { return }
            let below = color ?? (0, 0, 0)
            color = (Double(layer.red) * alpha + below.red * (1 - alpha),
                     Double(layer.green) * alpha + below.green * (1 - alpha),
                     Double(layer.blue) * alpha + below.blue * (1 - alpha))
        }
        // A box and its descendants show at the point only inside every clip above them.
        func visit(_ box: Box, visible: Bool) {
            let visible = visible && (box.clip?.containsPoint(point) ?? true)
            if visible, box.frame.containsPoint(point) {
                if case .color(let fill) = box.fill { add(fill) }
                if let image = box.image, !image.isPlaceholder {
                    if let average = artwork.averageColor(of: image, drawnIn: box.frame, under: region) {
                        add(average)
                    } else {
                        color = nil
                    }
                }
            }
            for child in box.children { visit(child, visible: visible) }
        }
        visit(root, visible: true)
        return color.map { RGBAColor(red: UInt8($0.red.rounded()), green: UInt8($0.green.rounded()), blue: UInt8($0.blue.rounded())) }
    }
}
