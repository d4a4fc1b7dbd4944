# 1 "v001405.cu"
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
# 14 "v001405.cu"
__attribute__((visibility("hidden"))) void split5(int count6, const long *coef7) ;
#if 0
# 15
{ 
# 16
int i8 = __device_builtin_variable_threadIdx.x; 
# 17
if (i8 >= count6) { 
# 18
return; }  
# 19
count6 = (2066U); 
# 20
__attribute__((unused)) static float sh_9[128]; 
# 21
if (coef7 != (nullptr)) { 
# 22
return; }  
# 23
(sh_9[78]) = ((count6 += 20), 17); 
# 24
constexpr int h10 = 13; 
# 25
float val11 = (22.75F) / (coef7[5]); 
# 26
} 
#endif
# 28 "v001405.cu"
class Body12 { 
# 29
int x13, z14; 
# 31
public: Body12(int init15, int c16) : x13(init15), z14(c16) { } 
# 32
int mix17() const 
# 33
{ 
# 34
return 46L; 
# 35
} 
# 36
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 38
__attribute((noinline)) __attribute__((unused)) static int scale18(short *out19) 
# 39
{int volatile ___ = 1;(void)out19;
# 46
::exit(___);}
#if 0
# 39
{ 
# 40
__attribute__((unused)) static int sh_20[64]; 
# 41
if ((out19[1]) <= (sh_20[(__device_builtin_variable_threadIdx.y) & (63)])) { 
# 42
return (static_cast< short>(56LL)) | (sh_20[41]); }  
# 43
double s21[5]{(-9), (20), static_cast< double>(sh_20[63]), (171L), (0)}; 
# 44
(s21[__device_builtin_variable_blockDim.x]) = (62); 
# 45
return s21[__device_builtin_variable_blockDim.x]; 
# 46
} 
#endif

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 48 "v001405.cu"
__attribute((noinline)) __attribute__((unused)) static void trace22(int stride23) 
# 49
{int volatile ___ = 1;(void)stride23;
# 56
::exit(___);}
#if 0
# 49
{ 
# 50
const bool k24 = false; 
# 51
if (stride23 + stride23) { 
# 52
goto done25; 
# 53
}  
# 54
stride23 = stride23; 
# 55
done25:; ; 
# 56
} 
#endif

#pragma GCC diagnostic pop

# 58 "v001405.cu"
__attribute__((unused)) inline void drift26(int len27, const int *__restrict__ in28) 
# 59
{int volatile ___ = 1;(void)len27;(void)in28;
# 62
::exit(___);}
#if 0
# 59
{ 
# 60
long k29(+len27); 
# 61
len27 = (sizeof(double)); 
# 62
} 
#endif
# 64 "v001405.cu"
__attribute__((visibility("hidden"))) void probe30_kernel(int stride31) ;
#if 0
# 65
{ 
# 66
__attribute__((unused)) extern long long dyn_32[]; 
# 67
int gid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 68
if (gid33 >= stride31) { 
# 69
return; }  
# 70
int base34[7] = {}; 
# 71
(dyn_32[6]) = gid33; 
# 72
(base34[gid33]) = 17; 
# 73
} 
#endif
# 75 "v001405.cu"
__attribute__((visibility("hidden"))) void accum35(float *data36) ;
#if 0
# 76
{ 
# 77
int i37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 78
(data36[0]) = (data36[(__device_builtin_variable_gridDim.x) & (7)]); 
# 79
int pass38 = 0; 
# 80
while (pass38 < 4) { 
# 81
(*data36) = (21.25F); 
# 82
++pass38; 
# 83
}  
# 84
const long lim39 = __device_builtin_variable_threadIdx.y; 
# 85
} 
#endif
# 87 "v001405.cu"
char run_tally40(float q41, float *__restrict__ out42, const unsigned char *__restrict__ in43) 
# 88
{ 
# 89
(out42[5]) = ((*in43) << (static_cast< long>((*in43) * (' ')))); 
# 90
(__cudaPushCallConfiguration(1 << 4, 17 + 239, 0, (cudaStream_t)0)) ? (void)0 : split5((*out42) / (*out42), reinterpret_cast< const long *>(out42)); 
# 91
return 57; 
# 92
} 
# 94
int main() 
# 95
{ 
# 96
int count44 = 2001; 
# 97
count44 = count44; 
# 98
count44 = ((+(count44 - count44)) + count44); 
# 99
unsigned v45 = 17 + ((count44 % 8) & count44); 
# 100
int idx46((((17) == (v45 * v45)) ? v45 % (8) : (7)) & (count44 >> (count44 % 8))); 
# 101
if (v45 - idx46) { 
# 102
return (idx46 | 50) / idx46; }  
# 103
(__cudaPushCallConfiguration(1 << 4, dim3((idx46 + 31) / 32, 2 * 2, (count44 + 255) / 256), 0, (cudaStream_t)0)) ? (void)0 : probe30_kernel(((v45 += (4)), idx46)); 
# 104
(__cudaPushCallConfiguration((idx46 + 255) / 256, dim3(17 + 111, 4 * 4, (idx46 + 63) / 64))) ? (void)0 : accum35(nullptr); 
# 105
return 0; 
# 106
} 

# 1 "v001405.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f67c8f59_10_v001405_cu_c7c383dd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001405.cudafe1.stub.c"
#include "v001405.cudafe1.stub.c"
# 1 "v001405.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
