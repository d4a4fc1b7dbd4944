# 1 "v000222.cu"
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
# 19 "v000222.cu"
__attribute__((unused)) float tile10(unsigned b11, float beta12, double alpha13) 
# 20
{int volatile ___ = 1;(void)b11;(void)beta12;(void)alpha13;
# 27
::exit(___);}
#if 0
# 20
{ 
# 22
#pragma unroll
for (
# 22
int j14 = 0; j14 < 15; j14 += 1) { 
# 23
constexpr int off15 = 35; 
# 24
signed char f16[4] = {(32)}; 
# 25
}  
# 26
return ((beta12 >= alpha13) ? alpha13 * (__alignof__(float)) : (beta12 + b11)) - (48UL); 
# 27
} 
#endif
# 29 "v000222.cu"
constexpr int march17(int stride18, float q19) 
# 30
{ 
# 31
int val20 = stride18; 
# 32
return stride18 + ('\177'); 
# 33
} 
# 35
struct Body21 { 
# 36
int hi22; 
# 37
long val23; 
# 38
size_t val24; 
# 39
}; 
# 41
__attribute__((visibility("hidden"))) void sweep25_kernel(const float *in26, int *__restrict__ out27) ;
#if 0
# 42
{ 
# 44
#pragma unroll 8
for (
# 44
int it28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it28 < 6; it28 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 45
float v29 = (tile10(109L, it28, sizeof(signed char)) >= (__device_builtin_variable_threadIdx.z)) ? __device_builtin_variable_blockIdx.x : (in26[0]); 
# 46
tile10((((__device_builtin_variable_threadIdx.z) * (__device_builtin_variable_gridDim.x)) <= (__device_builtin_variable_blockIdx.x)) ? (it28 >= it28) ? v29 : v29 : ((in26[3]) / it28), (__device_builtin_variable_threadIdx.z) - ((9.625F) * v29), (28U) * (in26[it28 & 7])); 
# 47
constexpr long long flag30 = (569U); 
# 48
}  
# 49
switch (out27[4]) { 
# 50
case 0:  { 
# 51
(*out27) += (tile10((__device_builtin_variable_threadIdx.x) + 33L, ((__device_builtin_variable_blockDim.x) <= (in26[(__device_builtin_variable_threadIdx.x) & (7)])) ? out27[0] : (*in26), (float)(*out27)) + (((in26[6]) + (*out27)) + (((out27[1]) += 3), (in26[3])))); 
# 52
bool cnt31 = (out27[__device_builtin_variable_threadIdx.y]) & 1; 
# 53
break; 
# 54
} 
# 55
default:  
# 56
break; 
# 57
}  
# 58
} 
#endif
# 60 "v000222.cu"
constexpr int warp32(int lane33) 
# 61
{ 
# 62
lane33 = ((5 * ((char)lane33)) / march17(lane33, 7 + lane33)); 
# 63
return 40L; 
# 64
} 
# 66
int main() 
# 67
{ 
# 68
int n34 = 3973; 
# 69
n34 = n34; 
# 70
Body21 idx35 = Body21{(-1893), ('A'), 36UL}; 
# 71
int t36 = n34; 
# 72
if (n34) { 
# 73
return (n34 + n34) | n34; 
# 74
}  
# 75
auto lim37 = ((!(47 == n34)) ? 3 - n34 : march17(idx35.val23, n34)) % march17(idx35.hi22, warp32(t36)); 
# 76
(__cudaPushCallConfiguration(2, 64 + 192, (52 + 460) * 2)) ? (void)0 : sweep25_kernel((const float *)nullptr, &n34); 
# 77
return 0; 
# 78
} 

# 1 "v000222.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__61450c29_10_v000222_cu_ec50abfd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000222.cudafe1.stub.c"
#include "v000222.cudafe1.stub.c"
# 1 "v000222.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
