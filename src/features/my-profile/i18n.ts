/** The 'my-profile' texts, registered when any of the feature's lazy chunks loads. */

