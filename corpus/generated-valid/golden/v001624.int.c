# 1 "v001624.cu"
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
# 9 "v001624.cu"
__attribute__((unused)) void relax4(int lane5, int lane6) {int volatile ___ = 1;(void)lane5;(void)lane6;
# 19
::exit(___);}
#if 0
# 9
{ 
# 10
long e7 = lane6; 
# 11
float base8 = lane5; 
# 12
unsigned hi9 = base8 - ((503 - lane6) - (base8 * lane5)); 
# 13
--lane6; 
# 15
#pragma unroll 4
for (
# 15
int it10 = 0; it10 < 2; it10++) { 
# 16
lane5 = (48L); 
# 17
int sum11 = (static_cast< unsigned>(hi9)) * (2 - lane5); 
# 18
}  
# 19
} 
#endif
# 22 "v001624.cu"
__attribute__((unused)) int spread12(int count13, unsigned char beta14, int stride15) {int volatile ___ = 1;(void)count13;(void)beta14;(void)stride15;
# 28
::exit(___);}
#if 0
# 22
{ 
# 23
int m16 = (-17); 
# 24
count13 = ((59 % beta14) - (static_cast< double>(beta14))); 
# 25
__attribute__((unused)) static int sh_17[11][14]; 
# 26
float hi18 = (10.0F); 
# 27
return 57; 
# 28
} 
#endif
# 30 "v001624.cu"
static void sift19(signed char q20, int *dst21, int len22, float *acc23) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) static int sh_24[32]; 
# 32
if (!((sh_24[q20]) <= (dst21[3]))) { 
# 33
return; 
# 34
}  
# 35
if (((20UL) != (acc23[q20])) && (len22 == 36UL)) { 
# 36
return; 
# 37
}  
# 38
(*dst21) = (33U); 
# 39
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 41 "v001624.cu"
template< class T> static void 
# 42
__wrapper__device_stub_tile25(const T *&src26, unsigned short *&out27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 42
{ 
# 43
__attribute__((unused)) extern int dyn_28[]; 
# 44
(dyn_28[3])++; 
# 45
T r29{48UL}; 
# 46
__attribute__((unused)) static float sh_30[8]; 
# 47
int w31 = 0; 
# 48
do { 
# 49
for (auto &h32 : sh_30) { 
# 50
int s33 = spread12(spread12((double)h32, src26[w31], src26[w31]), 37, ((62) + h32) * (dyn_28[4])); 
# 51
T w34 = ((4.5F)); 
# 52
}  
# 53
++w31; 
# 54
} while (w31 < w31); 
# 55
} 
#endif

#pragma GCC diagnostic pop

# 41 "v001624.cu"
template< class T> static void 
# 42
tile25(const T *src26, unsigned short *out27) {__wrapper__device_stub_tile25<T>(src26,out27);
# 55
return;}
#if 0
# 42
{ 
# 43
__attribute__((unused)) extern int dyn_28[]; 
# 44
(dyn_28[3])++; 
# 45
T r29{48UL}; 
# 46
__attribute__((unused)) static float sh_30[8]; 
# 47
int w31 = 0; 
# 48
do { 
# 49
for (auto &h32 : sh_30) { 
# 50
int s33 = spread12(spread12((double)h32, src26[w31], src26[w31]), 37, ((62) + h32) * (dyn_28[4])); 
# 51
T w34 = ((4.5F)); 
# 52
}  
# 53
++w31; 
# 54
} while (w31 < w31); 
# 55
} 
#endif
# 58 "v001624.cu"
constexpr int blend35(int stride36) { 
# 59
unsigned acc37 = stride36; 
# 60
return (int)(2U * (acc37 / stride36)); 
# 61
} 
# 62
static long long d_fold38[16]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 65
template< class T, int N> static void 
# 66
__wrapper__device_stub_shade39(T *&dst40) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 66
{ 
# 67
(d_fold38[5]) = ((64 - spread12(d_fold38[5], 0, 33)) + spread12((d_fold38[3]) + (4876), 13 * (*dst40), blend35(d_fold38[3]))); 
# 68
unsigned f41{(3LL)}; 
# 69
} 
#endif

#pragma GCC diagnostic pop

# 65 "v001624.cu"
template< class T, int N> static void 
# 66
shade39(T *dst40) {__wrapper__device_stub_shade39<T,N>(dst40);
# 69
return;}
#if 0
# 66
{ 
# 67
(d_fold38[5]) = ((64 - spread12(d_fold38[5], 0, 33)) + spread12((d_fold38[3]) + (4876), 13 * (*dst40), blend35(d_fold38[3]))); 
# 68
unsigned f41{(3LL)}; 
# 69
} 
#endif
# 71 "v001624.cu"
int main() { 
# 72
int count42 = 3773; 
# 73
blend35(count42); 
# 74
count42 = ((blend35(count42)) + (40UL - count42)); 
# 75
count42 = ((-count42) * blend35(static_cast< int>(count42))); 
# 76
count42 = (-64); 
# 77
const char *prod43 = ("path\\to"); 
# 78
(__cudaPushCallConfiguration((count42 + 255) / 256, 256)) ? (void)0 : sift19((prod43[1]) * blend35(prod43[1]), &count42, 8ULL, nullptr); 
# 79
(__cudaPushCallConfiguration((count42 + 31) / 32, 64 * 4)) ? (void)0 : tile25(&count42, nullptr); 
# 80
(__cudaPushCallConfiguration(dim3((count42 + 31) / 32, 64), 64, 0)) ? (void)0 : shade39< int, 5> (&count42); 
# 81
return 0; 
# 82
} 

# 1 "v001624.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__79c81a57_10_v001624_cu_92fb9f89
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001624.cudafe1.stub.c"
#include "v001624.cudafe1.stub.c"
# 1 "v001624.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
