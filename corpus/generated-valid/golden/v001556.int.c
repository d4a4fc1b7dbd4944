# 1 "v001556.cu"
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
# 8 "v001556.cu"
__attribute((always_inline)) __attribute__((unused)) inline float clamp4(int lane5, int *out6, float a7) 
# 9
{int volatile ___ = 1;(void)lane5;(void)out6;(void)a7;
# 18
::exit(___);}
#if 0
# 9
{ 
# 10
if (((a7 += lane5), (out6[lane5 & 7])) >= (*out6)) { 
# 11
return __device_builtin_variable_blockIdx.y; }  
# 12
unsigned u8 = (__device_builtin_variable_threadIdx.x) - (3020); 
# 13
lane5++; 
# 14
u8 = (((26U >= u8) ? out6[lane5 & 7] : u8) | ((u8 + 260U) + lane5)); 
# 15
u8 = (15); 
# 16
__attribute__((unused)) static float sh_9; 
# 17
return (((a7 > (41UL)) ? u8 : u8) + (lane5 - sh_9)); 
# 18
} 
#endif
# 19 "v001556.cu"
__attribute__((visibility("hidden"))) void tile10(float *data11, float cfg12, int stride13) ;
#if 0
# 20
{ 
# 21
int tid14 = __device_builtin_variable_threadIdx.x; 
# 22
if (tid14 >= stride13) { 
# 23
return; }  
# 24
int iter15 = 0; 
# 25
do { 
# 26
short cnt16 = (tid14 + iter15) & (iter15 + tid14); 
# 27
int cnt17 = ((55) ^ (__device_builtin_variable_blockDim.x)) ^ tid14; 
# 28
++iter15; 
# 29
} while ((iter15 < 10) && ((tid14 * (__device_builtin_variable_threadIdx.x)) & (1))); 
# 30
stride13 = (iter15 ^ ((2) + ((cfg12 == cfg12) ? iter15 : (__device_builtin_variable_threadIdx.x)))); 
# 31
static_assert((sizeof(int) == (4)), "tile must fit");
# 32
__attribute__((unused)) static int sh_18[128]; 
# 33
} 
#endif
# 34 "v001556.cu"
constexpr int DEPTH19 = 64; 
# 35
__attribute__((unused)) short sweep20(double *out21) 
# 36
{int volatile ___ = 1;(void)out21;
# 40
::exit(___);}
#if 0
# 36
{ 
# 37
clamp4((DEPTH19 != clamp4(DEPTH19, reinterpret_cast< int *>(out21), DEPTH19)) ? clamp4(__device_builtin_variable_threadIdx.z, reinterpret_cast< int *>(out21), out21[(__device_builtin_variable_threadIdx.y) & (7)]) : (__device_builtin_variable_blockDim.x), reinterpret_cast< int *>(out21), clamp4(*out21, reinterpret_cast< int *>(out21), clamp4(__device_builtin_variable_gridDim.x, reinterpret_cast< int *>(out21), __device_builtin_variable_gridDim.x))); 
# 38
unsigned cnt22[7]{(static_cast< unsigned>(sizeof(float))), (57), (56), (506), (58), (static_cast< unsigned>(3668)), (static_cast< unsigned>(2077L))}; 
# 39
return (clamp4(44, reinterpret_cast< int *>(out21), (out21 != (nullptr)) ? *out21 : (3)) / (2)); 
# 40
} 
#endif
# 41 "v001556.cu"
__attribute__((unused)) static inline double scatter23(int n24, float b25, const double *input26) 
# 42
{int volatile ___ = 1;(void)n24;(void)b25;(void)input26;
# 51
::exit(___);}
#if 0
# 42
{ 
# 43
float u27 = sizeof(int) & n24; 
# 44
__attribute__((unused)) static unsigned sh_28[sizeof(int)][5]; 
# 45
n24 = 51; 
# 46
float z29[5]{(59), (-14), (8.0F), (-53), (7.0F)}; 
# 47
do { float tmp_ = b25; b25 = u27; u27 = tmp_; } while (0); 
# 48
(z29[4])--; 
# 49
((sh_28[n24 & 3])[4])--; 
# 50
return (sweep20((double *)nullptr)) & (sweep20(nullptr)); 
# 51
} 
#endif
# 52 "v001556.cu"
long drift30(double b31, const float *in32, const double *in33) 
# 53
{ 
# 54
b31 = (((in32[6]) * (in32[6])) * ((in32[6]) * (in32[6]))); 
# 55
b31--; 
# 56
for (int n34 = 0; n34 < 7; n34++) { 
# 57
for (int it35 = n34; it35 > 0; --it35) { 
# 58
b31--; 
# 59
double idx36 = *in33; 
# 60
}  
# 61
}  
# 62
return 39; 
# 63
} 
# 70
__attribute__((visibility("hidden"))) void map_kick38(float *data, int n) ;
#if 0
# 70
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 71 "v001556.cu"
__attribute((always_inline)) __attribute__((unused)) static inline double relax39(double *acc40) 
# 72
{int volatile ___ = 1;(void)acc40;
# 85
::exit(___);}
#if 0
# 72
{ 
# 73
static_assert((56 > 55), "size check");
# 74
double w41 = clamp4(((37) * (__device_builtin_variable_threadIdx.x)) | DEPTH19, reinterpret_cast< int *>(acc40), drift30((((acc40[(__device_builtin_variable_blockDim.x) & (7)]) += (4.5)), (__device_builtin_variable_threadIdx.y)), reinterpret_cast< const float *>(acc40), acc40)); 
# 75
(acc40[__device_builtin_variable_warpSize]) = w41; 
# 76
if (acc40 == (nullptr)) { 
# 77
goto skip42; 
# 78
}  
# 79
if ((12) > (__device_builtin_variable_threadIdx.y)) { 
# 80
return ((35) * (__device_builtin_variable_threadIdx.z)) | (DEPTH19 * (__device_builtin_variable_blockIdx.x)); }  
# 81
(*acc40) = DEPTH19; 
# 82
w41 = (clamp4(((*acc40) / (2)) * ((13) - w41), reinterpret_cast< int *>(acc40), 39)); 
# 83
skip42:; ; 
# 84
return 47; 
# 85
} 
#endif
# 86 "v001556.cu"
int main() 
# 87
{ 
# 88
int size43 = 963; 
# 89
drift30((63 * size43) + drift30(50, (const float *)nullptr, nullptr), nullptr, nullptr); 
# 90
auto op45 = []()->double { 
# 91
const char *base44 = ("tile"); 
# 92
return ((base44[1]) * (base44[1])); 
# 93
} ; typedef decltype(op45) __T0;
# 94
(__cudaPushCallConfiguration((size43 + 127) / 128, sizeof(int) * (8))) ? (void)0 : map_kick38((float *)nullptr, size43); 
# 95
size43 = 47; 
# 96
(__cudaPushCallConfiguration(256, 32, 2048 * 2, (cudaStream_t)0)) ? (void)0 : tile10(nullptr, size43 + (DEPTH19 * size43), (size43 & DEPTH19) | 10); 
# 97
return 0; 
# 98
} 

# 1 "v001556.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e7757c62_10_v001556_cu_882c923c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001556.cudafe1.stub.c"
#include "v001556.cudafe1.stub.c"
# 1 "v001556.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
