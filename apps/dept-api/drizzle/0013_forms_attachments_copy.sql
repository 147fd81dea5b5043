-- Hand-written (decision 0159): the contact form's and the complaints' attachment rows move into the one
-- form_attachments table before the next migration drops their old tables. Keep this file when migrations are
-- regenerated: drizzle-kit does not write data moves.
INSERT INTO "form_attachments" ("contact_message_id", "stored_path", "name", "type", "size")
SELECT "message_id", "stored_path", "name", "type", "size" FROM "contact_attachments" ORDER BY "id";
--> statement-breakpoint
INSERT INTO "form_attachments" ("complaint_id", "stored_path", "name", "type", "size")
SELECT "complaint_id", "stored_path", "name", "type", "size" FROM "complaint_attachments" ORDER BY "id";
