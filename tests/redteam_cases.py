"""The register of the red team's failure cases: rounds one to three (cases 1-31) and round four (cases 32-52: its 19
findings as 31 + the finding's number, then its two decisions). For each case, the tests that reproduce it and assert it
now holds.

`CASES` is a list of `(number, group, case, [pytest node ids])` in the red team's order. A node id is a file, a test
function, or one parametrized case of it (`test_x[param]`); it never holds whitespace, so the shell can pass the list on.
Run as a script, the module prints the node ids one a line, each once, in the order of the cases:

    python -m pytest -q $(python tests/redteam_cases.py)

re-runs them all. A plain data module: it imports nothing of the kit (tests/test_redteam_cases.py checks every id exists).
"""

ENV = 'tests/test_env_redteam.py::'
REPRO = 'tests/test_repro_redteam.py::'
LLM = 'tests/test_llm_redteam.py::'
PROTO = 'tests/test_protocols_redteam.py::'
CLI = 'tests/test_cli_redteam.py::'
RESUME = 'tests/test_train_resume.py::'
R4 = 'tests/test_repro_redteam4.py::'
EVAL = 'tests/test_eval_redteam.py::'
MODELS = 'tests/test_pretrained_redteam.py::'
MEM = 'tests/test_memory_redteam.py::'
TABLES = 'tests/test_table_rules.py::'
REAL = 'tests/test_real_model_params.py::'
CASE = 'tests/test_case_text.py::'

