# 1 "v001736.cu"
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

# 19 "v001736.cu"
template< class T> static void 
# 20
__wrapper__device_stub_combine4_kernel(const T *&in5, int &count6, T *&acc7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 20
{ 
# 21
(acc7[count6]) = ((count6) ? (7.625F) - ((in5[count6]) * count6) : count6); 
# 22
int k8 = (-39); 
# 23
double diff9 = ((*acc7) * ((10.125F) + k8)) * (-k8); 
# 24
} 
#endif

#pragma GCC diagnostic pop

# 19 "v001736.cu"
template< class T> static void 
# 20
combine4_kernel(const T *in5, int count6, T *acc7) {__wrapper__device_stub_combine4_kernel<T>(in5,count6,acc7);
# 24
return;}
#if 0
# 20
{ 
# 21
(acc7[count6]) = ((count6) ? (7.625F) - ((in5[count6]) * count6) : count6); 
# 22
int k8 = (-39); 
# 23
double diff9 = ((*acc7) * ((10.125F) + k8)) * (-k8); 
# 24
} 
#endif
# 25 "v001736.cu"
using idx10_t = unsigned long long; 
# 27
struct Tile11 { 
# 28
long long id12; 
# 29
float hi13; 
# 30
long long sum14, mass15; 
# 31
long long bump16(long r17) const { 
# 32
return (long long)(sum14); 
# 33
} 
# 34
long long reset18(float r19) const { 
# 35
return +(((id12) < (24)) ? id12 : (40)); 
# 36
} 
# 37
}; 
# 39
Tile11 operator+(Tile11 a, Tile11 b) { 
# 40
Tile11 r = a; 
# 41
(r.id12) += (b.id12); 
# 42
(r.hi13) += (b.hi13); 
# 43
(r.sum14) += (b.sum14); 
# 44
(r.mass15) += (b.mass15); 
# 45
return r; 
# 46
} 
# 48
struct Tile20 { 
# 49
bool weight21; 
# 50
int id22; 
# 51
float count23; 
# 52
long y24; 
# 53
}; 
# 55
inline Tile20 operator+(Tile20 a, Tile20 b) { 
# 56
Tile20 r = a; 
# 57
(r.id22) += (b.id22); 
# 58
(r.count23) += (b.count23); 
# 59
(r.y24) += (b.y24); 
# 60
return r; 
# 61
} 
# 62
static float g_lerp25; 
# 64
template< class T, class U> __attribute__((unused)) float 
# 65
sweep26(T q27, long b28, unsigned a29) {int volatile ___ = 1;(void)q27;(void)b28;(void)a29;
# 71
::exit(___);}
#if 0
# 65
{ 
# 66
if (a29 >= a29) { 
# 67
return (a29 * a29); 
# 68
}  
# 69
++a29; 
# 70
return 3362UL / (b28 * a29); 
# 71
} 
#endif
# 73 "v001736.cu"
double split30(int lane31, const int *in32, const int *in33) { 
# 74
(__cudaPushCallConfiguration((lane31 + 255) / 256, 15 + (3 + 46), 0)) ? (void)0 : combine4_kernel(reinterpret_cast< const double *>(in33), 49UL, (double *)nullptr); 
# 75
if (*in32) { 
# 76
return 40U; 
# 77
}  
# 78
for (int j34 = 0; j34 < lane31; j34++) { 
# 79
++lane31; 
# 80
(__cudaPushCallConfiguration(8, sizeof(unsigned) * (8))) ? (void)0 : combine4_kernel(reinterpret_cast< const long *>(in32), 1207UL, (long *)nullptr); 
# 81
lane31 = ((!(!in33)) ? (j34 - j34) * ((*in33) + 16) : j34); 
# 82
}  
# 83
return ((3) + ((in33[lane31]) + g_lerp25)) - (((41UL) - g_lerp25) + ((float)lane31)); 
# 84
} 
# 86
void host_filter35(int *dst36) { 
# 87
if (g_lerp25 >= (44)) { 
# 88
return; 
# 89
}  
# 90
unsigned t37 = 19U % ((dst36[5]) - (*dst36)); 
# 91
(__cudaPushCallConfiguration((t37 + (127)) / (128), sizeof(int) * (128), sizeof(float) * (32))) ? (void)0 : combine4_kernel< float> (reinterpret_cast< const float *>(dst36), ((4604) + g_lerp25) + t37, reinterpret_cast< float *>(dst36)); 
# 92
(*dst36) = (*dst36); 
# 93
if ((g_lerp25 == (41)) && (g_lerp25 >= g_lerp25)) { 
# 94
return; 
# 95
}  
# 96
Tile11 lo38 = {(-50), (47), 6LL, (55)}; 
# 97
--t37; 
# 98
} 
# 100
int main() { 
# 101
int size39 = 1018; 
# 102
float acc40 = split30((float)split30(3, (const int *)nullptr, nullptr), (const int *)nullptr, nullptr); 
# 103
(__cudaPushCallConfiguration((size39 + 63) / 64, 64, 0)) ? (void)0 : combine4_kernel((const int *)nullptr, split30(size39, nullptr, nullptr) - split30(size39, nullptr, nullptr), (int *)nullptr); 
# 104
(__cudaPushCallConfiguration((size39 + 31) / 32, 15 + (3 + 46))) ? (void)0 : combine4_kernel((const float *)nullptr, split30(g_lerp25, nullptr, nullptr), (float *)nullptr); 
# 105
return 0; 
# 106
} 

# 1 "v001736.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__25fd28c9_10_v001736_cu_79ca8879
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001736.cudafe1.stub.c"
#include "v001736.cudafe1.stub.c"
# 1 "v001736.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
