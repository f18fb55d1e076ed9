export default function Page() {
  return <main><h1>service</h1></main>;
}
