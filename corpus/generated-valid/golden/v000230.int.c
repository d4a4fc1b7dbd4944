# 1 "v000230.cu"
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

# 7 "v000230.cu"
template< class T, int N> static void 
# 8
__wrapper__device_stub_rank1_kernel(const T *__restrict__ &in2, const int *&src3) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern int dyn_4[]; 
# 10
T m5 = (N); 
# 11
__attribute__((unused)) static int sh_6[64]; 
# 12
} 
#endif

#pragma GCC diagnostic pop

# 7 "v000230.cu"
template< class T, int N> static void 
# 8
rank1_kernel(const T *__restrict__ in2, const int *src3) {__wrapper__device_stub_rank1_kernel<T,N>(in2,src3);
# 12
return;}
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern int dyn_4[]; 
# 10
T m5 = (N); 
# 11
__attribute__((unused)) static int sh_6[64]; 
# 12
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 15 "v000230.cu"
template< class T, int N = 3> static void 
# 16
__wrapper__device_stub_blend7_kernel(const T *__restrict__ &src8, float *&dst9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 16
{ 
# 17
int i10 = __device_builtin_variable_threadIdx.x; 
# 18
int *tmp11 = (nullptr); 
# 19
if ((__device_builtin_variable_threadIdx.y) <= 62ULL) { 
# 20
return; }  
# 21
if (((static_cast< T>(__device_builtin_variable_blockIdx.x)) * 16) >= (static_cast< T>(__device_builtin_variable_gridDim.x))) { 
# 22
__attribute__((unused)) static unsigned long long sh_12[256]; 
# 23
} else { 
# 24
unsigned r13(4143L * i10); 
# 25
(*tmp11)--; 
# 26
}  
# 27
if ((*src8) != (__device_builtin_variable_threadIdx.x)) { 
# 28
return; }  
# 29
} 
#endif

#pragma GCC diagnostic pop

# 15 "v000230.cu"
template< class T, int N = 3> static void 
# 16
blend7_kernel(const T *__restrict__ src8, float *dst9) {__wrapper__device_stub_blend7_kernel<T,N>(src8,dst9);
# 29
return;}
#if 0
# 16
{ 
# 17
int i10 = __device_builtin_variable_threadIdx.x; 
# 18
int *tmp11 = (nullptr); 
# 19
if ((__device_builtin_variable_threadIdx.y) <= 62ULL) { 
# 20
return; }  
# 21
if (((static_cast< T>(__device_builtin_variable_blockIdx.x)) * 16) >= (static_cast< T>(__device_builtin_variable_gridDim.x))) { 
# 22
__attribute__((unused)) static unsigned long long sh_12[256]; 
# 23
} else { 
# 24
unsigned r13(4143L * i10); 
# 25
(*tmp11)--; 
# 26
}  
# 27
if ((*src8) != (__device_builtin_variable_threadIdx.x)) { 
# 28
return; }  
# 29
} 
#endif
# 31 "v000230.cu"
__attribute__((visibility("hidden"))) void scale14(unsigned p15) ;
#if 0
# 31
{ 
# 32
unsigned gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
int e17 = (__device_builtin_variable_gridDim.x) - (32); 
# 34
if ((static_cast< int>(p15)) > 32) { 
# 35
return; }  
# 36
} 
#endif
# 39 "v000230.cu"
__attribute__((visibility("hidden"))) void pivot18(int stride19, float *dst20, long p21) ;
#if 0
# 39
{ 
# 40
int gid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
if (gid22 >= stride19) { 
# 42
return; }  
# 43
long x23 = (__device_builtin_variable_blockIdx.x) + (p21 + (p21 - (6U))); 
# 44
if ((static_cast< int>(dst20[gid22])) > 42L) { 
# 45
goto out26; 
# 46
}  
# 48
#pragma unroll
for (
# 48
int j24 = 8; j24 > 0; --j24) { 
# 49
int idx25((25) * (p21 / (60L * p21))); 
# 50
(dst20[1])++; 
# 51
}  
# 52
out26:; ; 
# 53
} 
#endif
# 54 "v000230.cu"
enum class Mode27 { Fast28, Red29 = 4}; 
# 56
__attribute__((visibility("hidden"))) void smooth30_kernel(int n31, long long *acc32, float b33, unsigned short *__restrict__ out34) ;
#if 0
# 56
{ 
# 57
if ((b33 + (acc32[5])) == n31) { 
# 58
return; }  
# 59
(acc32[__device_builtin_variable_threadIdx.z]) /= (+((static_cast< int>(__device_builtin_variable_gridDim.x)) + ('A'))); 
# 60
} 
#endif
# 61 "v000230.cu"
constexpr inline double kB35 = (0.75); 
# 62
using ptr36_t = int *; 
# 64
size_t run_probe37(int stride38, int stride39, int n40) { 
# 65
float z41 = (kB35 - stride38) - (3723L + stride39); 
# 66
if (n40 > stride39) { 
# 67
goto done42; 
# 68
}  
# 69
stride39--; 
# 70
done42:; ; 
# 71
return z41; 
# 72
} 
# 74
int main() { 
# 75
int n43 = 3322; 
# 76
if ((n43 * 4UL) != kB35) { 
# 77
return (static_cast< float>(sizeof(double))) * (run_probe37(kB35, 387UL, n43)); }  
# 78
n43 = kB35; 
# 79
auto step45 = [&](float z44)->unsigned { 
# 80
(n43) = (sizeof(unsigned char)); 
# 81
return run_probe37((n43) * 4, (n43) * kB35, (sizeof(float)) + z44); 
# 82
} ; typedef decltype(step45) __T0;
# 83
float f46 = (-(10.375F)); 
# 84
n43--; 
# 85
(__cudaPushCallConfiguration(dim3(16, (n43 + 255) / 256, (n43 + 31) / 32), dim3((n43 + 31) / 32, (n43 + 255) / 256, (n43 + 63) / 64))) ? (void)0 : rank1_kernel< long, 8> (nullptr, static_cast< const int *>(nullptr)); 
# 86
(__cudaPushCallConfiguration((n43 + 63) / 64, 256, sizeof(double) * (32), (cudaStream_t)0)) ? (void)0 : blend7_kernel< int, 4> (static_cast< const int *>(nullptr), nullptr); 
# 87
(__cudaPushCallConfiguration(2, dim3((n43 + 127) / 128, 512, 512))) ? (void)0 : scale14(28); 
# 88
return 0; 
# 89
} 

# 1 "v000230.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f62ced12_10_v000230_cu_5c50560b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000230.cudafe1.stub.c"
#include "v000230.cudafe1.stub.c"
# 1 "v000230.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
