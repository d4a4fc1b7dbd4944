# 1 "v001077.cu"
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
# 19 "v001077.cu"
static float d_fold4[16]; 
# 21
struct Tile5 { 
# 22
int y6; 
# 23
float weight7; 
# 24
unsigned lo8; 
# 25
int val9; 
# 26
}; 
# 27
static Tile5 c_warp10; 
# 29
__attribute__((visibility("hidden"))) void relax11_kernel(const float *in12) ;
#if 0
# 29
{ 
# 30
switch ((c_warp10.y6) - (c_warp10.y6)) { 
# 31
case 8 + 1:  { 
# 32
Tile5 f13 = Tile5{}; 
# 33
break; 
# 34
} 
# 35
default:  
# 36
++(d_fold4[__device_builtin_variable_threadIdx.x]); 
# 37
break; 
# 38
}  
# 39
static_assert((sizeof(int) == (4)), "tile must fit");
# 40
if (((__device_builtin_variable_threadIdx.x) <= (d_fold4[4])) || (__device_builtin_variable_threadIdx.x)) { 
# 41
return; 
# 42
}  
# 43
} 
#endif
# 45 "v001077.cu"
void gather14(int len15, const float *coef16, long long p17) { 
# 46
int val18 = 6; 
# 47
if ((*coef16) < val18) { 
# 48
goto skip19; 
# 49
}  
# 50
--val18; 
# 51
p17--; 
# 52
skip19:; ; 
# 53
} 
# 54
using rec20_t = Tile5; 
# 55
enum class Axis21: short { Green22 = 1, Idle23, Mul24, Blue25 = 6}; 
# 57
struct Pixel26 { 
# 58
int mass27; 
# 59
unsigned vel28; 
# 60
int sum29; 
# 61
void bump30(unsigned e31) { 
# 62
(sum29) = ((mass27) - ((long)((sum29) - 31ULL))); 
# 63
} 
# 64
}; 
# 66
struct Particle32 { 
# 67
float sum33; 
# 68
unsigned flag34; 
# 69
int val35; 
# 70
}; 
# 72
inline Particle32 operator+(Particle32 a, Particle32 b) { 
# 73
Particle32 r = a; 
# 74
(r.sum33) += (b.sum33); 
# 75
(r.flag34) += (b.flag34); 
# 76
(r.val35) += (b.val35); 
# 77
return r; 
# 78
} 
# 80
void spread36(float q37, int n38) { 
# 81
cudaStream_t acc39 = ((cudaStream_t)0); 
# 82
gather14(n38, &q37, n38); 
# 83
} 
# 85
float check_blend40(float *acc41, const float *coef42, int count43) { 
# 86
(acc41[count43]) = (*coef42); 
# 87
count43--; 
# 88
count43 = ((*acc41) * count43); 
# 89
return coef42[6]; 
# 90
} 
# 92
int main() { 
# 93
int len44 = 1471; 
# 94
len44 = (len44 << 8); 
# 95
gather14((size_t)len44, nullptr, ((len44 += len44), (6 + len44))); 
# 96
len44 = (check_blend40(static_cast< float *>(nullptr), nullptr, len44 + 4)); 
# 97
len44 = (((int)check_blend40(nullptr, static_cast< const float *>(nullptr), 45U)) + 61); 
# 98
len44 = (check_blend40(static_cast< float *>(nullptr), nullptr, check_blend40(static_cast< float *>(nullptr), nullptr, 32 << len44))); 
# 99
--len44; 
# 100
(__cudaPushCallConfiguration(1, 1 << 9)) ? (void)0 : relax11_kernel((const float *)nullptr); 
# 101
return 0; 
# 102
} 

# 1 "v001077.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__75c4d9d4_10_v001077_cu_c_warp10
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001077.cudafe1.stub.c"
#include "v001077.cudafe1.stub.c"
# 1 "v001077.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
