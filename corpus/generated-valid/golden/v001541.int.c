# 1 "v001541.cu"
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
# 15 "v001541.cu"
int step5(int n6, int len7, int n8) { 
# 16
len7++; 
# 17
if ((n6 % 3604) < sizeof(int)) { 
# 18
return n8; }  
# 19
n8 = 38; 
# 20
unsigned e9 = n8 / n8; 
# 21
n6 = e9; 
# 22
return static_cast< short>(n8); 
# 23
} 
# 25
namespace util10 { 
# 26
__attribute__((visibility("hidden"))) void merge11(int count12, float q13, int lane14, const int *src15) ;
#if 0
# 26
{ 
# 27
q13 -= q13; 
# 28
constexpr float off16 = (55); 
# 29
__attribute__((unused)) static int sh_17[16]; 
# 30
} 
#endif
# 31 "v001541.cu"
enum Kind18: short { BLUE19, HIGH20, ON21, HIGH22}; 
# 32
typedef int idx23_t; 
# 33
}
# 36
float host_smooth24(double a25) { 
# 37
cudaStream_t prod26 = ((cudaStream_t)0); 
# 38
util10::Kind18 w27 = util10::HIGH20; 
# 39
step5(5, (58LL * w27) & (w27 - w27), a25); 
# 40
float y28{static_cast< float>(((util10::HIGH20) - w27) / step5(54 * w27, 33, w27))}; 
# 41
if (a25 != (y28 + (25))) { 
# 42
goto finish29; 
# 43
}  
# 44
y28 = (11U * (step5(step5(w27, 2, 31), a25, (2281) - y28))); 
# 45
a25 += (sizeof(util10::idx23_t) + ((w27 * 59U) ^ (w27 * 39UL))); 
# 46
finish29:; ; 
# 47
return (8.125F); 
# 48
} 
# 50
inline void host_scatter30(int n31) { 
# 51
n31 ^= (step5(n31, n31, (util10::ON21) | n31) ^ (static_cast< short>(step5(n31, n31, n31)))); 
# 52
double val32 = (19.5); 
# 53
} 
# 55
int main() { 
# 56
int len33 = 283; 
# 57
if (len33 != len33) { 
# 58
return len33; }  
# 59
(__cudaPushCallConfiguration((len33 + 31) / 32, dim3((len33 + 63) / 64, 8), sizeof(int) * (256))) ? (void)0 : util10::merge11(41UL, len33, len33, &len33); 
# 60
len33 %= 1; 
# 61
(__cudaPushCallConfiguration(8 * 16, 8 * 8, 0)) ? (void)0 : util10::merge11(-40, (1.625F) / len33, host_smooth24((9.625F)), &len33); 
# 62
len33 |= len33; 
# 63
(__cudaPushCallConfiguration((util10::HIGH22) + (4 + 121), 128, sizeof(double) * (256))) ? (void)0 : util10::merge11((24 * len33) << step5(15, len33, len33), len33, (11U * len33) + len33, &len33); 
# 64
return 0; 
# 65
} 

# 1 "v001541.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__47c26d6b_10_v001541_cu_d1e0e651
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001541.cudafe1.stub.c"
#include "v001541.cudafe1.stub.c"
# 1 "v001541.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
