# 1 "v002333.cu"
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
# 11 "v002333.cu"
__attribute__((visibility("hidden"))) void kick3(unsigned *out4, int n5, int len6, int *buf7) ;
#if 0
# 12
{ 
# 13
float k8 = n5; 
# 14
__attribute__((unused)) static int sh_9[1 << (3 + 1)]; 
# 15
len6--; 
# 16
int prod10 = 23; 
# 17
prod10 = 18; 
# 18
if (((buf7 == (nullptr)) ? 28 : 12) < (*buf7)) { 
# 19
return; 
# 20
}  
# 21
prod10 = (2522 - (*buf7)); 
# 22
} 
#endif
# 24 "v002333.cu"
__attribute__((visibility("hidden"))) void fuse11(unsigned char *out12, int lane13) ;
#if 0
# 25
{ 
# 26
++lane13; 
# 27
float t14 = (43); 
# 28
} 
#endif
# 31 "v002333.cu"
__attribute__((visibility("hidden"))) void blend15(const int *coef16, unsigned *acc17, int lane18) ;
#if 0
# 32
{ 
# 33
(++lane18), (lane18 = 21); 
# 34
int x19[3] = {43}; 
# 35
static_assert((sizeof(int) == (4)), "tile must fit");
# 36
__attribute__((unused)) static float sh_20; 
# 37
} 
#endif
# 39 "v002333.cu"
__attribute__((visibility("hidden"))) void tile21(long long *acc22) ;
#if 0
# 40
{ 
# 41
++(*acc22); 
# 42
for (int it23 = 0; it23 < (2 * (3 + 4)); ++it23) { 
# 43
(acc22[it23 & 7]) = ((((~(acc22[it23])) < (50)) ? 3 + it23 : ((*acc22) ^ (' '))) - it23); 
# 44
static_assert((sizeof(int) == (4)), "expected value");
# 45
}  
# 46
((*acc22)++), ((acc22[0]) = (3085)); 
# 47
(*acc22) = (-62); 
# 48
} 
#endif
# 51 "v002333.cu"
short run_combine24(int count25, long long b26 = 2474) 
# 52
{ 
# 53
int pass27 = 0; 
# 54
if (pass27 == count25) { 
# 55
goto finish29; 
# 56
}  
# 57
do { 
# 58
unsigned long v28 = (1647UL + (count25 + 24)) / ((count25 += 33), count25); 
# 59
(__cudaPushCallConfiguration(sizeof(float) * (128), 1 << (3 + 2), sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : tile21(nullptr); 
# 60
++pass27; 
# 61
} while (pass27 < 16); 
# 62
finish29:; ; 
# 63
return b26; 
# 64
} 
# 66
void scale30(int stride31, int stride32, int len33) 
# 67
{ 
# 68
for (int n34 = 5; n34 > 0; --n34) { 
# 69
if (stride32 >= stride32) { 
# 70
continue; 
# 71
}  
# 72
(__cudaPushCallConfiguration(2, 1 << 7)) ? (void)0 : kick3((unsigned *)nullptr, -(len33 & stride31), n34, (int *)nullptr); 
# 73
}   
# 74
} 
# 76
int main() 
# 77
{ 
# 78
int size35 = 3764; 
# 79
scale30(size35, ((size35 != size35) || size35) ? size35 : 37ULL, run_combine24(((size35 += ('A')), (-47)))); 
# 80
long w36 = run_combine24(((size35 += size35), 38) >> 5); 
# 81
int lo37 = run_combine24((('z') + size35) + 3562, w36); 
# 82
unsigned off38 = (((run_combine24(28U)) > lo37) || (!(size35 > w36))) ? (sizeof(int) + w36) - (run_combine24(lo37)) : ((47 - lo37) + lo37); 
# 83
(__cudaPushCallConfiguration(2, 2 * 16, sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : fuse11(nullptr, ~(3 * lo37)); 
# 84
(__cudaPushCallConfiguration(128, 24 + (3 + (3 + 2)), sizeof(int) * (32))) ? (void)0 : blend15((const int *)nullptr, (unsigned *)nullptr, 4938); 
# 85
return 0; 
# 86
} 

# 1 "v002333.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b85a8070_10_v002333_cu_60693dff
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002333.cudafe1.stub.c"
#include "v002333.cudafe1.stub.c"
# 1 "v002333.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
