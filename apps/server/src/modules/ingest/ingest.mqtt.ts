/**
 * MQTT ingestion: when MQTT_URL is set, the server subscribes (QoS 1, persistent session) to
 *   airboard/v1/ingest            payload: { "key": "<ingest key>", "readings": [...], "events": [...],
 *                                           "requestId": "<optional>" }
 * with the same items as POST /api/ingest, and runs them through the same service. The broker's
 * PUBACK is sent only after the batch is committed (mqtt.js acknowledges when handleMessage calls
 * back), so a crash before the commit makes the broker deliver the message again. With a
 * requestId, the per-item result is published to airboard/v1/results/<requestId>.
 *
 * Several server processes share the work (issue 20): each subscribes through the shared
 * subscription $share/airboard/…, so the broker hands every message to one of them, and each has
 * its own client id — one id for two processes would make the broker drop one connection every
 * time the other connects. The id is stable across a process's restarts (host and port, or
 * MQTT_CLIENT_ID), so its persistent session, and what the broker queued for it, is resumed.
 */
import os from 'node:os';
import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ingestBody } from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { HttpError } from '../../lib/http-error';
import type { DeviceContacts } from '../../telemetry/device-contacts';
import { ingestBatch } from './ingest.service';

export const MQTT_INGEST_TOPIC = 'airboard/v1/ingest';
export const MQTT_RESULTS_PREFIX = 'airboard/v1/results/';
/** The servers' shared subscription to the ingest topic: each message goes to one of them. */
export const MQTT_SHARED_INGEST = `$share/airboard/${MQTT_INGEST_TOPIC}`;

/** This process's client id unless MQTT_CLIENT_ID names one: unique per host and port. */
export function defaultMqttClientId(port: number, hostname = os.hostname()): string {
  // Client ids of 23 characters or fewer are the only ones MQTT 3.1.1 requires brokers to accept;
  // Mosquitto takes longer ones, so the host name is kept readable rather than hashed.
  return `airboard-ingest-${hostname}-${port}`;
}

const mqttPayload = ingestBody.extend({
  key: z.string().max(200),
  requestId: z
    .string()
    .regex(/^[\w.-]{1,64}$/)
    .optional(),
});

export interface MqttIngest {
  /** Resolves once subscribed. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function startMqttIngest(options: {
  url: string;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** How far back a reading may reach (RETENTION_READINGS_DAYS). */
  keptDays: number;
  /** Where the devices heard from are noted (issue 16). */
  contacts: DeviceContacts;
  /** Unique per server process and stable across its restarts (defaultMqttClientId). */
  clientId: string;
}): MqttIngest {
  const { database, log } = options;
  const client: MqttClient = mqtt.connect(options.url, {
    clientId: options.clientId,
    clean: false,
    reconnectPeriod: 2000,
    // We subscribe on every connection ourselves (below); mqtt.js's own resubscription is skipped
    // when the broker says the session is present, and it drops a repeated subscribe as known.
    resubscribe: false,
  });
  client.handleMessage = (packet: IPublishPacket, callback) => {
    handle(packet)
      .then((reply) => {
        callback();
        // Published after the acknowledgement: the client reads no packets (so no PUBACK of
        // this publish either) until handleMessage has called back.
        if (reply) {
          client.publish(reply.topic, JSON.stringify(reply.body), { qos: 1 }, (error) => {
            if (error) {
              log.warn({ err: error }, 'MQTT result not published');
            }
          });
        }
      })
      .catch((error: unknown) => {
        // Not acknowledged: dropping the connection makes the broker deliver it again.
        log.warn({ err: error }, 'MQTT batch failed; it will be redelivered');
        client.stream.destroy();
      });
  };

  /** Ingests one message; returns the result to publish when the sender asked for one. */
  async function handle(packet: IPublishPacket): Promise<{ topic: string; body: unknown } | null> {
    const parsed = mqttPayload.safeParse(parseJson(packet.payload.toString()));
    if (!parsed.success) {
      log.warn({ topic: packet.topic }, 'MQTT message is not an ingest batch; dropped');
      return null;
    }
    const { key, requestId, readings, events } = parsed.data;
    let body: unknown;
    try {
      body = await ingestBatch(
        database,
        key,
        { readings, events },
        {
          keptDays: options.keptDays,
          contacts: options.contacts,
        },
      );
    } catch (error) {
      if (!(error instanceof HttpError)) {
        throw error;
      }
      body = { errorMessage: error.message };
    }
    return requestId ? { topic: `${MQTT_RESULTS_PREFIX}${requestId}`, body } : null;
  }

  // Subscribed on every connection, not only the first: a broker that brings back this persistent
  // session may have lost its shared subscription (Mosquitto 2.0 restores plain subscriptions
  // only), and ingestion would then stop without a word. Subscribing again to a subscription held
  // is harmless.
  const ready = new Promise<void>((resolve, reject) => {
    client.on('connect', () => {
      client.subscribe(MQTT_SHARED_INGEST, { qos: 1 }, (error) => {
        if (error) {
          log.warn({ err: error }, 'MQTT ingest subscription refused');
          reject(error);
        } else {
          resolve();
        }
      });
    });
    client.once('error', reject);
  });
  client.on('error', (error) => log.warn({ err: error }, 'MQTT connection error'));
  return {
    ready,
    async stop() {
      await client.endAsync();
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
