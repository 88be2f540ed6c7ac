// The types of this library's API come from these modules; re-exported so
// `import MessagePreview` is the only import a user needs: the box tree and
// its diagnostics (BoxTreeModel); devices, orientations, text sizes and
// directions (Layout); campaigns and decoding problems (CampaignModel);
// preview.json, matrices and the golden workflow (Workflow).
@_exported import BoxTreeModel
@_exported import CampaignModel
@_exported import Layout
@_exported import Workflow
