#pragma once
#include "pragma_once_self_include.cu"
int a;
