// Terminal module.
