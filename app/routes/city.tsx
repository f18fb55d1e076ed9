export default function Page() {
  return <main><h1>city</h1></main>;
}
