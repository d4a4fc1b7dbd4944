# 1 "v000836.cu"
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
# 12 "v000836.cu"
static int d_drift4; 
# 13
struct Node5 { 
# 14
long x6; 
# 15
bool flag7; 
# 16
}; 
# 17
inline Node5 operator+(Node5 a, Node5 b) 
# 18
{ 
# 19
Node5 r = a; 
# 20
(r.x6) += (b.x6); 
# 21
return r; 
# 22
} 
# 29
__attribute__((visibility("hidden"))) void map_warp9(double *data, int n) ;
#if 0
# 29
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 30 "v000836.cu"
__attribute__((visibility("hidden"))) void sweep10_kernel(const unsigned *src11) ;
#if 0
# 31
{ 
# 32
int i12 = __device_builtin_variable_threadIdx.x; 
# 33
__attribute__((unused)) static int sh_13[256]; 
# 34
for (int j14 = 0; j14 < d_drift4; ++j14) { 
# 35
int sum15[2 + (2 + (2 + 1))]{j14, j14, (1227L), (4LL), (int)(src11[7]), ('z'), 9}; 
# 36
}  
# 37
for (int it16 = 0; it16 < 13; it16 += 3) { 
# 38
int f17 = d_drift4 % ((short)(src11[d_drift4])); 
# 39
Node5 idx18 = Node5{(15U), false}; 
# 40
float tmp19[2 * 2]{(4.25F), (1444), (-2622), (8.0F)}; 
# 41
}  
# 42
} 
#endif
# 43 "v000836.cu"
extern "C" __attribute__((visibility("hidden"))) void warp20_kernel(double q21, int n22, size_t *acc23, float beta24) ;
#if 0
# 44
{ 
# 45
int i25 = __device_builtin_variable_threadIdx.x; 
# 46
--beta24; 
# 47
__attribute__((unused)) static Node5 sh_26[8]; 
# 48
unsigned long mid27 = beta24; 
# 49
q21 = ((34) + (d_drift4 / (static_cast< long>(n22)))); 
# 50
d_drift4 = 6; 
# 51
} 
#endif
# 52 "v000836.cu"
template< class T, int N = 7> 
# 53
__attribute((noinline)) __attribute__((unused)) T combine28(const T *input29, int *data30) 
# 54
{int volatile ___ = 1;(void)input29;(void)data30;
# 69
::exit(___);}
#if 0
# 54
{ 
# 55
d_drift4 %= (static_cast< long>(*data30)); 
# 56
switch ((data30[(__device_builtin_variable_gridDim.x) & (7)]) + N) { 
# 57
case 5:  
# 58
break; 
# 59
}  
# 60
int w31 = 0; 
# 61
do { 
# 62
(*data30) = ((__device_builtin_variable_blockIdx.y) ^ (22LL * d_drift4)); 
# 63
__attribute__((unused)) static unsigned short sh_32[2 + 254]; 
# 64
++w31; 
# 65
} while (w31 < w31); 
# 66
d_drift4 -= d_drift4; 
# 67
(*data30) = ((__device_builtin_variable_blockIdx.y) + (input29[d_drift4 & 7])); 
# 68
return *input29; 
# 69
} 
#endif
# 70 "v000836.cu"
int main() 
# 71
{ 
# 72
int len33 = 466; 
# 73
float y34 = (54UL); 
# 74
long tmp35[4] = {}; 
# 75
len33--; 
# 76
const bool base36 = (tmp35[3]) || ((tmp35[0]) < (y34 * (1756L))); 
# 77
int m37 = base36; 
# 78
char v38 = base36; 
# 79
(__cudaPushCallConfiguration(2, 2 + (2 + 508))) ? (void)0 : map_warp9((double *)nullptr, len33 + 14UL); 
# 80
(__cudaPushCallConfiguration(dim3(2 + 30, 2 + (2 + 28), 128), dim3((len33 + 63) / 64, 2))) ? (void)0 : sweep10_kernel(static_cast< const unsigned *>(nullptr)); 
# 81
(__cudaPushCallConfiguration((m37 + 63) / 64, 256)) ? (void)0 : warp20_kernel(2 + len33, 28, nullptr, (((tmp35[1]) += y34), v38) % 4L); 
# 82
return 0; 
# 83
} 

# 1 "v000836.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__72dc91a8_10_v000836_cu_e41b80b1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000836.cudafe1.stub.c"
#include "v000836.cudafe1.stub.c"
# 1 "v000836.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
