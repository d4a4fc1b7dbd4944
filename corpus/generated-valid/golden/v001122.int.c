# 1 "v001122.cu"
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
# 23 "v001122.cu"
template< class T, class U> 
# 24
__attribute((noinline)) __attribute__((unused)) void spread8(T b9, const U *__restrict__ in10) {int volatile ___ = 1;(void)b9;(void)in10;
# 31
::exit(___);}
#if 0
# 24
{ 
# 25
auto stride11 = (in10[__device_builtin_variable_threadIdx.z]) * ((int)8LL); 
# 26
U v12 = ((19.75F)); 
# 27
__attribute__((unused)) static float sh_13[2 * 7][6]; 
# 28
constexpr unsigned w14 = (26); 
# 29
b9 /= (1.25); 
# 30
unsigned val15 = ((30) / (((sh_13[__device_builtin_variable_blockDim.x])[4]) + ((sh_13[__device_builtin_variable_blockDim.x])[4]))) * ((__device_builtin_variable_gridDim.x) % (8)); 
# 31
} 
#endif
# 33 "v001122.cu"
struct alignas(8) Cell16 { 
# 34
int z17, w18; 
# 35
float id19; 
# 36
}; 
# 37
static int d_probe20[16]; 
# 39
__attribute__((visibility("hidden"))) void sweep21_kernel(const float *__restrict__ in22) ;
#if 0
# 39
{ 
# 40
int gid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
(d_probe20[__device_builtin_variable_blockIdx.y]) |= (-19L); 
# 42
__attribute__((unused)) static char sh_24[64]; 
# 43
(d_probe20[15]) = (d_probe20[2]); 
# 44
(sh_24[60])--; 
# 45
} 
#endif
# 47 "v001122.cu"
__attribute__((unused)) short weigh25(char cfg26, const int *src27, Cell16 p28) {int volatile ___ = 1;(void)cfg26;(void)src27;(void)p28;
# 61
::exit(___);}
#if 0
# 47
{ 
# 48
if (!(src27[5])) { 
# 49
return 29; 
# 50
}  
# 51
unsigned f29{('a')}; 
# 53
#pragma unroll
for (
# 53
int i30 = 12; i30 > 0; --i30) { 
# 54
cfg26++; 
# 55
if ((src27[__device_builtin_variable_blockIdx.y]) <= 4) { 
# 56
spread8(i30, (const int *)nullptr); 
# 57
p28 = p28; 
# 58
}  
# 59
}  
# 60
return (char)(('z') + f29); 
# 61
} 
#endif
# 63 "v001122.cu"
int main() { 
# 64
int len31 = 867; 
# 65
const int y32 = len31 % 8; 
# 66
(__cudaPushCallConfiguration(30 + 98, 512, 0)) ? (void)0 : sweep21_kernel((const float *)nullptr); 
# 67
(__cudaPushCallConfiguration(dim3((y32 + 31) / 32, 1, (y32 + 31) / 32), 128)) ? (void)0 : sweep21_kernel(nullptr); 
# 68
if (len31 < 38) { 
# 69
return y32; 
# 70
}  
# 71
static char q33 = (15U); 
# 72
return 0; 
# 73
} 

# 1 "v001122.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__41a67533_10_v001122_cu_cefaeb8f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001122.cudafe1.stub.c"
#include "v001122.cudafe1.stub.c"
# 1 "v001122.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
