# 1 "v000619.cu"
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
# 19 "v000619.cu"
__attribute__((visibility("hidden"))) void lerp5_kernel(float p6, int lane7, int count8, int stride9) ;
#if 0
# 19
{ 
# 20
lane7 = count8; 
# 21
int t10 = (-25); 
# 22
count8 &= 52; 
# 23
--p6; 
# 24
} 
#endif
# 26 "v000619.cu"
__attribute__((unused)) void gather11(long *buf12, long long a13, int len14) {int volatile ___ = 1;(void)buf12;(void)a13;(void)len14;
# 30
::exit(___);}
#if 0
# 26
{ 
# 27
if (((a13 <= (*buf12)) ? 7U : (28)) <= (buf12[len14 & 7])) { 
# 28
return; }  
# 29
auto base15 = a13; 
# 30
} 
#endif
# 31 "v000619.cu"
enum Op16: int { IDLE17, HIGH18}; 
# 33
__attribute__((visibility("hidden"))) void filter19(float *__restrict__ data20) ;
#if 0
# 33
{ 
# 34
int m21 = (24UL) * (((data20[0]) * (data20[0])) / ((sizeof(double)) + (*data20))); 
# 35
size_t lo22 = data20[0]; 
# 36
Op16 sum23 = IDLE17; 
# 37
long stride24 = ((lo22 % sizeof(int)) * (-(data20[lo22 & (7)]))) * ((lo22 % sizeof(int)) * (-(data20[lo22 & (7)]))); 
# 38
gather11(reinterpret_cast< long *>(data20), (*data20) + (stride24 + (54)), -2515); 
# 39
} 
#endif
# 41 "v000619.cu"
namespace gpu25 { 
# 42
static float run_reduce26(signed char b27, int lane28, int stride29) { 
# 43
char *mid30 = ((char *)nullptr); 
# 44
static_assert((53 > 52), "bad config");
# 45
(mid30[1]) = (stride29 * stride29); 
# 46
lane28 &= (-990); 
# 47
return (((*mid30) / 11) * ((*mid30) / 11)) / (lane28 * lane28); 
# 48
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 50
template< class T, int N> static void 
# 51
__wrapper__device_stub_norm31(const T *&coef32, unsigned char &q33, const int *&src34) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 51
{ 
# 52
int iter35 = 0; 
# 53
do { 
# 54
int r36 = ((iter35 * (sizeof(float) / iter35)) <= (7U)) ? iter35 : (' '); 
# 55
Op16 idx37 = HIGH18; 
# 56
++iter35; 
# 57
} while (iter35 < 6); 
# 58
} 
#endif

#pragma GCC diagnostic pop

# 50 "v000619.cu"
template< class T, int N> static void 
# 51
norm31(const T *coef32, unsigned char q33, const int *src34) {::gpu25::__wrapper__device_stub_norm31<T,N>(coef32,q33,src34);
# 58
return;}
#if 0
# 51
{ 
# 52
int iter35 = 0; 
# 53
do { 
# 54
int r36 = ((iter35 * (sizeof(float) / iter35)) <= (7U)) ? iter35 : (' '); 
# 55
Op16 idx37 = HIGH18; 
# 56
++iter35; 
# 57
} while (iter35 < 6); 
# 58
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 60 "v000619.cu"
template< class T, class U> static void 
# 61
__wrapper__device_stub_warp38_kernel(T *__restrict__ &out39, U &a40) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 61
{ 
# 62
int w41 = 0; 
# 63
do { 
# 64
unsigned *val42 = (nullptr); 
# 65
U idx43(w41 - (20.5)); 
# 66
++w41; 
# 67
} while ((w41 < w41) && (out39 != nullptr)); 
# 68
if (a40 == (a40 / 18)) { 
# 69
__attribute__((unused)) static double sh_44[32]; 
# 70
} else { 
# 71
a40 = ((33 + (out39[w41])) - a40); 
# 72
if (((out39[w41 & 7]) * w41) == 26) { 
# 73
return; }  
# 74
}  
# 75
} 
#endif

#pragma GCC diagnostic pop

# 60 "v000619.cu"
template< class T, class U> static void 
# 61
warp38_kernel(T *__restrict__ out39, U a40) {::gpu25::__wrapper__device_stub_warp38_kernel<T,U>(out39,a40);
# 75
return;}
#if 0
# 61
{ 
# 62
int w41 = 0; 
# 63
do { 
# 64
unsigned *val42 = (nullptr); 
# 65
U idx43(w41 - (20.5)); 
# 66
++w41; 
# 67
} while ((w41 < w41) && (out39 != nullptr)); 
# 68
if (a40 == (a40 / 18)) { 
# 69
__attribute__((unused)) static double sh_44[32]; 
# 70
} else { 
# 71
a40 = ((33 + (out39[w41])) - a40); 
# 72
if (((out39[w41 & 7]) * w41) == 26) { 
# 73
return; }  
# 74
}  
# 75
} 
#endif
# 76 "v000619.cu"
}
# 78
int main() { 
# 79
int count45 = 3332; 
# 80
int mid46 = count45 * count45; 
# 81
(__cudaPushCallConfiguration(dim3((HIGH18) + 15, 128), ((dim3)((count45 + 31) / 32)), sizeof(float) * (128))) ? (void)0 : filter19(nullptr); 
# 82
float base47 = count45; 
# 83
(count45--), (mid46 = (count45 ^ 61)); 
# 84
(__cudaPushCallConfiguration((mid46 + 127) / 128, 32)) ? (void)0 : gpu25::warp38_kernel< long, long> ((long *)nullptr, (count45 - 62) * 8); 
# 85
if (!(mid46 != 45U)) { 
# 86
return count45 | ((IDLE17) - mid46); }  
# 87
(__cudaPushCallConfiguration(((dim3)((HIGH18) + 7)), 16 * ((HIGH18) + ((HIGH18) + 2)), sizeof(int) * (64))) ? (void)0 : lerp5_kernel((mid46 * count45) | count45, mid46 % (mid46 - count45), 53, gpu25::run_reduce26((count45 != count45) ? base47 : count45, gpu25::run_reduce26(6, 24, 49), count45 - count45)); 
# 88
(__cudaPushCallConfiguration(((dim3)(64)), 32, 256 * ((HIGH18) + ((HIGH18) + 2)))) ? (void)0 : gpu25::norm31< int, 1> ((const int *)nullptr, base47 + gpu25::run_reduce26(base47, -56L, mid46), (const int *)nullptr); 
# 89
return 0; 
# 90
} 

# 1 "v000619.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6a75b3ee_10_v000619_cu_1a5f4c03
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000619.cudafe1.stub.c"
#include "v000619.cudafe1.stub.c"
# 1 "v000619.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
