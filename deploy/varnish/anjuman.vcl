# Varnish (Debian's `varnish` package) as the HTTP cache behind Caddy: it keeps the portal's public reads
# (GET /api/<name>?data=…) for as long as their Cache-Control says, so a repeat of a masjid's times or the
# picker's places is answered here and never reaches the portal (docs/decisions/0016-a-cache-tier-behind-caddy.md).
# Caddy sends it only those reads; everything else goes from Caddy to the portal directly.
#
# 1. apt-get install varnish
# 2. Copy this file to /etc/varnish/default.vcl, and give the portal's address below (with WORKERS or several
#    portal processes behind one port, that port; several hosts: one backend each and a directors round robin).
# 3. systemctl restart varnish (Debian's unit listens on :6081, as deploy/Caddyfile expects; its `-s malloc,256m`
#    is plenty: a masjid's month of times is under 10 KB).
vcl 4.1;

backend portal {
	.host = "127.0.0.1";
	.port = "3000";
	.probe = {
		.url = "/healthz";
		.interval = 5s;
		.timeout = 2s;
		.window = 5;
		.threshold = 3;
	}
}

sub vcl_recv {
	# Varnish adds Caddy's address to X-Forwarded-For; taken off again, the portal sees the visitor's address as
	# it does without this tier, whatever TRUST_PROXY says (an address list or a hop count of 1).
	if (req.http.X-Forwarded-For ~ ",") {
		set req.http.X-Forwarded-For = regsub(req.http.X-Forwarded-For, "\s*,[^,]*$", "");
	}
	# Only the public reads are ever kept; anything else that reaches here goes through untouched.
	if ((req.method != "GET" && req.method != "HEAD") || req.url !~ "^/api/[A-Za-z]+(\?|$)") {
		return (pass);
	}
	# A signed-in call is never kept, nor answered from what was kept: the portal answers it itself.
	if (req.http.Authorization) {
		return (pass);
	}
	# The API reads no cookie (sessions are bearer tokens); the visitor's language cookie must not split the
	# cache, nor make the portal answer `private, no-store` to what is the same for everyone.
	unset req.http.Cookie;
	return (hash);
}

sub vcl_backend_response {
	# Kept only when the portal says `public` (its GET of a public read); a refusal, a 4xx, `private` or
	# `no-store` is not. Varnish's own rules then take the max-age as the time to live.
	if (beresp.http.Cache-Control !~ "(^|,)\s*public(\s*,|$)" || beresp.status != 200) {
		set beresp.uncacheable = true;
		set beresp.ttl = 0s;
		return (deliver);
	}
	# A copy past its age may be served for ten seconds more while a fresh one is fetched, so that at an expiry
	# (the moment of a prayer time, when a city opens the portal) one request reaches the portal, not thousands.
	set beresp.grace = 10s;
}

sub vcl_deliver {
	# Tells an operator (and the tests) whether the cache answered.
	if (obj.uncacheable) {
		set resp.http.X-Cache = "pass";
	} elsif (obj.hits > 0) {
		set resp.http.X-Cache = "hit";
	} else {
		set resp.http.X-Cache = "miss";
	}
}
