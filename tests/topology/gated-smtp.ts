/**
 * A real SMTP peer (smtp-server on 127.0.0.1) that can hold every new delivery at its MAIL FROM until released:
 * a session held there has sent nothing the peer could accept, so a worker killed while holding it has delivered
 * nothing. Kept messages carry their envelope recipients, as tests/support/smtp-peer.ts's.
 */
import { keepingSmtpServer, type ReceivedMail } from '../support/smtp-peer.js';

export interface GatedSmtpPeer {
  /** Every message accepted (answered 250 after its data), in order. */
  received: ReceivedMail[];
  /** From now on each new delivery waits at MAIL FROM. */
  hold(): void;
  /** Lets every waiting delivery go on, and the later ones pass. */
  release(): void;
  /** Deliveries waiting at MAIL FROM now. */
  held(): number;
  /** Deliveries whose client went away while they waited (a killed worker's). */
  abandoned(): number;
  close(): Promise<void>;
}

export async function gatedSmtpPeer(port: number): Promise<GatedSmtpPeer> {
  const received: ReceivedMail[] = [];
  const waiting = new Map<string, () => void>();
  let holding = false;
  let abandoned = 0;
  const server = await keepingSmtpServer(port, received, {
    onMailFrom(_address, session, callback) {
      if (!holding) return callback();
      waiting.set(session.id, () => callback());
    },
    onClose(session) {
      if (waiting.delete(session.id)) abandoned += 1;
    },
  });
  return {
    received,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      const go = [...waiting.values()];
      waiting.clear();
      for (const next of go) next();
    },
    held: () => waiting.size,
    abandoned: () => abandoned,
    close: () => {
      holding = false;
      waiting.clear();
      return server.close();
    },
  };
}
