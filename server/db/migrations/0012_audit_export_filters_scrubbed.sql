-- A members export's audit row kept its filters verbatim, a typed name included, for two
-- years and past the named member's deletion. Rows written before keep which filters were used, not their
-- values, as new rows do (domain/audit-filters.ts). The trail is append-only (migration 0008): this migration
-- alone sets its guard aside, for this one rewrite, inside the migration's transaction.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
UPDATE "audit_log"
SET "details" = jsonb_set(
  "details",
  '{after}',
  (("details" -> 'after') - 'filters'::text) || jsonb_build_object(
    'filtersUsed',
    coalesce(
      (
        select jsonb_agg(f.key order by f.key)
        from jsonb_each("details" -> 'after' -> 'filters') f
        where f.value not in ('null'::jsonb, '""'::jsonb)
      ),
      '[]'::jsonb
    )
  )
)
WHERE "action" = 'members.export' AND jsonb_typeof("details" -> 'after' -> 'filters') = 'object';--> statement-breakpoint
UPDATE "audit_log"
SET "details" = jsonb_set("details", '{after}', (("details" -> 'after') - 'filters'::text) || '{"filtersUsed": []}'::jsonb)
WHERE "action" = 'members.export' AND "details" -> 'after' ? 'filters';--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only";
