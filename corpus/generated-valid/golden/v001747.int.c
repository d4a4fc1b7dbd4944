# 1 "v001747.cu"
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
# 10 "v001747.cu"
namespace ops5 { 
# 11
__attribute__((visibility("hidden"))) void spread6_kernel(int count7) ;
#if 0
# 11
{ 
# 12
int tid8 = __device_builtin_variable_threadIdx.x; 
# 13
if (56U > (tid8 * count7)) { 
# 14
goto out10; 
# 15
}  
# 16
if (tid8 >= count7) { 
# 17
return; }  
# 18
switch (tid8 ^ (__device_builtin_variable_threadIdx.z)) { 
# 19
case 1 << 2:  { 
# 20
if (tid8 <= 3) { 
# 21
return; }  
# 22
__attribute__((unused)) static short sh_9[11][11]; 
# 23
break; 
# 24
} 
# 25
case 3 + 9:  
# 26
break; 
# 27
default:  
# 28
break; 
# 29
}  
# 30
out10:; ; 
# 31
} 
#endif
# 32 "v001747.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 34
__attribute__((unused)) static unsigned stencil11(float a12, int stride13, float a14) {int volatile ___ = 1;(void)a12;(void)stride13;(void)a14;
# 38
::exit(___);}
#if 0
# 34
{ 
# 35
auto u15 = a14; 
# 36
u15 = a12; 
# 37
return 27L; 
# 38
} 
#endif

#pragma GCC diagnostic pop

# 40 "v001747.cu"
struct Stats16 { 
# 41
float z17; 
# 42
long long val18; 
# 43
short val19; 
# 44
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 46
template< class T, class U> static void 
# 47
__wrapper__device_stub_reduce20(const T *&coef21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 47
{ 
# 48
int i22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
if (float y23 = (((54) * (__device_builtin_variable_threadIdx.x)) % (i22 % (__device_builtin_variable_blockDim.y))) + ((i22 - (__device_builtin_variable_gridDim.x)) % i22); (*coef21) <= ((*coef21) - (coef21[i22 & 7]))) { 
# 50
int pass24 = 0; 
# 51
while ((pass24 < i22) && ((((__device_builtin_variable_threadIdx.z) > 43UL) ? __device_builtin_variable_threadIdx.z : 43UL) < (60))) { 
# 52
constexpr bool k25 = (1); 
# 53
constexpr unsigned e26 = (5 * 5); 
# 54
++pass24; 
# 55
}  
# 56
} else { 
# 57
}  
# 58
} 
#endif

#pragma GCC diagnostic pop

# 46 "v001747.cu"
template< class T, class U> static void 
# 47
reduce20(const T *coef21) {__wrapper__device_stub_reduce20<T,U>(coef21);
# 58
return;}
#if 0
# 47
{ 
# 48
int i22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
if (float y23 = (((54) * (__device_builtin_variable_threadIdx.x)) % (i22 % (__device_builtin_variable_blockDim.y))) + ((i22 - (__device_builtin_variable_gridDim.x)) % i22); (*coef21) <= ((*coef21) - (coef21[i22 & 7]))) { 
# 50
int pass24 = 0; 
# 51
while ((pass24 < i22) && ((((__device_builtin_variable_threadIdx.z) > 43UL) ? __device_builtin_variable_threadIdx.z : 43UL) < (60))) { 
# 52
constexpr bool k25 = (1); 
# 53
constexpr unsigned e26 = (5 * 5); 
# 54
++pass24; 
# 55
}  
# 56
} else { 
# 57
}  
# 58
} 
#endif
# 60 "v001747.cu"
__attribute__((unused)) unsigned sift27(int n28, unsigned short p29) {int volatile ___ = 1;(void)n28;(void)p29;
# 68
::exit(___);}
#if 0
# 60
{ 
# 62
#pragma unroll
for (
# 62
int j30 = 0; j30 < 5; j30++) { 
# 63
double hi31 = p29; 
# 64
}  
# 65
__attribute__((unused)) static unsigned sh_32; 
# 66
int idx33 = n28; 
# 67
return n28; 
# 68
} 
#endif
# 70 "v001747.cu"
__attribute__((visibility("hidden"))) void bump34_kernel(const long *in35, int n36, const unsigned *in37, int lane38) ;
#if 0
# 70
{ 
# 71
int idx39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 72
if (idx39 >= n36) { 
# 73
return; }  
# 74
if ((((in35[n36]) > (__device_builtin_variable_threadIdx.x)) ? in35[n36] : (__device_builtin_variable_threadIdx.x)) != (24)) { 
# 75
return; }  
# 76
auto r40 = (((lane38 += 4255), (3 + idx39)) + ((float)(+idx39))) + (7); 
# 77
if (r40 >= lane38) { 
# 78
return; }  
# 79
unsigned diff41 = (62); 
# 80
} 
#endif
# 82 "v001747.cu"
int main() { 
# 83
int n42 = 87; 
# 84
(__cudaPushCallConfiguration(sizeof(float) * (2), 32)) ? (void)0 : bump34_kernel(nullptr, (n42 | 31ULL) >> (n42 & n42), (const unsigned *)nullptr, (3975 % n42) + ((int)27)); 
# 85
const long acc43 = n42; 
# 86
(__cudaPushCallConfiguration(256, sizeof(float) * (4 + (3 + 9)))) ? (void)0 : ops5::spread6_kernel(24UL); 
# 87
(__cudaPushCallConfiguration(1, 4 + 28, 0)) ? (void)0 : reduce20< int, double> ((const int *)nullptr); 
# 88
return 0; 
# 89
} 

# 1 "v001747.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2f6193bc_10_v001747_cu_ec732ea3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001747.cudafe1.stub.c"
#include "v001747.cudafe1.stub.c"
# 1 "v001747.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
