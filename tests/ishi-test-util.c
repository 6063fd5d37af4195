/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ishi-test-util.h"

char *
ishi_test_data_path (const char *relative)
{
  const char *root = g_getenv ("ISHI_TESTDATA");
  g_autofree char *path = NULL;

  if (root == NULL)
    root = "../shared/testdata";
  path = g_build_filename (root, relative, NULL);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip_printf ("%s is not there", path);
      return NULL;
    }
  return g_steal_pointer (&path);
}

char *
ishi_test_src_path (const char *relative)
{
  const char *root = g_getenv ("ISHI_TESTS_SRCDIR");

  return g_build_filename (root ? root : ".", relative, NULL);
}
