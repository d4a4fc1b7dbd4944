# 1 "v000985.cu"
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
# 18 "v000985.cu"
struct Pixel7 { 
# 19
int z8; 
# 20
unsigned long x9; 
# 21
}; 
# 22
__attribute__((section("__nv_managed_data__"))) static int *m_norm10 = 0; 
# 24
struct __attribute((aligned(8))) Stats11 { 
# 25
float x12; 
# 26
int x13; 
# 27
long hi14; 
# 28
double lo15; 
# 29
}; 
# 31
namespace math16 { namespace v17 { 
# 32
__attribute__((visibility("hidden"))) void combine18(long alpha19, int *__restrict__ buf20) ;
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern unsigned dyn_21[]; 
# 34
int i22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
if (i22 >= alpha19) { 
# 36
return; 
# 37
}  
# 38
for (int n23 = 0; n23 < 16; n23 += 3) { 
# 39
if (((((dyn_21[1]) += i22), (buf20[4])) * (1815 & (buf20[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm10)))]))) < 47ULL) { 
# 40
float *m24 = reinterpret_cast< float *>(buf20); 
# 41
alpha19 <<= 1; 
# 42
} else { 
# 43
const double *lim25 = reinterpret_cast< const double *>(buf20); 
# 44
}  
# 45
constexpr int k26 = ('\000'); 
# 46
}  
# 47
} 
#endif
# 48 "v000985.cu"
}}
# 50
int main() { 
# 51
int len27 = 2622; 
# 52
auto step29 = [&]() { 
# 53
int k28 = (-48); 
# 54
(len27) = ((57 ^ ((len27) % 21)) * 3); 
# 55
} ; typedef decltype(step29) __T0;
# 56
step29(); 
# 57
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm10))) + 63) / 64, 5 + (5 + (1 + 245)), sizeof(int) * (1024))) ? (void)0 : math16::v17::combine18((61 ^ len27) & (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm10))), nullptr); 
# 58
(__cudaPushCallConfiguration((len27 + 255) / 256, 32 * (5 + 3))) ? (void)0 : math16::v17::combine18(len27, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm10)))); 
# 59
return 0; 
# 60
} 

# 1 "v000985.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dce5dcf2_10_v000985_cu_m_norm10
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000985.cudafe1.stub.c"
#include "v000985.cudafe1.stub.c"
# 1 "v000985.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
