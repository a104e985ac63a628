# Packaging for the nbdev 2 project: everything is read from settings.ini.
from configparser import ConfigParser
import setuptools, shlex

config = ConfigParser(delimiters=['='])
config.read('settings.ini', encoding='utf-8')
cfg = config['DEFAULT']

for o in 'version description keywords author author_email'.split():
    assert o in cfg, f'missing expected setting: {o}'

statuses = ['1 - Planning', '2 - Pre-Alpha', '3 - Alpha', '4 - Beta', '5 - Production/Stable', '6 - Mature', '7 - Inactive']
py_versions = '3.10 3.11 3.12 3.13'.split()

def reqs(key): return shlex.split(cfg.get(key, ''))

min_python = cfg['min_python']
setuptools.setup(
    name=cfg['lib_name'], license='Apache-2.0',
    classifiers=['Development Status :: ' + statuses[int(cfg['status'])], 'Intended Audience :: ' + cfg['audience'].title(),
                 'Natural Language :: ' + cfg['language'].title()]
                + ['Programming Language :: Python :: ' + o for o in py_versions[py_versions.index(min_python):]],
    url=cfg['git_url'], packages=setuptools.find_packages(include=['textsql_kit', 'textsql_kit.*']),
    include_package_data=True, install_requires=reqs('requirements'),
    extras_require={'gpu': reqs('gpu_requirements'), 'dev': reqs('dev_requirements')},
    dependency_links=cfg.get('dep_links', '').split(), python_requires='>=' + cfg['min_python'],
    long_description=open('README.md', encoding='utf-8').read(), long_description_content_type='text/markdown',
    zip_safe=False,
    entry_points={'console_scripts': cfg.get('console_scripts', '').split(),
                  'nbdev': [f'{cfg.get("lib_path")}={cfg.get("lib_path")}._modidx:d']},
    version=cfg['version'], description=cfg['description'], keywords=cfg['keywords'],
    author=cfg['author'], author_email=cfg['author_email'])
