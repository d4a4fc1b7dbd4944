# 1 "i000552.cu"
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
# 8 "i000552.cu"
long long apply3(int len4, long long b5, int count6) 
# 9
{ 
# 10
--b5; 
# 11
int lo7 = b5; 
# 12
for (int it8 = 0; it8 < lo7; it8++) { 
# 13
float h9 = ((static_cast< unsigned>(static_cast< float>(lo7))) == (count6 + 2191L)) ? b5 : (len4 - len4); 
# 14
}  
# 15
len4--; 
# 16
return (len4 >= b5) ? lo7 : (b5 | len4); 
# 17
} 
# 19
__attribute__((visibility("hidden"))) void pack10_kernel(double *__restrict__ acc11, int lane12) ;
#if 0
# 20
{ 
# 21
int i13 = __device_builtin_variable_threadIdx.x; 
# 22
(acc11[lane12 & 7])--; 
# 23
if ((*acc11) >= (44)) { 
# 24
for (int n14 = 0; n14 < 3; ++n14) { 
# 25
unsigned hi15 = __device_builtin_variable_blockDim.y; 
# 26
__attribute__((unused)) static int sh_16[16]; 
# 27
}  
# 28
}  
# 29
} 
#endif
# 31 "i000552.cu"
constexpr int apply17(int count18, long long p19) 
# 32
{ 
# 33
constexpr unsigned off20 = (26); 
# 34
return 45; 
# 35
} 
# 37
int main() 
# 38
{ 
# 39
int len21 = 2414; 
# 40
bool ready25 = false; 
# 41
ready25++; 
# 42
for (int i22 = 0; i22 < len21; ++i22) { 
# 43
unsigned short acc23 = ((len21 == 49) || ((static_cast< int>(i22)) == 6)) ? (58 - i22) - len21 : (~i22); 
# 44
apply3(apply3(52 + i22, apply17(acc23, len21), 19L / len21), acc23, apply17(len21, apply3(acc23, acc23, 15L))); 
# 45
double diff24 = apply3(len21, (5) + ((i22 < i22) ? 19L : (2545)), 60U); 
# 46
}  
# 47
(__cudaPushCallConfiguration(2, dim3(8 * 4, 32, sizeof(unsigned)), sizeof(int) * (64), nullptr)) ? (void)0 : pack10_kernel((double *)nullptr, len21); 
# 48
return 0; 
# 49
} 

# 1 "i000552.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__18c53ae4_10_i000552_cu_3c0260ec
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000552.cudafe1.stub.c"
#include "i000552.cudafe1.stub.c"
# 1 "i000552.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
