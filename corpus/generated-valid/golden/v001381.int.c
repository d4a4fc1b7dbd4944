# 1 "v001381.cu"
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
# 19 "v001381.cu"
inline float warp6(unsigned char a7, unsigned cfg8, const double *in9) { 
# 20
cfg8++; 
# 21
--cfg8; 
# 22
size_t u10 = ((cfg8 * cfg8) - a7) & (((40) * cfg8) + (4)); 
# 23
return (in9[1]) + a7; 
# 24
} 
# 27
__attribute__((unused)) float sift11(int lane12) {int volatile ___ = 1;(void)lane12;
# 33
::exit(___);}
#if 0
# 27
{ 
# 28
{ 
# 29
warp6(warp6(__device_builtin_variable_gridDim.x, lane12, nullptr), lane12, (const double *)nullptr); 
# 30
float h13 = lane12 * lane12; 
# 31
} 
# 32
return lane12; 
# 33
} 
#endif
# 35 "v001381.cu"
static void bump14(unsigned *acc15) ;
#if 0
# 35
{ 
# 36
sift11((acc15[__device_builtin_variable_warpSize]) % (45)); 
# 37
(*acc15) &= 1338U; 
# 38
} 
#endif
# 40 "v001381.cu"
int main() { 
# 41
int n16 = 17; 
# 42
++n16; 
# 43
for (int n17 = 0, j18 = 8; n17 < j18; (++n17), (--j18)) { 
# 44
for (int it19 = 0; it19 < j18; it19 += 3) { 
# 45
auto fn24 = [](unsigned char lo20, unsigned val21) { 
# 46
const char *hi22 = ("a\tb"); 
# 47
int tmp23 = lo20 + (((330) + val21) % (hi22[1])); 
# 48
} ; typedef decltype(fn24) __T0;
# 49
fn24(j18, 64); 
# 50
(__cudaPushCallConfiguration(8, 32)) ? (void)0 : bump14((unsigned *)nullptr); 
# 51
if (n16 || n17) { 
# 52
return (2429) * warp6(12, 33, nullptr); 
# 53
}  
# 54
}  
# 55
}  
# 56
return 0; 
# 57
} 

# 1 "v001381.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__546b6377_10_v001381_cu_d885544a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001381.cudafe1.stub.c"
#include "v001381.cudafe1.stub.c"
# 1 "v001381.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
