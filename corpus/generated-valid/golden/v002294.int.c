# 1 "v002294.cu"
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
# 12 "v002294.cu"
__attribute__((visibility("hidden"))) void smooth4_kernel(unsigned *out5, const int *coef6) ;
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern int dyn_7[]; 
# 14
unsigned gid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
(dyn_7[1]) = ((out5[3]) - (((__device_builtin_variable_threadIdx.y) & gid8) ^ (dyn_7[gid8]))); 
# 16
__attribute__((unused)) static int sh_9[16 * 8]; 
# 17
} 
#endif
# 18 "v002294.cu"
static bool c_combine10; 
# 20
void norm11(const int *__restrict__ in12) { 
# 21
(__cudaPushCallConfiguration(2, 32)) ? (void)0 : smooth4_kernel(nullptr, nullptr); 
# 22
if ((in12[0]) <= (in12[5])) { 
# 23
return; 
# 24
}  
# 25
} 
# 27
__attribute__((unused)) long sift13(int lane14, int stride15, int lane16) {int volatile ___ = 1;(void)lane14;(void)stride15;(void)lane16;
# 31
::exit(___);}
#if 0
# 27
{ 
# 28
float val17 = __device_builtin_variable_threadIdx.x; 
# 29
double tmp18 = __device_builtin_variable_threadIdx.x; 
# 30
return tmp18; 
# 31
} 
#endif
# 32 "v002294.cu"
constexpr inline int TILE19 = (5 + 2); 
# 33
static int c_gather20; 
# 35
__attribute__((unused)) int probe21(const int *in22, float *acc23) {int volatile ___ = 1;(void)in22;(void)acc23;
# 47
::exit(___);}
#if 0
# 35
{ 
# 36
sift13(sift13(4043L, 36LL, 5), sift13((acc23[c_gather20]) * c_gather20, sift13(TILE19, __device_builtin_variable_blockDim.z, 2009U), (__device_builtin_variable_blockIdx.x) | (36)), in22[1]); 
# 37
if (in22 != (nullptr)) { 
# 38
constexpr unsigned long res24 = (TILE19 + (TILE19 + 36)); 
# 39
__attribute__((unused)) static size_t sh_25[256]; 
# 40
++(sh_25[__device_builtin_variable_blockIdx.x]); 
# 41
} else { if (sift13(TILE19, 14UL, c_combine10) >= sift13((__device_builtin_variable_threadIdx.x) & TILE19, c_combine10 * 46, TILE19)) { 
# 42
auto e26 = c_combine10; 
# 43
sift13(in22[2], c_gather20, c_combine10 | (__device_builtin_variable_gridDim.z)); 
# 44
} else { 
# 45
}  }  
# 46
return static_cast< short>(((45) / (acc23[__device_builtin_variable_warpSize])) + ((acc23[0]) + (__device_builtin_variable_threadIdx.z))); 
# 47
} 
#endif
# 49 "v002294.cu"
static void fold27(unsigned q28, const long long *src29) ;
#if 0
# 49
{ 
# 50
int i30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
if ((q28 | 60L) < c_gather20) { 
# 52
return; 
# 53
}  
# 54
q28 = TILE19; 
# 55
if (float val31 = probe21(&i30, nullptr); ((__device_builtin_variable_blockIdx.x) & (~(src29[q28]))) <= ((src29[2]) + i30)) { 
# 56
val31 = ((sift13(sizeof(int), *src29, i30) - TILE19) * (__device_builtin_variable_blockIdx.y)); 
# 57
}  
# 58
if (c_combine10 < (c_gather20 - 9)) { 
# 59
__attribute__((unused)) static float sh_32[sizeof(float) * (5 + 3)]; 
# 60
(sh_32[1]) = (src29[0]); 
# 61
}  
# 62
} 
#endif
# 64 "v002294.cu"
int main() { 
# 65
int count33 = 2365; 
# 66
count33++; 
# 67
(__cudaPushCallConfiguration(2, (5 + 27) * (TILE19 + (TILE19 + 2)))) ? (void)0 : fold27(((count33 != count33) ? 32 : count33) * count33, nullptr); 
# 68
const int prod34 = (57L); 
# 69
count33 = count33; 
# 70
return 0; 
# 71
} 

# 1 "v002294.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a46173cd_10_v002294_cu_aa4c12e2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002294.cudafe1.stub.c"
#include "v002294.cudafe1.stub.c"
# 1 "v002294.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
