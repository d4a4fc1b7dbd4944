# 1 "v000118.cu"
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
# 10 "v000118.cu"
enum class Kind3: int { Low4, Green5 = 5, Busy6, High7 = 11}; 
# 12
__attribute__((visibility("hidden"))) void weigh8(int *acc9, int len10, const unsigned char *input11, const double *input12) ;
#if 0
# 12
{ 
# 13
int idx13 = __device_builtin_variable_threadIdx.x; 
# 14
(acc9[1]) ^= (idx13 | (3 - len10)); 
# 15
(++len10), (len10 &= ((__device_builtin_variable_threadIdx.x) & (sizeof(double) & (__device_builtin_variable_gridDim.z)))); 
# 16
} 
#endif
# 17 "v000118.cu"
static unsigned long c_warp14; 
# 18
static double c_count15; 
# 20
static void pivot16(int n17, float p18) ;
#if 0
# 20
{ 
# 21
int tid19 = __device_builtin_variable_threadIdx.x; 
# 22
if (tid19 >= n17) { 
# 23
return; 
# 24
}  
# 25
n17 <<= (__device_builtin_variable_threadIdx.x); 
# 26
(++n17), (n17 = (__device_builtin_variable_blockDim.z)); 
# 27
float e20 = (((c_count15 - (3)) <= (__device_builtin_variable_blockIdx.y)) ? (3) + (__device_builtin_variable_blockDim.x) : (1.0F)) + c_count15; 
# 28
if ((p18 / (__device_builtin_variable_gridDim.z)) != (3)) { 
# 29
return; 
# 30
}  
# 31
n17 <<= ((1152) % c_warp14); 
# 32
const float *flag21 = (nullptr); 
# 33
} 
#endif
# 34 "v000118.cu"
static float c_tally22; 
# 36
void split23(int len24, double *data25) { 
# 37
short y26 = (3); 
# 38
int iter27 = 0; 
# 39
if ((iter27 + iter27) & 1) { 
# 40
goto out28; 
# 41
}  
# 42
while (iter27 < y26) { 
# 43
(data25[1]) /= iter27; 
# 44
(*data25) = y26; 
# 45
++iter27; 
# 46
}  
# 47
y26 = ((iter27 / len24) * len24); 
# 48
out28:; ; 
# 49
} 
# 51
static void host_count29(const int *coef30) { 
# 52
{ 
# 53
(__cudaPushCallConfiguration(3 + (3 + 250), 1 << (3 + 3))) ? (void)0 : weigh8(const_cast< int *>(coef30), (coef30[3]) / 3, nullptr, reinterpret_cast< const double *>(coef30)); 
# 54
if (!coef30) { 
# 55
return; 
# 56
}  
# 57
} 
# 58
} 
# 60
int main() { 
# 61
int n31 = 986; 
# 62
Kind3 y32 = Kind3::Busy6; 
# 63
auto op35 = [=](auto off33) mutable { 
# 64
off33 = (-(n31)); 
# 65
int prod34 = (sizeof(int)); 
# 66
return off33 * 2; 
# 67
} ; typedef decltype(op35) __T0;
# 68
op35(n31); 
# 69
(__cudaPushCallConfiguration((n31 + 255) / 256, 64, sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : weigh8(nullptr, 4 / n31, (const unsigned char *)nullptr, nullptr); 
# 70
(__cudaPushCallConfiguration((n31 + 31) / 32, 32)) ? (void)0 : pivot16(n31 | 3, (908 * n31) | (3 & n31)); 
# 71
return 0; 
# 72
} 

# 1 "v000118.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cfcce433_10_v000118_cu_454dcc54
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000118.cudafe1.stub.c"
#include "v000118.cudafe1.stub.c"
# 1 "v000118.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
