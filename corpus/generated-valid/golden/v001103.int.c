# 1 "v001103.cu"
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
# 13 "v001103.cu"
__attribute__((visibility("hidden"))) void filter6(int stride7) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern float dyn_8[]; 
# 16
stride7 = stride7; 
# 17
for (int i9 = 0; i9 < 9; i9++) { 
# 18
switch (stride7 + sizeof(long)) { 
# 19
case 3 * 3:  
# 20
break; 
# 21
case 3:  { 
# 22
const unsigned *f10 = ((const unsigned *)nullptr); 
# 23
break; 
# 24
} 
# 25
case 12:  
# 26
if (39 <= i9) { 
# 27
return; 
# 28
}  
# 29
break; 
# 30
default:  
# 31
break; 
# 32
}  
# 33
}  
# 34
} 
#endif
# 36 "v001103.cu"
double host_decay11(int lane12 = 8) 
# 37
{ 
# 38
(__cudaPushCallConfiguration(128, 8 + (3 + 53))) ? (void)0 : filter6(11 - lane12); 
# 39
for (int j13 = 0; j13 < lane12; j13 += 1) { 
# 40
(__cudaPushCallConfiguration(32, (8 + (3 + (5 + (3 + (8 + (3 + 34)))))) * 2)) ? (void)0 : filter6(lane12); 
# 41
}  
# 42
lane12 = ((lane12 >= 13) ? static_cast< long>(lane12) : (((lane12 % lane12) > 4) ? 3 + lane12 : 8)); 
# 43
(__cudaPushCallConfiguration((lane12 + 255) / 256, 32 * 16, 8 + 248)) ? (void)0 : filter6((lane12 - lane12) - 52L); 
# 44
(__cudaPushCallConfiguration(1, 1 << 9)) ? (void)0 : filter6(2953UL); 
# 45
return ((58UL * lane12) >> lane12) << 8; 
# 46
} 
# 48
int main() 
# 49
{ 
# 50
int count14 = 430; 
# 51
count14 /= count14; 
# 52
(__cudaPushCallConfiguration(2, 8 + 24, 512 * 8, 0)) ? (void)0 : filter6(-count14); 
# 53
const float mid15 = (43 * (count14 >> count14)) % 38; 
# 54
return 0; 
# 55
} 

# 1 "v001103.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__83da4136_10_v001103_cu_f996f936
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001103.cudafe1.stub.c"
#include "v001103.cudafe1.stub.c"
# 1 "v001103.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
