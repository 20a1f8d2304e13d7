// CSS imports are bundled by esbuild into the page's <style>.
declare module "*.css";
