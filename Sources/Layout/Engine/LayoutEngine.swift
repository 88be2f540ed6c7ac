import BoxTreeModel
import CampaignModel

/// Style in, box tree out: resolves a campaign for one environment (device,
/// orientation, language, direction, text size, values) into plain data.
///
/// The algorithm is pure: text measurement and artwork lookup are injected,
/// so tests can run it with fakes and the real tool with Pango and the file
/// system. Geometry is computed left-to-right in "flow" coordinates and
/// mirrored once at the end for right-to-left, so every frame of a
/// right-to-left message is exactly the mirror image of its left-to-right one.
public struct LayoutEngine {
    public var theme: Theme
    public var measurer: any TextMeasuring
    public var artwork: any ArtworkProviding

    public init(theme: Theme = .gameball, measurer: any TextMeasuring, artwork: any ArtworkProviding) {
        self.theme = theme
        self.measurer = measurer
        self.artwork = artwork
    }

    /// - Parameters:
    ///   - htmlFrame: for an HTML message (Adobe, Braze HTML), where its web
    ///     view goes; the message is then drawn as that frame.
    ///   - htmlSnapshot: the page as a browser drew it into that frame (see
    ///     `HTMLSnapshotLookup`); without one the frame holds a placeholder.
    public func layout(_ campaign: Campaign, in environment: Environment, htmlFrame: AdobeFrame? = nil,
                       htmlSnapshot: HTMLSnapshotLookup? = nil) -> BoxTree {
        let campaign = campaign.drawn(in: environment.appearance)
        var pass = LayoutPass(campaign: campaign, environment: environment, theme: theme, measurer: measurer, artwork: artwork)
        pass.htmlFrame = htmlFrame
        pass.htmlSnapshot = htmlSnapshot
        let (message, display) = pass.layoutMessage()
        var children = [HostScreenLayout(environment: environment, measurer: measurer).hostBox()]
        if let message {
            children.append(message)
            // A full screen, or an edge-to-edge banner at the top (Firebase's, whose content starts
            // below the bar), covers the host's status bar; iOS draws its own above the message's window.
            let coversStatusBar = campaign.type == .fullscreen && htmlFrame == nil && !campaign.fullScreenHidesStatusBar
                || campaign.type == .slideup && campaign.slidePosition == .top && theme.slideUp.edgeToEdge
            if coversStatusBar, let statusBar = StatusBarLayout(environment: environment, measurer: measurer).statusBar() {
                children.append(statusBar)
            }
        }
        if let reason = display.reason {
            children.append(NoticeLayout(environment: environment, measurer: measurer).notice(title: "Not displayed", detail: reason))
        }
        var root = Box(role: .screen, frame: environment.screenRect, children: children)
        root = Mirroring(environment: environment).finalize(root)
        // iOS draws the bar over everything the app shows; the preview's notice is not the app's.
        if let indicator = HomeIndicatorLayout(environment: environment, artwork: artwork).homeIndicator(over: root) {
            root.children.insert(indicator, at: root.children.firstIndex { $0.role == .notice } ?? root.children.endIndex)
        }
        return BoxTree(
            campaignID: campaign.id,
            messageType: campaign.type.rawValue,
            layout: campaign.layout,
            environment: EnvironmentSummary(
                device: environment.device.id, deviceName: environment.device.name,
                orientation: environment.orientation, language: environment.language,
                direction: environment.direction, textSize: environment.textSize.shortName,
                screen: environment.screenSize, scale: environment.device.scale, safeArea: environment.safeArea,
                appearance: environment.appearance == .light ? nil : environment.appearance.rawValue),
            display: display,
            autoDismissAfter: campaign.autoDismissAfter,
            dismissOnScrimTap: campaign.type == .modal && campaign.dismissOnScrimTap,
            root: root,
            diagnostics: pass.diagnostics,
            extras: campaign.extras)
    }
}
