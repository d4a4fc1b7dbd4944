# 1 "v000058.cu"
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
# 8 "v000058.cu"
__attribute__((visibility("hidden"))) void combine3_kernel(double *dst4) ;
#if 0
# 9
{ 
# 10
unsigned gid5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
(dst4[gid5])--; 
# 12
(*dst4) += (__device_builtin_variable_threadIdx.x); 
# 13
int s6 = dst4[gid5]; 
# 14
__attribute__((unused)) static int sh_7[32]; 
# 15
} 
#endif
# 17 "v000058.cu"
namespace img8 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 18
__attribute((noinline)) __attribute__((unused)) static int trace9(int *__restrict__ dst10) 
# 19
{int volatile ___ = 1;(void)dst10;
# 30
::exit(___);}
#if 0
# 19
{ 
# 20
static_assert(((17 * 2) > 33));
# 21
unsigned flag11 = (((dst10[6]) != (__device_builtin_variable_blockDim.y)) ? *dst10 : (dst10[__device_builtin_variable_blockIdx.x])) / (10 + (dst10[__device_builtin_variable_blockDim.y])); 
# 22
auto cnt12 = (7.75F); 
# 23
__attribute__((unused)) static int sh_13[32]; 
# 24
(dst10[flag11]) = (-((1) * cnt12)); 
# 25
int stride14 = (4UL); 
# 26
if ((sh_13[13]) < (__device_builtin_variable_gridDim.x)) { 
# 27
return 59; 
# 28
}  
# 29
return 51L - (((dst10[stride14]) - flag11) - (*dst10)); 
# 30
} 
#endif

#pragma GCC diagnostic pop

# 32 "v000058.cu"
int pivot15(int lane16, int stride17, float b18 = -(3.5F)) 
# 33
{ 
# 34
lane16 = (52UL); 
# 35
float lo19{(23.125F)}; 
# 36
lane16 = b18; 
# 37
--lo19; 
# 38
float u20 = (11.5F) * lane16; 
# 39
return ((128 - lane16) + (7L * lane16)) % (24); 
# 40
} 
# 42
__attribute((always_inline)) __attribute__((unused)) static inline long sweep21(int stride22, int count23, bool alpha24) 
# 43
{int volatile ___ = 1;(void)stride22;(void)count23;(void)alpha24;
# 52
::exit(___);}
#if 0
# 43
{ 
# 44
int w25 = 0; 
# 45
while (w25 < w25) { 
# 46
do { int tmp_ = count23; count23 = stride22; stride22 = tmp_; } while (0); 
# 47
count23 -= ('z'); 
# 48
++w25; 
# 49
}  
# 50
count23 &= (__device_builtin_variable_blockDim.y); 
# 51
return alpha24 % 53; 
# 52
} 
#endif
# 53 "v000058.cu"
}
# 55
template< class T> 
# 56
struct Bounds26 { 
# 57
T count27; 
# 58
T vel28; 
# 59
void norm29(float u30) 
# 60
{ 
# 61
T q31 = u30; 
# 62
} 
# 63
}; 
# 65
__attribute__((unused)) int split32(int count33 = -41) 
# 66
{int volatile ___ = 1;(void)count33;
# 76
::exit(___);}
#if 0
# 66
{ 
# 67
count33 = (static_cast< long>(count33 + (__device_builtin_variable_warpSize / count33))); 
# 68
float idx34 = static_cast< double>(count33); 
# 69
int cnt35((sizeof(int))); 
# 70
for (int it36 = cnt35; it36 > 0; --it36) { 
# 71
--count33; 
# 72
}  
# 73
long v37((count33 * (4 + cnt35)) * ((59 * count33) * count33)); 
# 74
unsigned x38 = v37; 
# 75
return (size_t)(x38 + (896)); 
# 76
} 
#endif
# 78 "v000058.cu"
namespace img39 { 
# 79
__attribute__((unused)) int warp40(const Bounds26< long>  &b41, int n42) 
# 80
{int volatile ___ = 1;(void)b41;(void)n42;
# 90
::exit(___);}
#if 0
# 80
{ 
# 81
for (int n43 = 0; n43 < 9; n43 += 3) { 
# 82
Bounds26< long>  sum44 = b41; 
# 83
{ 
# 84
(sum44.count27) ^= 2UL; 
# 85
Bounds26< long>  prod45 = Bounds26< long> {(1), 61L}; 
# 86
} 
# 87
}  
# 88
n42 *= 53; 
# 89
return b41.count27; 
# 90
} 
#endif
# 92 "v000058.cu"
int smooth46(Bounds26< long>  a47) 
# 93
{ 
# 94
if ((a47.count27) + (128)) { 
# 95
return (unsigned)22; 
# 96
}  
# 97
++(a47.vel28); 
# 98
--(a47.count27); 
# 99
for (int it48 = 0; it48 < 6; it48 += 1) { 
# 100
a47.norm29(it48); 
# 101
(a47.vel28)--; 
# 102
}  
# 103
return (int)((31) * (a47.count27)); 
# 104
} 
# 106
__attribute__((visibility("hidden"))) void count49(int lane50) ;
#if 0
# 107
{ 
# 108
Bounds26< long>  tmp51 = Bounds26< long> {8L, 0L}; 
# 109
(tmp51.count27) /= (__device_builtin_variable_threadIdx.y); 
# 110
if (lane50 > (lane50 + lane50)) { 
# 111
return; 
# 112
}  
# 113
unsigned short idx52 = (sizeof(float)); 
# 114
char off53 = tmp51.count27; 
# 115
int cnt54 = (128) * ((off53 - 5) - (((tmp51.count27) <= (39U)) ? lane50 : (tmp51.count27))); 
# 116
__attribute__((unused)) static int sh_55[32]; 
# 117
} 
#endif
# 118 "v000058.cu"
}
# 120
int main() 
# 121
{ 
# 122
int size56 = 2324; 
# 123
(__cudaPushCallConfiguration(32, 16 * 8)) ? (void)0 : combine3_kernel(nullptr); 
# 124
if ((size56 + 33) != size56) { 
# 125
return static_cast< float>(size56 + size56); 
# 126
}  
# 127
(__cudaPushCallConfiguration((size56 + 255) / 256, 256)) ? (void)0 : img39::count49(128); 
# 128
return 0; 
# 129
} 

# 1 "v000058.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f1109156_10_v000058_cu_cf4cf90f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000058.cudafe1.stub.c"
#include "v000058.cudafe1.stub.c"
# 1 "v000058.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
