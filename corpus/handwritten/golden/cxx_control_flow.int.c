# 1 "cxx_control_flow.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 6 "cxx_control_flow.cu"
__attribute__((unused)) int classify(int v) 
# 7
{int volatile ___ = 1;(void)v;
# 23
::exit(___);}
#if 0
# 7
{ 
# 8
switch (v & 7) { 
# 9
case 0:  
# 10
case 1:  
# 11
return 0; 
# 12
case 2:  
# 13
v += 1; 
# 14
[[fallthrough]] ; 
# 15
case 3:  { 
# 16
int t = v * 2; 
# 17
return t; 
# 18
} 
# 19
default:  
# 20
break; 
# 21
}  
# 22
return -1; 
# 23
} 
#endif
# 25 "cxx_control_flow.cu"
__attribute__((visibility("hidden"))) void walk(const int *in, int *out, int n) ;
#if 0
# 26
{ 
# 27
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
if (i >= n) { return; }  
# 29
int acc = 0, k = in[i]; 
# 30
while (k > 1) { k = (((k % 2) == 0) ? k / 2 : ((3 * k) + 1)); if ((++acc) > 500) { break; }  }  
# 31
do { acc += classify(k); } while ((--k) > 0); 
# 32
for (int j = 0; j < 8; ++j) { 
# 33
if (j == 3) { continue; }  
# 34
acc ^= j; 
# 35
}  
# 36
(out[i]) = acc; 
# 37
} 
#endif
# 39 "cxx_control_flow.cu"
int parse(const char *s, int *value) 
# 40
{ 
# 41
int sign = 1, v = 0; 
# 42
if (!s) { goto fail; }  
# 43
if ((*s) == ('-')) { sign = (-1); ++s; } else { 
# 44
if ((*s) == ('+')) { ++s; }  }  
# 45
for (; *s; ++s) { 
# 46
if (((*s) < ('0')) || ((*s) > ('9'))) { goto fail; }  
# 47
v = ((v * 10) + ((*s) - ('0'))); 
# 48
}  
# 49
(*value) = (sign * v); 
# 50
return 0; 
# 51
fail:; 
# 52
(*value) = 0; 
# 53
return -1; 
# 54
} 
# 56
int main() 
# 57
{ 
# 58
int values[] = {3, 1, 4, 1, 5, 9, 2, 6}; 
# 59
int sum = 0; 
# 60
for (int v : values) { sum += v; }  
# 61
for (auto &v : values) { v *= 2; }  
# 62
if (int r; (parse("-123", &r) == 0) && (r < 0)) { sum += r; }  
# 63
(__cudaPushCallConfiguration(1, 8)) ? (void)0 : walk(values, values, 8); 
# 64
return sum; 
# 65
} 

# 1 "cxx_control_flow.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6b7a2242_19_cxx_control_flow_cu_e847fa92
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx_control_flow.cudafe1.stub.c"
#include "cxx_control_flow.cudafe1.stub.c"
# 1 "cxx_control_flow.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
