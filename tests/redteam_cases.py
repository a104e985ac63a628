"""The register of the red team's 31 failure cases (issue 27, item 10): for each case, the tests that reproduce it and
assert it now holds.

`CASES` is a list of `(number, group, case, [pytest node ids])` in the red team's order. A node id is a file, a test
function, or one parametrized case of it (`test_x[param]`); it never holds whitespace, so the shell can pass the list on.
Run as a script, the module prints the node ids one a line, each once, in the order of the cases:

    python -m pytest -q $(python tests/redteam_cases.py)

re-runs all 31. A plain data module: it imports nothing of the kit (tests/test_redteam_cases.py checks every id exists).
"""

ENV = 'tests/test_env_redteam.py::'
REPRO = 'tests/test_repro_redteam.py::'
LLM = 'tests/test_llm_redteam.py::'
PROTO = 'tests/test_protocols_redteam.py::'
CLI = 'tests/test_cli_redteam.py::'
RESUME = 'tests/test_train_resume.py::'

G_ENV = 'Env: no per-turn limit on hermes tool calls'
G_CODE = 'Injected text runs as code'
G_SETTINGS = 'Settings ignored with exit 0'
G_CRED = 'Credentials'
G_TB = 'Tracebacks'
G_RESUME = 'Resume bookkeeping'
G_MINOR = 'Minor'

