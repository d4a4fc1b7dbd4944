# 1 "v000971.cu"
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
# 7 "v000971.cu"
struct Particle2 { 
# 8
float flag3; 
# 9
long y4; 
# 10
}; 
# 11
enum Mode5 { BLUE6, IDLE7 = 2, ON8}; 
# 13
__attribute__((visibility("hidden"))) void apply9(Mode5 p10) ;
#if 0
# 13
{ 
# 14
__attribute__((unused)) extern unsigned long dyn_11[]; 
# 16
#pragma unroll
for (
# 16
int i12 = 0, j13 = 3; i12 < j13; (++i12), (--j13)) { 
# 17
p10 = p10; 
# 18
}  
# 19
auto w14 = ((p10 + 53UL) + p10) + (dyn_11[6]); 
# 20
(dyn_11[0]) &= w14; 
# 21
--w14; 
# 22
} 
#endif
# 24 "v000971.cu"
long check_shade15(bool cfg16, Mode5 q17, long long p18 = 7UL) { 
# 25
p18--; 
# 26
++p18; 
# 27
auto acc19 = 5 - q17; 
# 28
++acc19; 
# 29
(__cudaPushCallConfiguration(8 * ((IDLE7) + ((ON8) + 11)), 256, 0)) ? (void)0 : apply9(q17); 
# 30
const char *m20 = ("ok"); 
# 31
acc19 ^= p18; 
# 32
return '#'; 
# 33
} 
# 35
int main() { 
# 36
int len21 = 223; 
# 37
auto r22 = (len21 * (len21 % 8)) | len21; 
# 38
len21 *= check_shade15(len21 - (1 + len21), BLUE6, sizeof(Particle2) + (r22 | 39UL)); 
# 39
for (int j23 = 12; j23 > 0; --j23) { 
# 40
Mode5 off24 = IDLE7; 
# 41
(__cudaPushCallConfiguration(sizeof(float) * ((ON8) + ((IDLE7) + (ON8))), 32)) ? (void)0 : apply9(off24); 
# 42
(__cudaPushCallConfiguration(512, dim3((r22 + 31) / 32, 2, (r22 + 127) / 128), 0)) ? (void)0 : apply9(off24); 
# 43
}  
# 44
return 0; 
# 45
} 

# 1 "v000971.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d1d7dc74_10_v000971_cu_463b3db4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000971.cudafe1.stub.c"
#include "v000971.cudafe1.stub.c"
# 1 "v000971.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
