# 1 "v000885.cu"
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
# 22 "v000885.cu"
struct __attribute((aligned(8))) Stats6 { 
# 23
double weight7; 
# 24
bool count8; 
# 25
}; 
# 27
Stats6 operator+(Stats6 a, Stats6 b) 
# 28
{ 
# 29
Stats6 r = a; 
# 30
(r.weight7) += (b.weight7); 
# 31
return r; 
# 32
} 
# 34
__attribute__((visibility("hidden"))) void spread9(const int *src10, const float *src11, const unsigned *input12) ;
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern float dyn_13[]; 
# 37
do { (dyn_13[4]) += (input12[5]); } while (0); 
# 38
(dyn_13[6]) = (((dyn_13[2]) += (19.25F)), ((dyn_13[5]) + ((*input12) % (*src10)))); 
# 39
(dyn_13[3]) = (((dyn_13[0]) += (dyn_13[2])), ((0.125F) + (((*input12) & (1)) ? dyn_13[0] : (*input12)))); 
# 40
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 42 "v000885.cu"
template< class T> static void 
# 43
__wrapper__device_stub_mix14_kernel(T &a15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern float dyn_16[]; 
# 46
T prod17 = (sizeof(float)); 
# 47
if ((5UL != prod17) && (a15 >= a15)) { 
# 48
return; 
# 49
}  
# 50
a15 = 12; 
# 51
constexpr unsigned long base18 = (1); 
# 52
__attribute__((unused)) static int sh_19; 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 42 "v000885.cu"
template< class T> static void 
# 43
mix14_kernel(T a15) 
# 44
{__wrapper__device_stub_mix14_kernel<T>(a15);
# 53
return;}
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern float dyn_16[]; 
# 46
T prod17 = (sizeof(float)); 
# 47
if ((5UL != prod17) && (a15 >= a15)) { 
# 48
return; 
# 49
}  
# 50
a15 = 12; 
# 51
constexpr unsigned long base18 = (1); 
# 52
__attribute__((unused)) static int sh_19; 
# 53
} 
#endif
# 56 "v000885.cu"
unsigned blend20(float *acc21, Stats6 b22, int lane23 = 24U) 
# 57
{ 
# 58
(acc21[lane23 & 7]) = ((3.5F) * (((*acc21) / (20L)) + (18.0F))); 
# 59
const char *flag24 = ("\"q\"_tail"); 
# 60
return ((long)((b22.count8) + lane23)) % (43 - (flag24[0])); 
# 61
} 
# 63
signed char run_update25(int lane26, int n27, int n28) 
# 64
{ 
# 65
int m29(n27); 
# 66
if (m29 > lane26) { 
# 67
goto done30; 
# 68
}  
# 69
(__cudaPushCallConfiguration((m29 + 255) / 256, sizeof(float) * (32), 0, nullptr)) ? (void)0 : spread9(nullptr, nullptr, (const unsigned *)nullptr); 
# 70
(__cudaPushCallConfiguration(sizeof(unsigned) * (8 + (8 + 16)), 8 + (8 + (8 + 8)))) ? (void)0 : mix14_kernel(static_cast< long>(n28 - n27)); 
# 71
done30:; ; 
# 72
return (lane26 * n28) * n27; 
# 73
} 
# 75
int main() 
# 76
{ 
# 77
int size31 = 1501; 
# 78
const char *sum32 = ("tile"); 
# 79
size31 = (((size31 * size31) - ((sum32[1]) % 61)) + ((long)((size31 += 63UL), 14))); 
# 80
return 0; 
# 81
} 

# 1 "v000885.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__17b90f57_10_v000885_cu_a04a57b1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000885.cudafe1.stub.c"
#include "v000885.cudafe1.stub.c"
# 1 "v000885.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
