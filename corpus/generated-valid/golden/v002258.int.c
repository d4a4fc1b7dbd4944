# 1 "v002258.cu"
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
# 15 "v002258.cu"
class Vec6 { 
# 16
int vel7; 
# 18
public: Vec6(int b8) : vel7(b8) { } 
# 19
void mix9(float z10) { 
# 20
++(vel7); 
# 21
} 
# 22
void reset11(int z12) { 
# 23
(vel7) = (z12 >> (vel7)); 
# 24
} 
# 25
}; 
# 27
__attribute__((visibility("hidden"))) void relax13_kernel(const double *input14, float *buf15) ;
#if 0
# 27
{ 
# 28
int i16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
auto v17 = (i16 * (buf15[1])) / (3); 
# 30
(*buf15) = (input14[4]); 
# 31
unsigned mid18((33LL - (__device_builtin_variable_blockIdx.x)) + (19)); 
# 32
} 
#endif
# 33 "v002258.cu"
static_assert((sizeof(int) == (4)));
# 34
static int d_warp19[64]; 
# 35
enum class Axis20: unsigned { 
# 36
High21 = 1U, 
# 37
Idle22 = 7U, 
# 38
Busy23, 
# 39
Busy24, 
# 40
Busy25
# 41
}; 
# 43
struct Span26 { 
# 44
float id27; 
# 45
int x28; 
# 46
}; 
# 47
using rec29_t = Span26; 
# 49
template< class T, int N = 3> __attribute__((unused)) T 
# 50
fuse30(T *dst31, T cfg32, const T *coef33) {int volatile ___ = 1;(void)dst31;(void)cfg32;(void)coef33;
# 65
::exit(___);}
#if 0
# 50
{ 
# 51
Axis20 off34 = Axis20::High21; 
# 53
#pragma unroll 4
for (
# 53
int it35 = 0, j36 = 11; it35 < j36; (++it35), (--j36)) { 
# 54
Span26 flag37 = Span26{}; 
# 55
}  
# 56
T prod38 = (dst31[2]) + (30L % ((d_warp19[60]) + N)); 
# 57
cfg32 = (((d_warp19[30]) += cfg32), ((+(d_warp19[__device_builtin_variable_gridDim.x])) * 37ULL)); 
# 58
Span26 m39 = Span26{(12.25F), 22}; 
# 59
if (off34 == Axis20::High21) { 
# 60
goto done40; 
# 61
}  
# 62
(cfg32--), (m39 = m39); 
# 63
done40:; ; 
# 64
return (((54) - (m39.id27)) + ((17.125F) * cfg32)) / ((__device_builtin_variable_threadIdx.y) - (d_warp19[15])); 
# 65
} 
#endif
# 67 "v002258.cu"
__attribute__((visibility("hidden"))) void accum41(unsigned long a42, size_t p43, bool beta44, int stride45) ;
#if 0
# 67
{ 
# 68
int tid46 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
if (tid46 >= stride45) { 
# 70
return; 
# 71
}  
# 72
for (int j47 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j47 < stride45; j47 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 74
#pragma unroll 2
for (
# 74
int i48 = 0, j49 = j47; i48 < j49; (++i48), (--j49)) { 
# 75
float sum50{(10.625F)}; 
# 76
(d_warp19[61]) = (__device_builtin_variable_blockIdx.x); 
# 77
}  
# 78
}  
# 79
} 
#endif
# 81 "v002258.cu"
double run_stencil51(long long alpha52) { 
# 82
if (alpha52 >= (5UL)) { 
# 83
goto out55; 
# 84
}  
# 85
(__cudaPushCallConfiguration(1 << 6, 256, 1 << (3 + (3 + 2)), (cudaStream_t)0)) ? (void)0 : relax13_kernel((const double *)nullptr, (float *)nullptr); 
# 86
for (int it53 = 12; it53 > 0; --it53) { 
# 87
alpha52 = (4); 
# 88
auto u54 = alpha52; 
# 89
}  
# 90
out55:; ; 
# 91
return alpha52; 
# 92
} 
# 94
int main() { 
# 95
int count56 = 2882; 
# 96
count56 = (((3 + count56) - (count56 / 3)) * 58); 
# 97
(__cudaPushCallConfiguration((count56 + 127) / 128, 32)) ? (void)0 : accum41(39L, 4336 + count56, count56 == count56, ((count56 * count56) >= 26) ? 41 : (12 % count56)); 
# 98
count56 = count56; 
# 99
count56 = (7 * count56); 
# 100
count56 = ((count56 * count56) + ('\?')); 
# 101
return 0; 
# 102
} 

# 1 "v002258.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2b472174_10_v002258_cu_aa5959e4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002258.cudafe1.stub.c"
#include "v002258.cudafe1.stub.c"
# 1 "v002258.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
