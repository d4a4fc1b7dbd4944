# 1 "v000790.cu"
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
# 21 "v000790.cu"
static_assert(((2 * 5) == 10));
# 23
constexpr int check_scale5(int len6, long long beta7) 
# 24
{ 
# 25
long t8 = ((24) - beta7) / (len6 * beta7); 
# 26
constexpr long t9 = (54); 
# 27
return (8) / (len6 + t8); 
# 28
} 
# 30
static void clamp10_kernel(double *__restrict__ buf11, float *buf12, int *buf13) ;
#if 0
# 31
{ 
# 32
int i14 = __device_builtin_variable_threadIdx.x; 
# 33
if (((52) > (i14 * 34U)) && ((i14 - 530UL) & (1))) { 
# 34
(buf11[5]) = (11.875); 
# 35
(*buf12) -= (__device_builtin_variable_blockIdx.x); 
# 36
(buf12[0]) *= (buf12[__device_builtin_variable_warpSize]); 
# 37
}  
# 38
unsigned short u15[4] = {}; 
# 39
} 
#endif
# 40 "v000790.cu"
enum Color16 { HIGH17, FAST18, MUL19 = 5, ADD20 = 10}; 
# 41
static int c_accum21; 
# 43
namespace detail22 { namespace sub23 { 
# 44
__attribute__((visibility("hidden"))) void smooth24_kernel(int *out25, Color16 a26, double *__restrict__ out27) ;
#if 0
# 45
{ 
# 46
int i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
if (!(a26 == (FAST18))) { 
# 48
return; 
# 49
}  
# 50
(out25[c_accum21 & 7])--; 
# 51
unsigned t29[4] = {(33), (56), 2710U}; 
# 52
} 
#endif
# 53 "v000790.cu"
enum Kind30: unsigned char { 
# 54
IDLE31 = 3U, 
# 55
MUL32 = 7U, 
# 56
LOW33 = 13U, 
# 57
BUSY34 = 18U, 
# 58
LOW35
# 59
}; 
# 60
}}
# 62
namespace detail36 { namespace inner37 { 
# 63
float host_stencil38(int n39, int len40) 
# 64
{ 
# 65
if (len40 != check_scale5(n39, n39)) { 
# 66
return len40 - (14.625F); 
# 67
}  
# 68
if (int x41 = (len40 << 3U) / check_scale5(n39, -22); (check_scale5(len40, len40) == 9) && (len40 > (x41 | 2))) { 
# 69
++n39; 
# 70
int pass42 = 0; 
# 71
while ((pass42 < 5) && (n39 >= n39)) { 
# 72
int val43 = (sizeof(unsigned)); 
# 73
++pass42; 
# 74
}  
# 75
x41 = pass42; 
# 76
}  
# 77
return (detail22::sub23::MUL32) + check_scale5(len40, len40 + len40); 
# 78
} 
# 80
__attribute__((visibility("hidden"))) void pivot44_kernel(char q45) ;
#if 0
# 81
{ 
# 82
auto off46 = 40U; 
# 83
bool sum47 = (0) * (((__device_builtin_variable_threadIdx.x) >> q45) - ((float)off46)); 
# 84
++q45; 
# 85
detail22::sub23::Kind30 hi48 = detail22::sub23::LOW33; 
# 86
q45 = c_accum21; 
# 87
} 
#endif
# 88 "v000790.cu"
}}
# 90
void run_warp49(const float *__restrict__ input50, long *buf51) 
# 91
{ 
# 92
if (constexpr int sum52 = 25; ((input50[0]) >= sum52) && (((39) == (*buf51)) || ((*input50) < (__alignof__(char))))) { 
# 93
if (buf51 != (nullptr)) { 
# 94
return; 
# 95
}  
# 96
unsigned off53 = check_scale5(check_scale5((buf51[1]) - (*input50), ((*buf51) == sum52) ? 654U : (*buf51)), sum52); 
# 97
--(buf51[off53]); 
# 98
}  
# 99
(buf51[4]) = (*buf51); 
# 100
(buf51[2]) = ('a'); 
# 101
} 
# 103
int main() 
# 104
{ 
# 105
int count54 = 1506; 
# 106
int w55 = 0; 
# 107
do { 
# 108
(__cudaPushCallConfiguration(dim3(4 * 16, (count54 + 255) / 256), dim3((MUL19) + ((MUL19) + 6), 1 << ((FAST18) + ((FAST18) + 1)), FAST18), 0, 0)) ? (void)0 : detail22::sub23::smooth24_kernel(&count54, FAST18, nullptr); 
# 109
++w55; 
# 110
} while (w55 < count54); 
# 111
count54 <<= 6; 
# 112
count54 = count54; 
# 113
(__cudaPushCallConfiguration((w55 + 255) / 256, ((FAST18) + 15) * ((ADD20) + ((FAST18) + ((detail22::sub23::IDLE31) + 2))))) ? (void)0 : clamp10_kernel(nullptr, nullptr, nullptr); 
# 114
(__cudaPushCallConfiguration(dim3((FAST18) + ((ADD20) + ((detail22::sub23::LOW35) + 98)), 1), 64, 0)) ? (void)0 : detail36::inner37::pivot44_kernel(detail36::inner37::host_stencil38(w55, __alignof__(float)) + detail36::inner37::host_stencil38(count54, count54)); 
# 115
return 0; 
# 116
} 

# 1 "v000790.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ec516400_10_v000790_cu_d292230b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000790.cudafe1.stub.c"
#include "v000790.cudafe1.stub.c"
# 1 "v000790.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
