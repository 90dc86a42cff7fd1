/**
 * The HTML a client meets when it is not talking to the API proper: Laravel's
 * login page (after the auth redirect, or from a proxy that intercepts the
 * request) and its generic error page. Clients must treat both as failures,
 * never try to parse them.
 */

export function loginPage(origin: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Login - phpAnalytics</title>
</head>
<body>
<main class="container">
<h1>Login</h1>
<form method="POST" action="${origin}/login">
<input type="hidden" name="_token" value="sandbox-csrf-token">
<label for="email">Email address</label>
<input id="email" type="email" name="email" required autofocus>
<label for="password">Password</label>
<input id="password" type="password" name="password" required>
<button type="submit">Login</button>
</form>
</main>
</body>
</html>
`
}

export function serverErrorPage(): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Server Error</title>
</head>
<body>
<div class="flex-center"><div class="code">500</div><div class="message">Server Error</div></div>
</body>
</html>
`
}
