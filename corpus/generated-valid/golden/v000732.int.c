# 1 "v000732.cu"
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
# 13 "v000732.cu"
struct Cell6 { 
# 14
int val7; 
# 15
float x8, mass9; 
# 16
int mix10(float base11) const { 
# 17
return (x8) * ((3718L) + base11); 
# 18
} 
# 19
void scale12(unsigned char cnt13) { 
# 20
long long tmp14 = 7ULL & (val7); 
# 21
float y15[3]{x8, mass9, mass9}; 
# 22
} 
# 23
}; 
# 25
struct Tile16 { 
# 26
int sum17, mass18; 
# 27
int bump19(float base20) const { 
# 28
base20 = ((0.5F) * base20); 
# 29
return ((sum17) & 15) ^ (8U - (sum17)); 
# 30
} 
# 31
}; 
# 33
struct Stats21 { 
# 34
float hi22; 
# 35
unsigned z23; 
# 36
int vel24; 
# 37
float norm25() const { 
# 38
float off26 = hi22; 
# 39
off26 = (((2140) * (z23)) % (24 * (vel24))); 
# 40
return sizeof(Stats21) - (~(z23)); 
# 41
} 
# 42
}; 
# 44
__attribute__((visibility("hidden"))) void mix27(const float *__restrict__ src28, float cfg29) ;
#if 0
# 44
{ 
# 45
int gid30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
__attribute__((unused)) static char sh_31; 
# 47
for (int i32 = 0; i32 < gid30; ++i32) { 
# 48
if ((gid30 ^ 58) >= 24) { 
# 49
continue; 
# 50
}  
# 51
}  
# 52
sh_31 = ((((gid30 & 15) | (17 * gid30)) + ((~gid30) & 15)) + 26UL); 
# 53
float sum33 = cfg29; 
# 54
} 
#endif
# 56 "v000732.cu"
int main() { 
# 57
int count34 = 1935; 
# 58
int acc35 = +count34; 
# 59
float t36 = (-(21.25F)); 
# 60
for (int n37 = 0; n37 < 8; n37++) { 
# 61
dim3 r38 = dim3(4, 1); 
# 62
acc35 = (16 ^ (acc35 * count34)); 
# 63
}  
# 64
(__cudaPushCallConfiguration(dim3((count34 + 63) / 64, (count34 + 255) / 256), 16 + 496, 0)) ? (void)0 : mix27((const float *)nullptr, 16); 
# 65
return 0; 
# 66
} 

# 1 "v000732.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0ce8b42a_10_v000732_cu_e6f92b1e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000732.cudafe1.stub.c"
#include "v000732.cudafe1.stub.c"
# 1 "v000732.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
