# 1 "v000031.cu"
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
# 10 "v000031.cu"
__attribute__((visibility("hidden"))) void apply2(const int *input3, int *buf4, const float *in5, const float *in6) ;
#if 0
# 10
{ 
# 11
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
for (int j8 = 0; j8 < gid7; j8 += 2) { 
# 13
if ((*in6) <= (input3[1])) { 
# 14
return; 
# 15
}  
# 16
}  
# 17
if ((in5[0]) < (buf4[gid7])) { 
# 18
return; 
# 19
}  
# 20
} 
#endif
# 22 "v000031.cu"
constexpr int pack9(int len10) { 
# 23
return len10; 
# 24
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 26
template< class T, int N> __attribute__((unused)) static int 
# 27
sweep11(T alpha12, int count13) {int volatile ___ = 1;(void)alpha12;(void)count13;
# 31
::exit(___);}
#if 0
# 27
{ 
# 28
count13 -= (__device_builtin_variable_threadIdx.z); 
# 29
alpha12 = 57; 
# 30
return ((double)alpha12) + ((N) & (__device_builtin_variable_blockIdx.x)); 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 33 "v000031.cu"
constexpr int check_score14(int stride15) { 
# 34
int r16 = stride15; 
# 35
int u17{('\177')}; 
# 36
return (char)((25 | stride15) + 27); 
# 37
} 
# 38
enum class Op18: long { Blue19, Off20, Blue21, Mul22}; 
# 39
enum Color23 { GREEN24, BLUE25}; 
# 41
int host_blend26(unsigned cfg27, const float *in28, int lane29) { 
# 42
if (float sum30 = 32 & lane29; lane29 == cfg27) { 
# 43
sum30 /= ((sizeof(int) % cfg27) * ((long)32)); 
# 44
cfg27 %= ((sum30 += sum30), 47); 
# 45
} else { 
# 46
}  
# 47
return cfg27; 
# 48
} 
# 50
float run_scatter31(unsigned b32, int len33) { 
# 51
len33 *= (len33 - 3UL); 
# 52
len33 ^= (len33 - (b32 ^ (14U % len33))); 
# 53
len33 *= (GREEN24); 
# 54
for (int n34 = 0; n34 < len33; n34 += 4) { 
# 55
const char *e35 = ("warp size"); 
# 56
dim3 acc36((b32 + (63)) / (64)); 
# 57
}  
# 58
(__cudaPushCallConfiguration(((dim3)(sizeof(int) * (16))), 8 * ((BLUE25) + 3), 0, nullptr)) ? (void)0 : apply2(nullptr, (int *)nullptr, (const float *)nullptr, nullptr); 
# 59
return ((46 | len33) + b32) - len33; 
# 60
} 
# 62
int main() { 
# 63
int count37 = 2404; 
# 64
count37 = (2L); 
# 65
if (23 == count37) { 
# 66
return (('0') + count37) - 17LL; 
# 67
}  
# 68
if (((count37 + count37) * 46L) >= count37) { 
# 69
count37 = (44UL); 
# 70
(__cudaPushCallConfiguration((count37 + 127) / 128, ((BLUE25) + 7) * ((BLUE25) + 3), 0, 0)) ? (void)0 : apply2((const int *)nullptr, nullptr, nullptr, nullptr); 
# 71
count37 %= count37; 
# 72
}  
# 73
return 0; 
# 74
} 

# 1 "v000031.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__03582b7c_10_v000031_cu_4f19dddf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000031.cudafe1.stub.c"
#include "v000031.cudafe1.stub.c"
# 1 "v000031.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
