# 1 "v001823.cu"
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
# 8 "v001823.cu"
static double d_fold4; 
# 9
constexpr float kW5 = (5.5F); 
# 11
void accum6(int n7, const int *in8) { 
# 12
n7 = ((kW5 != ((in8[3]) + kW5)) ? kW5 : kW5); 
# 13
constexpr int idx9 = 45; 
# 14
if (52L > (-n7)) { 
# 15
return; 
# 16
}  
# 17
int idx10 = ((+(in8[n7 & 7])) - 29) * (((!in8) ? 42 : kW5) + (idx9 + n7)); 
# 18
} 
# 20
float kick11(float *dst12) { 
# 21
if ((dst12[1]) == (12)) { 
# 22
return *dst12; 
# 23
}  
# 24
float stride13 = (1) * (dst12[2]); 
# 25
float val14 = (' '); 
# 26
auto h15 = (60) == val14; 
# 27
return (0.5F); 
# 28
} 
# 30
__attribute__((visibility("hidden"))) void gather16_kernel(const int *coef17) ;
#if 0
# 30
{ 
# 31
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
if (d_fold4 != i18) { 
# 33
return; 
# 34
}  
# 35
if ((*coef17) != ((((coef17[(__device_builtin_variable_blockDim.z) & (7)]) == 54) ? coef17[i18 & 7] : (*coef17)) * (coef17[4]))) { 
# 36
d_fold4 = kW5; 
# 37
if ((coef17[0]) < (57L % i18)) { 
# 38
d_fold4 = (kW5 + d_fold4); 
# 39
}  
# 40
}  
# 41
float *f19 = (static_cast< float *>(nullptr)); 
# 42
double flag20 = (kW5); 
# 43
} 
#endif
# 45 "v001823.cu"
__attribute__((visibility("hidden"))) void weigh21(double *out22, float cfg23, float alpha24, int stride25) ;
#if 0
# 45
{ 
# 46
int tid26 = __device_builtin_variable_threadIdx.x; 
# 47
if (tid26 >= stride25) { 
# 48
return; 
# 49
}  
# 50
if ((19) == ((out22 == (nullptr)) ? __device_builtin_variable_threadIdx.x : (49))) { 
# 51
constexpr int z27 = ('z'); 
# 52
stride25 = (__device_builtin_variable_threadIdx.x); 
# 53
alpha24 = (((tid26 + 6L) & (8)) * (37 & stride25)); 
# 54
}  
# 55
auto flag28 = ((stride25 >= d_fold4) ? stride25 : (((__device_builtin_variable_threadIdx.x) > (__device_builtin_variable_threadIdx.x)) ? 14 : tid26)) >> (static_cast< unsigned char>(kW5)); 
# 56
} 
#endif
# 57 "v001823.cu"
constexpr unsigned WIDTH29 = (8); 
# 59
__attribute__((visibility("hidden"))) void apply30(float *__restrict__ buf31, int n32, const int *input33) ;
#if 0
# 59
{ 
# 60
__attribute__((unused)) extern double dyn_34[]; 
# 61
unsigned tid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 62
float x36 = (2.5F); 
# 63
bool f37{false}; 
# 64
(dyn_34[n32]) = (f37 >> ((*input33) - (f37 ? f37 : 23U))); 
# 65
} 
#endif
# 67 "v001823.cu"
int main() { 
# 68
int count38 = 295; 
# 69
auto q39 = kW5; 
# 70
short z40 = ~count38; 
# 71
(__cudaPushCallConfiguration(4, WIDTH29 + (504), 0)) ? (void)0 : gather16_kernel(nullptr); 
# 72
(__cudaPushCallConfiguration((count38 + 63) / 64, 1 << 5)) ? (void)0 : weigh21(nullptr, (q39 * (15.75F)) + WIDTH29, (3.875F), ((count38 <= ('#')) ? WIDTH29 : (7)) >> 7); 
# 73
(__cudaPushCallConfiguration(WIDTH29 + (WIDTH29 + (48)), (WIDTH29 + (24)) * (4), 0, (cudaStream_t)0)) ? (void)0 : apply30(nullptr, -3002, nullptr); 
# 74
return 0; 
# 75
} 

# 1 "v001823.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__de15439e_10_v001823_cu_d_fold4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001823.cudafe1.stub.c"
#include "v001823.cudafe1.stub.c"
# 1 "v001823.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
