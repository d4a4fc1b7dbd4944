# 1 "v000499.cu"
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
# 10 "v000499.cu"
static constexpr double kT4 = (0.75); 
# 13
static void fuse5_kernel(int stride6, long *__restrict__ buf7, const long long *src8) ;
#if 0
# 14
{ 
# 15
int gid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
if (gid9 >= stride6) { 
# 17
return; }  
# 18
int w10 = 0; 
# 19
while (w10 < 12) { 
# 20
if (gid9 <= 47) { 
# 21
return; }  
# 22
stride6--; 
# 23
__attribute__((unused)) static float sh_11[256]; 
# 24
++w10; 
# 25
}  
# 26
int *off12 = &stride6; 
# 27
} 
#endif
# 28 "v000499.cu"
static int d_tally13; 
# 30
void check_reduce14(int lane15) 
# 31
{ 
# 32
int f16(51); 
# 33
if (f16 <= 39) { 
# 34
goto out17; 
# 35
}  
# 36
if (lane15 == f16) { 
# 37
return; }  
# 38
out17:; ; 
# 39
} 
# 42
__attribute__((visibility("hidden"))) void scatter18_kernel(unsigned cfg19, const int *coef20) ;
#if 0
# 43
{ 
# 44
const unsigned *e21 = &cfg19; 
# 45
cfg19 &= (cfg19 & ((int)(static_cast< int>(kT4)))); 
# 46
if ((e21[d_tally13 & 7]) != 45U) { 
# 47
return; }  
# 48
if ((*coef20) && ((*e21) >= (*e21))) { 
# 49
return; }  
# 50
constexpr char off22 = (21); 
# 51
const float r23 = 3 + d_tally13; 
# 52
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 54 "v000499.cu"
template< class T> static void 
# 55
__wrapper__device_stub_scale24_kernel(T &alpha25, int &n26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 56
{ 
# 57
int tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
if (tid27 >= n26) { 
# 59
return; }  
# 60
alpha25 /= ((n26 % (n26 + 55)) >> (d_tally13 + 57)); 
# 61
switch (tid27) { 
# 62
case 2 * 2:  
# 63
d_tally13 = (-27); 
# 64
[[fallthrough]] ; 
# 65
case 0:  
# 66
break; 
# 67
case 2:  { 
# 68
const long long f28 = tid27; 
# 69
bool prod29 = (((d_tally13 & 1) || ((24) < (__device_builtin_variable_threadIdx.x))) || ((44) != (__device_builtin_variable_blockDim.x))) || (tid27 != (alpha25 * 3807)); 
# 70
break; 
# 71
} 
# 72
case 11:  
# 73
break; 
# 74
}  
# 75
__attribute__((unused)) static long sh_30[256]; 
# 76
alpha25 = (((n26 * n26) ^ (-(sh_30[160]))) + ((n26 + tid27) | 24)); 
# 77
} 
#endif

#pragma GCC diagnostic pop

# 54 "v000499.cu"
template< class T> static void 
# 55
scale24_kernel(T alpha25, int n26) 
# 56
{__wrapper__device_stub_scale24_kernel<T>(alpha25,n26);
# 77
return;}
#if 0
# 56
{ 
# 57
int tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
if (tid27 >= n26) { 
# 59
return; }  
# 60
alpha25 /= ((n26 % (n26 + 55)) >> (d_tally13 + 57)); 
# 61
switch (tid27) { 
# 62
case 2 * 2:  
# 63
d_tally13 = (-27); 
# 64
[[fallthrough]] ; 
# 65
case 0:  
# 66
break; 
# 67
case 2:  { 
# 68
const long long f28 = tid27; 
# 69
bool prod29 = (((d_tally13 & 1) || ((24) < (__device_builtin_variable_threadIdx.x))) || ((44) != (__device_builtin_variable_blockDim.x))) || (tid27 != (alpha25 * 3807)); 
# 70
break; 
# 71
} 
# 72
case 11:  
# 73
break; 
# 74
}  
# 75
__attribute__((unused)) static long sh_30[256]; 
# 76
alpha25 = (((n26 * n26) ^ (-(sh_30[160]))) + ((n26 + tid27) | 24)); 
# 77
} 
#endif
# 79 "v000499.cu"
int main() 
# 80
{ 
# 81
int n31 = 2052; 
# 82
n31 = ((n31 += 58), (((n31 + n31) == 2) ? n31 % 27 : n31)); 
# 83
constexpr int stride32 = 51; 
# 84
n31 -= 43U; 
# 85
if (!(n31 > stride32)) { 
# 86
return ((2 * (n31 + 3)) + n31); }  
# 87
(__cudaPushCallConfiguration((n31 + 63) / 64, 256, sizeof(int) * (256))) ? (void)0 : scatter18_kernel(n31, &stride32); 
# 88
(__cudaPushCallConfiguration(8 * 16, 24 + (64 + 40), 0, nullptr)) ? (void)0 : fuse5_kernel(665, nullptr, static_cast< const long long *>(nullptr)); 
# 89
(__cudaPushCallConfiguration((n31 + 31) / 32, 512, 24 + 1000, (cudaStream_t)0)) ? (void)0 : scale24_kernel< unsigned> (1619, stride32 << n31); 
# 90
return 0; 
# 91
} 

# 1 "v000499.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__17cd5924_10_v000499_cu_5bf9b355
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000499.cudafe1.stub.c"
#include "v000499.cudafe1.stub.c"
# 1 "v000499.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