CASES = [
    (1, G_ENV, '10,000 `SELECT 1` calls in one turn (must come back bounded, small observation)',
     [ENV + 'test_ten_thousand_calls_in_one_turn', ENV + 'test_many_calls_in_one_turn_run_the_cap_and_say_so_once',
      ENV + 'test_the_whole_observation_is_capped']),
    (2, G_ENV, '531 calls of 10 MB each (was uncaught MemoryError from env.step, peak 3.6 GB)',
     [ENV + 'test_531_calls_of_10_mb', ENV + 'test_big_values_keep_no_memory', ENV + 'test_calls_beyond_the_first_fetch_only_what_is_shown']),
    (3, G_ENV, '40 never-ending calls at timeout_s=1 (one step took 20.1 s)',
     [ENV + 'test_forty_never_ending_calls_at_one_second', ENV + 'test_slow_calls_share_one_time_budget']),
    (4, G_ENV, 'a step_many of 7 normal envs and 1 hostile one (returned after 13 s)',
     [ENV + 'test_one_hostile_env_does_not_hold_up_the_batch']),
    (5, G_ENV, 'the astra preset ran 3 calls but returned a 154,680-character observation of budget errors',
     [ENV + 'test_astra_refusals_are_one_line']),

    (6, G_CODE, "a `--set` parameter *name* inserted into the notebook unescaped (`--set \"exp.import os;os.system('touch F');x=1\"`)",
     [REPRO + 'test_a_set_name_is_not_code', REPRO + 'test_slurm_refuses_a_bad_set_before_submitting']),
    (7, G_CODE, 'SLURM script: `$(...)` in `--out` runs (cd/--out unquoted)',
     [REPRO + 'test_sbatch_scripts_quote_every_value_and_carry_the_run_options']),
    (8, G_CODE, 'SLURM script: `;...#` in `--figures` comments out `--aggregate-only`',
     [REPRO + 'test_sbatch_scripts_quote_every_value_and_carry_the_run_options']),
    (9, G_CODE, 'SLURM script: a path with a space breaks the job',
     [REPRO + 'test_sbatch_scripts_quote_every_value_and_carry_the_run_options']),
    (10, G_CODE, "the LLM response cache ignores the endpoint (second endpoint with same model name got first's answers)",
     [LLM + 'test_cache_is_keyed_by_endpoint', LLM + 'test_endpoint_id_normalises_and_drops_credentials']),
    (11, G_CODE, 'database text forges chat turns (`<|im_start|>`/`<|im_end|>` in tool responses)',
     [PROTO + 'test_tool_response_adds_no_control_tokens', PROTO + 'test_forged_rows_do_not_change_the_parse',
      PROTO + 'test_property_rendered_observations_hold_no_raw_control_token']),
    (12, G_CODE, 'a slow final answer costs twice the limit (env runs it then the mtir/mars reward runs it again)',
     [ENV + 'test_a_slow_final_answer_costs_one_time_limit', ENV + 'test_the_final_answer_executes_once[mtir]',
      ENV + 'test_the_final_answer_executes_once[mars]']),

    (13, G_SETTINGS, '`--launcher slurm` drops `--set` and `--budget`',
     [REPRO + 'test_slurm_launcher_carries_set_and_budget_from_the_command_line',
      REPRO + 'test_sbatch_scripts_quote_every_value_and_carry_the_run_options']),
    (14, G_SETTINGS, '`--max-steps 0` / `-5` trains full epochs',
     [CLI + 'test_train_max_steps_must_be_positive[argv0-needles0]', CLI + 'test_train_max_steps_must_be_positive[argv1-needles1]']),
    (15, G_SETTINGS, '`--budget nosuch` accepted',
     [CLI + 'test_reproduce_numbers_and_budget_are_checked[argv3-needles3]']),
    (16, G_SETTINGS, '`--timeout -1` accepted',
     [CLI + 'test_reproduce_numbers_and_budget_are_checked[argv0-needles0]']),
    (17, G_SETTINGS, '`--temperature nan` accepted',
     [CLI + 'test_rollout_sampling_values_are_refused[argv0-needles0]', CLI + 'test_recipe_config_validation_where_the_value_enters']),
    (18, G_SETTINGS, 'SFT `num_generations: -1` accepted',   # the function: its ids hold the YAML text, with spaces
     [CLI + 'test_train_config_values_that_mean_nothing_are_refused', CLI + 'test_recipe_config_validation_where_the_value_enters']),
    (19, G_SETTINGS, '`top_p: 7` accepted',
     [CLI + 'test_train_config_values_that_mean_nothing_are_refused', CLI + 'test_rollout_sampling_values_are_refused[argv2-needles2]',
      CLI + 'test_recipe_config_validation_where_the_value_enters']),

    (20, G_CRED, 'credentials inside a base URL (userinfo or query string) printed',
     [LLM + 'test_redact_url_masks_userinfo_and_secret_query', LLM + 'test_credentials_not_in_repr_or_where',
      LLM + 'test_credentials_not_in_connection_error', LLM + 'test_credentials_not_in_spec_errors']),
    (21, G_CRED, 'credentials echoed back base64 in a `Basic` header into the error message',
     [LLM + 'test_credentials_not_in_http_error_or_logs']),

    (22, G_TB, '`train` with a missing model: 81 lines, 4 tracebacks (must be one line)',   # both cases: a path, a hub id
     [CLI + 'test_train_missing_model_is_one_line']),
    (23, G_TB, '`train` with data `spider:/nonexistent`: ValueError traceback',
     [CLI + 'test_train_bad_data_spec_is_one_line']),
    (24, G_TB, "every CLI's `--out` that is a file, read-only, or under a file gives a raw FileExistsError/PermissionError/NotADirectoryError",
     [CLI + 'test_out_folder_that_cannot_be_written_is_one_line', CLI + 'test_out_file_that_cannot_be_written_is_one_line',
      CLI + 'test_out_path_problem_names_the_reason']),
    (25, G_TB, '`levers --table` with a missing file',
     [CLI + 'test_levers_table_bad_file_is_one_line[None-needles0]']),
    (26, G_TB, 'a YAML tag in `--set`',
     [REPRO + 'test_a_yaml_tag_is_one_line', REPRO + 'test_a_yaml_value_cannot_smuggle_code']),

    (27, G_RESUME, 'after SIGKILL and `--resume`, metrics.jsonl repeats steps logged after the last checkpoint',
     [RESUME + 'test_resume_after_sigkill_logs_each_step_once_and_sums_the_segments']),
    (28, G_RESUME, "the summary's train_loss/wall_s cover only the last segment after resume",
     [RESUME + 'test_resume_after_sigkill_logs_each_step_once_and_sums_the_segments']),
    (29, G_RESUME, 'an experiment killed after results.json but before done.json is listed as done',
     [REPRO + 'test_results_without_done_json_are_not_done']),

    (30, G_MINOR, 'the TRL reward raises IndexError when dataset columns are shorter than the completions',
     [CLI + 'test_trl_reward_short_column_names_it_and_both_lengths']),
    (31, G_MINOR, 'SQLToolEnv refuses SQL that contains `</tool_call>` inside a string and still spends a call',
     [ENV + 'test_tool_sql_with_a_closing_tag_in_a_literal_runs']),
]

def node_ids() -> list:
    "Every node id of the register, each once, in the order of the cases."
    return list(dict.fromkeys(i for *_, ids in CASES for i in ids))

if __name__ == '__main__':
    print('\n'.join(node_ids()))
