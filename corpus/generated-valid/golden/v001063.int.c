# 1 "v001063.cu"
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
# 11 "v001063.cu"
template< class T> 
# 12
struct Pixel6 { 
# 13
T vel7; 
# 14
unsigned char weight8; 
# 15
unsigned char get9() const { 
# 16
return (weight8) - (46 + (weight8)); 
# 17
} 
# 18
}; 
# 20
struct Cell10 { 
# 21
float lo11; 
# 22
int z12; 
# 23
}; 
# 24
enum class Color13: short { Fast14 = 3, Off15, Add16}; 
# 31
__attribute__((visibility("hidden"))) void map_stencil18(int *data, int n) ;
#if 0
# 31
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 32 "v001063.cu"
__attribute__((visibility("hidden"))) void map_march19(int *data, int n) ;
#if 0
# 32
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 34 "v001063.cu"
inline unsigned long long warp20(Pixel6< float>  a21, int stride22) { 
# 35
Color13 f23 = Color13::Fast14; 
# 36
Color13 w24 = Color13::Off15; 
# 37
return 63 | stride22; 
# 38
} 
# 39
constexpr long WIDTH25 = (2 * 4); 
# 41
__attribute__((visibility("hidden"))) void norm26_kernel(const float *src27) ;
#if 0
# 41
{ 
# 42
int gid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
{ 
# 44
__attribute__((unused)) static long sh_29; 
# 45
sh_29 = (((WIDTH25 ^ (__device_builtin_variable_gridDim.x)) & sh_29) ^ 3UL); 
# 46
} 
# 47
int u30(gid28); 
# 48
float *acc31 = const_cast< float *>(src27); 
# 49
} 
#endif
# 51 "v001063.cu"
void host_shade32(long long q33) { 
# 52
q33--; 
# 53
const float *acc34 = (nullptr); 
# 54
--q33; 
# 55
} 
# 57
int main() { 
# 58
int n35 = 87; 
# 59
for (int j36 = 0; j36 < 10; ++j36) { 
# 60
n35 = j36; 
# 61
(__cudaPushCallConfiguration((n35 + 63) / 64, (WIDTH25 + (56)) * (2))) ? (void)0 : map_stencil18(&n35, warp20(Pixel6< float> {}, (' ') & n35)); 
# 62
}  
# 63
n35++; 
# 64
(__cudaPushCallConfiguration((n35 + 31) / 32, 1 << (WIDTH25 + (1)))) ? (void)0 : map_march19(nullptr, (51 - n35) >> WIDTH25); 
# 65
(__cudaPushCallConfiguration((n35 + 63) / 64, 1 << 9)) ? (void)0 : norm26_kernel((const float *)nullptr); 
# 66
return 0; 
# 67
} 

# 1 "v001063.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c7c66733_10_v001063_cu_b8a06e35
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001063.cudafe1.stub.c"
#include "v001063.cudafe1.stub.c"
# 1 "v001063.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
