import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { HttpRoute, HttpRouteKey, type HttpApi, type HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { ROUTE_GROUPS, type RouteGroup } from '@bk/contract';
import { apiRouteBindings } from '@bk/platform';
import { Construct } from 'constructs';
import { GROUP_ACCESS, secretsReadBy } from '../access';
import { acknowledge } from '../nag';
import type { StageConfig } from '../stage-config';
import { GROUP_NODE_MODULES, groupBundling, groupLockFile } from '../bundling';
import { AppFunction, BUNDLING } from './app-function';
import { grantModelInvoke, grantSecretRead, type AccessTargets } from './grants';

/** Props of {@link ApiFunctions}. */
export interface ApiFunctionsProps {
  readonly config: StageConfig;
  readonly httpApi: HttpApi;
  readonly environment: Record<string, string>;
  readonly targets: AccessTargets;
  /** Folder holding `<group>/index.ts`. */
  readonly functionsDir: string;
}

/**
 * One Lambda per route group (`functions/<group>/index.ts`), and one HTTP API route per contract
 * route and prefix, from {@link apiRouteBindings}, so the deployed routes are the contract's.
 */
export class ApiFunctions extends Construct {
  /** The function of each route group. */
  readonly functions: Readonly<Record<RouteGroup, AppFunction>>;

  constructor(scope: Construct, id: string, props: ApiFunctionsProps) {
    super(scope, id);
    const { config } = props;
    const functions = {} as Record<RouteGroup, AppFunction>;
    const integrations = {} as Record<RouteGroup, HttpLambdaIntegration>;
    for (const group of ROUTE_GROUPS) {
      const fn = new AppFunction(this, `Fn-${group}`, {
        config,
        functionName: `bookkeeper-${config.stage}-${group}`,
        description: `API route group "${group}" (${config.stage})`,
        entry: path.join(props.functionsDir, group, 'index.ts'),
        environment: props.environment,
        memoryMb: config.apiFunction.memoryMb,
        timeout: Duration.seconds(config.apiFunction.timeoutSeconds),
        access: GROUP_ACCESS[group],
        targets: props.targets,
        bundling: groupBundling(BUNDLING, group),
        ...(GROUP_NODE_MODULES[group] ? { depsLockFilePath: groupLockFile(group) } : {}),
      });
      for (const secretName of secretsReadBy(group, config)) grantSecretRead(fn.role, secretName);
      const model = config.assistant.bedrockModelId;
      if (group === 'assistant' && model) grantModelInvoke(fn.role, model);
      functions[group] = fn;
      // One invoke permission per function for the whole API, not one per route: with ~230 routes
      // per-route permissions would double the stack's resources (CloudFormation allows 500).
      integrations[group] = new HttpLambdaIntegration(`Integration-${group}`, fn.function, {
        scopePermissionToRoute: false,
      });
    }
    this.functions = functions;
    this.addRoutes(props.httpApi, integrations);
  }

  private addRoutes(httpApi: HttpApi, integrations: Record<RouteGroup, HttpLambdaIntegration>): void {
    const routes = new Construct(this, 'Routes');
    const ids = new Set<string>();
    for (const { routeKey, group } of apiRouteBindings()) {
      const [method, routePath] = routeKey.split(' ') as [string, string];
      const id = routeKey.replace(/[^A-Za-z0-9]+/g, '-');
      if (ids.has(id)) throw new Error(`Two routes map to the construct id ${id}`);
      ids.add(id);
      new HttpRoute(routes, id, {
        httpApi,
        routeKey: HttpRouteKey.with(routePath, method as HttpMethod),
        integration: integrations[group],
      });
    }
    acknowledge(
      routes,
      'AwsSolutions-APIG4',
      "Authentication is the product's own bearer-token sessions, checked by each function's middleware against the contract's access level (ARCHITECTURE \"Identity\"); public routes such as login must stay open.",
    );
  }
}
