{
  "home": {
    "title": "__TITLE__",
    "body": "This area is being built. Its pages will appear here."
  }
}
