# 1 "v001870.cu"
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
# 13 "v001870.cu"
static int c_update7; 
# 15
__attribute__((visibility("hidden"))) void score8_kernel(const double *input9) ;
#if 0
# 15
{ 
# 16
int sum10 = ('z'); 
# 17
sum10--; 
# 18
--sum10; 
# 19
for (int j11 = 0; j11 < 12; j11++) { 
# 20
++sum10; 
# 21
int sum12 = 5; 
# 22
}  
# 23
} 
#endif
# 25 "v001870.cu"
struct Particle13 { 
# 26
unsigned long long count14; 
# 27
int val15; 
# 28
int bump16() const { 
# 29
return (val15) + ((40) * (count14)); 
# 30
} 
# 31
unsigned long long norm17() const { 
# 32
float r18 = +(val15); 
# 33
long u19[2] = {}; 
# 34
return ((count14) + (count14)) * (r18 - (val15)); 
# 35
} 
# 36
}; 
# 37
static float d_step20; 
# 38
void check_apply21(int count22, const float *src23, Particle13 cfg24) { 
# 39
if (((50) <= ((src23[1]) * (12))) || (((cfg24.count14) / (64)) >= (12))) { 
# 40
(cfg24.val15) += (40 - (count22 % (62 % count22))); 
# 41
if (!(count22 > (*src23))) { 
# 42
if ((cfg24.val15) + count22) { 
# 43
return; 
# 44
}  
# 45
}  
# 46
}  
# 47
(cfg24.val15) -= ((sizeof(double)) * (cfg24.count14)); 
# 48
cfg24.norm17(); 
# 49
const int res25 = 12; 
# 50
} 
# 51
unsigned long long host_smooth26(float b27, long long q28) { 
# 52
for (int j29 = 14; j29 > 0; --j29) { 
# 53
float stride30 = b27 * (+(q28 * q28)); 
# 54
}  
# 55
q28 -= ((b27 + b27) / (((16L) + b27) + ((19) - b27))); 
# 56
return static_cast< float>((15.75F)); 
# 57
} 
# 58
int main() { 
# 59
int n31 = 2071; 
# 60
++n31; 
# 61
const int cnt32 = (-4L); 
# 62
++n31; 
# 63
(__cudaPushCallConfiguration(((dim3)(16)), 5 + (12 + (12 + 483)), 0)) ? (void)0 : score8_kernel((const double *)nullptr); 
# 64
return 0; 
# 65
} 

# 1 "v001870.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__04406300_10_v001870_cu_a6740162
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001870.cudafe1.stub.c"
#include "v001870.cudafe1.stub.c"
# 1 "v001870.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
