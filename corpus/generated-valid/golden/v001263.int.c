# 1 "v001263.cu"
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
# 11 "v001263.cu"
enum class Level7 { 
# 12
Off8, 
# 13
Slow9, 
# 14
Idle10, 
# 15
Green11 = 5, 
# 16
Off12 = 9
# 17
}; 
# 19
__attribute__((visibility("hidden"))) void tally13_kernel(short *dst14, unsigned *acc15) ;
#if 0
# 19
{ 
# 20
float lim16 = *acc15; 
# 21
static_assert((sizeof(int) == (4)));
# 22
(dst14[2]) = ((U'\x7a') + lim16); 
# 23
} 
#endif
# 25 "v001263.cu"
struct Vec17 { 
# 26
unsigned char hi18; 
# 27
int z19; 
# 28
bool id20; 
# 29
int z21; 
# 30
}; 
# 32
inline Vec17 operator+(Vec17 a, Vec17 b) { 
# 33
Vec17 r = a; 
# 34
(r.hi18) += (b.hi18); 
# 35
(r.z19) += (b.z19); 
# 36
(r.z21) += (b.z21); 
# 37
return r; 
# 38
} 
# 40
namespace ops22 { 
# 41
typedef long idx23_t; 
# 42
}
# 43
constexpr unsigned LANES24 = (5); 
# 45
constexpr int shade25(int lane26) { 
# 46
unsigned char diff27 = lane26 / 2; 
# 47
return lane26; 
# 48
} 
# 50
namespace util28 { 
# 51
static void fuse29(const int *coef30, unsigned b31, Vec17 p32) ;
#if 0
# 51
{ 
# 52
int m33 = ((coef30[b31]) + 6) - shade25(p32.z19); 
# 53
if (m33 < (p32.z21)) { 
# 54
return; 
# 55
}  
# 56
} 
#endif
# 57 "v001263.cu"
enum class Color34 { 
# 58
Busy35, 
# 59
Red36, 
# 60
Mul37, 
# 61
Blue38, 
# 62
Green39
# 63
}; 
# 64
}
# 66
__attribute__((unused)) void apply40(float *out41, int lane42, int stride43) {int volatile ___ = 1;(void)out41;(void)lane42;(void)stride43;
# 69
::exit(___);}
#if 0
# 66
{ 
# 67
stride43--; 
# 68
shade25(shade25(stride43 + 44)); 
# 69
} 
#endif
# 71 "v001263.cu"
int main() { 
# 72
int count44 = 3123; 
# 73
if (((count44 * ('\n')) / LANES24) < (count44 / 2)) { 
# 74
count44 = shade25(shade25(count44)); 
# 75
}  
# 76
cudaStream_t idx45 = ((cudaStream_t)0); 
# 77
count44 = (LANES24 + count44); 
# 78
(__cudaPushCallConfiguration(4 * 16, (32) * (LANES24 + (3)))) ? (void)0 : tally13_kernel(nullptr, nullptr); 
# 79
(__cudaPushCallConfiguration(sizeof(float) * (16), sizeof(int) * (32 + 32), ((32) + (LANES24 + (219))) * (LANES24 + (LANES24 + (6))), (cudaStream_t)0)) ? (void)0 : util28::fuse29(nullptr, (LANES24 + count44) - (count44 / 2), Vec17{(static_cast< unsigned char>(255)), static_cast< int>(shade25(count44)), static_cast< bool>(count44 / LANES24), 9}); 
# 80
return 0; 
# 81
} 

# 1 "v001263.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8a0ec638_10_v001263_cu_17545d73
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001263.cudafe1.stub.c"
#include "v001263.cudafe1.stub.c"
# 1 "v001263.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
