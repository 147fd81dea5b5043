DROP TABLE "complaint_attachments" CASCADE;--> statement-breakpoint
DROP TABLE "contact_attachments" CASCADE;