# 1 "v001432.cu"
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
# 11 "v001432.cu"
static void reduce3_kernel(float *dst4, const short *__restrict__ input5, long a6, int lane7) ;
#if 0
# 11
{ 
# 12
int gid8 = __device_builtin_variable_threadIdx.x; 
# 13
if (gid8 >= a6) { 
# 14
return; }  
# 15
int lo9 = lane7; 
# 16
__attribute__((unused)) static int sh_10[64]; 
# 17
__attribute__((unused)) static int sh_11[16]; 
# 18
} 
#endif
# 20 "v001432.cu"
__attribute__((visibility("hidden"))) void lerp12(const size_t *__restrict__ input13) ;
#if 0
# 20
{ 
# 21
int tid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
int hi15 = tid14; 
# 23
hi15 = (((tid14 * tid14) * (tid14 * tid14)) - (tid14 - tid14)); 
# 24
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 26 "v001432.cu"
template< class T> static void 
# 27
__wrapper__device_stub_lerp16(T &alpha17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 27
{ 
# 28
int idx18 = __device_builtin_variable_threadIdx.x; 
# 29
int x19{idx18}; 
# 30
do { alpha17 += alpha17; } while (0); 
# 31
if (x19) { 
# 32
return; }  
# 33
alpha17 = ((17.5) * ((alpha17 - alpha17) * (alpha17 - alpha17))); 
# 34
auto idx20 = x19 + (35 * (x19 - 54)); 
# 35
idx20 = (idx20 << 5); 
# 36
unsigned *v21 = (nullptr); 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 26 "v001432.cu"
template< class T> static void 
# 27
lerp16(T alpha17) {__wrapper__device_stub_lerp16<T>(alpha17);
# 37
return;}
#if 0
# 27
{ 
# 28
int idx18 = __device_builtin_variable_threadIdx.x; 
# 29
int x19{idx18}; 
# 30
do { alpha17 += alpha17; } while (0); 
# 31
if (x19) { 
# 32
return; }  
# 33
alpha17 = ((17.5) * ((alpha17 - alpha17) * (alpha17 - alpha17))); 
# 34
auto idx20 = x19 + (35 * (x19 - 54)); 
# 35
idx20 = (idx20 << 5); 
# 36
unsigned *v21 = (nullptr); 
# 37
} 
#endif
# 39 "v001432.cu"
template< class T, int N> unsigned long 
# 40
reduce22(T cfg23) { 
# 41
cfg23 = (cfg23 * (24.5)); 
# 42
float lo24 = (N); 
# 43
cfg23 = N; 
# 44
cfg23 = N; 
# 45
cfg23 = (N % ((short)lo24)); 
# 46
lo24 = cfg23; 
# 47
return ((double)N) + lo24; 
# 48
} 
# 49
static float c_sift25[8]; 
# 51
__attribute__((unused)) void smooth26(int lane27, bool q28, float alpha29) {int volatile ___ = 1;(void)lane27;(void)q28;(void)alpha29;
# 60
::exit(___);}
#if 0
# 51
{ 
# 52
alpha29 = (11.625F); 
# 53
if (q28 || q28) { 
# 54
return; }  
# 55
__attribute__((unused)) static int sh_30[256]; 
# 56
alpha29 = (19.625F); 
# 57
float lim31 = alpha29 * alpha29; 
# 58
int t32 = __device_builtin_variable_blockDim.x; 
# 59
float lo33 = (26); 
# 60
} 
#endif
# 62 "v001432.cu"
static int update34(double q35, int len36) { 
# 63
len36 = len36; 
# 64
int t37 = (len36 + len36) + (len36 - (43 - len36)); 
# 65
static float cnt38 = (4U); 
# 66
q35 = (7 - len36); 
# 67
const int s39 = (-24LL); 
# 68
float lim40 = t37; 
# 69
return cnt38; 
# 70
} 
# 72
int main() { 
# 73
int len41 = 3085; 
# 74
len41 = len41; 
# 75
len41 = (len41 * len41); 
# 76
(__cudaPushCallConfiguration(dim3((len41 + 31) / 32, (len41 + 63) / 64, 8), 64)) ? (void)0 : reduce3_kernel((float *)nullptr, (const short *)nullptr, 52, len41); 
# 77
(__cudaPushCallConfiguration((len41 + 127) / 128, 1 << 8)) ? (void)0 : lerp12(nullptr); 
# 78
(__cudaPushCallConfiguration((len41 + 127) / 128, dim3((len41 + 63) / 64, (len41 + 127) / 128, 8 * 16))) ? (void)0 : lerp16< unsigned> (len41); 
# 79
return 0; 
# 80
} 

# 1 "v001432.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2c0bcd30_10_v001432_cu_121e60e6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001432.cudafe1.stub.c"
#include "v001432.cudafe1.stub.c"
# 1 "v001432.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
