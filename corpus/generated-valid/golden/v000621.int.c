# 1 "v000621.cu"
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
# 25 "v000621.cu"
struct Body9 { 
# 26
unsigned sum10; 
# 27
unsigned short flag11; 
# 28
}; 
# 31
__attribute__((visibility("hidden"))) void count12_kernel(float *dst13) ;
#if 0
# 32
{ 
# 33
(dst13[__device_builtin_variable_blockDim.y]) += ((-(dst13[__device_builtin_variable_blockDim.x])) * (((22.25F) * (*dst13)) - (dst13[2]))); 
# 34
auto v14 = ((2) * ((*dst13) + (__device_builtin_variable_blockIdx.y))) + (((unsigned)' ') - (dst13[0])); 
# 35
if ((v14 > (28L)) || ((__device_builtin_variable_threadIdx.x) < (dst13[2]))) { 
# 36
return; }  
# 37
v14 = ((v14 + (((2) * v14) + v14)) * (((__alignof__(char)) * (dst13[2])) + (1390))); 
# 38
__attribute__((unused)) static long sh_15[16]; 
# 39
Body9 tmp16 = Body9{(6), (42)}; 
# 40
} 
#endif
# 41 "v000621.cu"
static Body9 d_march17; 
# 43
float filter18(size_t a19, int *out20, int len21) 
# 44
{ 
# 45
Body9 z22 = Body9{static_cast< unsigned>(out20[a19]), (63)}; 
# 46
for (int i23 = 9; i23 > 0; --i23) { 
# 47
a19 %= sizeof(short); }  
# 48
(z22.sum10) /= (+((47UL <= ((15 != (out20[len21])) ? out20[5] : (z22.flag11))) ? 19L : (10))); 
# 49
return len21; 
# 50
} 
# 52
void stencil24(double p25) 
# 53
{ 
# 54
for (int i26 = 0; i26 < 5; ++i26) { 
# 55
for (int n27 = 0; n27 < i26; n27 += 1) { 
# 56
p25 /= (n27 - ((n27 + i26) << ((p25 != n27) ? 16 : 13))); 
# 57
p25 -= ((2 * ((n27 >> 2) * (static_cast< int>(59ULL)))) + ((n27 << i26) * (29 << i26))); 
# 58
}  
# 59
}  
# 60
} 
# 67
__attribute__((visibility("hidden"))) void map_norm29(unsigned *data, int n) ;
#if 0
# 67
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 69 "v000621.cu"
int main() 
# 70
{ 
# 71
int size30 = 2159; 
# 72
for (int j31 = 0; j31 < 7; j31++) { 
# 73
size30 >>= (56LL * (size30 + size30)); 
# 74
float m32[8] = {}; 
# 75
}  
# 76
(__cudaPushCallConfiguration(4, 1 << (4 + 4), sizeof(float) * (32), 0)) ? (void)0 : count12_kernel((float *)nullptr); 
# 77
(__cudaPushCallConfiguration(1, (10 + (10 + (10 + 2))) * (10 + (4 + 2)), sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : map_norm29(nullptr, 4351); 
# 78
return 0; 
# 79
} 

# 1 "v000621.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e861e1d1_10_v000621_cu_a77da275
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000621.cudafe1.stub.c"
#include "v000621.cudafe1.stub.c"
# 1 "v000621.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
