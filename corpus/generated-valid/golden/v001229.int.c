# 1 "v001229.cu"
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
# 17 "v001229.cu"
static double d_pivot8[4]; 
# 19
struct Bounds9 { 
# 20
int lo10; 
# 21
float w11; 
# 22
int flag12; 
# 23
void reset13(float q14) { 
# 24
(lo10) = (-(flag12)); 
# 25
} 
# 26
float norm15() const { 
# 27
return flag12; 
# 28
} 
# 29
}; 
# 31
inline Bounds9 operator+(Bounds9 a, Bounds9 b) { 
# 32
Bounds9 r = a; 
# 33
(r.lo10) += (b.lo10); 
# 34
(r.w11) += (b.w11); 
# 35
(r.flag12) += (b.flag12); 
# 36
return r; 
# 37
} 
# 39
namespace util16 { 
# 40
constexpr int run_drift17(int stride18, int lane19) { 
# 41
lane19 = (sizeof(int)); 
# 42
lane19 = (((stride18 | stride18) & 53) + (41 * lane19)); 
# 43
return (stride18 + (lane19 - 30U)) - (15); 
# 44
} 
# 45
enum class Phase20 { 
# 46
Low21, 
# 47
Busy22, 
# 48
Green23, 
# 49
Slow24, 
# 50
High25
# 51
}; 
# 53
__attribute__((visibility("hidden"))) void step26_kernel(int stride27) ;
#if 0
# 53
{ 
# 54
--stride27; 
# 55
for (int j28 = 0; j28 < stride27; j28++) { 
# 56
stride27 = (60ULL); 
# 57
__attribute__((unused)) static float sh_29; 
# 58
}  
# 59
} 
#endif
# 60 "v001229.cu"
}
# 62
__attribute((noinline)) __attribute__((unused)) long tally30(int n31 = -51) {int volatile ___ = 1;(void)n31;
# 74
::exit(___);}
#if 0
# 62
{ 
# 63
if (((__device_builtin_variable_blockDim.z) - 52ULL) & (1)) { 
# 64
return d_pivot8[n31 & 3]; 
# 65
}  
# 66
if ((-(d_pivot8[3])) > (sizeof(Bounds9))) { 
# 67
int t32 = 3 + (n31 & (n31 * n31)); 
# 68
if ((n31 / t32) != (d_pivot8[n31 & 3])) { 
# 69
return 15; 
# 70
}  
# 71
}  
# 72
(d_pivot8[1]) = ((unsigned)15); 
# 73
return 3; 
# 74
} 
#endif
# 76 "v001229.cu"
int main() { 
# 77
int len33 = 3816; 
# 78
{ 
# 79
static int u34 = 27; 
# 80
len33 = len33; 
# 81
} 
# 82
util16::run_drift17(len33, 15); 
# 83
auto stride35 = len33; 
# 84
(__cudaPushCallConfiguration((len33 + 255) / 256, 128, sizeof(float) * (64), 0)) ? (void)0 : util16::step26_kernel((stride35 + sizeof(Bounds9)) - (58 + len33)); 
# 85
return 0; 
# 86
} 

# 1 "v001229.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1033809c_10_v001229_cu_4855b3d0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001229.cudafe1.stub.c"
#include "v001229.cudafe1.stub.c"
# 1 "v001229.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
