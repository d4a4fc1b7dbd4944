# 1 "v000019.cu"
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
# 10 "v000019.cu"
enum class Phase3: long { Add4, Red5 = 5L, Busy6}; 
# 12
static void weigh7(int stride8, double q9) ;
#if 0
# 13
{ 
# 14
__attribute__((unused)) extern int dyn_10[]; 
# 15
do { (dyn_10[stride8]) += (static_cast< unsigned>(stride8)); } while (0); 
# 16
(++stride8), (stride8 |= ((((dyn_10[5]) >= (dyn_10[stride8])) ? 0 : 56) % (static_cast< short>('0')))); 
# 17
static_assert((29 == 29), "tile must fit");
# 18
stride8 = (((4996 + stride8) + q9) * (((dyn_10[stride8]) += 23L), 44)); 
# 19
float diff11 = 64 / (dyn_10[stride8]); 
# 20
} 
#endif
# 22 "v000019.cu"
__attribute__((visibility("hidden"))) void blend12_kernel(const long *input13, double alpha14) ;
#if 0
# 23
{ 
# 24
int tmp15(((int)sizeof(float))); 
# 25
if ((!input13) && (alpha14 < tmp15)) { 
# 26
goto skip20; 
# 27
}  
# 28
if ((tmp15 * (*input13)) >= (alpha14 - alpha14)) { 
# 29
for (int it16 = 0; it16 < tmp15; it16++) { 
# 30
for (int j17 = tmp15; j17 > 0; --j17) { 
# 31
Phase3 m18 = Phase3::Busy6; 
# 32
Phase3 off19 = Phase3::Red5; 
# 33
off19 = Phase3::Add4; 
# 34
}  
# 35
}  
# 36
}  
# 37
skip20:; ; 
# 38
} 
#endif
# 40 "v000019.cu"
int main() 
# 41
{ 
# 42
int len21 = 2930; 
# 43
(__cudaPushCallConfiguration((len21 + 31) / 32, 512, sizeof(int) * (256), nullptr)) ? (void)0 : weigh7((int)len21, len21 + ((len21) ? len21 : (0.5F))); 
# 44
double z22 = ((24.625F) + len21) + (len21 + (len21 % len21)); 
# 45
if ((z22 <= z22) && (z22 > (59))) { 
# 46
return len21 - z22; 
# 47
}  
# 48
(__cudaPushCallConfiguration((len21 + 255) / 256, sizeof(int) * (64), 0, nullptr)) ? (void)0 : blend12_kernel(nullptr, (16.375)); 
# 49
Phase3 val23 = Phase3::Busy6; 
# 50
return 0; 
# 51
} 

# 1 "v000019.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bc2c50f3_10_v000019_cu_a416413b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000019.cudafe1.stub.c"
#include "v000019.cudafe1.stub.c"
# 1 "v000019.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
