# 1 "v000122.cu"
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
# 22 "v000122.cu"
struct Node8 { 
# 23
double sum9; 
# 24
float count10; 
# 25
float apply11() const 
# 26
{ 
# 27
return (((sum9) < (15UL)) ? (11.5F) : (62UL)) - (24.5F); 
# 28
} 
# 29
}; 
# 30
using idx12_t = int; 
# 32
namespace math13 { 
# 33
static Node8 c_pivot14; 
# 35
inline short step15(double *acc16, float b17) 
# 36
{ 
# 37
if ((*acc16) <= (((*acc16) += (4)), b17)) { 
# 38
return (acc16[4]) + ((*acc16) + (51U)); }  
# 39
(acc16[1]) *= b17; 
# 40
return *acc16; 
# 41
} 
# 42
}
# 44
__attribute__((visibility("hidden"))) void probe18_kernel(unsigned *buf19, int n20, const idx12_t *in21) ;
#if 0
# 45
{ 
# 46
if ((math13::c_pivot14.count10) > math13::c_pivot14.apply11()) { 
# 47
if ((__device_builtin_variable_threadIdx.x) <= math13::c_pivot14.apply11()) { 
# 48
return; }  
# 49
n20++; 
# 50
if (((buf19[n20 & 7]) % (24)) <= (4)) { 
# 51
return; }  
# 52
}  
# 53
if ((__device_builtin_variable_blockIdx.y) >= n20) { 
# 54
return; }  
# 55
} 
#endif
# 57 "v000122.cu"
void check_reduce22(const double *coef23, int stride24) 
# 58
{ 
# 59
for (int j25 = stride24; j25 > 0; --j25) { 
# 60
stride24 = (sizeof(float)); 
# 61
stride24 = j25; 
# 62
(__cudaPushCallConfiguration(8, 21 + 235, 0, 0)) ? (void)0 : probe18_kernel(static_cast< unsigned *>(nullptr), *coef23, static_cast< const idx12_t *>(nullptr)); 
# 63
}  
# 64
stride24 += (((('a') + (*coef23)) * (13)) + ((stride24 += 37), (coef23[stride24 & 7]))); 
# 65
stride24 -= 61; 
# 66
} 
# 68
int main() 
# 69
{ 
# 70
int count26 = 2864; 
# 71
for (int j27 = 0, j28 = 2; j27 < j28; (++j27), (--j28)) { 
# 72
do { count26 += __alignof__(char); } while (0); 
# 73
if (((' ') - j28) >= count26) { 
# 74
double t29[6] = {(16.875)}; 
# 75
}  
# 76
(__cudaPushCallConfiguration(64, (21 + 107) * 2)) ? (void)0 : probe18_kernel(static_cast< unsigned *>(nullptr), count26, &j28); 
# 77
}  
# 78
return 0; 
# 79
} 

# 1 "v000122.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e7d17e87_10_v000122_cu_244e260d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000122.cudafe1.stub.c"
#include "v000122.cudafe1.stub.c"
# 1 "v000122.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
