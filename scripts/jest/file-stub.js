// Image imports resolve to a URL string in the bundle; in jest any stable string will do.
module.exports = 'test-file-stub.svg';
