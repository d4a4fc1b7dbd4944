# 1 "v002277.cu"
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
# 17 "v002277.cu"
static void blend6(long q7, const size_t *__restrict__ input8) ;
#if 0
# 18
{ 
# 19
if (q7 == q7) { 
# 20
return; 
# 21
}  
# 22
q7 = (48); 
# 23
q7 = q7; 
# 24
float off9 = ((~(q7 & q7)) > (25UL << (q7 & (input8[q7 & (7)])))) ? ~(q7 & q7) : (25UL << (q7 & (input8[q7 & (7)]))); 
# 25
} 
#endif
# 27 "v002277.cu"
__attribute__((visibility("hidden"))) void count10(int lane11, double *buf12, float b13, int len14) ;
#if 0
# 28
{ 
# 29
len14 = (sizeof(char)); 
# 30
len14 = (buf12[len14]); 
# 31
lane11--; 
# 32
double hi15 = 3128ULL << len14; 
# 33
b13 -= (4); 
# 34
} 
#endif
# 36 "v002277.cu"
class Body16 { 
# 37
float count17; 
# 38
int x18; 
# 39
float count19; 
# 41
public: Body16(float init20, int init21, float init22) : count17(init20), x18(init21), count19(init22) { } 
# 42
float apply23() const 
# 43
{ 
# 44
return (28 + (x18)) | (1590 % (x18)); 
# 45
} 
# 46
}; 
# 48
int main() 
# 49
{ 
# 50
int len24 = 167; 
# 51
len24++; 
# 52
len24 += (((len24 / (32 >> len24)) > ((int)len24)) ? len24 / (32 >> len24) : ((int)len24)); 
# 53
(__cudaPushCallConfiguration(2, 32)) ? (void)0 : count10(len24, (double *)nullptr, +len24, len24); 
# 54
int hi25 = (len24 > (((len24 - 4) > len24) ? len24 - 4 : len24)) ? len24 : (((len24 - 4) > len24) ? len24 - 4 : len24); 
# 55
(__cudaPushCallConfiguration(32 + 224, 256, 0, 0)) ? (void)0 : blend6(4, (const size_t *)nullptr); 
# 56
return 0; 
# 57
} 

# 1 "v002277.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__09e46242_10_v002277_cu_af994c4b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002277.cudafe1.stub.c"
#include "v002277.cudafe1.stub.c"
# 1 "v002277.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
