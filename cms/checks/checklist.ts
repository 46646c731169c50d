/** A check's tally: each expectation counted, each one that failed kept as the problem it names. */
export function checklist() {
  const problems: string[] = [];
  let checked = 0;
  return {
    problems,
    expect(condition: boolean, problem: string) {
      checked++;
      if (!condition) problems.push(problem);
    },
    get checked() {
      return checked;
    },
  };
}
