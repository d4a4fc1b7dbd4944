# 1 "v001279.cu"
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
# 9 "v001279.cu"
static void decay4(int *acc5, unsigned short *dst6, const unsigned *__restrict__ coef7) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) static int sh_8[sizeof(int) * (4)]; 
# 11
float *base9 = reinterpret_cast< float *>(acc5); 
# 12
__attribute__((unused)) static int sh_10; 
# 13
if ((*acc5) < 57) { 
# 14
goto skip14; 
# 15
}  
# 16
(*acc5)--; 
# 17
for (auto &k11 : sh_8) { 
# 18
long cnt12 = (coef7[sh_10]) << 9; 
# 19
int v13[3]{58, static_cast< int>(*acc5), 59}; 
# 20
}  
# 21
skip14:; ; 
# 22
} 
#endif
# 23 "v001279.cu"
enum State15: unsigned { GREEN16, RED17, BLUE18}; 
# 25
static void apply19_kernel(const int *__restrict__ in20, int lane21, int len22, int count23) ;
#if 0
# 25
{ 
# 26
State15 k24 = GREEN16; 
# 27
len22 -= k24; 
# 28
if (k24 != (RED17)) { 
# 29
return; }  
# 30
lane21 |= len22; 
# 31
} 
#endif
# 33 "v001279.cu"
int main() { 
# 34
int n25 = 862; 
# 35
auto lam29 = [off26 = (n25 < n25) ? n25 : n25](double k27) { 
# 36
bool diff28 = (((off26) - (off26)) - 0) * ((off26) << (1 + (off26))); 
# 37
(__cudaPushCallConfiguration(((BLUE18) + (2)) * (4), 1 << ((RED17) + ((BLUE18) + (4))))) ? (void)0 : apply19_kernel(nullptr, -2770, (int)(((off26) <= diff28) ? diff28 : (off26)), 26); 
# 38
} ; typedef decltype(lam29) __T0;
# 39
lam29(n25); 
# 40
(__cudaPushCallConfiguration(64, 64)) ? (void)0 : decay4(nullptr, static_cast< unsigned short *>(nullptr), (const unsigned *)nullptr); 
# 41
n25 |= (n25 - n25); 
# 42
return 0; 
# 43
} 

# 1 "v001279.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d8d30fec_10_v001279_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001279.cudafe1.stub.c"
#include "v001279.cudafe1.stub.c"
# 1 "v001279.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
