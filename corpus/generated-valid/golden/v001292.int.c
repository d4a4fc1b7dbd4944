# 1 "v001292.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 11 "v001292.cu"
template< class T, class U> static void 
# 12
__wrapper__device_stub_bias6_kernel(const T *&src7, U *&acc8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 12
{ 
# 13
(acc8[(__device_builtin_variable_threadIdx.x) & (7)]) /= (acc8[2]); 
# 14
float stride9 = ((((__device_builtin_variable_threadIdx.y) * (__device_builtin_variable_threadIdx.x)) & (1)) ? (__device_builtin_variable_blockDim.x) % (8) : (15)) % (7); 
# 15
} 
#endif

#pragma GCC diagnostic pop

# 11 "v001292.cu"
template< class T, class U> static void 
# 12
bias6_kernel(const T *src7, U *acc8) {__wrapper__device_stub_bias6_kernel<T,U>(src7,acc8);
# 15
return;}
#if 0
# 12
{ 
# 13
(acc8[(__device_builtin_variable_threadIdx.x) & (7)]) /= (acc8[2]); 
# 14
float stride9 = ((((__device_builtin_variable_threadIdx.y) * (__device_builtin_variable_threadIdx.x)) & (1)) ? (__device_builtin_variable_blockDim.x) % (8) : (15)) % (7); 
# 15
} 
#endif
# 17 "v001292.cu"
template< class T, int N = 5> __attribute__((unused)) double 
# 18
probe10(const T *src11, const T *src12) {int volatile ___ = 1;(void)src11;(void)src12;
# 26
::exit(___);}
#if 0
# 18
{ 
# 19
if (__device_builtin_variable_gridDim.x) { 
# 20
int lim13{7}; 
# 21
if (src12 == nullptr) { 
# 22
return (src11[(__device_builtin_variable_blockDim.x) & (7)]) / (N % lim13); 
# 23
}  
# 24
}  
# 25
return (10.375); 
# 26
} 
#endif
# 28 "v001292.cu"
unsigned check_mix14(int count15, bool beta16, int n17 = 8) { 
# 29
count15 %= count15; 
# 30
n17 |= n17; 
# 31
constexpr float h18 = (2.875F); 
# 32
n17 = (8UL); 
# 33
return 128 | count15; 
# 34
} 
# 36
template< class T, int N = 8> inline T 
# 37
weigh19(T alpha20) { 
# 38
for (int j21 = 14; j21 > 0; --j21) { 
# 39
const T res22 = (N + j21) * j21; 
# 40
auto acc23 = (T)res22; 
# 41
T x24 = ((j21 % 8) & (1 - j21)) * ((j21 % 8) & (1 - j21)); 
# 42
}  
# 43
T res25{31}; 
# 44
res25--; 
# 45
return 57L; 
# 46
} 
# 48
static void apply26(float q27, int count28, unsigned a29) { 
# 49
dim3 prod30 = dim3((count28 + 63) / 64, 32); 
# 50
if (((a29 <= count28) ? 128 : a29) <= 22UL) { 
# 51
return; 
# 52
}  
# 53
for (int n31 = 0; n31 < 3; ++n31) { 
# 54
long long lim32{(8U)}; 
# 55
q27 -= (check_mix14(count28 % ((unsigned char)31), check_mix14(a29 % (8), weigh19((1.0)) == q27, (58L) + lim32))); 
# 56
a29 &= (128); 
# 57
}  
# 58
} 
# 60
constexpr int stencil33(int count34) { 
# 61
constexpr int prod35 = 53; 
# 62
return 58UL; 
# 63
} 
# 65
int main() { 
# 66
int n36 = 2359; 
# 67
n36 = (31 % ((n36 * 128) * 7)); 
# 68
int z37 = (((n36 < n36) ? 9 : 128) > ((n36 % 8) * weigh19< unsigned, 4> (n36))) ? n36 : n36; 
# 69
(__cudaPushCallConfiguration(((dim3)(128)), 128, 128 + 896, 0)) ? (void)0 : bias6_kernel< long, float> ((const long *)nullptr, nullptr); 
# 70
return 0; 
# 71
} 

# 1 "v001292.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b0e2368c_10_v001292_cu_7b201e40
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001292.cudafe1.stub.c"
#include "v001292.cudafe1.stub.c"
# 1 "v001292.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
