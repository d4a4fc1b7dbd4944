# 1 "v001043.cu"
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
# 8 "v001043.cu"
__attribute__((visibility("hidden"))) void smooth3(double *data4) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern unsigned char dyn_5[]; 
# 10
int gid6 = __device_builtin_variable_threadIdx.x; 
# 11
if (gid6 >= ('#')) { 
# 12
return; 
# 13
}  
# 14
int v7 = (gid6 > (static_cast< unsigned>(__device_builtin_variable_blockDim.x))) ? gid6 : (static_cast< unsigned>(__device_builtin_variable_blockDim.x)); 
# 15
(--(data4[gid6 & 7])), ((data4[v7 & 7]) -= (16.5)); 
# 16
} 
#endif
# 19 "v001043.cu"
unsigned run_tally8(int len9) { 
# 20
len9 %= len9; 
# 21
len9 = (-60L); 
# 22
return len9 & 8; 
# 23
} 
# 26
struct Bounds10 { 
# 27
int z11; 
# 28
float val12; 
# 29
float lo13; 
# 30
float scale14() const { 
# 31
int *k15 = (nullptr); 
# 32
return (((lo13) > (val12)) ? lo13 : (val12)) * ((6.5F) + (k15[(z11) & 7])); 
# 33
} 
# 34
float apply16() const { 
# 35
int base17 = ((z11) + (46L & (z11))) + (7); 
# 36
return (19.875F); 
# 37
} 
# 38
}; 
# 41
__attribute__((visibility("hidden"))) void grow18_kernel(const short *coef19, Bounds10 beta20, const int *__restrict__ in21, const int *in22) ;
#if 0
# 41
{ 
# 42
int tid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
if (59 != ((int)(__device_builtin_variable_threadIdx.x))) { 
# 44
return; 
# 45
}  
# 46
for (int n24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n24 < tid23; n24 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 47
for (int it25 = 0; it25 < tid23; it25 += 3) { 
# 48
(beta20.lo13) /= ((2.125F) + ((+(in21[tid23])) * ((beta20.val12) + n24))); 
# 49
float v26 = (coef19[1]) * (coef19[0]); 
# 50
long *r27 = (static_cast< long *>(nullptr)); 
# 51
}  
# 52
__attribute__((unused)) static Bounds10 sh_28[16]; 
# 53
}  
# 54
} 
#endif
# 56 "v001043.cu"
int main() { 
# 57
int n29 = 2818; 
# 58
const int *u30 = ((const int *)nullptr); 
# 59
Bounds10 t31 = Bounds10{(41UL), (19.125F), (-(17.0F))}; 
# 60
n29 = n29; 
# 61
t31 = Bounds10{23, (float)(((11.75F) + (t31.lo13)) - ((n29 > 4) ? n29 : 4)), (57)}; 
# 62
(__cudaPushCallConfiguration(512, 64, 4096, (cudaStream_t)0)) ? (void)0 : smooth3(nullptr); 
# 63
(__cudaPushCallConfiguration(4, 256, 1024)) ? (void)0 : grow18_kernel(nullptr, Bounds10{n29, (57L), (17.625F)}, u30, u30); 
# 64
return 0; 
# 65
} 

# 1 "v001043.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bd063453_10_v001043_cu_0711ee35
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001043.cudafe1.stub.c"
#include "v001043.cudafe1.stub.c"
# 1 "v001043.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
