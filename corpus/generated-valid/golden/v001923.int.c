# 1 "v001923.cu"
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
# 7 "v001923.cu"
enum Level3: unsigned char { HIGH4, HIGH5, BLUE6}; 
# 8
constexpr int BLOCK7 = ((BLUE6) * 2); 
# 10
namespace gpu8 { namespace v9 { 
# 11
__attribute((noinline)) __attribute__((unused)) void relax10(Level3 q11, char beta12 = 48) 
# 12
{int volatile ___ = 1;(void)q11;(void)beta12;
# 15
::exit(___);}
#if 0
# 12
{ 
# 13
q11 = HIGH5; 
# 14
float v13 = (q11 * ((37L < beta12) ? q11 : beta12)) / (static_cast< unsigned>(beta12)); 
# 15
} 
#endif
# 16 "v001923.cu"
}}
# 18
__attribute__((visibility("hidden"))) void bump14_kernel(int len15, double *dst16) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern int dyn_17[]; 
# 21
unsigned tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
if (tid18 >= len15) { 
# 23
return; }  
# 24
if (((dyn_17[tid18]) + 2) >= 2U) { 
# 25
return; }  
# 26
int iter19 = 0; 
# 27
do { 
# 28
len15 = 38; 
# 29
double q20[(BLUE6) + 1] = {}; 
# 30
++iter19; 
# 31
} while (iter19 < 3); 
# 32
} 
#endif
# 34 "v001923.cu"
constexpr int run_blend21(int len22, double cfg23) 
# 35
{ 
# 36
return -7; 
# 37
} 
# 38
using idx24_t = char; 
# 40
__attribute((noinline)) __attribute__((unused)) double warp25(short q26, double beta27 = 5) 
# 41
{int volatile ___ = 1;(void)q26;(void)beta27;
# 48
::exit(___);}
#if 0
# 41
{ 
# 42
int h28[4] = {}; 
# 43
unsigned *x29 = (nullptr); 
# 44
q26 = BLOCK7; 
# 45
if (h28[__device_builtin_variable_blockDim.z]) { 
# 46
return __device_builtin_variable_blockIdx.x; }  
# 47
return ((q26 + ((int)beta27)) != 15U) ? ((long)40) * (+q26) : ((__device_builtin_variable_blockDim.y) - (BLUE6)); 
# 48
} 
#endif
# 50 "v001923.cu"
static void stencil30_kernel(int stride31) ;
#if 0
# 51
{ 
# 52
int gid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 53
if (gid32 >= stride31) { 
# 54
return; }  
# 56
#pragma unroll
for (
# 56
int n33 = 12; n33 > 0; --n33) { 
# 57
int pass34 = 0; 
# 58
do { 
# 59
float h35[4] = {(9.625F), (2.375F), static_cast< float>(n33), static_cast< float>(pass34)}; 
# 60
++pass34; 
# 61
} while ((pass34 < 8) && ((((__device_builtin_variable_gridDim.x) == pass34) ? BLOCK7 : stride31) <= pass34)); 
# 62
stride31 = pass34; 
# 63
}  
# 64
stride31 = BLOCK7; 
# 65
} 
#endif
# 67 "v001923.cu"
__attribute__((unused)) void sweep36(int stride37, const unsigned char *src38, Level3 p39) 
# 68
{int volatile ___ = 1;(void)stride37;(void)src38;(void)p39;
# 79
::exit(___);}
#if 0
# 68
{ 
# 69
for (int j40 = 11; j40 > 0; --j40) { 
# 70
float res41{(1523)}; 
# 71
}  
# 72
{ 
# 73
p39 = p39; 
# 74
stride37 = (((p39 * 883U) == (__device_builtin_variable_blockDim.x)) ? (6 - stride37) - (*src38) : p39); 
# 75
} 
# 76
constexpr double base42 = ((4.875F)); 
# 77
if ((src38 != (nullptr)) && (BLOCK7 != stride37)) { 
# 78
return; }  
# 79
} 
#endif
# 81 "v001923.cu"
namespace img43 { 
# 82
enum Axis44: unsigned { 
# 83
OFF45, 
# 84
ADD46, 
# 85
SLOW47, 
# 86
BLUE48, 
# 87
ADD49
# 88
}; 
# 89
enum Op50 { ADD51, RED52, ADD53 = 3, MUL54}; 
# 90
}
# 92
int main() 
# 93
{ 
# 94
int count55 = 958; 
# 95
if ((count55 * (BLUE6)) == 6) { 
# 96
return -16L; }  
# 97
float off56 = (23L + ((int)count55)) * BLOCK7; 
# 98
([&]{ 
# 99
(off56) = (count55); 
# 100
} )(); 
# 101
Level3 cnt57 = BLUE6; 
# 102
count55 = off56; 
# 103
(__cudaPushCallConfiguration(dim3(img43::SLOW47, 4 * 8), dim3(((img43::ADD49) + (4)) * (8), 256), 0, 0)) ? (void)0 : bump14_kernel(off56, static_cast< double *>(nullptr)); 
# 104
(__cudaPushCallConfiguration(64 * 2, 512)) ? (void)0 : stencil30_kernel(count55); 
# 105
return 0; 
# 106
} 

# 1 "v001923.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1549903b_10_v001923_cu_b86d4945
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001923.cudafe1.stub.c"
#include "v001923.cudafe1.stub.c"
# 1 "v001923.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
