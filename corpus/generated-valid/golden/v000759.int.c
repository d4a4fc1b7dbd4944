# 1 "v000759.cu"
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
# 16 "v000759.cu"
enum Axis7 { ADD8, OFF9, ON10 = 6}; 
# 18
template< class T> 
# 19
struct Vec11 { 
# 20
T lo12; 
# 21
T sum13, w14; 
# 22
T apply15() const { 
# 23
T *m16 = ((T *)nullptr); 
# 24
return ((T)(lo12)) * (lo12); 
# 25
} 
# 26
}; 
# 28
namespace impl17 { 
# 29
static float c_norm18; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31
template< class T, int N = 3> static void 
# 32
__wrapper__device_stub_norm19(const T *&in20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
int tid21 = __device_builtin_variable_threadIdx.x; 
# 34
__attribute__((unused)) static Vec11< int>  sh_22[64]; 
# 35
((sh_22[__device_builtin_variable_blockIdx.x]).lo12) *= 32; 
# 36
} 
#endif

#pragma GCC diagnostic pop

# 31 "v000759.cu"
template< class T, int N = 3> static void 
# 32
norm19(const T *in20) {::impl17::__wrapper__device_stub_norm19<T,N>(in20);
# 36
return;}
#if 0
# 32
{ 
# 33
int tid21 = __device_builtin_variable_threadIdx.x; 
# 34
__attribute__((unused)) static Vec11< int>  sh_22[64]; 
# 35
((sh_22[__device_builtin_variable_blockIdx.x]).lo12) *= 32; 
# 36
} 
#endif
# 38 "v000759.cu"
struct __attribute((aligned(16))) Acc23 { 
# 39
float z24; 
# 40
unsigned lo25; 
# 41
}; 
# 42
}
# 44
struct Tile26 { 
# 45
double hi27; 
# 46
unsigned long count28; 
# 47
float y29; 
# 48
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 51
template< class T> static void 
# 52
__wrapper__device_stub_decay30_kernel(T *&out31, int &len32, int &count33) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 52
{ 
# 53
T lo34 = ((impl17::c_norm18 != (5)) ? len32 : (13.0F)) - (12.375); 
# 54
auto mid35 = ((impl17::c_norm18 + (__device_builtin_variable_threadIdx.z)) - (out31[2])) * 34; 
# 55
if (((mid35 += (__device_builtin_variable_threadIdx.z)), 18) != mid35) { 
# 56
return; }  
# 57
} 
#endif

#pragma GCC diagnostic pop

# 51 "v000759.cu"
template< class T> static void 
# 52
decay30_kernel(T *out31, int len32, int count33) {__wrapper__device_stub_decay30_kernel<T>(out31,len32,count33);
# 57
return;}
#if 0
# 52
{ 
# 53
T lo34 = ((impl17::c_norm18 != (5)) ? len32 : (13.0F)) - (12.375); 
# 54
auto mid35 = ((impl17::c_norm18 + (__device_builtin_variable_threadIdx.z)) - (out31[2])) * 34; 
# 55
if (((mid35 += (__device_builtin_variable_threadIdx.z)), 18) != mid35) { 
# 56
return; }  
# 57
} 
#endif
# 59 "v000759.cu"
static void run_score36(const Vec11< int>  &q37, int len38, unsigned a39) { 
# 60
int iter40 = 0; 
# 61
while (iter40 < (8 + ((OFF9) + ((OFF9) + ((OFF9) + ((OFF9) + (OFF9))))))) { 
# 62
++a39; 
# 63
len38 ^= (43L >> iter40); 
# 64
++iter40; 
# 65
}  
# 66
} 
# 68
int main() { 
# 69
int len41 = 549; 
# 70
(__cudaPushCallConfiguration(dim3((OFF9) + 3, (len41 + 63) / 64, 32), 1 << (8 + (OFF9)), ((OFF9) + ((ON10) + 249)) * ((ON10) + 10), nullptr)) ? (void)0 : decay30_kernel((int *)nullptr, len41, len41); 
# 71
static char t42 = (41U); 
# 72
if (((len41 < 9) ? len41 : 9) < len41) { 
# 73
return (double)((double)len41); }  
# 74
run_score36(Vec11< int> {28, 34, (46U)}, len41, +((t42 <= len41) ? 42 : sizeof(float))); 
# 75
(__cudaPushCallConfiguration((len41 + 255) / 256, 8 + 24)) ? (void)0 : impl17::norm19< unsigned, 7> ((const unsigned *)nullptr); 
# 76
return 0; 
# 77
} 

# 1 "v000759.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__54a9c68b_10_v000759_cu_dc851ccf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000759.cudafe1.stub.c"
#include "v000759.cudafe1.stub.c"
# 1 "v000759.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
