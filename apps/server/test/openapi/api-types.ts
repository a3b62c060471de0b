// Generated from the OpenAPI document by openapi-typescript: do not edit. Regenerate with
// `npm run openapi:types -w @airboard/server` after changing a route's schema.
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check the server and its database, and whether the server is turning work away */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/site': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a site */
    get: operations['getSite'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a site's alerts, active or all */
    get: operations['getSiteAlerts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/alerts/{alertId}/acknowledge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Acknowledge an alert, with an optional comment (admins) */
    post: operations['acknowledgeAlert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/site/{siteId}/latest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the latest values, scores and alert states of measurements */
    get: operations['getLatestValues'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trendData': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get trend data of a measurement or a point over a time range */
    get: operations['getTrendData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/points/trendData': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get trend data of a point over a time range */
    get: operations['getPointTrendData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/site/{siteId}/trends': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the trends of many measurements or points of a site over one time range */
    get: operations['getSiteTrends'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/points/{uuid}/runFunction': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Write a value to a point (admins; queues a job to poll)
     * @description Send an Idempotency-Key header (one new key per write) to make a re-sent request the same write: it answers the first one's job.
     */
    post: operations['runPointFunction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/{jobId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the status of a point-write job */
    get: operations['getJob'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Follow live changes of sites, zones, point-write jobs and kiosks (Server-Sent Events)
     * @description Topics: `site:<id>`, `zone:<id>`, `job:<id>`, `kiosk:<public id>`, comma-separated; all but kiosks need a session. Events: `latest`, `alerts`, `job`, `kiosk`, and `reset` when the stream cannot resume from `Last-Event-ID` (refetch what is shown). A comment line is sent every 15 s.
     */
    get: operations['openStream'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/heatmap/measurements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the measurement types a site's heat map can show */
    get: operations['getHeatmapTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/heatmap/alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a heat map of alerts or measurement means per zone and period */
    get: operations['getHeatmap'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/reports/{siteId}/measurements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a site's measurements for reports, grouped by zone */
    get: operations['getReportMeasurements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/scheduleGroups/measurements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a site's schedulable measurements, grouped by zone */
    get: operations['getScheduleMeasurements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/reports/{siteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Build a report of measurements over a time range */
    post: operations['buildReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/reports/{siteId}/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a report as CSV (RFC 4180, UTF-8 with BOM), streamed */
    get: operations['downloadReportCsv'];
    put?: never;
    /** Get a single-use, short-lived ticket to download a report as CSV */
    post: operations['requestReportCsv'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/openingHours': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the opening hours a site's 'occupied hours only' reports count */
    get: operations['getOpeningHours'];
    /** Set a site's opening hours (admins) */
    put: operations['setOpeningHours'];
    post?: never;
    /** Give a site back the default opening hours (admins) */
    delete: operations['resetOpeningHours'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/reportSchedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a site's scheduled report e-mails */
    get: operations['getReportSchedules'];
    put?: never;
    /** Schedule a report to be e-mailed as CSV every week */
    post: operations['createReportSchedule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/reportSchedules/{scheduleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a scheduled report e-mail (its creator or an admin) */
    put: operations['updateReportSchedule'];
    post?: never;
    /** Delete a scheduled report e-mail (its creator or an admin) */
    delete: operations['deleteReportSchedule'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/reportSchedules/{scheduleId}/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail a scheduled report to its recipients now (its creator or an admin) */
    post: operations['sendReportSchedule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/reportRecipients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the members of a site's project a report may be e-mailed to */
    get: operations['getReportRecipients'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/scheduleGroups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a site's schedule groups */
    get: operations['getScheduleGroups'];
    put?: never;
    /** Create a schedule group of writable points (admins) */
    post: operations['createScheduleGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/scheduleGroups/{groupId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a schedule group */
    get: operations['getScheduleGroup'];
    /** Replace a schedule group whole (admins) */
    put: operations['updateScheduleGroup'];
    post?: never;
    /** Delete a schedule group and its history (admins) */
    delete: operations['deleteScheduleGroup'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/scheduleGroups/{groupId}/writes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a schedule group's scheduled writes with their read-back, newest first */
    get: operations['getScheduledWrites'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/points/{uuid}/schedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a point's schedule: its group, value now, next change and manual override */
    get: operations['getPointSchedule'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/holidayCalendars': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a project's holiday calendars */
    get: operations['getHolidayCalendars'];
    put?: never;
    /** Create a holiday calendar (admins) */
    post: operations['createHolidayCalendar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/holidayCalendars/{calendarId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace a holiday calendar whole (admins); the groups following it re-plan */
    put: operations['updateHolidayCalendar'];
    post?: never;
    /** Delete a holiday calendar no schedule group follows (admins) */
    delete: operations['deleteHolidayCalendar'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ingest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a batch of readings (authenticated by an ingest key) */
    post: operations['ingestReadings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ingestKeys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the project's ingest keys (admins) */
    get: operations['listIngestKeys'];
    put?: never;
    /** Create an ingest key for a site or a device (admins; the key is shown once) */
    post: operations['createIngestKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ingestKeys/{keyId}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke an ingest key (admins) */
    post: operations['revokeIngestKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the session's project with its sites and monitoring settings */
    get: operations['getProjectHome'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/zones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a site's zones, optionally with their measurements */
    get: operations['getZones'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/measurements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a site's measurements, optionally of one zone */
    get: operations['getMeasurements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/measurement/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rename a measurement (admins) */
    post: operations['renameMeasurement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/sections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rename a section of a site's measurements (admins) */
    post: operations['renameSection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pointtypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the point-type catalogue with its thresholds */
    get: operations['getPointTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/querypoints/point/types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the point types a project's points use (the session's project by default) */
    get: operations['getExplorerPointTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/querypoints/points': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search a site's points by zone, type, alarm status and name, one page at a time */
    get: operations['searchPoints'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/querypoints/queries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller's saved point queries in a project */
    get: operations['getSavedPointQueries'];
    put?: never;
    /** Save the point explorer's filters under a name */
    post: operations['savePointQuery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/querypoints/queries/{queryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rename one of the caller's saved point queries */
    put: operations['renamePointQuery'];
    post?: never;
    /** Delete one of the caller's saved point queries */
    delete: operations['deletePointQuery'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/floors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a site's floors with their plan images and zone areas */
    get: operations['getFloors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/dashboards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a project's dashboards */
    get: operations['getProjectDashboards'];
    put?: never;
    /** Create a dashboard (empty, project level) */
    post: operations['createDashboard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/dashboards/{dashboardId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a dashboard with its sections and cards */
    get: operations['getDashboard'];
    put?: never;
    post?: never;
    /** Delete a dashboard */
    delete: operations['deleteDashboard'];
    options?: never;
    head?: never;
    /** Change a dashboard's name, description or default site and zone */
    patch: operations['updateDashboard'];
    trace?: never;
  };
  '/api/projects/{projectId}/dashboards/{dashboardId}/sections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a section at the end of a dashboard */
    post: operations['addDashboardSection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/dashboards/{dashboardId}/sections/{sectionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a section and its cards */
    delete: operations['deleteDashboardSection'];
    options?: never;
    head?: never;
    /** Rename, collapse or expand a section */
    patch: operations['updateDashboardSection'];
    trace?: never;
  };
  '/api/projects/{projectId}/dashboards/{dashboardId}/cards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a point, link or multipoint card at the end of a section */
    post: operations['addDashboardCard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/dashboards/{dashboardId}/cards/{cardId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a card */
    delete: operations['deleteDashboardCard'];
    options?: never;
    head?: never;
    /** Move a card to a section and position */
    patch: operations['moveDashboardCard'];
    trace?: never;
  };
  '/api/projects/{projectId}/dashboards/{dashboardId}/cards/{cardId}/points': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a point card's point to a multipoint card */
    post: operations['addMultipointPoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/dashboards/{dashboardId}/cards/{cardId}/points/{pointId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a point from a multipoint card */
    delete: operations['removeMultipointPoint'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/dashboards/{dashboardId}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export a dashboard as a file (sites, zones and points by id and name) */
    get: operations['exportDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/dashboards/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a dashboard from an exported file, mapping its sites, zones and points */
    post: operations['importDashboard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/site/{siteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a site's kiosks with their links and whether a screen shows them (admins) */
    get: operations['getSiteKiosks'];
    put?: never;
    /** Create a kiosk of a site, with a new public link (admins) */
    post: operations['createKiosk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/{kioskId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save a kiosk's name, type, zone, measurements and offline e-mail (admins) */
    put: operations['updateKiosk'];
    post?: never;
    /** Delete a kiosk; its link stops working (admins) */
    delete: operations['deleteKiosk'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/{kioskId}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke a kiosk's link: its public calls answer 404 at once (admins) */
    post: operations['revokeKiosk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/{kioskId}/reissue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Give a kiosk a new public link; the old one stays dead (admins) */
    post: operations['reissueKiosk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/share': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail a kiosk's public link to up to 20 addresses (admins; rate-limited) */
    post: operations['shareKiosk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/{kioskId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A kiosk's frame by its public id: names, time zone and branding (public) */
    get: operations['getPublicKiosk'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/{kioskId}/measurements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A kiosk's measurements, ratings and score slides by its public id (public) */
    get: operations['getKioskMeasurements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/zone/public/{zoneId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A zone a kiosk shows, by name and scores (public, by the id of a kiosk showing it) */
    get: operations['getPublicZone'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/status/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A project's public site status table and 90-day history, by its status slug */
    get: operations['getStatusPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/statusPage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the address the project's public status page is published under */
    get: operations['getStatusPageSettings'];
    /** Publish the project's status page under an address, or move it there; the old address answers 404 at once (admins) */
    put: operations['publishStatusPage'];
    post?: never;
    /** Unpublish the project's status page; its address answers 404 at once (admins) */
    delete: operations['unpublishStatusPage'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a site's devices with their signal, zone and connected status (admins) */
    get: operations['getSiteDevices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/devices/{objectId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A device by its onboarding link with its project's sites (public), or by objectId (admins)
     * @description With a device's onboarding link id (/do/{id}) anyone gets the device and the sites of its project it may be put in; with its objectId, an admin of its project gets the device.
     */
    get: operations['getDevice'];
    put?: never;
    /** Rename a device; nothing else about it may change (admins) */
    post: operations['renameDevice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the products kits are registered of, by model name */
    get: operations['getProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/kits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a project's kits with their onboarding links and status, newest first (admins) */
    get: operations['getProjectKits'];
    put?: never;
    /** Register a kit of devices by their serial numbers, with a new onboarding link (admins) */
    post: operations['registerKit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kits/{kitId}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke a kit's onboarding link: its public calls answer 404 at once (admins) */
    post: operations['revokeKit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kits/{kitId}/reissue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Give a kit a new onboarding link; the old one stays dead (admins) */
    post: operations['reissueKit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kits/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A kit by its onboarding link: product, site, status and the link's expiry (public) */
    get: operations['getPublicKit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kits/{id}/devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A kit's devices by its onboarding link, hub first, then by serial (public) */
    get: operations['getKitDevices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create the kit's or the device's site; a repeat answers the same one (public)
     * @description Send the installer's link id (a kit's or a device's) in the x-onboarding-link header; a missing, unknown, revoked or expired link, or anything the link does not cover, is a 404.
     */
    post: operations['createOnboardingSite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/zones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a room in the site, or answer its room of that name (public)
     * @description Send the installer's link id (a kit's or a device's) in the x-onboarding-link header; a missing, unknown, revoked or expired link, or anything the link does not cover, is a 404.
     */
    post: operations['createOnboardingZone'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/devices/{objectId}/onboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Put a sensor in its room (a hub in its site), create its measurements and mark it onboarded (public)
     * @description Send the installer's link id (a kit's or a device's) in the x-onboarding-link header; a missing, unknown, revoked or expired link, or anything the link does not cover, is a 404.
     */
    post: operations['onboardDevice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/onboarding/{siteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A site's building-system topology and its mapping (staff)
     * @description 'Cannot Load Topology' with 504 when the building system does not answer in time, 502 when it fails.
     */
    get: operations['getOnboardingTopology'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/onboarding/measurements/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save a site's mapping: zones, measurements, points (staff)
     * @description Idempotent: existing nodes are matched by id, new: nodes by name and parent or by reference; nothing is deleted. A refused node is named in errorMessage (400).
     */
    post: operations['saveOnboardingMeasurements'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/bacnet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the site's BACnet/IP settings (admins) */
    get: operations['getSiteBacnetSettings'];
    /** Replace the site's BACnet/IP settings; its building system reconnects with them at its next use (admins) */
    put: operations['putSiteBacnetSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sites/{siteId}/bacnet/discovery': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How the site's BACnet discovery stands (staff) */
    get: operations['getSiteBacnetDiscovery'];
    put?: never;
    /** Discover the site's BACnet devices and points in the background, unless a discovery runs (staff) */
    post: operations['startSiteBacnetDiscovery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/projectsWithAuth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** List the projects of an e-mail and password */
    post: operations['getProjectsWithAuth'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a project, signing in with e-mail and password */
    post: operations['createProject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in to a project with e-mail and password */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/updatetoken': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move the session to another of the user's projects (a new token) */
    post: operations['switchProject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/locals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the signed-in user, the session's project, the user's projects and brand */
    get: operations['getLocals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sign out: end the session of the bearer token, if one is sent */
    get: operations['logout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/brand': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the brand of the request's host (and of the session's project) */
    get: operations['getBrand'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/theme': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save the user's colour mode */
    post: operations['saveTheme'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update the user's own onboarding state and terms acceptance */
    post: operations['updateOwnUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/reset-password-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a password-reset link (the same answer for unknown addresses) */
    post: operations['requestResetEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset link, ending every session */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign up: mail a link to set a password (the same answer for known addresses) */
    post: operations['signup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Tell whether the signed-in user's own address is verified (false for others) */
    get: operations['getEmailVerified'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/commanderLogin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with a hand-over token signed by the building-automation system */
    post: operations['commanderLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/token-login/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Get a one-time code that signs the caller's account in through /token-login */
    post: operations['createLoginCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/token-login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with the one-time code of a /token-login link */
    post: operations['tokenLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/auth/saml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Start single sign-on with SAML (a browser navigation)
     * @description Query `project`: the project whose identity provider to use; else the host's brand's, else the configured one.
     */
    get: operations['startSamlSignIn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/auth/saml/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finish single sign-on (the identity provider's signed SAML response)
     * @description A form post (application/x-www-form-urlencoded) with `SAMLResponse` and `RelayState` (the project id).
     */
    post: operations['finishSamlSignIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/auth/google/link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start linking a Google account to the user: a one-time sign-in address */
    post: operations['startGoogleLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/auth/google': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Start signing in with Google (a browser navigation)
     * @description Query `link`: the one-time id of POST /users/auth/google/link, to link the account instead of signing in.
     */
    get: operations['startGoogleSignIn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/auth/google/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Finish signing in with Google (Google's redirect back, with code and state) */
    get: operations['finishGoogleSignIn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the e-mail and project of an open invitation */
    get: operations['getInviteInfo'];
    put?: never;
    /** Invite an e-mail address to the session's project (admins) */
    post: operations['inviteUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/acceptinvite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept an invitation: set a password and sign in */
    post: operations['acceptInvite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/acceptinvite/existing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept an invitation with an existing account's password and sign in */
    post: operations['acceptInviteAsExistingUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save the user's alert notification preferences */
    post: operations['saveNotifications'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/verifyPassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check the user's current password */
    post: operations['verifyPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/changePassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the user's password, ending their other sessions */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/changedPassword/notify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail the user that their password was changed */
    post: operations['notifyPasswordChanged'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/sms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's mobile number for alert texts and their quiet hours */
    get: operations['getAlertTextSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/sms/phone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a verification code by text to a new mobile number */
    post: operations['sendPhoneCode'];
    /** Forget the mobile number; alert texts stop */
    delete: operations['forgetPhone'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/sms/phone/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Verify the mobile number with the code sent to it */
    post: operations['verifyPhoneCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/sms/quiet-hours': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set or clear the hours in which no alert text is sent */
    put: operations['setSmsQuietHours'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ErrorResponse: {
      errorMessage: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'busy' | 'degraded';
            /** @enum {string} */
            database: 'ok' | 'busy' | 'unreachable';
            version: string;
            demoHistory?: {
              loadingPercent: number;
            };
          };
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'busy' | 'degraded';
            /** @enum {string} */
            database: 'ok' | 'busy' | 'unreachable';
            version: string;
            demoHistory?: {
              loadingPercent: number;
            };
          };
        };
      };
    };
  };
  getSite: {
    parameters: {
      query: {
        siteId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            site: {
              objectId: string;
              projectId: string;
              name: string;
              shortName: string | null;
              address: string;
              logo: {
                url: string;
              } | null;
              location: {
                latitude: number;
                longitude: number;
              } | null;
              timeZone: string;
              aqEnabled: boolean;
              canBeScheduled: boolean;
              commanderLicenseId: string | null;
              activeAlertsCount: number;
              scoreOA: {
                curScore: number | null;
              };
              scores: {
                [key: string]: {
                  ts: string;
                  val: number;
                };
              };
              uiCurvalUpdateInterval: number | null;
              firstDataDate: string | null;
              onboarded: boolean;
              branding: {
                bgcolor?: string;
                donutcolor?: string;
                textcolor?: string;
                iconcolor?: string;
                logo1center?: string;
                logo2center?: string;
              };
              createdAt: string;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getSiteAlerts: {
    parameters: {
      query?: {
        isActive?: 'true' | 'false';
      };
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            alerts: {
              objectId: string;
              isActive: boolean;
              startedAt: string;
              clearedAt: string | null;
              clearedReason: 'superseded' | null;
              value: number | null;
              alertConfig: {
                objectId: string;
                /** @enum {string} */
                alertType: 'critical' | 'warning' | 'info';
                message: string;
                /** @enum {string} */
                condition: 'above' | 'below' | 'equals' | 'event';
                threshold: number | null;
                eventType: string | null;
              };
              measurement: {
                objectId: string;
                name: string;
                type: string;
                unit: string;
                zone: {
                  objectId: string;
                  name: string;
                } | null;
              };
              acknowledgedAt: string | null;
              acknowledgedBy: {
                objectId: string;
                name: string;
              } | null;
              acknowledgeComment: string | null;
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  acknowledgeAlert: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
        alertId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default  */
          comment?: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            alert: {
              objectId: string;
              isActive: boolean;
              startedAt: string;
              clearedAt: string | null;
              clearedReason: 'superseded' | null;
              value: number | null;
              alertConfig: {
                objectId: string;
                /** @enum {string} */
                alertType: 'critical' | 'warning' | 'info';
                message: string;
                /** @enum {string} */
                condition: 'above' | 'below' | 'equals' | 'event';
                threshold: number | null;
                eventType: string | null;
              };
              measurement: {
                objectId: string;
                name: string;
                type: string;
                unit: string;
                zone: {
                  objectId: string;
                  name: string;
                } | null;
              };
              acknowledgedAt: string | null;
              acknowledgedBy: {
                objectId: string;
                name: string;
              } | null;
              acknowledgeComment: string | null;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getLatestValues: {
    parameters: {
      query: {
        measurementIds: string;
      };
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              [key: string]: {
                curVal: {
                  ts: string;
                  val: number;
                } | null;
                curScore: {
                  ts: string;
                  val: number;
                } | null;
                isAlerting: boolean;
              };
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getTrendData: {
    parameters: {
      query: {
        siteId: string;
        pointId: string;
        version?: string;
        startTime: string;
        endTime: string;
        type?: 'value' | 'score';
        force?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              data: [number, number | null][];
              band: [number, number | null, number | null][] | null;
              start: number;
              curVal: {
                ts: string;
                val: number;
              } | null;
              curScore: {
                ts: string;
                val: number;
              } | null;
              unit: string;
              /** @enum {string} */
              kind: 'Number' | 'Bool' | 'String';
              /** @enum {string} */
              type: 'value' | 'score';
              range: {
                min?: number;
                max?: number;
              } | null;
              /** @enum {string} */
              resolution: 'raw' | 'hourly';
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getPointTrendData: {
    parameters: {
      query: {
        siteId: string;
        pointId: string;
        version?: string;
        startTime: string;
        endTime: string;
        type?: 'value' | 'score';
        force?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              data: [number, number | null][];
              band: [number, number | null, number | null][] | null;
              start: number;
              curVal: {
                ts: string;
                val: number;
              } | null;
              curScore: {
                ts: string;
                val: number;
              } | null;
              unit: string;
              /** @enum {string} */
              kind: 'Number' | 'Bool' | 'String';
              /** @enum {string} */
              type: 'value' | 'score';
              range: {
                min?: number;
                max?: number;
              } | null;
              /** @enum {string} */
              resolution: 'raw' | 'hourly';
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getSiteTrends: {
    parameters: {
      query: {
        pointIds: string;
        startTime: string;
        endTime: string;
        type?: 'value' | 'score';
      };
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              [key: string]: {
                data: [number, number | null][];
                band: [number, number | null, number | null][] | null;
                start: number;
                curVal: {
                  ts: string;
                  val: number;
                } | null;
                curScore: {
                  ts: string;
                  val: number;
                } | null;
                unit: string;
                /** @enum {string} */
                kind: 'Number' | 'Bool' | 'String';
                /** @enum {string} */
                type: 'value' | 'score';
                range: {
                  min?: number;
                  max?: number;
                } | null;
                /** @enum {string} */
                resolution: 'raw' | 'hourly';
              };
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  runPointFunction: {
    parameters: {
      query?: never;
      header?: {
        'idempotency-key'?: string;
      };
      path: {
        uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          function: string;
          arguments: {
            curVal: number | boolean | string | null;
          };
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            successMessage: string;
            results: {
              jobId: string;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        jobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              /** @enum {string} */
              status: 'pending' | 'running' | 'completed' | 'failed';
              function: string | null;
              errorMessage: string | null;
              arguments: {
                curVal: number | boolean | string | null;
              };
              createdAt: string;
              completedAt: string | null;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  openStream: {
    parameters: {
      query: {
        topics: string;
      };
      header?: {
        'last-event-id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The event stream (text/event-stream), open until closed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getHeatmapTypes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              type: string;
              name: string;
              unit: string;
              threshold: {
                Excellent: number | [number, number];
                Good: number | [number, number];
                Poor: number | [number, number];
              } | null;
              scoreType: ('scoreOA' | 'scoreAQ' | 'scoreOW' | 'scoreAF' | 'scoreEQ') | null;
              scoreOrder: number | null;
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getHeatmap: {
    parameters: {
      query?: {
        type?: 'alerts' | 'measurements';
        measurementType?: string;
        timePeriod?: 'today' | 'week' | 'month' | 'custom';
        startDate?: string;
        endDate?: string;
        timezone?: string;
      };
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              /** @enum {string} */
              type: 'alerts' | 'measurements';
              timezone: string;
              /** @enum {string} */
              granularity: 'hour' | 'day';
              zones: {
                objectId: string;
                name: string;
              }[];
              periods: {
                start: string;
                zones: {
                  [key: string]: {
                    alerts?: number;
                    curValue?: number | null;
                  };
                };
              }[];
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getReportMeasurements: {
    parameters: {
      query?: {
        includeScores?: 'true' | 'false';
        structured?: 'true' | 'false';
      };
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              zones: {
                objectId: string;
                name: string;
                measurements: {
                  objectId: string;
                  name: string;
                  type: string;
                  /** @enum {string} */
                  kind: 'Number' | 'Bool' | 'String';
                  unit: string;
                  curVal: number | null;
                  curScore?: number | null;
                }[];
              }[];
              site: {
                objectId: string;
                name: string;
                measurements: {
                  objectId: string;
                  name: string;
                  type: string;
                  /** @enum {string} */
                  kind: 'Number' | 'Bool' | 'String';
                  unit: string;
                  curVal: number | null;
                  curScore?: number | null;
                }[];
              };
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getScheduleMeasurements: {
    parameters: {
      query?: {
        includeScores?: 'true' | 'false';
        structured?: 'true' | 'false';
      };
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              zones: {
                objectId: string;
                name: string;
                measurements: {
                  objectId: string;
                  name: string;
                  type: string;
                  /** @enum {string} */
                  kind: 'Number' | 'Bool' | 'String';
                  unit: string;
                  curVal: number | null;
                  curScore?: number | null;
                }[];
              }[];
              site: {
                objectId: string;
                name: string;
                measurements: {
                  objectId: string;
                  name: string;
                  type: string;
                  /** @enum {string} */
                  kind: 'Number' | 'Bool' | 'String';
                  unit: string;
                  curVal: number | null;
                  curScore?: number | null;
                }[];
              };
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  buildReport: {
    parameters: {
      query: {
        startTime: string;
        endTime: string;
        interval?: 'hour' | 'day' | 'week';
        occupiedOnly?: 'true' | 'false';
      };
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          measurementIds: string[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              report: {
                data: {
                  measurementId: string;
                  measurementName: string;
                  measurementZone: string | null;
                  /** @enum {string} */
                  measurementKind: 'Number' | 'Bool' | 'String';
                  measurementType: string;
                  unit: string;
                  intervals: {
                    intervalName: string;
                    startTime: string;
                    minVal: number | null;
                    maxVal: number | null;
                    aveVal: number | null;
                    minScore: number | null;
                    maxScore: number | null;
                    aveScore: number | null;
                    count: number;
                  }[];
                  summary: {
                    excellent: number;
                    good: number;
                    poor: number;
                  } | null;
                }[];
                timezone: string;
                occupiedOnly: boolean;
                worstZone: {
                  zoneId: string;
                  name: string;
                  aveScore: number;
                } | null;
              };
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  downloadReportCsv: {
    parameters: {
      query: {
        ticket: string;
      };
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The CSV file (text/csv; charset=utf-8) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  requestReportCsv: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          startTime: string;
          endTime: string;
          /** @enum {string} */
          interval?: 'hour' | 'day' | 'week';
          occupiedOnly?: boolean;
          measurementIds: string[];
          /** @enum {string} */
          format: 'long' | 'wide';
          raw: boolean;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              ticket: string;
              url: string;
              expiresAt: string;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getOpeningHours: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              /** @description weekdays 1–7 once each, open "HH:mm", close after it ("24:00": midnight) */
              openingHours: {
                weekdays: number[];
                open: string;
                close: string;
              };
              isDefault: boolean;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  setOpeningHours: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    /** @description weekdays 1–7 once each, open "HH:mm", close after it ("24:00": midnight) */
    requestBody: {
      content: {
        'application/json': {
          weekdays: number[];
          open: string;
          close: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              /** @description weekdays 1–7 once each, open "HH:mm", close after it ("24:00": midnight) */
              openingHours: {
                weekdays: number[];
                open: string;
                close: string;
              };
              isDefault: boolean;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  resetOpeningHours: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              /** @description weekdays 1–7 once each, open "HH:mm", close after it ("24:00": midnight) */
              openingHours: {
                weekdays: number[];
                open: string;
                close: string;
              };
              isDefault: boolean;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getReportSchedules: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              name: string;
              measurementIds: string[];
              /** @enum {string} */
              format: 'long' | 'wide';
              interval: ('hour' | 'day' | 'week') | null;
              occupiedOnly: boolean;
              rangeDays: number;
              weekday: number;
              /** @description HH:mm on the site's clock */
              sendAt: string;
              recipientIds: string[];
              objectId: string;
              canEdit: boolean;
              nextRunAt: string;
              lastSentAt: string | null;
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createReportSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          measurementIds: string[];
          /** @enum {string} */
          format: 'long' | 'wide';
          interval: ('hour' | 'day' | 'week') | null;
          occupiedOnly: boolean;
          rangeDays: number;
          weekday: number;
          /** @description HH:mm on the site's clock */
          sendAt: string;
          recipientIds: string[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              name: string;
              measurementIds: string[];
              /** @enum {string} */
              format: 'long' | 'wide';
              interval: ('hour' | 'day' | 'week') | null;
              occupiedOnly: boolean;
              rangeDays: number;
              weekday: number;
              /** @description HH:mm on the site's clock */
              sendAt: string;
              recipientIds: string[];
              objectId: string;
              canEdit: boolean;
              nextRunAt: string;
              lastSentAt: string | null;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateReportSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
        scheduleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          measurementIds: string[];
          /** @enum {string} */
          format: 'long' | 'wide';
          interval: ('hour' | 'day' | 'week') | null;
          occupiedOnly: boolean;
          rangeDays: number;
          weekday: number;
          /** @description HH:mm on the site's clock */
          sendAt: string;
          recipientIds: string[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              name: string;
              measurementIds: string[];
              /** @enum {string} */
              format: 'long' | 'wide';
              interval: ('hour' | 'day' | 'week') | null;
              occupiedOnly: boolean;
              rangeDays: number;
              weekday: number;
              /** @description HH:mm on the site's clock */
              sendAt: string;
              recipientIds: string[];
              objectId: string;
              canEdit: boolean;
              nextRunAt: string;
              lastSentAt: string | null;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deleteReportSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
        scheduleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  sendReportSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
        scheduleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              jobId: string;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getReportRecipients: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              email: string | null;
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getScheduleGroups: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              siteId: string;
              name: string;
              /** @enum {string} */
              pointKind: 'number' | 'bool' | 'multiState';
              pointIds: string[];
              defaultValue: number | boolean | string;
              weekly: {
                start: string;
                end: string;
                value: number | boolean | string;
              }[][];
              holidayProgram: {
                start: string;
                end: string;
                value: number | boolean | string;
              }[];
              calendars: {
                calendarId: string;
                /** @enum {string} */
                effect: 'skip' | 'program';
              }[];
              exceptions: {
                objectId: string;
                start: string;
                end: string;
                value: number | boolean | string;
                note: string;
              }[];
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createScheduleGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @enum {string} */
          pointKind: 'number' | 'bool' | 'multiState';
          pointIds: string[];
          defaultValue: number | boolean | string;
          weekly: {
            start: string;
            end: string;
            value: number | boolean | string;
          }[][];
          holidayProgram: {
            start: string;
            end: string;
            value: number | boolean | string;
          }[];
          calendars: {
            calendarId: string;
            /** @enum {string} */
            effect: 'skip' | 'program';
          }[];
          exceptions: {
            objectId?: string;
            start: string;
            end: string;
            value: number | boolean | string;
            note: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              siteId: string;
              name: string;
              /** @enum {string} */
              pointKind: 'number' | 'bool' | 'multiState';
              pointIds: string[];
              defaultValue: number | boolean | string;
              weekly: {
                start: string;
                end: string;
                value: number | boolean | string;
              }[][];
              holidayProgram: {
                start: string;
                end: string;
                value: number | boolean | string;
              }[];
              calendars: {
                calendarId: string;
                /** @enum {string} */
                effect: 'skip' | 'program';
              }[];
              exceptions: {
                objectId: string;
                start: string;
                end: string;
                value: number | boolean | string;
                note: string;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getScheduleGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
        groupId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              siteId: string;
              name: string;
              /** @enum {string} */
              pointKind: 'number' | 'bool' | 'multiState';
              pointIds: string[];
              defaultValue: number | boolean | string;
              weekly: {
                start: string;
                end: string;
                value: number | boolean | string;
              }[][];
              holidayProgram: {
                start: string;
                end: string;
                value: number | boolean | string;
              }[];
              calendars: {
                calendarId: string;
                /** @enum {string} */
                effect: 'skip' | 'program';
              }[];
              exceptions: {
                objectId: string;
                start: string;
                end: string;
                value: number | boolean | string;
                note: string;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateScheduleGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
        groupId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @enum {string} */
          pointKind: 'number' | 'bool' | 'multiState';
          pointIds: string[];
          defaultValue: number | boolean | string;
          weekly: {
            start: string;
            end: string;
            value: number | boolean | string;
          }[][];
          holidayProgram: {
            start: string;
            end: string;
            value: number | boolean | string;
          }[];
          calendars: {
            calendarId: string;
            /** @enum {string} */
            effect: 'skip' | 'program';
          }[];
          exceptions: {
            objectId?: string;
            start: string;
            end: string;
            value: number | boolean | string;
            note: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              siteId: string;
              name: string;
              /** @enum {string} */
              pointKind: 'number' | 'bool' | 'multiState';
              pointIds: string[];
              defaultValue: number | boolean | string;
              weekly: {
                start: string;
                end: string;
                value: number | boolean | string;
              }[][];
              holidayProgram: {
                start: string;
                end: string;
                value: number | boolean | string;
              }[];
              calendars: {
                calendarId: string;
                /** @enum {string} */
                effect: 'skip' | 'program';
              }[];
              exceptions: {
                objectId: string;
                start: string;
                end: string;
                value: number | boolean | string;
                note: string;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deleteScheduleGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
        groupId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getScheduledWrites: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
      };
      header?: never;
      path: {
        siteId: string;
        groupId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              pointId: string;
              pointName: string;
              /** Format: date-time */
              scheduledAt: string;
              value: number | boolean | string;
              /** @enum {string} */
              status: 'pending' | 'written' | 'notApplied' | 'failed';
              readBack: (number | boolean | string) | null;
              errorMessage: string | null;
              writtenAt: string | null;
            }[];
            total: number;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getPointSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        uuid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              pointId: string;
              group: {
                objectId: string;
                name: string;
                siteId: string;
              } | null;
              value: (number | boolean | string) | null;
              next: {
                /** Format: date-time */
                at: string;
                value: number | boolean | string;
              } | null;
              manualOverride: {
                jobId: string;
                /** Format: date-time */
                at: string;
                value: number | boolean | string | null;
              } | null;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getHolidayCalendars: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              projectId: string;
              name: string;
              entries: (
                | {
                    /** @enum {string} */
                    kind: 'date';
                    /** Format: date */
                    date: string;
                  }
                | {
                    /** @enum {string} */
                    kind: 'range';
                    /** Format: date */
                    from: string;
                    /** Format: date */
                    to: string;
                  }
                | {
                    /** @enum {string} */
                    kind: 'weekNDay';
                    month: number;
                    week: number | 'last';
                    weekday: number;
                  }
              )[];
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createHolidayCalendar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          entries: (
            | {
                /** @enum {string} */
                kind: 'date';
                /** Format: date */
                date: string;
              }
            | {
                /** @enum {string} */
                kind: 'range';
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
              }
            | {
                /** @enum {string} */
                kind: 'weekNDay';
                month: number;
                week: number | 'last';
                weekday: number;
              }
          )[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              projectId: string;
              name: string;
              entries: (
                | {
                    /** @enum {string} */
                    kind: 'date';
                    /** Format: date */
                    date: string;
                  }
                | {
                    /** @enum {string} */
                    kind: 'range';
                    /** Format: date */
                    from: string;
                    /** Format: date */
                    to: string;
                  }
                | {
                    /** @enum {string} */
                    kind: 'weekNDay';
                    month: number;
                    week: number | 'last';
                    weekday: number;
                  }
              )[];
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateHolidayCalendar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
        calendarId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          entries: (
            | {
                /** @enum {string} */
                kind: 'date';
                /** Format: date */
                date: string;
              }
            | {
                /** @enum {string} */
                kind: 'range';
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
              }
            | {
                /** @enum {string} */
                kind: 'weekNDay';
                month: number;
                week: number | 'last';
                weekday: number;
              }
          )[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              projectId: string;
              name: string;
              entries: (
                | {
                    /** @enum {string} */
                    kind: 'date';
                    /** Format: date */
                    date: string;
                  }
                | {
                    /** @enum {string} */
                    kind: 'range';
                    /** Format: date */
                    from: string;
                    /** Format: date */
                    to: string;
                  }
                | {
                    /** @enum {string} */
                    kind: 'weekNDay';
                    month: number;
                    week: number | 'last';
                    weekday: number;
                  }
              )[];
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deleteHolidayCalendar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
        calendarId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  ingestReadings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default [] */
          readings?: unknown[];
          /** @default [] */
          events?: unknown[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stored: number;
            duplicates: number;
            rejected: {
              /** @enum {string} */
              list: 'readings' | 'events';
              index: number;
              reason: string;
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The request is too large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listIngestKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              siteId: string | null;
              deviceId: string | null;
              createdAt: string;
              revokedAt: string | null;
            }[];
          };
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createIngestKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          siteId?: string;
          deviceId?: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              siteId: string | null;
              deviceId: string | null;
              createdAt: string;
              revokedAt: string | null;
              key: string;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  revokeIngestKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        keyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              siteId: string | null;
              deviceId: string | null;
              createdAt: string;
              revokedAt: string | null;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getProjectHome: {
    parameters: {
      query?: {
        slim?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            project: {
              objectId: string;
              name: string;
              whitelabel: boolean;
              poweredByText: string | null;
              mapView: boolean;
              hideKiosks: boolean;
              aqiWidget: boolean;
              commanderLicenseId: string | null;
            };
            sites: {
              objectId: string;
              projectId: string;
              name: string;
              shortName: string | null;
              address: string;
              logo: {
                url: string;
              } | null;
              location: {
                latitude: number;
                longitude: number;
              } | null;
              timeZone: string;
              aqEnabled: boolean;
              canBeScheduled: boolean;
              commanderLicenseId: string | null;
              activeAlertsCount: number;
              scoreOA: {
                curScore: number | null;
              };
              scores: {
                [key: string]: {
                  ts: string;
                  val: number;
                };
              };
              uiCurvalUpdateInterval: number | null;
              firstDataDate: string | null;
              onboarded: boolean;
              branding: {
                bgcolor?: string;
                donutcolor?: string;
                textcolor?: string;
                iconcolor?: string;
                logo1center?: string;
                logo2center?: string;
              };
              createdAt: string;
            }[];
            settings: {
              mapTilesUrl: string;
              mapAttribution: string;
              portfolioManagerUrl: string | null;
              alertRelayUrl: string | null;
              buildingSystemUrl: string | null;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getZones: {
    parameters: {
      query: {
        siteId: string;
        withMeasurements?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              parent: string | null;
              source: string | null;
              siteId: string;
              activeAlertsCount: number;
              scores: {
                [key: string]: {
                  ts: string;
                  val: number;
                };
              };
              sensorCount: number;
              measurements?: {
                objectId: string;
                uuid: string;
                siteId: string;
                name: string;
                type: string;
                /** @enum {string} */
                kind: 'Number' | 'Bool' | 'String';
                unit: string;
                curVal: number | null;
                curValTs: string | null;
                curScore: number | null;
                scoreType: ('scoreOA' | 'scoreAQ' | 'scoreOW' | 'scoreAF' | 'scoreEQ') | null;
                activeText: string | null;
                inactiveText: string | null;
                multiStateValues: string[] | null;
                writable: {
                  functions: string[];
                  endpoint: string;
                  range: {
                    min?: number;
                    max?: number;
                  } | null;
                } | null;
                isAlerting: boolean;
                description: string | null;
                threshold: {
                  Excellent: number | [number, number];
                  Good: number | [number, number];
                  Poor: number | [number, number];
                } | null;
                extendedDescription: string | null;
                section: string | null;
                createdAt: string;
                zone: {
                  objectId: string;
                  name: string;
                } | null;
                alerts: {
                  objectId: string;
                  /** @enum {string} */
                  alertType: 'critical' | 'warning' | 'info';
                  message: string;
                  startedAt: string;
                }[];
                childMeasurements: {
                  objectId: string;
                  uuid: string;
                  siteId: string;
                  name: string;
                  type: string;
                  /** @enum {string} */
                  kind: 'Number' | 'Bool' | 'String';
                  unit: string;
                  curVal: number | null;
                  curValTs: string | null;
                  curScore: number | null;
                  scoreType: ('scoreOA' | 'scoreAQ' | 'scoreOW' | 'scoreAF' | 'scoreEQ') | null;
                  activeText: string | null;
                  inactiveText: string | null;
                  multiStateValues: string[] | null;
                  writable: {
                    functions: string[];
                    endpoint: string;
                    range: {
                      min?: number;
                      max?: number;
                    } | null;
                  } | null;
                  isAlerting: boolean;
                  description: string | null;
                  threshold: {
                    Excellent: number | [number, number];
                    Good: number | [number, number];
                    Poor: number | [number, number];
                  } | null;
                  extendedDescription: string | null;
                  section: string | null;
                  createdAt: string;
                }[];
                childPoints: {
                  objectId: string;
                  uuid: string;
                  name: string;
                  curVal: number | null;
                  functions: string[];
                }[];
                sensorCount: number;
              }[];
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getMeasurements: {
    parameters: {
      query: {
        siteId: string;
        zoneId?: string;
        accessFilter?: 'true' | 'false';
        forFloorPlan?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              uuid: string;
              siteId: string;
              name: string;
              type: string;
              /** @enum {string} */
              kind: 'Number' | 'Bool' | 'String';
              unit: string;
              curVal: number | null;
              curValTs: string | null;
              curScore: number | null;
              scoreType: ('scoreOA' | 'scoreAQ' | 'scoreOW' | 'scoreAF' | 'scoreEQ') | null;
              activeText: string | null;
              inactiveText: string | null;
              multiStateValues: string[] | null;
              writable: {
                functions: string[];
                endpoint: string;
                range: {
                  min?: number;
                  max?: number;
                } | null;
              } | null;
              isAlerting: boolean;
              description: string | null;
              threshold: {
                Excellent: number | [number, number];
                Good: number | [number, number];
                Poor: number | [number, number];
              } | null;
              extendedDescription: string | null;
              section: string | null;
              createdAt: string;
              zone: {
                objectId: string;
                name: string;
              } | null;
              alerts: {
                objectId: string;
                /** @enum {string} */
                alertType: 'critical' | 'warning' | 'info';
                message: string;
                startedAt: string;
              }[];
              childMeasurements: {
                objectId: string;
                uuid: string;
                siteId: string;
                name: string;
                type: string;
                /** @enum {string} */
                kind: 'Number' | 'Bool' | 'String';
                unit: string;
                curVal: number | null;
                curValTs: string | null;
                curScore: number | null;
                scoreType: ('scoreOA' | 'scoreAQ' | 'scoreOW' | 'scoreAF' | 'scoreEQ') | null;
                activeText: string | null;
                inactiveText: string | null;
                multiStateValues: string[] | null;
                writable: {
                  functions: string[];
                  endpoint: string;
                  range: {
                    min?: number;
                    max?: number;
                  } | null;
                } | null;
                isAlerting: boolean;
                description: string | null;
                threshold: {
                  Excellent: number | [number, number];
                  Good: number | [number, number];
                  Poor: number | [number, number];
                } | null;
                extendedDescription: string | null;
                section: string | null;
                createdAt: string;
              }[];
              childPoints: {
                objectId: string;
                uuid: string;
                name: string;
                curVal: number | null;
                functions: string[];
              }[];
              sensorCount: number;
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  renameMeasurement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            name: string;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  renameSection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          zoneId: string | null;
          oldName: string;
          name: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            updated: number;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getPointTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              type: string;
              name: string;
              description: string;
              threshold: {
                Excellent: number | [number, number];
                Good: number | [number, number];
                Poor: number | [number, number];
              } | null;
              extendedDescription: string | null;
              scoreOrder: number;
              unit: string;
              measurementType: string;
              scoreType: ('scoreOA' | 'scoreAQ' | 'scoreOW' | 'scoreAF' | 'scoreEQ') | null;
            }[];
          };
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getExplorerPointTypes: {
    parameters: {
      query?: {
        projectId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              type: string;
              name: string;
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  searchPoints: {
    parameters: {
      query: {
        siteId: string;
        zoneId?: string;
        pointType?: string;
        alarmStatus?: 'active' | 'not_active';
        name?: string;
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              type: string | null;
              unit: string;
              curVal: number | null;
              /** @enum {string} */
              kind: 'Number' | 'Bool' | 'String';
              activeText: string | null;
              inactiveText: string | null;
              multiStateValues: string[] | null;
              site: {
                objectId: string;
                name: string;
              };
              zone: {
                objectId: string;
                name: string;
              } | null;
              alarmStatus: boolean | null;
            }[];
            total: number;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getSavedPointQueries: {
    parameters: {
      query: {
        projectId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              alarmStatus: ('active' | 'not_active') | null;
              pointType: string | null;
              site: {
                objectId: string;
                name: string;
              } | null;
              zone: {
                objectId: string;
                name: string;
              } | null;
              nameFilter: string | null;
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  savePointQuery: {
    parameters: {
      query: {
        projectId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          alarmStatus?: ('active' | 'not_active') | null;
          pointType?: string | null;
          siteId?: string | null;
          zoneId?: string | null;
          nameFilter?: string | null;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              alarmStatus: ('active' | 'not_active') | null;
              pointType: string | null;
              site: {
                objectId: string;
                name: string;
              } | null;
              zone: {
                objectId: string;
                name: string;
              } | null;
              nameFilter: string | null;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  renamePointQuery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        queryId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              alarmStatus: ('active' | 'not_active') | null;
              pointType: string | null;
              site: {
                objectId: string;
                name: string;
              } | null;
              zone: {
                objectId: string;
                name: string;
              } | null;
              nameFilter: string | null;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deletePointQuery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        queryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getFloors: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              floorPlan: {
                url: string;
              };
              zoneData: {
                [key: string]: {
                  x: number;
                  y: number;
                  w: number;
                  h: number;
                  name: string;
                };
              };
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getProjectDashboards: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              /** @enum {string} */
              level: 'project' | 'site' | 'zone';
              scope: string | null;
              siteId: string | null;
              zoneId: string | null;
              updatedAt: string;
              sectionCount: number;
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @default null */
          description?: string | null;
          /**
           * @default project
           * @enum {string}
           */
          level?: 'project';
          /** @default Project Level Dashboard */
          scope?: string;
          /** @default [] */
          sections?: unknown[];
          /** @default [] */
          cards?: unknown[];
          /** @default null */
          siteId?: string | null;
          /** @default null */
          zoneId?: string | null;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              /** @enum {string} */
              level: 'project' | 'site' | 'zone';
              scope: string | null;
              siteId: string | null;
              zoneId: string | null;
              updatedAt: string;
              description: string | null;
              projectId: string;
              sections: {
                uniqueId: string;
                name: string;
                isCollapsed: boolean;
              }[];
              cards: (
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'point';
                    pointId: string;
                    units: string | null;
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'link';
                    /** @enum {string} */
                    linkType: 'zone' | 'site';
                    linkTo: string;
                    metadata: {
                      measurementCount?: number;
                    };
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'multipoint';
                    points: {
                      pointId: string;
                      name: string;
                      unit: string;
                      measurementType: string;
                      siteId: string;
                      zoneId: string | null;
                    }[];
                  }
              )[];
              version: number;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
        dashboardId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              /** @enum {string} */
              level: 'project' | 'site' | 'zone';
              scope: string | null;
              siteId: string | null;
              zoneId: string | null;
              updatedAt: string;
              description: string | null;
              projectId: string;
              sections: {
                uniqueId: string;
                name: string;
                isCollapsed: boolean;
              }[];
              cards: (
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'point';
                    pointId: string;
                    units: string | null;
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'link';
                    /** @enum {string} */
                    linkType: 'zone' | 'site';
                    linkTo: string;
                    metadata: {
                      measurementCount?: number;
                    };
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'multipoint';
                    points: {
                      pointId: string;
                      name: string;
                      unit: string;
                      measurementType: string;
                      siteId: string;
                      zoneId: string | null;
                    }[];
                  }
              )[];
              version: number;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deleteDashboard: {
    parameters: {
      query: {
        version: number;
      };
      header?: never;
      path: {
        projectId: string;
        dashboardId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
        dashboardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          version: number;
          name?: string;
          description?: string | null;
          siteId?: string | null;
          zoneId?: string | null;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              /** @enum {string} */
              level: 'project' | 'site' | 'zone';
              scope: string | null;
              siteId: string | null;
              zoneId: string | null;
              updatedAt: string;
              description: string | null;
              projectId: string;
              sections: {
                uniqueId: string;
                name: string;
                isCollapsed: boolean;
              }[];
              cards: (
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'point';
                    pointId: string;
                    units: string | null;
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'link';
                    /** @enum {string} */
                    linkType: 'zone' | 'site';
                    linkTo: string;
                    metadata: {
                      measurementCount?: number;
                    };
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'multipoint';
                    points: {
                      pointId: string;
                      name: string;
                      unit: string;
                      measurementType: string;
                      siteId: string;
                      zoneId: string | null;
                    }[];
                  }
              )[];
              version: number;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  addDashboardSection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
        dashboardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          version: number;
          name: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              /** @enum {string} */
              level: 'project' | 'site' | 'zone';
              scope: string | null;
              siteId: string | null;
              zoneId: string | null;
              updatedAt: string;
              description: string | null;
              projectId: string;
              sections: {
                uniqueId: string;
                name: string;
                isCollapsed: boolean;
              }[];
              cards: (
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'point';
                    pointId: string;
                    units: string | null;
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'link';
                    /** @enum {string} */
                    linkType: 'zone' | 'site';
                    linkTo: string;
                    metadata: {
                      measurementCount?: number;
                    };
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'multipoint';
                    points: {
                      pointId: string;
                      name: string;
                      unit: string;
                      measurementType: string;
                      siteId: string;
                      zoneId: string | null;
                    }[];
                  }
              )[];
              version: number;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deleteDashboardSection: {
    parameters: {
      query: {
        version: number;
      };
      header?: never;
      path: {
        projectId: string;
        dashboardId: string;
        sectionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              /** @enum {string} */
              level: 'project' | 'site' | 'zone';
              scope: string | null;
              siteId: string | null;
              zoneId: string | null;
              updatedAt: string;
              description: string | null;
              projectId: string;
              sections: {
                uniqueId: string;
                name: string;
                isCollapsed: boolean;
              }[];
              cards: (
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'point';
                    pointId: string;
                    units: string | null;
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'link';
                    /** @enum {string} */
                    linkType: 'zone' | 'site';
                    linkTo: string;
                    metadata: {
                      measurementCount?: number;
                    };
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'multipoint';
                    points: {
                      pointId: string;
                      name: string;
                      unit: string;
                      measurementType: string;
                      siteId: string;
                      zoneId: string | null;
                    }[];
                  }
              )[];
              version: number;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateDashboardSection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
        dashboardId: string;
        sectionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          version: number;
          name?: string;
          isCollapsed?: boolean;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              /** @enum {string} */
              level: 'project' | 'site' | 'zone';
              scope: string | null;
              siteId: string | null;
              zoneId: string | null;
              updatedAt: string;
              description: string | null;
              projectId: string;
              sections: {
                uniqueId: string;
                name: string;
                isCollapsed: boolean;
              }[];
              cards: (
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'point';
                    pointId: string;
                    units: string | null;
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'link';
                    /** @enum {string} */
                    linkType: 'zone' | 'site';
                    linkTo: string;
                    metadata: {
                      measurementCount?: number;
                    };
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'multipoint';
                    points: {
                      pointId: string;
                      name: string;
                      unit: string;
                      measurementType: string;
                      siteId: string;
                      zoneId: string | null;
                    }[];
                  }
              )[];
              version: number;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  addDashboardCard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
        dashboardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          version: number;
          sectionId: string;
          /** @default  */
          name?: string;
          card:
            | {
                /** @enum {string} */
                type: 'point';
                siteId: string;
                /** @default null */
                zoneId?: string | null;
                pointId?: string;
                /** @default null */
                units?: string | null;
              }
            | {
                /** @enum {string} */
                type: 'link';
                siteId: string;
                /** @default null */
                zoneId?: string | null;
              }
            | {
                /** @enum {string} */
                type: 'multipoint';
                /** @default null */
                siteId?: string | null;
                /** @default null */
                zoneId?: string | null;
              };
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              /** @enum {string} */
              level: 'project' | 'site' | 'zone';
              scope: string | null;
              siteId: string | null;
              zoneId: string | null;
              updatedAt: string;
              description: string | null;
              projectId: string;
              sections: {
                uniqueId: string;
                name: string;
                isCollapsed: boolean;
              }[];
              cards: (
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'point';
                    pointId: string;
                    units: string | null;
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'link';
                    /** @enum {string} */
                    linkType: 'zone' | 'site';
                    linkTo: string;
                    metadata: {
                      measurementCount?: number;
                    };
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'multipoint';
                    points: {
                      pointId: string;
                      name: string;
                      unit: string;
                      measurementType: string;
                      siteId: string;
                      zoneId: string | null;
                    }[];
                  }
              )[];
              version: number;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deleteDashboardCard: {
    parameters: {
      query: {
        version: number;
      };
      header?: never;
      path: {
        projectId: string;
        dashboardId: string;
        cardId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              /** @enum {string} */
              level: 'project' | 'site' | 'zone';
              scope: string | null;
              siteId: string | null;
              zoneId: string | null;
              updatedAt: string;
              description: string | null;
              projectId: string;
              sections: {
                uniqueId: string;
                name: string;
                isCollapsed: boolean;
              }[];
              cards: (
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'point';
                    pointId: string;
                    units: string | null;
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'link';
                    /** @enum {string} */
                    linkType: 'zone' | 'site';
                    linkTo: string;
                    metadata: {
                      measurementCount?: number;
                    };
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'multipoint';
                    points: {
                      pointId: string;
                      name: string;
                      unit: string;
                      measurementType: string;
                      siteId: string;
                      zoneId: string | null;
                    }[];
                  }
              )[];
              version: number;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  moveDashboardCard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
        dashboardId: string;
        cardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          version: number;
          sectionId: string;
          position: number;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              /** @enum {string} */
              level: 'project' | 'site' | 'zone';
              scope: string | null;
              siteId: string | null;
              zoneId: string | null;
              updatedAt: string;
              description: string | null;
              projectId: string;
              sections: {
                uniqueId: string;
                name: string;
                isCollapsed: boolean;
              }[];
              cards: (
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'point';
                    pointId: string;
                    units: string | null;
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'link';
                    /** @enum {string} */
                    linkType: 'zone' | 'site';
                    linkTo: string;
                    metadata: {
                      measurementCount?: number;
                    };
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'multipoint';
                    points: {
                      pointId: string;
                      name: string;
                      unit: string;
                      measurementType: string;
                      siteId: string;
                      zoneId: string | null;
                    }[];
                  }
              )[];
              version: number;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  addMultipointPoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
        dashboardId: string;
        cardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          version: number;
          fromCardId: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              /** @enum {string} */
              level: 'project' | 'site' | 'zone';
              scope: string | null;
              siteId: string | null;
              zoneId: string | null;
              updatedAt: string;
              description: string | null;
              projectId: string;
              sections: {
                uniqueId: string;
                name: string;
                isCollapsed: boolean;
              }[];
              cards: (
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'point';
                    pointId: string;
                    units: string | null;
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'link';
                    /** @enum {string} */
                    linkType: 'zone' | 'site';
                    linkTo: string;
                    metadata: {
                      measurementCount?: number;
                    };
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'multipoint';
                    points: {
                      pointId: string;
                      name: string;
                      unit: string;
                      measurementType: string;
                      siteId: string;
                      zoneId: string | null;
                    }[];
                  }
              )[];
              version: number;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  removeMultipointPoint: {
    parameters: {
      query: {
        version: number;
      };
      header?: never;
      path: {
        projectId: string;
        dashboardId: string;
        cardId: string;
        pointId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              /** @enum {string} */
              level: 'project' | 'site' | 'zone';
              scope: string | null;
              siteId: string | null;
              zoneId: string | null;
              updatedAt: string;
              description: string | null;
              projectId: string;
              sections: {
                uniqueId: string;
                name: string;
                isCollapsed: boolean;
              }[];
              cards: (
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'point';
                    pointId: string;
                    units: string | null;
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'link';
                    /** @enum {string} */
                    linkType: 'zone' | 'site';
                    linkTo: string;
                    metadata: {
                      measurementCount?: number;
                    };
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'multipoint';
                    points: {
                      pointId: string;
                      name: string;
                      unit: string;
                      measurementType: string;
                      siteId: string;
                      zoneId: string | null;
                    }[];
                  }
              )[];
              version: number;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  exportDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
        dashboardId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            format: 'airboard-dashboard';
            /** @enum {number} */
            formatVersion: 1;
            /** Format: date-time */
            exportedAt: string;
            dashboard: {
              name: string;
              /** @default null */
              description: string | null;
              /** @enum {string} */
              level: 'project' | 'site' | 'zone';
              scope: string | null;
              site: {
                id: string;
                name: string;
              } | null;
              zone: {
                id: string;
                name: string;
              } | null;
              sections: {
                name: string;
                isCollapsed: boolean;
                cards: (
                  | {
                      /** @default  */
                      name: string;
                      site: {
                        id: string;
                        name: string;
                      } | null;
                      zone: {
                        id: string;
                        name: string;
                      } | null;
                      /** @enum {string} */
                      type: 'point';
                      point: {
                        id: string;
                        name: string;
                      } | null;
                      units: string | null;
                    }
                  | {
                      /** @default  */
                      name: string;
                      site: {
                        id: string;
                        name: string;
                      } | null;
                      zone: {
                        id: string;
                        name: string;
                      } | null;
                      /** @enum {string} */
                      type: 'link';
                      /** @enum {string} */
                      linkType: 'site' | 'zone';
                    }
                  | {
                      /** @default  */
                      name: string;
                      site: {
                        id: string;
                        name: string;
                      } | null;
                      zone: {
                        id: string;
                        name: string;
                      } | null;
                      /** @enum {string} */
                      type: 'multipoint';
                      points: {
                        name: string;
                        unit: string;
                        site: {
                          id: string;
                          name: string;
                        };
                        zone: {
                          id: string;
                          name: string;
                        } | null;
                        point: {
                          id: string;
                          name: string;
                        };
                      }[];
                    }
                )[];
              }[];
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  importDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          format: 'airboard-dashboard';
          /** @enum {number} */
          formatVersion: 1;
          /** Format: date-time */
          exportedAt: string;
          dashboard: {
            name: string;
            /** @default null */
            description?: string | null;
            /** @enum {string} */
            level: 'project' | 'site' | 'zone';
            scope: string | null;
            site: {
              id: string;
              name: string;
            } | null;
            zone: {
              id: string;
              name: string;
            } | null;
            sections: {
              name: string;
              isCollapsed: boolean;
              cards: (
                | {
                    /** @default  */
                    name?: string;
                    site: {
                      id: string;
                      name: string;
                    } | null;
                    zone: {
                      id: string;
                      name: string;
                    } | null;
                    /** @enum {string} */
                    type: 'point';
                    point: {
                      id: string;
                      name: string;
                    } | null;
                    units: string | null;
                  }
                | {
                    /** @default  */
                    name?: string;
                    site: {
                      id: string;
                      name: string;
                    } | null;
                    zone: {
                      id: string;
                      name: string;
                    } | null;
                    /** @enum {string} */
                    type: 'link';
                    /** @enum {string} */
                    linkType: 'site' | 'zone';
                  }
                | {
                    /** @default  */
                    name?: string;
                    site: {
                      id: string;
                      name: string;
                    } | null;
                    zone: {
                      id: string;
                      name: string;
                    } | null;
                    /** @enum {string} */
                    type: 'multipoint';
                    points: {
                      name: string;
                      unit: string;
                      site: {
                        id: string;
                        name: string;
                      };
                      zone: {
                        id: string;
                        name: string;
                      } | null;
                      point: {
                        id: string;
                        name: string;
                      };
                    }[];
                  }
              )[];
            }[];
          };
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            dashboard: {
              objectId: string;
              name: string;
              /** @enum {string} */
              level: 'project' | 'site' | 'zone';
              scope: string | null;
              siteId: string | null;
              zoneId: string | null;
              updatedAt: string;
              description: string | null;
              projectId: string;
              sections: {
                uniqueId: string;
                name: string;
                isCollapsed: boolean;
              }[];
              cards: (
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'point';
                    pointId: string;
                    units: string | null;
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'link';
                    /** @enum {string} */
                    linkType: 'zone' | 'site';
                    linkTo: string;
                    metadata: {
                      measurementCount?: number;
                    };
                  }
                | {
                    uniqueId: string;
                    sectionId: string;
                    name: string;
                    position: number;
                    siteId: string | null;
                    zoneId: string | null;
                    /** @enum {string} */
                    type: 'multipoint';
                    points: {
                      pointId: string;
                      name: string;
                      unit: string;
                      measurementType: string;
                      siteId: string;
                      zoneId: string | null;
                    }[];
                  }
              )[];
              version: number;
            };
            unmapped: {
              /** @enum {string} */
              kind: 'site' | 'zone' | 'point';
              name: string;
              card?: string;
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getSiteKiosks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              /** @enum {string} */
              type: 'plain' | 'branded';
              site: {
                objectId: string;
                name: string;
              };
              zone: {
                objectId: string;
                name: string;
              } | null;
              measurements: {
                objectId: string;
                name: string;
              }[];
              uuid: string | null;
              url: string | null;
              qrCode: {
                url: string;
              } | null;
              lastSeenAt: string | null;
              online: boolean;
              notifyOffline: boolean;
              createdAt: string;
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createKiosk: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @enum {string} */
          type: 'plain' | 'branded';
          zoneId: string | null;
          measurementIds: string[];
          /** @default false */
          notifyOffline?: boolean;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              /** @enum {string} */
              type: 'plain' | 'branded';
              site: {
                objectId: string;
                name: string;
              };
              zone: {
                objectId: string;
                name: string;
              } | null;
              measurements: {
                objectId: string;
                name: string;
              }[];
              uuid: string | null;
              url: string | null;
              qrCode: {
                url: string;
              } | null;
              lastSeenAt: string | null;
              online: boolean;
              notifyOffline: boolean;
              createdAt: string;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateKiosk: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kioskId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @enum {string} */
          type: 'plain' | 'branded';
          zoneId: string | null;
          measurementIds: string[];
          /** @default false */
          notifyOffline?: boolean;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              /** @enum {string} */
              type: 'plain' | 'branded';
              site: {
                objectId: string;
                name: string;
              };
              zone: {
                objectId: string;
                name: string;
              } | null;
              measurements: {
                objectId: string;
                name: string;
              }[];
              uuid: string | null;
              url: string | null;
              qrCode: {
                url: string;
              } | null;
              lastSeenAt: string | null;
              online: boolean;
              notifyOffline: boolean;
              createdAt: string;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  deleteKiosk: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kioskId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  revokeKiosk: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kioskId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              /** @enum {string} */
              type: 'plain' | 'branded';
              site: {
                objectId: string;
                name: string;
              };
              zone: {
                objectId: string;
                name: string;
              } | null;
              measurements: {
                objectId: string;
                name: string;
              }[];
              uuid: string | null;
              url: string | null;
              qrCode: {
                url: string;
              } | null;
              lastSeenAt: string | null;
              online: boolean;
              notifyOffline: boolean;
              createdAt: string;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  reissueKiosk: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kioskId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              /** @enum {string} */
              type: 'plain' | 'branded';
              site: {
                objectId: string;
                name: string;
              };
              zone: {
                objectId: string;
                name: string;
              } | null;
              measurements: {
                objectId: string;
                name: string;
              }[];
              uuid: string | null;
              url: string | null;
              qrCode: {
                url: string;
              } | null;
              lastSeenAt: string | null;
              online: boolean;
              notifyOffline: boolean;
              createdAt: string;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  shareKiosk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          emails: string[];
          kiosk: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            sent: number;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getPublicKiosk: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kioskId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            kiosk: {
              name: string;
              /** @enum {string} */
              type: 'plain' | 'branded';
            };
            site: {
              name: string;
              timeZone: string;
              branding: {
                bgcolor?: string;
                donutcolor?: string;
                textcolor?: string;
                iconcolor?: string;
                logo1center?: string;
                logo2center?: string;
              };
            };
            zone: {
              name: string;
            } | null;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getKioskMeasurements: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kioskId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              name: string;
              type: string;
              /** @enum {string} */
              kind: 'Number' | 'Bool' | 'String';
              unit: string;
              curVal: number | null;
              curValTs: string | null;
              curScore: number | null;
              scoreType: ('scoreOA' | 'scoreAQ' | 'scoreOW' | 'scoreAF' | 'scoreEQ') | null;
              activeText: string | null;
              inactiveText: string | null;
              multiStateValues: string[] | null;
              alertType: ('warning' | 'critical') | null;
              rating: ('Excellent' | 'Good' | 'Poor' | 'Warning' | 'Critical') | null;
            }[];
            scores: {
              /** @enum {string} */
              type: 'scoreOA' | 'scoreAQ' | 'scoreOW' | 'scoreAF' | 'scoreEQ';
              name: string;
              score: number;
            }[];
            generatedAt: string;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getPublicZone: {
    parameters: {
      query: {
        kioskId: string;
      };
      header?: never;
      path: {
        zoneId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            zone: {
              name: string;
              scores: {
                /** @enum {string} */
                type: 'scoreOA' | 'scoreAQ' | 'scoreOW' | 'scoreAF' | 'scoreEQ';
                name: string;
                score: number;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getStatusPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            projectName: string;
            /** Format: date-time */
            generatedAt: string;
            sites: {
              name: string;
              /** @enum {string} */
              status: 'operational' | 'degraded' | 'offline';
              lastReadingAt: string | null;
              activeAlertsCount: number;
              freshShare: number | null;
              history: {
                /** Format: date */
                day: string;
                freshShare: number | null;
                incidents: number;
              }[];
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getStatusPageSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            slug: string | null;
            url: string | null;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  publishStatusPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          slug: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            slug: string | null;
            url: string | null;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  unpublishStatusPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            slug: string | null;
            url: string | null;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getSiteDevices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              modelName: string;
              type: string;
              serialNumber: string;
              rssi: number | null;
              zone: {
                objectId: string;
                name: string;
              } | null;
              lastHeardFrom: string | null;
              connected: boolean;
              onboarded: boolean;
              metadata: {
                [key: string]: string;
              };
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getDevice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        objectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              modelName: string;
              type: string;
              serialNumber: string;
              rssi: number | null;
              zone: {
                objectId: string;
                name: string;
              } | null;
              lastHeardFrom: string | null;
              connected: boolean;
              onboarded: boolean;
              metadata: {
                [key: string]: string;
              };
              site: {
                objectId: string;
                name: string;
              } | null;
              actImageUrl: string | null;
            };
            sites?: {
              objectId: string;
              name: string;
            }[];
            projectId?: string;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  renameDevice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        objectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          deviceName: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              modelName: string;
              type: string;
              serialNumber: string;
              rssi: number | null;
              zone: {
                objectId: string;
                name: string;
              } | null;
              lastHeardFrom: string | null;
              connected: boolean;
              onboarded: boolean;
              metadata: {
                [key: string]: string;
              };
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getProducts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              modelName: string;
              type: string;
            }[];
          };
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getProjectKits: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              linkId: string;
              link: string;
              product: {
                objectId: string;
                name: string;
              };
              site: {
                objectId: string;
                name: string;
              } | null;
              /** @enum {string} */
              status: 'not_started' | 'in_progress' | 'done';
              devices: {
                total: number;
                onboarded: number;
              };
              deviceLinks: {
                objectId: string;
                name: string;
                serialNumber: string;
                type: string;
                onboarded: boolean;
                link: string;
              }[];
              createdAt: string;
              revokedAt: string | null;
              completedAt: string | null;
              expiresAt: string | null;
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  registerKit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          devices: {
            serialNumber: string;
            productId: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              linkId: string;
              link: string;
              product: {
                objectId: string;
                name: string;
              };
              site: {
                objectId: string;
                name: string;
              } | null;
              /** @enum {string} */
              status: 'not_started' | 'in_progress' | 'done';
              devices: {
                total: number;
                onboarded: number;
              };
              deviceLinks: {
                objectId: string;
                name: string;
                serialNumber: string;
                type: string;
                onboarded: boolean;
                link: string;
              }[];
              createdAt: string;
              revokedAt: string | null;
              completedAt: string | null;
              expiresAt: string | null;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  revokeKit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kitId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              linkId: string;
              link: string;
              product: {
                objectId: string;
                name: string;
              };
              site: {
                objectId: string;
                name: string;
              } | null;
              /** @enum {string} */
              status: 'not_started' | 'in_progress' | 'done';
              devices: {
                total: number;
                onboarded: number;
              };
              deviceLinks: {
                objectId: string;
                name: string;
                serialNumber: string;
                type: string;
                onboarded: boolean;
                link: string;
              }[];
              createdAt: string;
              revokedAt: string | null;
              completedAt: string | null;
              expiresAt: string | null;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  reissueKit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kitId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              linkId: string;
              link: string;
              product: {
                objectId: string;
                name: string;
              };
              site: {
                objectId: string;
                name: string;
              } | null;
              /** @enum {string} */
              status: 'not_started' | 'in_progress' | 'done';
              devices: {
                total: number;
                onboarded: number;
              };
              deviceLinks: {
                objectId: string;
                name: string;
                serialNumber: string;
                type: string;
                onboarded: boolean;
                link: string;
              }[];
              createdAt: string;
              revokedAt: string | null;
              completedAt: string | null;
              expiresAt: string | null;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getPublicKit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              projectId: string;
              product: {
                objectId: string;
                name: string;
              };
              site: {
                objectId: string;
                name: string;
              } | null;
              /** @enum {string} */
              status: 'not_started' | 'in_progress' | 'done';
              expiresAt: string | null;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getKitDevices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              modelName: string;
              type: string;
              serialNumber: string;
              rssi: number | null;
              zone: {
                objectId: string;
                name: string;
              } | null;
              lastHeardFrom: string | null;
              connected: boolean;
              onboarded: boolean;
              metadata: {
                [key: string]: string;
              };
              site: {
                objectId: string;
                name: string;
              } | null;
              actImageUrl: string | null;
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createOnboardingSite: {
    parameters: {
      query?: never;
      header?: {
        'x-onboarding-link'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          kitId?: string;
          productId?: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createOnboardingZone: {
    parameters: {
      query?: never;
      header?: {
        'x-onboarding-link'?: string;
      };
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  onboardDevice: {
    parameters: {
      query?: never;
      header?: {
        'x-onboarding-link'?: string;
      };
      path: {
        objectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          zoneId?: string;
          siteId?: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
              name: string;
              modelName: string;
              type: string;
              serialNumber: string;
              rssi: number | null;
              zone: {
                objectId: string;
                name: string;
              } | null;
              lastHeardFrom: string | null;
              connected: boolean;
              onboarded: boolean;
              metadata: {
                [key: string]: string;
              };
              site: {
                objectId: string;
                name: string;
              } | null;
              actImageUrl: string | null;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getOnboardingTopology: {
    parameters: {
      query?: {
        refresh?: 'true' | 'false';
      };
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              site: {
                objectId: string;
                name: string;
                onboarded: boolean;
                readOverBacnet: boolean;
              };
              commander: {
                id: string;
                name: string;
                parent: string | null;
                parents: string[];
                depth: number;
                visible: boolean;
                expanded: boolean;
                /** @enum {string} */
                type:
                  | 'site'
                  | 'zone'
                  | 'point'
                  | 'device'
                  | 'measurement'
                  | 'childMeasurement'
                  | 'pointType';
                deviceId: string | null;
                deviceName: string | null;
                platformType: string | null;
                pointType: string | null;
                pointOfInterest: boolean;
                originalDeviceRef: string | null;
                parseId: string | null;
                config: {
                  name: string;
                  value: string;
                  /** @enum {string} */
                  kind: 'Number' | 'String' | 'Bool';
                }[];
                accepts: string[];
                measurementType: string | null;
                realTime: boolean;
              }[];
              aq: {
                id: string;
                name: string;
                parent: string | null;
                parents: string[];
                depth: number;
                visible: boolean;
                expanded: boolean;
                /** @enum {string} */
                type:
                  | 'site'
                  | 'zone'
                  | 'point'
                  | 'device'
                  | 'measurement'
                  | 'childMeasurement'
                  | 'pointType';
                deviceId: string | null;
                deviceName: string | null;
                platformType: string | null;
                pointType: string | null;
                pointOfInterest: boolean;
                originalDeviceRef: string | null;
                parseId: string | null;
                config: {
                  name: string;
                  value: string;
                  /** @enum {string} */
                  kind: 'Number' | 'String' | 'Bool';
                }[];
                accepts: string[];
                measurementType: string | null;
                realTime: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The building-automation system failed; errorMessage says what could not be done. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The building-automation system did not answer in time; errorMessage says what could not be done. */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  saveOnboardingMeasurements: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          topology: {
            id: string;
            name: string;
            parent: string | null;
            parents: string[];
            depth: number;
            visible: boolean;
            expanded: boolean;
            /** @enum {string} */
            type:
              | 'site'
              | 'zone'
              | 'point'
              | 'device'
              | 'measurement'
              | 'childMeasurement'
              | 'pointType';
            deviceId: string | null;
            deviceName: string | null;
            platformType: string | null;
            pointType: string | null;
            pointOfInterest: boolean;
            originalDeviceRef: string | null;
            parseId: string | null;
            config: {
              name: string;
              value: string;
              /** @enum {string} */
              kind: 'Number' | 'String' | 'Bool';
            }[];
            accepts: string[];
            measurementType: string | null;
            realTime: boolean;
          }[];
          siteId: string;
          /** @enum {string} */
          units: 'imperial' | 'metric';
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            msg: string;
            created: {
              zones: number;
              measurements: number;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The building-automation system failed; errorMessage says what could not be done. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The building-automation system did not answer in time; errorMessage says what could not be done. */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getSiteBacnetSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            enabled: boolean;
            localAddress: string;
            localPort: number;
            broadcastAddress: string | null;
            targetAddresses: string[];
            bbmdAddress: string | null;
            deviceInstanceMin: number;
            deviceInstanceMax: number;
            apduTimeoutMs: number;
            maxConcurrentRequests: number;
            pollIntervalS: number;
            writePriority: number;
            readOnly: boolean;
            updatedAt: string | null;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  putSiteBacnetSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          enabled: boolean;
          localAddress: string;
          localPort: number;
          broadcastAddress: string | null;
          targetAddresses: string[];
          bbmdAddress: string | null;
          deviceInstanceMin: number;
          deviceInstanceMax: number;
          apduTimeoutMs: number;
          maxConcurrentRequests: number;
          pollIntervalS: number;
          writePriority: number;
          readOnly: boolean;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            enabled: boolean;
            localAddress: string;
            localPort: number;
            broadcastAddress: string | null;
            targetAddresses: string[];
            bbmdAddress: string | null;
            deviceInstanceMin: number;
            deviceInstanceMax: number;
            apduTimeoutMs: number;
            maxConcurrentRequests: number;
            pollIntervalS: number;
            writePriority: number;
            readOnly: boolean;
            updatedAt: string | null;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getSiteBacnetDiscovery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'none' | 'running' | 'completed' | 'failed';
            devicesTotal: number;
            devicesDone: number;
            pointsFound: number;
            failedDevices: {
              instance: number;
              reason: string;
            }[];
            devicesKnown: number;
            pointsKnown: number;
            startedAt: string | null;
            finishedAt: string | null;
            errorMessage: string | null;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  startSiteBacnetDiscovery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        siteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'none' | 'running' | 'completed' | 'failed';
            devicesTotal: number;
            devicesDone: number;
            pointsFound: number;
            failedDevices: {
              instance: number;
              reason: string;
            }[];
            devicesKnown: number;
            pointsKnown: number;
            startedAt: string | null;
            finishedAt: string | null;
            errorMessage: string | null;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getProjectsWithAuth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          username: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            projects: {
              objectId: string;
              name: string;
            }[];
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createProject: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          username: string;
          password: string;
          name: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              objectId: string;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          username: string;
          password: string;
          project: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: {
              objectId: string;
              username: string;
              email: string;
              firstName: string;
              lastName: string;
              /** @enum {string} */
              role: 'user' | 'admin' | 'superAdmin';
              /** @enum {string} */
              theme: 'dark' | 'light';
              profilePhoto: {
                url: string;
              } | null;
              notifications: {
                email: boolean;
                sms: boolean;
              };
              acceptTerms: boolean;
              onboardingComplete: {
                modals: {
                  [key: string]: {
                    step: number;
                    name: string;
                    complete: boolean;
                  };
                };
                tooltips: {
                  [key: string]: boolean;
                };
                alerts: {
                  [key: string]: {
                    complete: boolean;
                    completedAt?: string;
                  };
                };
              };
              emailVerified: boolean;
              staff?: boolean;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  switchProject: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user: string;
          project: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: {
              objectId: string;
              username: string;
              email: string;
              firstName: string;
              lastName: string;
              /** @enum {string} */
              role: 'user' | 'admin' | 'superAdmin';
              /** @enum {string} */
              theme: 'dark' | 'light';
              profilePhoto: {
                url: string;
              } | null;
              notifications: {
                email: boolean;
                sms: boolean;
              };
              acceptTerms: boolean;
              onboardingComplete: {
                modals: {
                  [key: string]: {
                    step: number;
                    name: string;
                    complete: boolean;
                  };
                };
                tooltips: {
                  [key: string]: boolean;
                };
                alerts: {
                  [key: string]: {
                    complete: boolean;
                    completedAt?: string;
                  };
                };
              };
              emailVerified: boolean;
              staff?: boolean;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getLocals: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              objectId: string;
              username: string;
              email: string;
              firstName: string;
              lastName: string;
              /** @enum {string} */
              role: 'user' | 'admin' | 'superAdmin';
              /** @enum {string} */
              theme: 'dark' | 'light';
              profilePhoto: {
                url: string;
              } | null;
              notifications: {
                email: boolean;
                sms: boolean;
              };
              acceptTerms: boolean;
              onboardingComplete: {
                modals: {
                  [key: string]: {
                    step: number;
                    name: string;
                    complete: boolean;
                  };
                };
                tooltips: {
                  [key: string]: boolean;
                };
                alerts: {
                  [key: string]: {
                    complete: boolean;
                    completedAt?: string;
                  };
                };
              };
              emailVerified: boolean;
              staff?: boolean;
            };
            project: {
              objectId: string;
              name: string;
              themes: {
                light?: {
                  [key: string]: string;
                };
                dark?: {
                  [key: string]: string;
                };
              };
              whitelabel: boolean;
              mapView: boolean;
              hideKiosks: boolean;
              aqiWidget: boolean;
              autoTheme: boolean;
              commanderLicenseId: string | null;
            } | null;
            projects: {
              objectId: string;
              name: string;
            }[];
            kit: null;
            devices: unknown[];
            brand: {
              key: string;
              name: string;
              logoUrl: string;
              loginLogoUrl: string;
              lightLogoUrl: string;
              darkLogoUrl: string;
              contactUrl: string;
              poweredByText: string;
              ssoEmailDomain: string | null;
              ssoAvailable: boolean;
              googleSignIn: boolean;
            };
          };
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getBrand: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            brand: {
              key: string;
              name: string;
              logoUrl: string;
              loginLogoUrl: string;
              lightLogoUrl: string;
              darkLogoUrl: string;
              contactUrl: string;
              poweredByText: string;
              ssoEmailDomain: string | null;
              ssoAvailable: boolean;
              googleSignIn: boolean;
            };
          };
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  saveTheme: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          theme: 'dark' | 'light';
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  updateOwnUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          onboardingComplete?: {
            modals: {
              [key: string]: {
                step: number;
                name: string;
                complete: boolean;
              };
            };
            tooltips: {
              [key: string]: boolean;
            };
            alerts: {
              [key: string]: {
                complete: boolean;
                completedAt?: string;
              };
            };
          };
          acceptTerms?: boolean;
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              objectId: string;
              username: string;
              email: string;
              firstName: string;
              lastName: string;
              /** @enum {string} */
              role: 'user' | 'admin' | 'superAdmin';
              /** @enum {string} */
              theme: 'dark' | 'light';
              profilePhoto: {
                url: string;
              } | null;
              notifications: {
                email: boolean;
                sms: boolean;
              };
              acceptTerms: boolean;
              onboardingComplete: {
                modals: {
                  [key: string]: {
                    step: number;
                    name: string;
                    complete: boolean;
                  };
                };
                tooltips: {
                  [key: string]: boolean;
                };
                alerts: {
                  [key: string]: {
                    complete: boolean;
                    completedAt?: string;
                  };
                };
              };
              emailVerified: boolean;
              staff?: boolean;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  requestResetEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email?: string;
          password: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              email: string;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  signup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          firstName: string;
          lastName: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getEmailVerified: {
    parameters: {
      query: {
        email: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              emailVerified: boolean;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  commanderLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: {
              objectId: string;
              username: string;
              email: string;
              firstName: string;
              lastName: string;
              /** @enum {string} */
              role: 'user' | 'admin' | 'superAdmin';
              /** @enum {string} */
              theme: 'dark' | 'light';
              profilePhoto: {
                url: string;
              } | null;
              notifications: {
                email: boolean;
                sms: boolean;
              };
              acceptTerms: boolean;
              onboardingComplete: {
                modals: {
                  [key: string]: {
                    step: number;
                    name: string;
                    complete: boolean;
                  };
                };
                tooltips: {
                  [key: string]: boolean;
                };
                alerts: {
                  [key: string]: {
                    complete: boolean;
                    completedAt?: string;
                  };
                };
              };
              emailVerified: boolean;
              staff?: boolean;
            };
            siteId: string | null;
            projectId: string | null;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createLoginCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: {
              objectId: string;
            };
          };
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  tokenLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          user: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: {
              objectId: string;
              username: string;
              email: string;
              firstName: string;
              lastName: string;
              /** @enum {string} */
              role: 'user' | 'admin' | 'superAdmin';
              /** @enum {string} */
              theme: 'dark' | 'light';
              profilePhoto: {
                url: string;
              } | null;
              notifications: {
                email: boolean;
                sms: boolean;
              };
              acceptTerms: boolean;
              onboardingComplete: {
                modals: {
                  [key: string]: {
                    step: number;
                    name: string;
                    complete: boolean;
                  };
                };
                tooltips: {
                  [key: string]: boolean;
                };
                alerts: {
                  [key: string]: {
                    complete: boolean;
                    completedAt?: string;
                  };
                };
              };
              emailVerified: boolean;
              staff?: boolean;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  startSamlSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the identity provider, or to /login?error=saml_auth_failed when none is set up */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  finishSamlSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To /login/cps with the session, or to /login?error=saml_auth_failed */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  startGoogleLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  startGoogleSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To Google's sign-in page, or to /login/google?error=google_auth_failed when it cannot start */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  finishGoogleSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To /login/google with the session, to /settings?google=linked after linking, or to /login/google?error=google_auth_failed */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getInviteInfo: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            projectName: string;
            existingAccount: boolean;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  inviteUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /** @enum {string} */
          role: 'user' | 'admin';
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Signed in, but the user's role does not allow this. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  acceptInvite: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          password: string;
          /** @enum {boolean} */
          acceptTerms: true;
          firstName?: string;
          lastName?: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: {
              objectId: string;
              username: string;
              email: string;
              firstName: string;
              lastName: string;
              /** @enum {string} */
              role: 'user' | 'admin' | 'superAdmin';
              /** @enum {string} */
              theme: 'dark' | 'light';
              profilePhoto: {
                url: string;
              } | null;
              notifications: {
                email: boolean;
                sms: boolean;
              };
              acceptTerms: boolean;
              onboardingComplete: {
                modals: {
                  [key: string]: {
                    step: number;
                    name: string;
                    complete: boolean;
                  };
                };
                tooltips: {
                  [key: string]: boolean;
                };
                alerts: {
                  [key: string]: {
                    complete: boolean;
                    completedAt?: string;
                  };
                };
              };
              emailVerified: boolean;
              staff?: boolean;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  acceptInviteAsExistingUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: {
              objectId: string;
              username: string;
              email: string;
              firstName: string;
              lastName: string;
              /** @enum {string} */
              role: 'user' | 'admin' | 'superAdmin';
              /** @enum {string} */
              theme: 'dark' | 'light';
              profilePhoto: {
                url: string;
              } | null;
              notifications: {
                email: boolean;
                sms: boolean;
              };
              acceptTerms: boolean;
              onboardingComplete: {
                modals: {
                  [key: string]: {
                    step: number;
                    name: string;
                    complete: boolean;
                  };
                };
                tooltips: {
                  [key: string]: boolean;
                };
                alerts: {
                  [key: string]: {
                    complete: boolean;
                    completedAt?: string;
                  };
                };
              };
              emailVerified: boolean;
              staff?: boolean;
            };
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  saveNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: boolean;
          sms: boolean;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  verifyPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
          currentPassword: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  notifyPasswordChanged: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user: string;
          project?: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getAlertTextSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            phone: string | null;
            pendingPhone: string | null;
            quietHours: {
              start: string;
              end: string;
            } | null;
          };
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  sendPhoneCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          phone: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            phone: string | null;
            pendingPhone: string | null;
            quietHours: {
              start: string;
              end: string;
            } | null;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description Too many attempts; retry after the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The building-automation system failed; errorMessage says what could not be done. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  forgetPhone: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            phone: string | null;
            pendingPhone: string | null;
            quietHours: {
              start: string;
              end: string;
            } | null;
          };
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  verifyPhoneCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            phone: string | null;
            pendingPhone: string | null;
            quietHours: {
              start: string;
              end: string;
            } | null;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  setSmsQuietHours: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          quietHours: {
            start: string;
            end: string;
          } | null;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            phone: string | null;
            pendingPhone: string | null;
            quietHours: {
              start: string;
              end: string;
            } | null;
          };
        };
      };
      /** @description The request is invalid; errorMessage says why (for a malformed one: each field and its problem). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description No valid session or credentials. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description The server is busy or its database is unreachable; retry after the seconds in Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying. */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
}
