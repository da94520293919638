{
  "home": {
    "title": "__TITLE__",
    "body": "Esta sección está en construcción. Sus páginas aparecerán aquí."
  }
}
