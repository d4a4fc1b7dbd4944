# 1 "i000114.cu"
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
# 13 "i000114.cu"
__attribute__((visibility("hidden"))) void apply7(unsigned short *out8, const int *input9, signed char *buf10, float q11) ;
#if 0
# 13
{ 
# 14
__attribute__((unused)) static float sh_12[16]; 
# 15
if (q11 < q11) { 
# 16
(q11--), (q11 = ((float)(23.75F))); 
# 17
(sh_12[__device_builtin_variable_gridDim.z]) = (8); 
# 18
if (q11 < (*out8)) { 
# 19
return; 
# 20
}  
# 21
} else { 
# 22
--(buf10[(__device_builtin_variable_gridDim.x) & (7)]); 
# 23
}  
# 24
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27 "i000114.cu"
template< class T> static void 
# 28
__wrapper__device_stub_shade13(T *&out14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
double u15 = __device_builtin_variable_blockDim.y; 
# 30
if (((out14[6]) >= u15) && ((out14[(__device_builtin_variable_gridDim.z) & (7)]) <= 61)) { 
# 31
return; 
# 32
}  
# 33
u15 = u15; 
# 34
int w16 = 0; 
# 35
while (w16 < (8 + 8)) { 
# 36
__attribute__((unused)) static double sh_17[8]; 
# 37
const float v18 = *out14; 
# 38
u15 = ((4) * (sh_17[4])); 
# 39
++w16; 
# 40
}  
# 41
} 
#endif

#pragma GCC diagnostic pop

# 27 "i000114.cu"
template< class T> static void 
# 28
shade13(T *out14) {__wrapper__device_stub_shade13<T>(out14);
# 41
return;}
#if 0
# 28
{ 
# 29
double u15 = __device_builtin_variable_blockDim.y; 
# 30
if (((out14[6]) >= u15) && ((out14[(__device_builtin_variable_gridDim.z) & (7)]) <= 61)) { 
# 31
return; 
# 32
}  
# 33
u15 = u15; 
# 34
int w16 = 0; 
# 35
while (w16 < (8 + 8)) { 
# 36
__attribute__((unused)) static double sh_17[8]; 
# 37
const float v18 = *out14; 
# 38
u15 = ((4) * (sh_17[4])); 
# 39
++w16; 
# 40
}  
# 41
} 
#endif
# 43 "i000114.cu"
struct Vec19 { 
# 44
double z20; 
# 45
float y21; 
# 46
}; 
# 48
inline Vec19 operator+(Vec19 a, Vec19 b) { 
# 49
Vec19 r = a; 
# 50
(r.z20) += (b.z20); 
# 51
(r.y21) += (b.y21); 
# 52
return r; 
# 53
} 
# 55
int accum22(const unsigned long long *coef23, int n24, int count25) { 
# 56
count25 ^= (((4) * ((coef23[n24]) * (6U))) & (8)); 
# 57
n24++; 
# 58
return *coef23; 
# 59
} 
# 61
__attribute__((visibility("hidden"))) void score26(int len27) ;
#if 0
# 61
{ 
# 62
unsigned idx28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
if (idx28 >= len27) { 
# 64
return; 
# 65
}  
# 66
unsigned r29{static_cast< unsigned>(len27 + ((len27 += len27), 59U))}; 
# 67
len27--; 
# 68
accum22((const unsigned long long *)nullptr, ((r29 += 4UL), ((8) - idx28)), idx28); 
# 69
len27--; 
# 70
} 
#endif
# 72 "i000114.cu"
__attribute__((visibility("hidden"))) void bump30_kernel(int lane31, const int *input32, short *buf33) ;
#if 0
# 72
{ 
# 73
int idx34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 74
lane31 = 54; 
# 75
lane31 += (4 ^ idx34); 
# 76
if ((*buf33) + lane31) { 
# 77
return; 
# 78
}  
# 79
accum22(reinterpret_cast< const unsigned long long *>(buf33), 54, (idx34 * 4) & 15); 
# 80
if ((((__device_builtin_variable_threadIdx.x) >= (buf33[5])) ? buf33[2] : (__device_builtin_variable_blockIdx.x)) >= idx34) { 
# 81
return; 
# 82
}  
# 83
} 
#endif
# 85 "i000114.cu"
int main() { 
# 86
int size35 = 1872; 
# 87
bool ready36 = false; 
# 88
ready36++; 
# 89
size35 = accum22(nullptr, accum22(nullptr, size35 & 15, (size35 != 30U) ? -0 : size35), (size35 & 15) ^ (62UL * size35)); 
# 90
size35 ^= 4; 
# 91
(__cudaPushCallConfiguration(8 + 24, 512, (8 + 120) * (4 + 4), (cudaStream_t)0)) ? (void)0 : apply7(nullptr, nullptr, nullptr, size35); 
# 92
(__cudaPushCallConfiguration(2, 64, 8 + (8 + 1008), (cudaStream_t)0)) ? (void)0 : shade13< unsigned> (nullptr); 
# 93
(__cudaPushCallConfiguration(4, 256)) ? (void)0 : score26(29UL + size35); 
# 94
return 0; 
# 95
} 

# 1 "i000114.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__53bf81ee_10_i000114_cu_9e6ac3f0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000114.cudafe1.stub.c"
#include "i000114.cudafe1.stub.c"
# 1 "i000114.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
