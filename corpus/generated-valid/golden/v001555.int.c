# 1 "v001555.cu"
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

# 9 "v001555.cu"
template< class T, int N = 1> static void 
# 10
__wrapper__device_stub_trace4_kernel(const T *&src5, const double *&in6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 10
{ 
# 11
static_assert((23 > 22), "bad config");
# 12
if ((src5[1]) >= (N + (*src5))) { 
# 13
__attribute__((unused)) static float sh_7[256]; 
# 14
--(sh_7[199]); 
# 15
}  
# 16
} 
#endif

#pragma GCC diagnostic pop

# 9 "v001555.cu"
template< class T, int N = 1> static void 
# 10
trace4_kernel(const T *src5, const double *in6) {__wrapper__device_stub_trace4_kernel<T,N>(src5,in6);
# 16
return;}
#if 0
# 10
{ 
# 11
static_assert((23 > 22), "bad config");
# 12
if ((src5[1]) >= (N + (*src5))) { 
# 13
__attribute__((unused)) static float sh_7[256]; 
# 14
--(sh_7[199]); 
# 15
}  
# 16
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18 "v001555.cu"
template< class T> static void 
# 19
__wrapper__device_stub_count8_kernel(T &b9, int *&acc10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
if ((acc10[7]) > 10) { 
# 21
__attribute__((unused)) static int sh_11; 
# 22
b9 = (9.5); 
# 23
} else { 
# 24
(acc10[4]) *= ((b9 < ((b9 * 48) + (acc10[3]))) ? b9 : ((b9 * 48) + (acc10[3]))); 
# 25
(acc10[7]) &= ((b9 == ((acc10[7]) * 35)) ? acc10[6] : (acc10[1])); 
# 26
}  
# 27
(acc10[6]) = ((T)((signed char)(((acc10[1]) < (*acc10)) ? acc10[1] : (*acc10)))); 
# 28
__attribute__((unused)) static int sh_12[64]; 
# 29
} 
#endif

#pragma GCC diagnostic pop

# 18 "v001555.cu"
template< class T> static void 
# 19
count8_kernel(T b9, int *acc10) {__wrapper__device_stub_count8_kernel<T>(b9,acc10);
# 29
return;}
#if 0
# 19
{ 
# 20
if ((acc10[7]) > 10) { 
# 21
__attribute__((unused)) static int sh_11; 
# 22
b9 = (9.5); 
# 23
} else { 
# 24
(acc10[4]) *= ((b9 < ((b9 * 48) + (acc10[3]))) ? b9 : ((b9 * 48) + (acc10[3]))); 
# 25
(acc10[7]) &= ((b9 == ((acc10[7]) * 35)) ? acc10[6] : (acc10[1])); 
# 26
}  
# 27
(acc10[6]) = ((T)((signed char)(((acc10[1]) < (*acc10)) ? acc10[1] : (*acc10)))); 
# 28
__attribute__((unused)) static int sh_12[64]; 
# 29
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31 "v001555.cu"
template< class T, class U> static void 
# 32
__wrapper__device_stub_kick13_kernel(T &q14, int *&acc15, const int *&in16, unsigned *&buf17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
(buf17[4]) = (*in16); 
# 34
__attribute__((unused)) static int sh_18[32]; 
# 35
(*acc15)++; 
# 36
int w19 = 0; 
# 37
while (w19 < 14) { 
# 38
constexpr long long v20 = (34UL); 
# 39
++w19; 
# 40
}  
# 41
++(acc15[7]); 
# 42
} 
#endif

#pragma GCC diagnostic pop

# 31 "v001555.cu"
template< class T, class U> static void 
# 32
kick13_kernel(T q14, int *acc15, const int *in16, unsigned *buf17) {__wrapper__device_stub_kick13_kernel<T,U>(q14,acc15,in16,buf17);
# 42
return;}
#if 0
# 32
{ 
# 33
(buf17[4]) = (*in16); 
# 34
__attribute__((unused)) static int sh_18[32]; 
# 35
(*acc15)++; 
# 36
int w19 = 0; 
# 37
while (w19 < 14) { 
# 38
constexpr long long v20 = (34UL); 
# 39
++w19; 
# 40
}  
# 41
++(acc15[7]); 
# 42
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 44 "v001555.cu"
template< class T, class U> static void 
# 45
__wrapper__device_stub_gather21_kernel(U &beta22, long *&dst23, char *&out24, U &a25) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 45
{ 
# 46
__attribute__((unused)) static int sh_26[8]; 
# 47
unsigned res27 = (((*out24) + (sh_26[5])) < 52U) ? (*out24) + (sh_26[5]) : 52U; 
# 48
if ((sh_26[2]) < (*out24)) { 
# 49
return; 
# 50
}  
# 51
res27 = ((sh_26[res27]) + a25); 
# 52
++(out24[res27]); 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 44 "v001555.cu"
template< class T, class U> static void 
# 45
gather21_kernel(U beta22, long *dst23, char *out24, U a25) {__wrapper__device_stub_gather21_kernel<T,U>(beta22,dst23,out24,a25);
# 53
return;}
#if 0
# 45
{ 
# 46
__attribute__((unused)) static int sh_26[8]; 
# 47
unsigned res27 = (((*out24) + (sh_26[5])) < 52U) ? (*out24) + (sh_26[5]) : 52U; 
# 48
if ((sh_26[2]) < (*out24)) { 
# 49
return; 
# 50
}  
# 51
res27 = ((sh_26[res27]) + a25); 
# 52
++(out24[res27]); 
# 53
} 
#endif
# 55 "v001555.cu"
__attribute__((visibility("hidden"))) void tally28_kernel(unsigned long *data29, float *data30, double *dst31, long a32) ;
#if 0
# 55
{ 
# 56
++(dst31[3]); 
# 57
auto prod33 = ((dst31[6]) < (53)) ? dst31[6] : (53); 
# 58
} 
#endif
# 60 "v001555.cu"
void scale34(const int *src35, int stride36 = 4353L) { 
# 61
if (((stride36 + stride36) | stride36) != (10UL % stride36)) { 
# 62
stride36 += ((unsigned)41); 
# 63
(__cudaPushCallConfiguration((stride36 + 31) / 32, 256, 0, (cudaStream_t)0)) ? (void)0 : gather21_kernel< unsigned, unsigned> (stride36, (long *)nullptr, (char *)nullptr, 43U - (stride36 / (src35[stride36 & 7]))); 
# 64
stride36 = (46U); 
# 65
}  
# 66
(__cudaPushCallConfiguration((stride36 + 31) / 32, 64, 2048 * 2)) ? (void)0 : kick13_kernel< float, double> (14L, (int *)nullptr, (const int *)nullptr, nullptr); 
# 67
int lo37 = *src35; 
# 68
long *prod38 = (nullptr); 
# 69
} 
# 71
int main() { 
# 72
int count39 = 747; 
# 73
count39 = ('A'); 
# 74
constexpr unsigned base40 = (27); 
# 75
float idx41 = (-(15.125F)); 
# 76
if (count39 == 7) { 
# 77
return 1908; 
# 78
}  
# 79
idx41 = (4.25F); 
# 80
count39++; 
# 81
(__cudaPushCallConfiguration(512, 128, 1024)) ? (void)0 : trace4_kernel(&idx41, nullptr); 
# 82
(__cudaPushCallConfiguration((count39 + 31) / 32, 32 * 8, sizeof(double) * (32), nullptr)) ? (void)0 : count8_kernel((float)base40, &count39); 
# 83
(__cudaPushCallConfiguration(256 * 2, 32, sizeof(int) * (256))) ? (void)0 : tally28_kernel((unsigned long *)nullptr, &idx41, nullptr, 55U); 
# 84
return 0; 
# 85
} 

# 1 "v001555.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f5c0d38c_10_v001555_cu_67fadac7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001555.cudafe1.stub.c"
#include "v001555.cudafe1.stub.c"
# 1 "v001555.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
