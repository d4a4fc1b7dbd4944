# 1 "v002094.cu"
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
# 6 "v002094.cu"
static float c_relax2[8]; 
# 7
static char d_fuse3; 
# 8
using idx4_t = unsigned; 
# 9
using idx5_t = short; 
# 11
struct Node6 { 
# 12
idx4_t lo7; 
# 13
bool x8; 
# 14
double lo9; 
# 15
unsigned apply10() const 
# 16
{ 
# 17
return x8; 
# 18
} 
# 19
double total11() const 
# 20
{ 
# 21
return lo9; 
# 22
} 
# 23
}; 
# 26
constexpr int lerp12(int count13) 
# 27
{ 
# 28
return ((51 + count13) % ((unsigned)'0')) - ((('z') / count13) - 3246); 
# 29
} 
# 31
void drift14(float p15, bool beta16) 
# 32
{ 
# 33
lerp12(beta16 - ((float)beta16)); 
# 34
if (p15 < (p15 - beta16)) { 
# 35
return; }  
# 36
int q17((49UL - beta16) >> 1); 
# 37
} 
# 39
constexpr int step18(int stride19) 
# 40
{ 
# 41
char z20 = (62UL); 
# 42
return (lerp12(stride19) - z20) * 32; 
# 43
} 
# 45
namespace ops21 { 
# 46
__attribute__((visibility("hidden"))) void weigh22(int n23, const Node6 alpha24) ;
#if 0
# 47
{ 
# 48
idx4_t gid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
if (gid25 >= n23) { 
# 50
return; }  
# 51
d_fuse3 = (lerp12(+(c_relax2[gid25]))); 
# 53
#pragma unroll
for (
# 53
int n26 = 0, j27 = 3; n26 < j27; (++n26), (--j27)) { 
# 54
int r28 = step18(__device_builtin_variable_threadIdx.x); 
# 55
int val29 = (lerp12(c_relax2[3])) * (c_relax2[__device_builtin_variable_threadIdx.x]); 
# 56
--d_fuse3; 
# 57
}  
# 58
d_fuse3 = (lerp12(+d_fuse3) | (52 | (static_cast< idx5_t>(__device_builtin_variable_blockIdx.z)))); 
# 59
} 
#endif
# 61 "v002094.cu"
inline unsigned short weigh30(int lane31) 
# 62
{ 
# 63
if (3 < lane31) { 
# 64
return 17ULL; }  
# 65
step18(lerp12(lane31)); 
# 66
if ((lane31 > lane31) || (lane31 >= 33LL)) { 
# 67
return (lane31 >> 1) % 41; }  
# 68
int acc32 = lane31; 
# 69
static_assert((48 == 48), "expected value");
# 70
if (lane31 <= acc32) { 
# 71
return (lerp12(acc32)) + ((float)54); }  
# 72
lane31 = (44ULL); 
# 73
return '\?'; 
# 74
} 
# 75
}
# 77
int decay33(const int *src34, int lane35) 
# 78
{ 
# 79
for (int j36 = 0, j37 = lane35; j36 < j37; (++j36), (--j37)) { 
# 80
for (int n38 = 0; n38 < 12; n38++) { 
# 81
(__cudaPushCallConfiguration(64, 64, sizeof(double) * (32))) ? (void)0 : ops21::weigh22(ops21::weigh30(static_cast< idx4_t>('\'')), Node6{(36), true, ((double)15)}); 
# 82
(__cudaPushCallConfiguration(2 * 8, 1 << 5, sizeof(int) * (128), nullptr)) ? (void)0 : ops21::weigh22((static_cast< long>(56)) | (*src34), Node6{}); 
# 83
}  
# 84
ops21::weigh30(j37); 
# 85
if ((*src34) < 2) { 
# 86
continue; }  
# 87
}   
# 88
return lerp12(step18(src34[4])); 
# 89
} 
# 91
int main() 
# 92
{ 
# 93
int len39 = 3958; 
# 94
Node6 q40 = {(0), ((bool)true), static_cast< double>(decay33(static_cast< const int *>(nullptr), len39))}; 
# 95
dim3 base41 = ((dim3)(128)); 
# 96
(__cudaPushCallConfiguration(64 * 4, 2 * 16, 0, 0)) ? (void)0 : ops21::weigh22((63) | ((q40.lo7) >> 0), q40); 
# 97
len39 *= (+((((q40.lo9) += len39), 18) * decay33(nullptr, 29))); 
# 98
(__cudaPushCallConfiguration(((dim3)(1 << 4)), 1 << 8, sizeof(int) * (64))) ? (void)0 : ops21::weigh22((ops21::weigh30(q40.lo9)) + 16, q40); 
# 99
return 0; 
# 100
} 

# 1 "v002094.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e9a9d2c6_10_v002094_cu_c_relax2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002094.cudafe1.stub.c"
#include "v002094.cudafe1.stub.c"
# 1 "v002094.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
