-- The work bench counts and lists the approval applications (workflow_processes on a template)
-- since 流程申请 and its figures must agree (docs/screens.md, "Approval processes"); the old
-- table of titled to-dos had no flow to open.
DROP TABLE "workbench"."applications";
