declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