G_ENV = 'Env: no per-turn limit on hermes tool calls'
G_CODE = 'Injected text runs as code'
G_SETTINGS = 'Settings ignored with exit 0'
G_CRED = 'Credentials'
G_TB = 'Tracebacks'
G_RESUME = 'Resume bookkeeping'
G_MINOR = 'Minor'
G_FILES = 'Round four: files the kit reads back'
G_SIGNALS = 'Round four: signals and stalls'
G_EVAL = 'Round four: evaluation inputs and memory'
G_CACHE = 'Round four: the model cache'
G_TEXT = 'Round four: text copied into tables'

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
    (32, G_FILES, "a forged results.json copies '../../' paths or links outside --figures (over kit source), or hands git an option; "
                  "--figures paper_figures/.. and --out paper_figures/x write among the kit's files",
     [R4 + 'test_a_forged_results_path_never_writes_outside_the_figures', R4 + 'test_a_results_link_never_publishes_a_file_from_outside_the_run',
      R4 + 'test_a_link_in_the_figures_folder_is_not_written_through', R4 + 'test_a_forged_commit_is_never_an_option_for_git',
      R4 + 'test_a_run_never_writes_among_the_kits_own_files']),
    (33, G_CACHE, "a GGUF beside another model's tokenizer files converts to a broken model and poisons the cache key",
     [MODELS + 'test_a_gguf_beside_another_models_tokenizer_and_config_converts_from_the_file_alone']),
    (34, G_SIGNALS, 'Ctrl-C / SIGTERM does not stop `eval` (forks 0 or 3), the interrupted query becomes pred_error, a signal during import is a traceback',
     [EVAL + 'test_signal_stops_eval_within_3s', EVAL + 'test_signal_while_importing_the_command_is_one_line', EVAL + 'test_a_stopped_query_is_not_a_verdict']),
    (35, G_TEXT, '`|`, line breaks, `<img onerror>` and `<script>` from episodes or a forged results.json reach paper_figures tables',
     [TABLES + 'test_markdown_and_html_from_episodes_stay_text', TABLES + 'test_a_forged_results_json_is_escaped_and_cut']),
    (36, G_EVAL, 'a .json prediction file without strings scores as empty predictions with rc 0',
     [EVAL + 'test_json_predictions_without_strings_are_refused']),
    (37, G_EVAL, 'TEXTSQL_EVAL_FORKS forbids --workers',
     [EVAL + 'test_eval_forks_variable_does_not_forbid_workers']),
    (38, G_EVAL, 'memory grows with each near-cap result and verdicts depend on it',
     [EVAL + 'test_memory_stays_bounded_with_many_large_results', EVAL + 'test_the_byte_cap_bounds_rows_of_empty_values']),
    (39, G_CACHE, 'an interrupted GGUF conversion leaves models/.converting-* behind for good',
     [MODELS + 'test_a_conversion_killed_half_way_is_removed_by_the_next_resolution',
      MODELS + 'test_an_old_lockless_conversion_folder_is_removed_and_a_live_one_kept']),
    (40, G_FILES, 'a corrupt done.json or results.json in --out (or a table name with /) gives a traceback',
     [R4 + 'test_a_corrupt_results_json_outside_the_plan_is_named_and_skipped', R4 + 'test_a_table_name_with_a_slash_fails_its_experiment_in_one_line',
      R4 + 'test_a_forged_results_json_of_a_planned_experiment_runs_it_again', R4 + 'test_a_corrupt_done_json_runs_the_experiment_again',
      R4 + 'test_done_json_seconds_that_are_no_number_leave_the_cell_empty', R4 + 'test_a_done_json_that_is_no_file_is_refused_before_the_run',
      R4 + 'test_an_earlier_manifest_that_is_not_text_is_replaced', R4 + 'test_a_corrupt_failed_json_is_named_by_the_aggregation_job']),
    (41, G_EVAL, 'the memory estimate raises raw exceptions on a bad model folder and reports negative sizes',
     [MEM + 'test_a_bad_model_folder_is_one_config_error_naming_it', MEM + 'test_the_dry_run_records_name_a_bad_start_model_folder',
      MEM + 'test_the_launcher_names_a_bad_start_model_folder_in_one_line']),
    (42, G_FILES, 'a malformed or forged gold-cache line breaks evaluation or changes EX',
     [EVAL + 'test_malformed_and_forged_gold_cache_lines_cost_a_rerun']),
    (43, G_SETTINGS, 'real_model accepts first_example -3, dev_limit -5 and stages [bogus] (refused only after 27 s)',
     [REAL + 'test_meaningless_values_are_refused_in_one_line_before_anything_loads', REAL + 'test_the_check_runs_first_and_imports_nothing']),
    (44, G_CACHE, 'a truncated GGUF gives a struct.error traceback or "cannot reshape array"',
     [MODELS + 'test_a_truncated_gguf_is_named_truncated_in_one_line', MODELS + 'test_train_with_a_truncated_gguf_exits_2_with_one_line']),
    (45, G_SETTINGS, '--timeout inf hangs, --float-tol 5 is refused after the work, TEXTSQL_EVAL_FORKS=² does not name the variable',
     [EVAL + 'test_infinite_timeout_is_refused', EVAL + 'test_float_tol_is_refused_before_anything_runs', EVAL + 'test_bad_eval_forks_variable_is_named']),
    (46, G_EVAL, 'a prediction file of newlines blows memory; an unreadable --pred or --gold is a traceback',
     [EVAL + 'test_a_file_of_newlines_costs_no_memory', EVAL + 'test_unreadable_files_are_one_line']),
    (47, G_TB, 'a failing sbatch is a traceback; an --out that cannot be written fails after the work',
     [R4 + 'test_a_failing_sbatch_is_one_line', R4 + 'test_no_sbatch_on_path_is_one_line',
      R4 + 'test_an_output_that_cannot_be_written_is_refused_before_the_run', R4 + 'test_dry_run_refuses_an_output_it_cannot_write_before_resolving',
      EVAL + 'test_unwritable_out_fails_before_evaluating']),
    (48, G_TEXT, 'a 50 MB tool observation is published whole in a case study',
     [CASE + 'test_a_huge_observation_is_cut', CASE + 'test_the_case_notebooks_print_through_case_text']),
    (49, G_CACHE, 'two processes convert one GGUF at once; two model.gguf files share a conversion; a symlinked cache entry is followed',
     [MODELS + 'test_two_processes_converting_the_same_gguf_at_once_convert_it_once',
      MODELS + 'test_two_ggufs_of_one_name_never_share_a_conversion_even_with_emptied_hash_memos',
      MODELS + 'test_a_gguf_replaced_in_place_with_its_old_size_and_mtime_is_converted_anew',
      MODELS + 'test_a_cache_entry_that_is_a_symlink_is_named_and_rebuilt_never_followed', MODELS + 'test_a_damaged_cache_entry_is_named_in_one_line_and_rebuilt']),
    (50, G_CODE, '--print-params with a line break in --out injects a YAML key papermill would pass on',
     [R4 + 'test_print_params_with_a_line_break_in_out']),
    (51, G_SIGNALS, 'decision: a SIGSTOPped forked copy hangs the evaluation (now given up after its CPU time stalls, its share scored here)',
     [EVAL + 'test_a_stopped_copy_is_given_up_and_its_share_scored_here']),
    (52, G_SIGNALS, 'decision: timeouts near the limit flip under load (now flagged near_limit and counted in the report)',
     [EVAL + 'test_verdicts_decided_at_the_time_limit_are_counted']),
]

def node_ids() -> list:
    "Every node id of the register, each once, in the order of the cases."
    return list(dict.fromkeys(i for *_, ids in CASES for i in ids))

if __name__ == '__main__':
    print('\n'.join(node_ids()))
