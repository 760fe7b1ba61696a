// Wire schemas of the promotional banner (SPEC 3 "Banner", "Mission"; SPEC 7 messages and missions).
import * as z from 'zod/mini';

export const bannerMessage = z.object({
  template: z.string(),
  priority: z.number(),
  screens: z.array(z.string()),
  expiration_delay: z.number(),
  user_mission_identifier: z.optional(z.string()),
  action_text: z.optional(z.string()),
  reward_text: z.optional(z.string()),
});
export type BannerMessage = z.infer<typeof bannerMessage>;
/** GET /kong/v2/me/messages */
export const messagesResponse = z.object({ messages: z.array(bannerMessage) });

export const mission = z.object({
  identifier: z.string(),
  status: z.string(),
  optin_type: z.optional(z.string()),
  type: z.optional(z.string()),
  opted_in: z.optional(z.boolean()),
  display: z.object({
    type: z.optional(z.string()),
    banner_deposit: z.optional(
      z.object({
        title: z.string(),
        subtitle: z.optional(z.string()),
        background_image: z.optional(z.string()),
        should_display: z.boolean(),
      }),
    ),
  }),
});
export type Mission = z.infer<typeof mission>;
/** GET /kong/v2/me/missions */
export const missionsResponse = z.object({ missions: z.array(mission) });
