# 1 "v001739.cu"
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
# 7 "v001739.cu"
__attribute__((visibility("hidden"))) void gather2_kernel(int len3, const unsigned *src4, float a5) ;
#if 0
# 7
{ 
# 8
int diff6 = len3; 
# 9
len3++; 
# 10
len3 = (a5 + diff6); 
# 11
unsigned m7 = (src4[5]) & (len3 * diff6); 
# 12
len3 = (47U); 
# 13
len3 = 48; 
# 14
} 
#endif
# 16 "v001739.cu"
struct Pixel8 { 
# 17
float y9; 
# 18
int lo10; 
# 19
unsigned long mass11; 
# 20
float weight12; 
# 21
}; 
# 23
inline Pixel8 operator+(Pixel8 a, Pixel8 b) { 
# 24
Pixel8 r = a; 
# 25
(r.y9) += (b.y9); 
# 26
(r.lo10) += (b.lo10); 
# 27
(r.mass11) += (b.mass11); 
# 28
(r.weight12) += (b.weight12); 
# 29
return r; 
# 30
} 
# 32
__attribute((always_inline)) __attribute__((unused)) inline int bias13(int lane14, unsigned *acc15) {int volatile ___ = 1;(void)lane14;(void)acc15;
# 38
::exit(___);}
#if 0
# 32
{ 
# 33
if (constexpr float z16 = (4.625F); (((*acc15) * lane14) + (acc15[lane14 & 7])) >= (acc15[lane14])) { 
# 34
double val17 = lane14 % 2; 
# 35
(acc15[lane14 & 7]) = val17; 
# 36
}  
# 37
return 16; 
# 38
} 
#endif
# 39 "v001739.cu"
enum Color18 { BUSY19, MUL20}; 
# 42
__attribute__((unused)) unsigned weigh21(Pixel8 b22) {int volatile ___ = 1;(void)b22;
# 52
::exit(___);}
#if 0
# 42
{ 
# 43
if ((bias13((((b22.y9) += (b22.y9)), (b22.weight12)), (unsigned *)nullptr)) < (-(b22.y9))) { 
# 44
b22 = Pixel8{(3.0F), 19, static_cast< unsigned long>(bias13(bias13(MUL20, nullptr), (unsigned *)nullptr)), ('A')}; 
# 45
}  
# 46
__attribute__((unused)) static unsigned char sh_23; 
# 47
if ((bias13(18, nullptr)) == (sh_23 / 16ULL)) { 
# 48
bias13(61UL, (unsigned *)nullptr); 
# 49
Color18 flag24 = MUL20; 
# 50
}  
# 51
return ((double)(20.875)); 
# 52
} 
#endif
# 54 "v001739.cu"
__attribute__((unused)) int gather25(long long *__restrict__ out26, Pixel8 b27, short q28) {int volatile ___ = 1;(void)out26;(void)b27;(void)q28;
# 60
::exit(___);}
#if 0
# 54
{ 
# 55
b27 = Pixel8{static_cast< float>(q28), 3, static_cast< unsigned long>((q28 += (b27.mass11)), BUSY19), (18.25F)}; 
# 56
__attribute__((unused)) static float sh_29[128]; 
# 57
const long long *acc30 = out26; 
# 58
q28 = ((*acc30) + q28); 
# 59
return +(((*out26) += 56ULL), bias13(23UL, reinterpret_cast< unsigned *>(out26))); 
# 60
} 
#endif
# 62 "v001739.cu"
namespace img31 { 
# 63
__attribute__((visibility("hidden"))) void march32(int count33, int *dst34) ;
#if 0
# 63
{ 
# 64
Color18 lim35 = BUSY19; 
# 65
if (12L < lim35) { 
# 66
goto skip36; 
# 67
}  
# 68
lim35 = MUL20; 
# 69
(++count33), ((dst34[count33 & 7]) = (~gather25(reinterpret_cast< long long *>(dst34), Pixel8{}, dst34[2]))); 
# 70
skip36:; ; 
# 71
} 
#endif
# 72 "v001739.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_gather37 = 0; 
# 73
enum Level38 { HIGH39, RED40, FAST41}; 
# 74
}
# 76
namespace util42 { 
# 77
enum Op43 { 
# 78
IDLE44, 
# 79
FAST45, 
# 80
RED46 = 4, 
# 81
IDLE47, 
# 82
ON48
# 83
}; 
# 84
}
# 86
__attribute((always_inline)) __attribute__((unused)) inline unsigned filter49(float p50, const Pixel8 &alpha51) {int volatile ___ = 1;(void)p50;(void)alpha51;
# 95
::exit(___);}
#if 0
# 86
{ 
# 87
if ((42) < ((alpha51.y9) - (alpha51.weight12))) { 
# 88
auto f52 = bias13(bias13(gather25((long long *)nullptr, Pixel8{static_cast< float>(p50), 20, 5UL, p50}, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img31::m_gather37)))), (unsigned *)nullptr), (unsigned *)nullptr); 
# 89
if (f52 & 1) { 
# 90
return 0; 
# 91
}  
# 92
__attribute__((unused)) static unsigned sh_53; 
# 93
}  
# 94
return p50; 
# 95
} 
#endif
# 97 "v001739.cu"
int main() { 
# 98
int len54 = 3147; 
# 99
if (len54 != len54) { 
# 100
static_assert((60 > 59));
# 101
(__cudaPushCallConfiguration(256, 2 * ((util42::IDLE47) + ((img31::RED40) + 10)))) ? (void)0 : img31::march32((49 % len54) * len54, nullptr); 
# 102
}  
# 103
util42::Op43 w55 = util42::IDLE44; 
# 104
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img31::m_gather37))) + 31) / 32, 32)) ? (void)0 : gather2_kernel((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img31::m_gather37))), nullptr, len54); 
# 105
return 0; 
# 106
} 

# 1 "v001739.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7d9e389f_10_v001739_cu_c5b0d34e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001739.cudafe1.stub.c"
#include "v001739.cudafe1.stub.c"
# 1 "v001739.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
