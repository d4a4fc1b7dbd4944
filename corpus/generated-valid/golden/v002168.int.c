# 1 "v002168.cu"
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
# 7 "v002168.cu"
struct Vec2 { 
# 8
double weight3; 
# 9
float count4; 
# 10
double scale5() const { 
# 11
return (weight3) * ((weight3) + (16)); 
# 12
} 
# 13
}; 
# 15
__attribute__((visibility("hidden"))) void filter6(float *data7, float *acc8, unsigned *__restrict__ acc9) ;
#if 0
# 15
{ 
# 16
float tmp10 = (18.0F); 
# 17
++(acc8[5]); 
# 18
} 
#endif
# 20 "v002168.cu"
template< class T, class U> 
# 21
__attribute((always_inline)) __attribute__((unused)) inline short update11(U q12, U b13) {int volatile ___ = 1;(void)q12;(void)b13;
# 37
::exit(___);}
#if 0
# 21
{ 
# 22
if (b13 > 63) { 
# 23
goto out21; 
# 24
}  
# 25
b13 = b13; 
# 26
for (int i14 = 0; i14 < 5; i14++) { 
# 27
for (int i15 = 0, j16 = 15; i15 < j16; (++i15), (--j16)) { 
# 28
for (int n17 = 0; n17 < i14; n17++) { 
# 29
auto h18 = q12; 
# 30
}  
# 31
}  
# 32
T u19 = ((unsigned long)(59U + i14)) * (((U'\x20') ^ i14) + i14); 
# 33
__attribute__((unused)) static Vec2 sh_20; 
# 34
}  
# 35
out21:; ; 
# 36
return (sizeof(int) - q12); 
# 37
} 
#endif
# 39 "v002168.cu"
__attribute__((visibility("hidden"))) void march22(long *out23, long q24) ;
#if 0
# 39
{ 
# 40
q24 += 55UL; 
# 41
constexpr int s25 = 7; 
# 42
(out23[2]) &= ((unsigned)(out23[q24 & (7)])); 
# 43
} 
#endif
# 44 "v002168.cu"
enum Kind26 { 
# 45
ADD27 = 2, 
# 46
IDLE28, 
# 47
RED29, 
# 48
HIGH30, 
# 49
IDLE31
# 50
}; 
# 53
__attribute__((visibility("hidden"))) void scale32(float cfg33, const int *__restrict__ coef34) ;
#if 0
# 53
{ 
# 54
__attribute__((unused)) static long long sh_35[16]; 
# 55
--(sh_35[10]); 
# 56
cfg33++; 
# 57
Vec2 mid36 = Vec2{}; 
# 58
(++cfg33), (mid36 = mid36); 
# 59
(mid36.weight3)--; 
# 60
} 
#endif
# 62 "v002168.cu"
__attribute__((unused)) float pivot37(int count38, int *buf39, double beta40) {int volatile ___ = 1;(void)count38;(void)buf39;(void)beta40;
# 66
::exit(___);}
#if 0
# 62
{ 
# 63
beta40 = (static_cast< int>(sizeof(short))); 
# 64
int u41 = ~(update11< double, float> (27 - count38, update11< double, long> (beta40, '0'))); 
# 65
return (update11< float, double> (update11< float, int> (18, beta40), 21 >> count38)) * (+u41); 
# 66
} 
#endif
# 69 "v002168.cu"
long long apply42(int len43, Vec2 a44, Vec2 p45) { 
# 70
++(p45.weight3); 
# 71
for (int i46 = 0; i46 < len43; ++i46) { 
# 72
auto val47 = 1122 + (len43 - (15 >> len43)); 
# 73
double lo48 = p45.scale5() / ((0.125F)); 
# 74
len43 += p45.scale5(); 
# 75
}  
# 76
return p45.scale5(); 
# 77
} 
# 80
__attribute((always_inline)) __attribute__((unused)) inline int warp49(double *__restrict__ buf50, const Vec2 &b51, Vec2 a52) {int volatile ___ = 1;(void)buf50;(void)b51;(void)a52;
# 87
::exit(___);}
#if 0
# 80
{ 
# 81
apply42(b51.scale5(), Vec2{}, Vec2{(13.125), ((float)L'\x23')}); 
# 82
if (pivot37(a52.weight3, reinterpret_cast< int *>(buf50), b51.weight3) != (2)) { 
# 83
return (apply42(HIGH30, Vec2{(8.0), (2.5F)}, a52)) * ((a52.count4) + (4L)); 
# 84
}  
# 85
float lim53 = 1 >> (update11< unsigned, unsigned> (a52.scale5(), (a52.count4) * (b51.weight3))); 
# 86
return update11< unsigned, unsigned> ((4) + (a52.count4), static_cast< unsigned>(pivot37(b51.count4, reinterpret_cast< int *>(buf50), 2980))); 
# 87
} 
#endif
# 89 "v002168.cu"
void run_weigh54(double *__restrict__ buf55, int count56, int len57) { 
# 90
constexpr double v58 = (9.5); 
# 91
apply42(sizeof(int), Vec2{}, Vec2{(7.25), (float)((13.625F) - len57)}); 
# 92
(__cudaPushCallConfiguration((ADD27) * 8, 1 << 6)) ? (void)0 : filter6(nullptr, reinterpret_cast< float *>(buf55), reinterpret_cast< unsigned *>(buf55)); 
# 93
auto step59 = []()->float { 
# 94
return 202U; 
# 95
} ; typedef decltype(step59) __T0;
# 96
apply42(2UL, Vec2{}, Vec2{(31U), (5)}); 
# 97
apply42(5, Vec2{v58, (4.875F)}, Vec2{}); 
# 98
} 
# 100
int main() { 
# 101
int size60 = 3169; 
# 102
size60 = size60; 
# 103
for (int n61 = 0; n61 < size60; ++n61) { 
# 104
size60 = (((size60 + size60) * (size60 | ('z'))) / size60); 
# 105
}  
# 106
size60 += (apply42(size60 / size60, Vec2{('a'), (56UL)}, Vec2{(63), (3.0F)}) & size60); 
# 107
float q62 = ((3.75F) * (size60 - size60)) * size60; 
# 108
(__cudaPushCallConfiguration(1 << 2, (IDLE28) + 29, 0)) ? (void)0 : march22(nullptr, apply42(size60 << 7, Vec2{(2), ((float)(18.125F))}, Vec2{(-(5.0)), (31)})); 
# 109
(__cudaPushCallConfiguration((size60 + 63) / 64, 16 * 8)) ? (void)0 : scale32((24.25F), &size60); 
# 110
return 0; 
# 111
} 

# 1 "v002168.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ea73290a_10_v002168_cu_b34eb5fb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002168.cudafe1.stub.c"
#include "v002168.cudafe1.stub.c"
# 1 "v002168.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
