export default function Page() {
  return <main><h1>status</h1></main>;
}
