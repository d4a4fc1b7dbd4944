# 1 "v000297.cu"
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
# 7 "v000297.cu"
static int d_mix3; 
# 10
__attribute__((visibility("hidden"))) void accum4_kernel(float a5) ;
#if 0
# 10
{ 
# 11
int tid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
d_mix3 = 48; 
# 13
++a5; 
# 14
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16 "v000297.cu"
template< class T, int N = 6> static void 
# 17
__wrapper__device_stub_march7_kernel(T &alpha8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern float dyn_9[]; 
# 19
int gid10 = __device_builtin_variable_threadIdx.x; 
# 20
if (gid10) { 
# 21
unsigned off11 = __device_builtin_variable_blockDim.x; 
# 22
unsigned short diff12 = (N); 
# 23
}  
# 24
__attribute__((unused)) static unsigned sh_13[64]; 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 16 "v000297.cu"
template< class T, int N = 6> static void 
# 17
march7_kernel(T alpha8) {__wrapper__device_stub_march7_kernel<T,N>(alpha8);
# 25
return;}
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern float dyn_9[]; 
# 19
int gid10 = __device_builtin_variable_threadIdx.x; 
# 20
if (gid10) { 
# 21
unsigned off11 = __device_builtin_variable_blockDim.x; 
# 22
unsigned short diff12 = (N); 
# 23
}  
# 24
__attribute__((unused)) static unsigned sh_13[64]; 
# 25
} 
#endif
# 27 "v000297.cu"
extern "C" {
# 28
__attribute__((visibility("hidden"))) void march14_kernel(int *acc15, int len16, int *acc17) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern int dyn_18[]; 
# 30
int idx19 = __device_builtin_variable_threadIdx.x; 
# 31
signed char lo20 = 127LL + (((acc17[5]) * 30) ^ 12); 
# 32
const int h21 = (-idx19) * __alignof__(char); 
# 33
} 
#endif
# 34 "v000297.cu"
}
# 35
static int d_accum22; 
# 37
static void gather23_kernel(int n24, int n25, const float *in26) ;
#if 0
# 37
{ 
# 38
unsigned gid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
if (gid27 >= n25) { 
# 40
return; 
# 41
}  
# 42
unsigned mid28(d_accum22); 
# 43
d_accum22 = (((float)((3.375F) / (in26[0]))) * (__device_builtin_variable_threadIdx.x)); 
# 44
} 
#endif
# 45 "v000297.cu"
enum class Level29: long { Busy30, Red31, Add32 = 6L, Off33 = 8L}; 
# 48
static void probe34_kernel(int *data35, const int *src36) ;
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern int dyn_37[]; 
# 50
unsigned tid38 = __device_builtin_variable_threadIdx.x; 
# 51
for (int j39 = d_mix3; j39 > 0; --j39) { 
# 52
if (d_accum22 < ((*data35) + (__device_builtin_variable_blockDim.x))) { 
# 53
__attribute__((unused)) static long sh_40[16]; 
# 54
int sum41 = (*src36) * 41UL; 
# 55
}  
# 56
(--(dyn_37[7])), ((data35[__device_builtin_variable_threadIdx.y]) -= (data35[__device_builtin_variable_warpSize])); 
# 57
}  
# 58
} 
#endif
# 60 "v000297.cu"
int main() { 
# 61
int len42 = 3815; 
# 62
len42++; 
# 63
len42 = (31UL); 
# 64
(__cudaPushCallConfiguration(dim3((len42 + 31) / 32, (len42 + 127) / 128, (len42 + 31) / 32), 64)) ? (void)0 : accum4_kernel(len42 * (19.125F)); 
# 65
if (len42 >= 1L) { 
# 66
return (len42 / 2); 
# 67
}  
# 68
(__cudaPushCallConfiguration(((dim3)(512)), 64, 0, nullptr)) ? (void)0 : march7_kernel< float, 4> (len42); 
# 69
(__cudaPushCallConfiguration(256, 32, 0)) ? (void)0 : march14_kernel(nullptr, len42 / 2, &len42); 
# 70
(__cudaPushCallConfiguration((len42 + 63) / 64, 512)) ? (void)0 : gather23_kernel(len42, ((len42 += len42), 44) % 597, static_cast< const float *>(nullptr)); 
# 71
return 0; 
# 72
} 

# 1 "v000297.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__214bcd0a_10_v000297_cu_fcad40c1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000297.cudafe1.stub.c"
#include "v000297.cudafe1.stub.c"
# 1 "v000297.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
