# 1 "v002366.cu"
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
# 18 "v002366.cu"
typedef signed char *ptr8_t; 
# 20
__attribute__((visibility("hidden"))) void clamp9(long long *acc10) ;
#if 0
# 20
{ 
# 21
(*acc10) = ((*acc10) * (*acc10)); 
# 22
unsigned w11 = (acc10[3]) + (3657); 
# 23
(acc10[w11]) = (*acc10); 
# 24
w11 = (acc10[w11]); 
# 25
constexpr double q12 = (-(21.5F)); 
# 26
} 
#endif
# 28 "v002366.cu"
namespace ops13 { 
# 29
struct Cell14 { 
# 30
float id15; 
# 31
float mass16, hi17; 
# 32
int lo18; 
# 33
float mix19() const { 
# 34
constexpr int r20 = 13; 
# 35
double base21[8]{(53), static_cast< double>(mass16), (0.5), (299), (1575), (4.0), (28), ((14.125F))}; 
# 36
return id15; 
# 37
} 
# 38
}; 
# 39
using idx22_t = long; 
# 40
}
# 42
constexpr int step23(int n24) { 
# 43
int flag25{8}; 
# 44
return 40; 
# 45
} 
# 46
static short c_sweep26; 
# 47
enum Op27: long { HIGH28, FAST29, ON30, OFF31}; 
# 48
constexpr int WIDTH32 = 5; 
# 50
__attribute__((visibility("hidden"))) void shade33(float *out34, ops13::Cell14 cfg35, short *__restrict__ dst36) ;
#if 0
# 50
{ 
# 51
ops13::Cell14 diff37 = {static_cast< float>(cfg35.mix19()), (-17), static_cast< float>((*dst36) + WIDTH32), (18UL)}; 
# 52
if (dst36 == (nullptr)) { 
# 53
return; 
# 54
}  
# 55
Op27 off38 = OFF31; 
# 56
constexpr char flag39 = (28); 
# 57
} 
#endif
# 59 "v002366.cu"
static void gather40(float *dst41) ;
#if 0
# 59
{ 
# 60
for (int n42 = 0, j43 = ((FAST29) + ((ON30) + ((FAST29) + (12)))); n42 < j43; (++n42), (--j43)) { 
# 61
for (int j44 = 0, j45 = n42; j44 < j45; (++j44), (--j45)) { 
# 62
if (j44 > (ON30)) { 
# 63
if ((j44 - (*dst41)) != (32)) { 
# 64
return; 
# 65
}  
# 66
(dst41[j44 & 7]) = ((step23(j45)) * ((float)(29 * n42))); 
# 67
} else { 
# 68
float res46 = (2); 
# 69
}  
# 70
}  
# 71
}  
# 72
} 
#endif
# 74 "v002366.cu"
namespace util47 { 
# 75
struct Pixel48 { 
# 76
char vel49; 
# 77
float w50; 
# 78
int weight51; 
# 79
}; 
# 81
inline Pixel48 operator+(Pixel48 a, Pixel48 b) { 
# 82
Pixel48 r = a; 
# 83
(r.vel49) += (b.vel49); 
# 84
(r.w50) += (b.w50); 
# 85
(r.weight51) += (b.weight51); 
# 86
return r; 
# 87
} 
# 88
}
# 90
int main() { 
# 91
int len52 = 3363; 
# 92
int k53 = 64; 
# 93
k53 = len52; 
# 94
(__cudaPushCallConfiguration(1, dim3(128, (len52 + 31) / 32, (len52 + 127) / 128))) ? (void)0 : clamp9(nullptr); 
# 95
(__cudaPushCallConfiguration(dim3((OFF31) + (61), 2), ((dim3)((k53 + 63) / 64)), 1 << 10, nullptr)) ? (void)0 : shade33(nullptr, ops13::Cell14{(2.0F), (2.0F), (8.0F), (20U)}, (short *)nullptr); 
# 96
(__cudaPushCallConfiguration(dim3((2) + ((OFF31) + (3)), (len52 + 63) / 64, 32 + ((1 << 6) + (WIDTH32 + (WIDTH32 + 150)))), (16) * ((OFF31) + ((FAST29) + ((OFF31) + (1)))), (32 + 32) * 4, 0)) ? (void)0 : gather40(nullptr); 
# 97
return 0; 
# 98
} 

# 1 "v002366.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4764ff32_10_v002366_cu_674403c4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002366.cudafe1.stub.c"
#include "v002366.cudafe1.stub.c"
# 1 "v002366.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
