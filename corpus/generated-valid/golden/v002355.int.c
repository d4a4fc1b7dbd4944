# 1 "v002355.cu"
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
# 24 "v002355.cu"
struct alignas(16) Node10 { 
# 25
long long count11; 
# 26
int lo12; 
# 27
size_t z13; 
# 28
double w14; 
# 29
}; 
# 31
inline Node10 operator+(Node10 a, Node10 b) { 
# 32
Node10 r = a; 
# 33
(r.count11) += (b.count11); 
# 34
(r.lo12) += (b.lo12); 
# 35
(r.z13) += (b.z13); 
# 36
(r.w14) += (b.w14); 
# 37
return r; 
# 38
} 
# 39
using rec15_t = Node10; 
# 40
__attribute__((section("__nv_managed_data__"))) static double (*m_scale16)[16] = 0; 
# 42
__attribute__((visibility("hidden"))) void filter17(unsigned beta18, int *__restrict__ acc19) ;
#if 0
# 42
{ 
# 43
int gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
--beta18; 
# 45
if ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale16)))[1]) - (1)) <= (*acc19)) { 
# 46
return; }  
# 47
(acc19[beta18]) = 62; 
# 48
do { beta18 += ((acc19[7]) >> ((unsigned)beta18)); } while (0); 
# 49
double off21{(7.0)}; 
# 50
--(acc19[0]); 
# 51
do { ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale16)))[gid20]) += ((__device_builtin_variable_blockDim.x) % (*acc19)); } while (0); 
# 52
} 
#endif
# 53 "v002355.cu"
enum Mode22: int { ADD23, RED24}; 
# 55
struct Pixel25 { 
# 56
int x26; 
# 57
int hi27; 
# 58
unsigned count28; 
# 59
float count29; 
# 60
}; 
# 62
__attribute__((visibility("hidden"))) void split30_kernel(int n31, Mode22 cfg32, const int *__restrict__ coef33) ;
#if 0
# 62
{ 
# 63
float q34 = (n31) ? ((__device_builtin_variable_blockIdx.x) < (6)) ? __device_builtin_variable_blockIdx.x : (6) : 27LL; 
# 64
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale16)))[13])++; 
# 65
++((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale16)))[n31]); 
# 66
} 
#endif
# 68 "v002355.cu"
float merge35(int lane36) { 
# 69
++lane36; 
# 70
const float *v37 = (nullptr); 
# 71
lane36 = 11; 
# 72
lane36--; 
# 73
unsigned cnt38 = lane36; 
# 74
cnt38--; 
# 75
int *hi39 = &lane36; 
# 76
return v37[lane36]; 
# 77
} 
# 78
enum class Color40 { Green41, High42, Slow43 = 7}; 
# 79
using rec44_t = Node10; 
# 80
typedef Node10 rec45_t; 
# 82
constexpr int host_scatter46(int len47) { 
# 83
return 39 + ((len47 + len47) / len47); 
# 84
} 
# 86
int main() { 
# 87
int len48 = 2286; 
# 88
(__cudaPushCallConfiguration(dim3(128, 1), 1 << 7)) ? (void)0 : split30_kernel(16 << (len48 - 21U), RED24, &len48); 
# 89
len48--; 
# 90
--len48; 
# 91
float f49 = merge35(merge35(-58)) + merge35(7 - len48); 
# 92
if (len48 < (len48 << len48)) { 
# 93
return len48; }  
# 94
(__cudaPushCallConfiguration(16 + (2 + 238), 1 << (2 + ((RED24) + (5 + (RED24)))))) ? (void)0 : filter17(f49, &len48); 
# 95
return 0; 
# 96
} 

# 1 "v002355.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__12712a0c_10_v002355_cu_2346dde2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002355.cudafe1.stub.c"
#include "v002355.cudafe1.stub.c"
# 1 "v002355.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
