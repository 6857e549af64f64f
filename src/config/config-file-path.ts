/** Where benchgate looks for its config, relative to the repository's top level. */
export const CONFIG_FILE_PATH = '.github/benchgate.yml';
