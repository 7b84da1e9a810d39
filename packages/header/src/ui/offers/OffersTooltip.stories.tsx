import {
  $auth,
  $authPhase,
  $config,
  $firstName,
  $signedIn,
  mergeConfig,
  useStore,
  type ElementDefinition,
} from '@nm/core';
import { markStoryReady, StoryElement, storyPending, writable } from '@nm/core/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AccountButton } from '../account/AccountFirstPaint';
import { ACCOUNT_CSS } from '../account/styles';
import { useNotificationCount } from '../notifications/useNotificationCount';
import { $notifications, resetNotifications } from '../../state/notifications';
import { restoreOffersPromptFlag } from '../../state/offers';
import { OffersPrompt } from './OffersPrompt';
import { OFFERS_TOOLTIP_CSS } from './styles';

/** Story-only element: the header's account button with its badge and the tooltip beside it, as the header places them. */
function AccountCorner() {
  const signedIn = useStore($signedIn);
  const name = useStore($firstName);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '8px 16px 120px' }}>
      <div style={{ position: 'relative' }}>
        <AccountButton signedIn={signedIn} name={name} notificationCount={useNotificationCount()} />
        <OffersPrompt />
      </div>
    </div>
  );
}
const offersStoryElement: ElementDefinition<object> = {
  tag: 'nm-story-offers',
  component: AccountCorner,
  props: {},
  // A block across the canvas, so the corner sits at its right edge as in the header, and the tooltip hanging
  // to its left is in view (an inline host was as narrow as the button, and the tooltip was cut at the left).
  styles: `:host { display: block; }\n${ACCOUNT_CSS}${OFFERS_TOOLTIP_CSS}`,
};

interface Args {
  signedIn: boolean;
  promoKey: string | null;
  count: number;
}

function seed({ signedIn, promoKey, count }: Args) {
  sessionStorage.removeItem('specialOffers');
  restoreOffersPromptFlag();
  resetNotifications();
  writable($config).set(mergeConfig(location.hostname, { toggles: { SPECIAL_OFFERS_PROMPT: true } }));
  writable($authPhase).set('none');
  writable($auth).set(signedIn ? { jwtToken: 'story' } : {});
  const prompt =
    promoKey === 'MENS_GC_325'
      ? { message: "Get a $325 gift card with your men's purchase", analyticsCode: 'so_prompt_mens_gc_325' }
      : { message: 'Check out offers just for you!', analyticsCode: 'so_prompt_generic' };
  $notifications.set(
    promoKey === null
      ? { count, offers: [], promptData: null }
      : { count, offers: [{ offerFlag: 'New', promoKey, addedAt: Date.now() }], promptData: prompt },
  );
}

/** A guest is always prompted; a signed-in shopper only with an offer's prompt (state/offers.ts). */
const showsTooltip = ({ signedIn, promoKey }: Args) => !signedIn || promoKey !== null;

/** The tooltip is a lazy part: the story is pending until it is on screen. */
function Story(args: Args) {
  return (
    <div {...storyPending(showsTooltip(args))}>
      <StoryElement definition={offersStoryElement} />
    </div>
  );
}

const meta = {
  title: 'Header/Special offers and notifications',
  component: Story,
  parameters: { layout: 'fullscreen' },
  // The shopper and their offers are the shared stores, set before the element renders.
  beforeEach: ({ args }) => seed(args),
  play: async ({ args, canvasElement }) => {
    if (!showsTooltip(args)) return;
    const root = canvasElement.querySelector('nm-story-offers')?.shadowRoot;
    await waitFor(() => expect(root?.querySelector('.offers-tooltip')).toBeTruthy(), { timeout: 5000 });
    markStoryReady(canvasElement);
  },
} satisfies Meta<typeof Story>;
export default meta;
type S = StoryObj<typeof meta>;

export const TooltipGuest: S = { args: { signedIn: false, promoKey: null, count: 0 } };
export const TooltipSignedIn: S = { args: { signedIn: true, promoKey: 'MENS_GC_325', count: 3 } };
export const TooltipSignedInGeneric: S = { args: { signedIn: true, promoKey: 'SPRING_BEAUTY_EVENT', count: 1 } };
export const CountZero: S = { args: { signedIn: true, promoKey: null, count: 0 } };
export const CountThree: S = { args: { signedIn: true, promoKey: null, count: 3 } };
export const CountOverNinetyNine: S = { args: { signedIn: true, promoKey: null, count: 120 } };
