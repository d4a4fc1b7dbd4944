# 1 "v001847.cu"
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
# 10 "v001847.cu"
int g_fold3[] = {60, ('#')}; 
# 11
static float c_accum4[2]; 
# 13
static int count5(int lane6, int stride7) { 
# 14
auto lam11 = [](int tmp8, int w9)->int { 
# 15
cudaStream_t x10 = (nullptr); 
# 16
w9 %= ((-((w9) ? w9 : w9)) % sizeof(float)); 
# 17
return g_fold3[w9]; 
# 18
} ; typedef decltype(lam11) __T0;
# 19
if ((lane6 <= stride7) || (lane6 != (g_fold3[1]))) { 
# 20
goto skip14; 
# 21
}  
# 22
lam11(stride7, stride7); 
# 23
{ 
# 24
for (auto sum12 : g_fold3) { 
# 25
sum12 %= sum12; }  
# 26
unsigned char tmp13 = (21); 
# 27
} 
# 28
if (6 > (stride7 * 7)) { 
# 29
return -7; }  
# 30
skip14:; ; 
# 31
return 14U; 
# 32
} 
# 34
__attribute__((visibility("hidden"))) void count15(bool a16, const size_t *input17, int *dst18, int *buf19) ;
#if 0
# 34
{ 
# 35
if ((63) >= ((buf19[0]) + sizeof(unsigned))) { 
# 36
goto skip20; 
# 37
}  
# 38
if (!input17) { 
# 39
return; }  
# 40
if ((27) > (((c_accum4[1]) != (c_accum4[1])) ? buf19[0] : (c_accum4[1]))) { 
# 41
return; }  
# 42
(*buf19)++; 
# 43
skip20:; ; 
# 44
} 
#endif
# 46 "v001847.cu"
int main() { 
# 47
int n21 = 2051; 
# 48
++(g_fold3[1]); 
# 49
(g_fold3[0]) *= (g_fold3[1]); 
# 50
(__cudaPushCallConfiguration(1, dim3((n21 + 255) / 256, 1 << 3, (n21 + 127) / 128), sizeof(float) * (64), nullptr)) ? (void)0 : count15(((n21 > (g_fold3[n21])) ? g_fold3[n21] : (53 + n21)) >= (n21 * (g_fold3[n21])), nullptr, g_fold3, g_fold3); 
# 51
return 0; 
# 52
} 

# 1 "v001847.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__de372169_10_v001847_cu_g_fold3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001847.cudafe1.stub.c"
#include "v001847.cudafe1.stub.c"
# 1 "v001847.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
