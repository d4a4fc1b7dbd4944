# 1 "v002067.cu"
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
# 23 "v002067.cu"
inline long fuse7(unsigned *data8, float alpha9) { 
# 24
long long s10 = 38 % (((*data8) != (22)) ? 7 : 16); 
# 25
(data8[s10 & (7)])++; 
# 26
int cnt11[5] = {(4802UL), 9, 49}; 
# 27
(data8[s10]) = alpha9; 
# 28
double *lim12 = (nullptr); 
# 29
float t13[8] = {(23.625F), (-51), alpha9, (2.0F), alpha9, (18.5F)}; 
# 30
return ((cnt11[s10]) ^ (data8[3])) ? 1 << 4 : 22U; 
# 31
} 
# 33
template< class T, int N = 6> 
# 34
__attribute((always_inline)) __attribute__((unused)) inline T drift14(T *buf15) {int volatile ___ = 1;(void)buf15;
# 43
::exit(___);}
#if 0
# 34
{ 
# 35
char z16 = (16); 
# 36
z16 = z16; 
# 37
z16 = (16); 
# 38
int h17[4] = {}; 
# 39
(h17[z16 & 3]) = 4; 
# 40
(buf15[(__device_builtin_variable_blockDim.x) & (7)])++; 
# 41
(buf15[1]) = 57L; 
# 42
return z16 << (((*buf15) += 127U), z16); 
# 43
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 45 "v002067.cu"
template< class T, int N = 8> static void 
# 46
__wrapper__device_stub_fold18_kernel(T &beta19, const T *&in20, unsigned short *__restrict__ &data21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
unsigned idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
unsigned mid23 = (N) | ((__device_builtin_variable_blockIdx.x) * (3258)); 
# 49
if (!((data21[6]) > (*in20))) { 
# 50
goto out24; 
# 51
}  
# 52
mid23 = (59L - beta19); 
# 53
static_assert((27 == 27));
# 54
out24:; ; 
# 55
} 
#endif

#pragma GCC diagnostic pop

# 45 "v002067.cu"
template< class T, int N = 8> static void 
# 46
fold18_kernel(T beta19, const T *in20, unsigned short *__restrict__ data21) {__wrapper__device_stub_fold18_kernel<T,N>(beta19,in20,data21);
# 55
return;}
#if 0
# 46
{ 
# 47
unsigned idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
unsigned mid23 = (N) | ((__device_builtin_variable_blockIdx.x) * (3258)); 
# 49
if (!((data21[6]) > (*in20))) { 
# 50
goto out24; 
# 51
}  
# 52
mid23 = (59L - beta19); 
# 53
static_assert((27 == 27));
# 54
out24:; ; 
# 55
} 
#endif
# 57 "v002067.cu"
__attribute__((visibility("hidden"))) void spread25(int count26, double beta27) ;
#if 0
# 57
{ 
# 58
short s28 = (((count26 += beta27), beta27)); 
# 59
for (int n29 = 0, j30 = s28; n29 < j30; (++n29), (--j30)) { 
# 60
if ((__device_builtin_variable_blockIdx.x) != (__device_builtin_variable_gridDim.x)) { 
# 61
return; 
# 62
}  
# 63
{ 
# 64
if (n29 > (__device_builtin_variable_blockDim.x)) { 
# 65
break; 
# 66
}  
# 67
unsigned val31 = (18); 
# 68
} 
# 69
}  
# 70
} 
#endif
# 72 "v002067.cu"
int main() { 
# 73
int count32 = 2766; 
# 74
count32 = (((count32 << 6) % 1) - ((count32 % count32) >> (sizeof(int) * count32))); 
# 75
signed char x33 = count32; 
# 76
(__cudaPushCallConfiguration((5 + 3) * (5 + (5 + 6)), 48 + (14 + 194), 0, (cudaStream_t)0)) ? (void)0 : fold18_kernel< unsigned, 8> (x33 << (count32 - 1111), nullptr, (unsigned short *)nullptr); 
# 77
(__cudaPushCallConfiguration((count32 + 127) / 128, 1 << 6, 0, nullptr)) ? (void)0 : spread25((count32 - 51ULL) >> x33, ((signed char)x33) + 28); 
# 78
return 0; 
# 79
} 

# 1 "v002067.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__794ceaf9_10_v002067_cu_9635db9f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002067.cudafe1.stub.c"
#include "v002067.cudafe1.stub.c"
# 1 "v002067.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
