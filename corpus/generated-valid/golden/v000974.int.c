# 1 "v000974.cu"
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
# 26 "v000974.cu"
enum Phase10: unsigned { SLOW11, HIGH12}; 
# 27
enum class Op13 { High14, Idle15}; 
# 30
__attribute__((visibility("hidden"))) void step16(Op13 a17) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern float dyn_18[]; 
# 32
int i19 = __device_builtin_variable_threadIdx.x; 
# 33
for (int j20 = i19; j20 > 0; --j20) { 
# 34
__attribute__((unused)) static float sh_21[2][8 + 5]; 
# 35
(dyn_18[4]) *= ((sh_21[0])[7]); 
# 36
}  
# 37
} 
#endif
# 39 "v000974.cu"
void fuse22(bool cfg23, float p24, const unsigned *__restrict__ src25) { 
# 40
if (cfg23) { 
# 41
goto out26; 
# 42
}  
# 43
p24 /= (cfg23 << (61UL * cfg23)); 
# 44
p24 += (16L); 
# 45
if ((p24 - cfg23) == (48)) { 
# 46
return; 
# 47
}  
# 48
out26:; ; 
# 49
} 
# 50
static size_t d_spread27; 
# 52
int main() { 
# 53
int count28 = 1157; 
# 54
(--count28), (count28 += ((count28 += 1U), ((((count28 += 46), count28) < (22 | count28)) ? (count28 += 46), count28 : (22 | count28)))); 
# 55
{ 
# 56
unsigned stride29 = count28; 
# 57
int stride30 = 55; 
# 58
} 
# 59
count28 = (48 + count28); 
# 60
(__cudaPushCallConfiguration(2, 256, sizeof(float) * (256), nullptr)) ? (void)0 : step16(Op13::Idle15); 
# 61
return 0; 
# 62
} 

# 1 "v000974.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e6092c46_10_v000974_cu_2cbe92fb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000974.cudafe1.stub.c"
#include "v000974.cudafe1.stub.c"
# 1 "v000974.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
