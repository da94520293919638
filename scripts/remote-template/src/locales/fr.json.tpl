{
  "home": {
    "title": "__TITLE__",
    "body": "Cet espace est en construction. Ses pages apparaîtront ici."
  }
}
