# 1 "v001392.cu"
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
# 11 "v001392.cu"
enum class Axis4 { Off5, Add6}; 
# 12
__attribute__((visibility("hidden"))) void split7(int len8, int lane9, int n10, int *out11) ;
#if 0
# 12
{ 
# 13
int idx12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
auto flag13 = ((len8 += n10), 44L) << 5; 
# 15
flag13 += (__device_builtin_variable_blockDim.x); 
# 16
do { len8 += (lane9 - (28 / (*out11))); } while (0); 
# 17
flag13 %= (flag13 + (~((out11[5]) - flag13))); 
# 18
} 
#endif
# 19 "v001392.cu"
constexpr double kS14 = (7.0); 
# 20
__attribute__((visibility("hidden"))) void shade15(int *dst16, int stride17, float b18, float alpha19) ;
#if 0
# 20
{ 
# 21
unsigned gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
if (gid20 >= stride17) { 
# 23
return; }  
# 24
if (((stride17 ^ (__device_builtin_variable_blockDim.x)) * b18) < kS14) { 
# 25
stride17++; 
# 26
constexpr unsigned long long lim21 = (55); 
# 27
}  
# 28
alpha19 *= (dst16[__device_builtin_variable_warpSize]); 
# 29
(dst16[gid20 & (7)]) = ((__device_builtin_variable_blockDim.y) & (((3232) + gid20) & (63 * stride17))); 
# 30
Axis4 y22 = Axis4::Off5; 
# 31
} 
#endif
# 32 "v001392.cu"
namespace gpu23 { 
# 33
template< class T> 
# 34
struct Tile24 { 
# 35
T vel25, id26; 
# 36
T mix27() const { 
# 37
return (15.25F); 
# 38
} 
# 39
}; 
# 40
struct Particle28 { 
# 41
signed char sum29; 
# 42
int sum30; 
# 43
signed char bump31(int val32) const { 
# 44
return sum29; 
# 45
} 
# 46
int total33() const { 
# 47
return sizeof(Particle28); 
# 48
} 
# 49
}; 
# 50
constexpr inline float kD34 = (1.25F); 
# 51
}
# 53
__attribute__((visibility("hidden"))) void apply35(const double *input36, bool a37, const float *coef38) ;
#if 0
# 53
{ 
# 54
int tid39 = __device_builtin_variable_threadIdx.x; 
# 55
double acc40[5] = {((8.75F)), kS14, kS14, (36L)}; 
# 56
++(acc40[__device_builtin_variable_gridDim.y]); 
# 57
a37 = ((a37 + ((tid39 * 40U) & ((__device_builtin_variable_blockIdx.x) * tid39))) + gpu23::kD34); 
# 58
(acc40[tid39])--; 
# 59
for (int it41 = 0; it41 < tid39; ++it41) { 
# 60
gpu23::Particle28 val42 = gpu23::Particle28{}; 
# 61
}  
# 62
++(acc40[tid39]); 
# 63
} 
#endif
# 64 "v001392.cu"
static int check_stencil43(const gpu23::Tile24< double>  &q44, int n45, int n46) { 
# 65
for (int n47 = n46; n47 > 0; --n47) { 
# 66
--n46; }  
# 67
if ((((q44.id26) + (q44.vel25)) + (22)) <= (n46 + 1721L)) { 
# 68
do { n45 += ((45) - (((n45 - 27) + (q44.id26)) + ((q44.vel25) - (q44.vel25)))); } while (0); 
# 69
}  
# 70
Axis4 flag48 = Axis4::Off5; 
# 71
n45 = (53U); 
# 72
return kS14; 
# 73
} 
# 74
int main() { 
# 75
int n49 = 3395; 
# 76
if (((n49 + 50UL) | (28U)) < (41U)) { 
# 77
check_stencil43(gpu23::Tile24< double> {kS14, kS14}, sizeof(int), check_stencil43(gpu23::Tile24< double> {kS14, ((12.0F))}, kS14, check_stencil43(gpu23::Tile24< double> {(54U), ((11.375F))}, 58L, gpu23::kD34))); }  
# 78
(__cudaPushCallConfiguration((n49 + 255) / 256, 128)) ? (void)0 : shade15(&n49, (((n49 + gpu23::kD34) + kS14) + (check_stencil43(gpu23::Tile24< double> {}, kS14, -44))) + (46U / n49), (n49 + (kS14 + n49)) + (check_stencil43(gpu23::Tile24< double> {kS14, (19)}, n49, kS14)), 44U); 
# 79
(__cudaPushCallConfiguration(dim3(8, 16 * 8), 1 << 8)) ? (void)0 : split7((61UL % n49) << check_stencil43(gpu23::Tile24< double> {(33), (8.0)}, n49, kS14), check_stencil43(gpu23::Tile24< double> {(-(3.875F)), kS14}, kS14 - n49, (n49 + kS14) + (12U)), 14, &n49); 
# 80
(__cudaPushCallConfiguration(((dim3)(2)), 16 * 2)) ? (void)0 : apply35(nullptr, ((n49 & 1) && (n49 >= sizeof(short))) || (n49 < kS14), nullptr); 
# 81
return 0; 
# 82
} 

# 1 "v001392.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7bbee529_10_v001392_cu_9618a6ca
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001392.cudafe1.stub.c"
#include "v001392.cudafe1.stub.c"
# 1 "v001392.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
