# 1 "v001356.cu"
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
# 13 "v001356.cu"
__attribute__((visibility("hidden"))) void merge5_kernel(float *data6, bool cfg7) ;
#if 0
# 13
{ 
# 14
__attribute__((unused)) extern long long dyn_8[]; 
# 15
unsigned idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
__attribute__((unused)) static int sh_10; 
# 17
(*data6) = (sh_10 - (sh_10 - (1.25F))); 
# 18
(data6[__device_builtin_variable_threadIdx.x]) -= idx9; 
# 19
cfg7 = ((__device_builtin_variable_threadIdx.x) == idx9); 
# 20
(dyn_8[sh_10]) = (7); 
# 21
} 
#endif
# 23 "v001356.cu"
float scale11(float alpha12, bool cfg13, int lane14) { 
# 24
if (!cfg13) { 
# 25
return cfg13; 
# 26
}  
# 27
--alpha12; 
# 28
alpha12 *= cfg13; 
# 29
float q15[7] = {static_cast< float>(cfg13), (17.25F), (24.625F), static_cast< float>(alpha12), alpha12}; 
# 30
return +(15UL % lane14); 
# 31
} 
# 32
namespace _GLOBAL__N__312c9f7f_10_v001356_cu_38a57c35 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__312c9f7f_10_v001356_cu_38a57c35; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__312c9f7f_10_v001356_cu_38a57c35 __attribute__((visibility("hidden")))  { 
# 33
static void apply16(const unsigned *in17, const unsigned *in18) { 
# 34
if ((*in18) <= (18)) { 
# 35
return; 
# 36
}  
# 37
int prod19 = (sizeof(unsigned short)); 
# 38
bool f20 = +scale11((in18[3]) * (20.125F), prod19 >= prod19, prod19); 
# 39
for (int i21 = 0; i21 < prod19; ++i21) { 
# 40
int z22 = ((+f20) >= 55) ? 53UL : scale11(7, in18 != (nullptr), 3 / i21); 
# 41
scale11(*in18, (in17[prod19]) == (*in17), 19UL & ((in18[prod19]) | (2))); 
# 42
int flag23{0}; 
# 43
}  
# 44
} 
# 45
int run_gather24(float q25, float *acc26, bool p27) { 
# 46
(acc26[5]) += scale11(-(18.375F), acc26 == (nullptr), 8); 
# 47
(*acc26) *= (8); 
# 48
p27 = p27; 
# 49
(__cudaPushCallConfiguration(256, sizeof(int) * (7 + 1), 0)) ? (void)0 : merge5_kernel((float *)nullptr, p27 <= p27); 
# 50
unsigned idx28 = *acc26; 
# 51
p27 = ((static_cast< int>(23)) != (p27 / ((4924UL) + (acc26[idx28])))); 
# 52
return -1563; 
# 53
} 
# 54
typedef float *ptr29_t; 
# 55
}
# 56
int main() { 
# 57
int count30 = 374; 
# 58
(__cudaPushCallConfiguration(1 << 7, sizeof(unsigned) * (128))) ? (void)0 : merge5_kernel(nullptr, (count30 + count30) & 1); 
# 59
for (int it31 = count30; it31 > 0; --it31) { 
# 60
(__cudaPushCallConfiguration(sizeof(unsigned), 2 * 16)) ? (void)0 : merge5_kernel((ptr29_t)nullptr, run_gather24(count30, static_cast< ptr29_t>(nullptr), it31 & 1) % run_gather24(16, nullptr, 0)); 
# 61
int diff32[3 + 2] = {}; 
# 62
}  
# 63
return 0; 
# 64
} 

# 1 "v001356.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__312c9f7f_10_v001356_cu_38a57c35
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001356.cudafe1.stub.c"
#include "v001356.cudafe1.stub.c"
# 1 "v001356.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
