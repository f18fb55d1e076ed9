export default function Page() {
  return <main><h1>book</h1></main>;
}
