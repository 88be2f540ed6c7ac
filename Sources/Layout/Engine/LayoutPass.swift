import BoxTreeModel
import CampaignModel
import LogText

/// The state of laying out one campaign: resolved content, the diagnostics
/// gathered so far, and the per-type layouts it dispatches to.
struct LayoutPass {
    let campaign: Campaign
    let environment: Environment
    let theme: Theme
    let measurer: any TextMeasuring
    let artworkProvider: any ArtworkProviding
    let content: ResolvedContent
    var diagnostics: [Diagnostic]
    /// Set for an HTML message: its web view's placement.
    var htmlFrame: AdobeFrame?
    var htmlSnapshot: HTMLSnapshotLookup?

    init(campaign: Campaign, environment: Environment, theme: Theme, measurer: any TextMeasuring, artwork: any ArtworkProviding) {
        self.campaign = campaign
        self.environment = environment
        self.theme = theme
        self.measurer = measurer
        self.artworkProvider = artwork
        self.content = ResolvedContent(campaign: campaign, language: environment.language, values: environment.values)
        self.diagnostics = content.diagnostics
    }

    /// The message's box (nil when a device would not show it) and the display status.
    mutating func layoutMessage() -> (Box?, DisplayStatus) {
        if case .unsupported(let type) = campaign.type {
            return notDisplayed(Diagnostic.Code.unsupportedType, "unsupported message type \"\(type)\": the SDK does not display it")
        }
        if campaign.orientation != .any, campaign.orientation.rawValue != environment.orientation.rawValue {
            return notDisplayed(Diagnostic.Code.orientationMismatch,
                "cannot present: campaign wants \(campaign.orientation.rawValue) and the device is \(environment.orientation.rawValue); waiting for a rotation")
        }
        if campaign.layout == .imageOnly, content.imageURL == nil {
            return notDisplayed(Diagnostic.Code.imageOnlyWithoutImage, "skipped: artwork not ready (an imageOnly message has no imageURL)")
        }
        if let htmlFrame {
            let context = LayoutContext(environment: environment, theme: theme, measurer: measurer)
            let box = HTMLFrameLayout(context: context, campaign: campaign, frame: htmlFrame, snapshot: htmlSnapshot).layout()
            diagnostics += context.diagnostics
            return (box, .displayed)
        }
        var image: ImageContent?
        var icon: ImageContent?
        do {
            let wide = environment.orientation == .landscape || environment.device.isPad
            image = try campaign.imageReference(content.imageURL, landscapeOrRegularWidth: wide)
                .map { try resolveArtwork($0, placeholderAspect: 2, mode: .aspectFill) }
            if campaign.type == .slideup, campaign.layout == .textWithImage {
                icon = try content.iconURL.map { try resolveArtwork($0, placeholderAspect: 1, mode: .aspectFill) }
            }
        } catch let ArtworkNotReady.failed(reason) {
            return notDisplayed(Diagnostic.Code.artworkNotReady, "skipped: artwork not ready (\(reason))")
        } catch {
            return notDisplayed(Diagnostic.Code.artworkNotReady, "skipped: artwork not ready")
        }

        let context = LayoutContext(environment: environment, theme: theme, measurer: measurer)
        context.buttonLabels = ButtonLabelPolicy(for: campaign)
        let box: Box
        switch campaign.type {
        case .slideup:
            box = SlideUpLayout(context: context, campaign: campaign, content: content).layout(image: image, icon: icon)
        case .modal where campaign.isFirebaseCard
            || (campaign.isFirebaseModal && (environment.orientation == .landscape || environment.device.isPad) && image != nil
                && campaign.layout == .textWithImage):
            box = FirebaseCardLayout(context: context, campaign: campaign, content: content).layout(image: image)
        case .modal,
             .fullscreen where campaign.fullScreenIsModalOnIPad && environment.device.isPad:  // every modal; a full screen where it is a card on iPad
            box = ModalLayout(context: context, campaign: campaign, content: content).layout(image: image)
        case .fullscreen, .unsupported:
            box = FullscreenLayout(context: context, campaign: campaign, content: content).layout(image: image)
        }
        diagnostics += context.diagnostics
        diagnostics += ElementCoverage.undrawn(campaign, message: box)
        return (box, .displayed)
    }

    private mutating func notDisplayed(_ code: String, _ reason: String) -> (Box?, DisplayStatus) {
        diagnostics.append(Diagnostic(.error, code, reason))
        return (nil, .notDisplayed(reason))
    }

    private enum ArtworkNotReady: Error { case failed(String) }

    private mutating func resolveArtwork(_ reference: String, placeholderAspect: Double, mode: ImageContent.ContentMode) throws -> ImageContent {
        switch artworkProvider.artwork(for: reference) {
        case .loaded(let info):
            return ImageContent(source: reference, file: info.file, pixelWidth: info.pixelWidth, pixelHeight: info.pixelHeight, contentMode: mode)
        case .failed(let reason):
            // The reference is the campaign's: the reason travels on one line (trees, results, reports, logs).
            guard environment.drawsPlaceholderArtwork else { throw ArtworkNotReady.failed("\(reference.logSafe): \(reason)") }
            diagnostics.append(Diagnostic(.warning, Diagnostic.Code.artworkPlaceholder,
                "\(reference.logSafe) cannot load (\(reason)); a placeholder is drawn, a device would skip the campaign"))
            let height = 600
            return ImageContent(source: reference, file: nil, pixelWidth: Int(Double(height) * placeholderAspect), pixelHeight: height,
                                contentMode: mode, isPlaceholder: true)
        }
    }
}
