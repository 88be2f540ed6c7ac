print("preview-cli")
