# 1 "v000358.cu"
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
# 7 "v000358.cu"
__attribute__((unused)) void merge2(int count3, int len4) 
# 8
{int volatile ___ = 1;(void)count3;(void)len4;
# 15
::exit(___);}
#if 0
# 8
{ 
# 9
__attribute__((unused)) static int sh_5[32]; 
# 10
if (count3) { 
# 11
unsigned char v6 = len4; 
# 12
long acc7{(6)}; 
# 13
len4 = (37 / (-len4)); 
# 14
}  
# 15
} 
#endif
# 17 "v000358.cu"
struct Pixel8 { 
# 18
int count9; 
# 19
double hi10; 
# 20
float y11; 
# 21
}; 
# 23
extern "C" {
# 24
__attribute__((visibility("hidden"))) void trace12_kernel(unsigned *buf13) ;
#if 0
# 25
{ 
# 26
int tid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
char acc15 = *buf13; 
# 28
Pixel8 v16 = {2826, (8.375), (4865)}; 
# 29
} 
#endif
# 30 "v000358.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 32
__attribute__((unused)) static float scatter17(int count18) 
# 33
{int volatile ___ = 1;(void)count18;
# 39
::exit(___);}
#if 0
# 33
{ 
# 34
__attribute__((unused)) static double sh_19[8]; 
# 35
(--count18), (count18 = ((63) - (((((sh_19[2]) + count18) + (sh_19[count18])) + count18) + (4)))); 
# 36
float lim20 = (23.0F); 
# 37
float tmp21 = lim20; 
# 38
return ((tmp21 + ((sh_19[__device_builtin_variable_threadIdx.x]) * (__device_builtin_variable_gridDim.x))) != (__device_builtin_variable_warpSize - 35)) ? (((57) != lim20) ? (18.625F) : (2)) + tmp21 : (((count18 + 9) + 4) + ((__device_builtin_variable_threadIdx.x) + tmp21)); 
# 39
} 
#endif

#pragma GCC diagnostic pop

# 41 "v000358.cu"
__attribute__((visibility("hidden"))) void accum22_kernel(const int *src23, const float *in24, const long *input25, int len26) ;
#if 0
# 42
{ 
# 43
int tid27 = __device_builtin_variable_threadIdx.x; 
# 44
--len26; 
# 45
Pixel8 stride28 = Pixel8{}; 
# 46
bool z29 = (input25[len26]) > (stride28.hi10); 
# 47
z29 = (!src23); 
# 48
__attribute__((unused)) static Pixel8 sh_30; 
# 49
unsigned idx31 = input25[tid27]; 
# 50
__attribute__((unused)) static float sh_32; 
# 51
} 
#endif
# 53 "v000358.cu"
__attribute__((unused)) void count33(int *__restrict__ dst34, double alpha35) 
# 54
{int volatile ___ = 1;(void)dst34;(void)alpha35;
# 58
::exit(___);}
#if 0
# 54
{ 
# 55
__attribute__((unused)) static unsigned sh_36[16][sizeof(unsigned) * (2)]; 
# 56
((sh_36[2])[6])--; 
# 57
((sh_36[10])[4]) = ((static_cast< int>(12L)) / (__device_builtin_variable_threadIdx.x)); 
# 58
} 
#endif
# 60 "v000358.cu"
unsigned host_rank37(int stride38, int n39, int stride40 = 42) 
# 61
{ 
# 62
if (n39 >= n39) { 
# 63
return (int)stride38; 
# 64
}  
# 65
const char *base41 = ("x=%d"); 
# 66
auto lam45 = [=](long flag42, float prod43)->int { 
# 67
auto stride44 = ((n39) + ((29 * (n39)) + ((flag42 + (41)) + prod43))) + (sizeof(float)); 
# 68
return (char)((prod43 + (5)) + flag42); 
# 69
} ; typedef decltype(lam45) __T0;
# 70
const char *m46 = ("x=%d"); 
# 71
stride38 = (base41[1]); 
# 72
(__cudaPushCallConfiguration(256 * 2, sizeof(float) * (128), 4096)) ? (void)0 : accum22_kernel((const int *)nullptr, (const float *)nullptr, (const long *)nullptr, n39); 
# 73
(__cudaPushCallConfiguration((n39 + 127) / 128, sizeof(unsigned) * (8), sizeof(double) * (64))) ? (void)0 : trace12_kernel(static_cast< unsigned *>(nullptr)); 
# 74
return base41[1]; 
# 75
} 
# 77
namespace _GLOBAL__N__7784e3f8_10_v000358_cu_2702d9b5 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__7784e3f8_10_v000358_cu_2702d9b5; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__7784e3f8_10_v000358_cu_2702d9b5 __attribute__((visibility("hidden")))  { 
# 78
float run_fold47(float beta48, int lane49, unsigned beta50) 
# 79
{ 
# 80
lane49 = beta50; 
# 81
beta50++; 
# 82
(__cudaPushCallConfiguration(dim3((lane49 + 127) / 128, (beta50 + (127)) / (128)), 512, 0, (cudaStream_t)0)) ? (void)0 : accum22_kernel(nullptr, nullptr, (const long *)nullptr, (23) - beta50); 
# 83
return (unsigned)((475) + ((lane49 + lane49) + 19U)); 
# 84
} 
# 86
struct Pixel51 { 
# 87
float y52; 
# 88
unsigned y53; 
# 89
}; 
# 91
Pixel51 operator+(Pixel51 a, Pixel51 b) 
# 92
{ 
# 93
Pixel51 r = a; 
# 94
(r.y52) += (b.y52); 
# 95
(r.y53) += (b.y53); 
# 96
return r; 
# 97
} 
# 98
}
# 100
inline int host_combine54(bool b55) 
# 101
{ 
# 102
auto step57 = [=]()->float { 
# 103
if (((b55) + (((b55) + (b55)) + 63)) != (b55)) { 
# 104
(__cudaPushCallConfiguration(((dim3)(2)), 128)) ? (void)0 : accum22_kernel((const int *)nullptr, nullptr, static_cast< const long *>(nullptr), b55); 
# 105
}  
# 106
Pixel51 base56 = Pixel51{}; 
# 107
return (16.0F); 
# 108
} ; typedef decltype(step57) __T1;
# 109
step57(); 
# 110
auto x58 = b55; 
# 111
if ((b55 * b55) != 31) { 
# 112
return x58; 
# 113
}  
# 114
return 24; 
# 115
} 
# 117
int main() 
# 118
{ 
# 119
int size59 = 1046; 
# 120
{ 
# 121
static_assert((43 > 42));
# 122
double base60{(1.0)}; 
# 123
} 
# 124
size59 = (6UL); 
# 125
size59 = (__alignof__(char)); 
# 126
dim3 lim61(1, (size59 + 127) / 128, (size59 + 63) / 64); 
# 127
return 0; 
# 128
} 

# 1 "v000358.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7784e3f8_10_v000358_cu_2702d9b5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000358.cudafe1.stub.c"
#include "v000358.cudafe1.stub.c"
# 1 "v000358.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
