# 1 "v001390.cu"
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
# 8 "v001390.cu"
struct Cell3 { 
# 9
int x4; 
# 10
long long id5; 
# 11
unsigned vel6; 
# 12
int bump7() const { 
# 13
return ((x4) << (vel6)) + ((15) / (id5)); 
# 14
} 
# 15
}; 
# 16
static_assert((sizeof(int) == (4)), "expected value");
# 18
__attribute__((visibility("hidden"))) void spread8_kernel(const unsigned *input9, const unsigned *src10) ;
#if 0
# 18
{ 
# 19
int gid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if (gid11 <= ((input9[2]) * (input9[gid11]))) { 
# 21
} else { 
# 22
Cell3 cnt12 = Cell3{1, static_cast< long long>(*input9), (61UL)}; 
# 23
}  
# 24
if (((src10[gid11]) + (input9[0])) == (53)) { 
# 25
return; 
# 26
}  
# 27
if ((__device_builtin_variable_threadIdx.z) > (input9[gid11])) { 
# 28
return; 
# 29
}  
# 30
int mid13 = gid11; 
# 31
} 
#endif
# 33 "v001390.cu"
__attribute__((visibility("hidden"))) void clamp14(int *buf15) ;
#if 0
# 33
{ 
# 34
int gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
int r17{static_cast< int>(gid16)}; 
# 36
int e18 = 7; 
# 37
bool m19 = *buf15; 
# 38
unsigned *val20 = reinterpret_cast< unsigned *>(buf15); 
# 39
if (e18 <= e18) { 
# 40
goto out21; 
# 41
}  
# 42
--(val20[3]); 
# 43
e18 += gid16; 
# 44
(val20[4]) /= e18; 
# 45
out21:; ; 
# 46
} 
#endif
# 48 "v001390.cu"
struct Sample22 { 
# 49
float vel23; 
# 50
int lo24; 
# 51
char flag25; 
# 52
float lo26; 
# 53
}; 
# 55
constexpr int host_apply27(int count28, unsigned b29) { 
# 56
return 23; 
# 57
} 
# 59
int main() { 
# 60
int n30 = 2560; 
# 61
(__cudaPushCallConfiguration((n30 + 127) / 128, sizeof(float) * (8), sizeof(double) * (32))) ? (void)0 : spread8_kernel(nullptr, nullptr); 
# 62
int hi31 = host_apply27((host_apply27(n30, 18L) <= 9) ? n30 : (2257UL << n30), 59UL); 
# 63
n30 = (20UL); 
# 64
(__cudaPushCallConfiguration(sizeof(float) * (8), 32)) ? (void)0 : clamp14(nullptr); 
# 65
return 0; 
# 66
} 

# 1 "v001390.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d1b72da2_10_v001390_cu_45305ad4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001390.cudafe1.stub.c"
#include "v001390.cudafe1.stub.c"
# 1 "v001390.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
