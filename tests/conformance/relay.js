// A non-Python engine front: relays JSON lines between the runner and the command in argv, line by line.
// It parses each line (as any engine in another language would) and re-serialises it.
const { spawn } = require("child_process");
const readline = require("readline");

const [cmd, ...args] = process.argv.slice(2);
const child = spawn(cmd, args, { stdio: ["pipe", "pipe", "inherit"] });
readline.createInterface({ input: process.stdin }).on("line", (line) => {
  child.stdin.write(JSON.stringify(JSON.parse(line)) + "\n");
}).on("close", () => child.stdin.end());
readline.createInterface({ input: child.stdout }).on("line", (line) => {
  process.stdout.write(JSON.stringify(JSON.parse(line)) + "\n");
});
child.on("exit", (code) => process.exit(code ?? 1));
