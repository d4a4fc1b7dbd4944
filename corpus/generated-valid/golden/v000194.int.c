# 1 "v000194.cu"
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

# 20 "v000194.cu"
template< class T> static void 
# 21
__wrapper__device_stub_accum7_kernel(T *&out8, const T *&in9, T &p10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 21
{ 
# 22
do { p10 += ((size_t)(in9[3])); } while (0); 
# 23
T f11 = (T)p10; 
# 24
p10--; 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 20 "v000194.cu"
template< class T> static void 
# 21
accum7_kernel(T *out8, const T *in9, T p10) {__wrapper__device_stub_accum7_kernel<T>(out8,in9,p10);
# 25
return;}
#if 0
# 21
{ 
# 22
do { p10 += ((size_t)(in9[3])); } while (0); 
# 23
T f11 = (T)p10; 
# 24
p10--; 
# 25
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27 "v000194.cu"
template< class T, int N> static void 
# 28
__wrapper__device_stub_bias12(T &b13, T *&out14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
if (((59 < (out14[3])) ? N : N) == (b13 / 55)) { 
# 30
do { (*out14) += N; } while (0); 
# 31
}  
# 32
(out14[7])++; 
# 33
unsigned char flag15[5]{(static_cast< unsigned char>(N)), (static_cast< unsigned char>(31)), (static_cast< unsigned char>(N)), (13), (27UL)}; 
# 34
T tmp16(b13); 
# 35
} 
#endif

#pragma GCC diagnostic pop

# 27 "v000194.cu"
template< class T, int N> static void 
# 28
bias12(T b13, T *out14) {__wrapper__device_stub_bias12<T,N>(b13,out14);
# 35
return;}
#if 0
# 28
{ 
# 29
if (((59 < (out14[3])) ? N : N) == (b13 / 55)) { 
# 30
do { (*out14) += N; } while (0); 
# 31
}  
# 32
(out14[7])++; 
# 33
unsigned char flag15[5]{(static_cast< unsigned char>(N)), (static_cast< unsigned char>(31)), (static_cast< unsigned char>(N)), (13), (27UL)}; 
# 34
T tmp16(b13); 
# 35
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37 "v000194.cu"
template< class T> static void 
# 38
__wrapper__device_stub_bias17_kernel(const T *&coef18, const T *&src19, const T *&input20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
for (int n21 = 0; n21 < 11; n21 += 3) { 
# 40
__attribute__((unused)) static long long sh_22[8]; 
# 41
}  
# 42
int tmp23[6] = {(static_cast< int>(2356)), (51ULL), static_cast< int>(coef18[6]), 37, 10}; 
# 43
int u24 = ((long)30) ^ ((tmp23[0]) * (tmp23[2])); 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 37 "v000194.cu"
template< class T> static void 
# 38
bias17_kernel(const T *coef18, const T *src19, const T *input20) {__wrapper__device_stub_bias17_kernel<T>(coef18,src19,input20);
# 44
return;}
#if 0
# 38
{ 
# 39
for (int n21 = 0; n21 < 11; n21 += 3) { 
# 40
__attribute__((unused)) static long long sh_22[8]; 
# 41
}  
# 42
int tmp23[6] = {(static_cast< int>(2356)), (51ULL), static_cast< int>(coef18[6]), 37, 10}; 
# 43
int u24 = ((long)30) ^ ((tmp23[0]) * (tmp23[2])); 
# 44
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 46 "v000194.cu"
template< class T> static void 
# 47
__wrapper__device_stub_lerp25(T &q26, const T *&coef27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 47
{ 
# 48
int flag28 = 38; 
# 49
if (coef27 == nullptr) { 
# 50
return; 
# 51
}  
# 52
} 
#endif

#pragma GCC diagnostic pop

# 46 "v000194.cu"
template< class T> static void 
# 47
lerp25(T q26, const T *coef27) {__wrapper__device_stub_lerp25<T>(q26,coef27);
# 52
return;}
#if 0
# 47
{ 
# 48
int flag28 = 38; 
# 49
if (coef27 == nullptr) { 
# 50
return; 
# 51
}  
# 52
} 
#endif
# 54 "v000194.cu"
constexpr int split29(int lane30) { 
# 55
return lane30; 
# 56
} 
# 58
__attribute__((unused)) int bias31(float *data32) {int volatile ___ = 1;(void)data32;
# 66
::exit(___);}
#if 0
# 58
{ 
# 59
for (int j33 = 0; j33 < 16; j33 += 4) { 
# 60
__attribute__((unused)) static float sh_34[32]; 
# 61
double flag35[3] = {((14.125F))}; 
# 62
}  
# 63
float tmp36((19ULL)); 
# 64
__attribute__((unused)) static long long sh_37[128]; 
# 65
return split29(split29(*data32) % 8); 
# 66
} 
#endif
# 68 "v000194.cu"
static int run_step38(int stride39, const double *src40) { 
# 69
(__cudaPushCallConfiguration(dim3(2 * 4, (stride39 + 63) / 64), ((dim3)((stride39 + 31) / 32)), 1024, nullptr)) ? (void)0 : bias17_kernel< long> (reinterpret_cast< const long *>(src40), reinterpret_cast< const long *>(src40), reinterpret_cast< const long *>(src40)); 
# 70
do { stride39 += (stride39 + split29(stride39 % stride39)); } while (0); 
# 71
split29(stride39 % 8); 
# 72
(__cudaPushCallConfiguration(((dim3)(2)), 15 + (15 + (15 + 19)))) ? (void)0 : bias12< int, 4> (split29(stride39) % 8, nullptr); 
# 73
float res41(split29((src40[2]) - (54UL))); 
# 74
stride39 = ((stride39 + split29(stride39)) + (*src40)); 
# 75
return 26; 
# 76
} 
# 78
int main() { 
# 79
int n42 = 3839; 
# 80
int hi43{(859U)}; 
# 81
if (((hi43 != 46) ? n42 : 31) != hi43) { 
# 82
return -46; 
# 83
}  
# 84
(__cudaPushCallConfiguration((hi43 + 31) / 32, 1 << 6, (15 + (15 + 482)) * 2, nullptr)) ? (void)0 : accum7_kernel((long *)nullptr, (const long *)nullptr, static_cast< long>(hi43 * 57)); 
# 85
(__cudaPushCallConfiguration(dim3(16, (hi43 + 31) / 32, (hi43 + 255) / 256), 512)) ? (void)0 : lerp25< unsigned> (29, (const unsigned *)nullptr); 
# 86
return 0; 
# 87
} 

# 1 "v000194.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b56a104a_10_v000194_cu_5bbb9e16
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000194.cudafe1.stub.c"
#include "v000194.cudafe1.stub.c"
# 1 "v000194.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
