# 1 "v000516.cu"
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
# 7 "v000516.cu"
template< class T, int N> __attribute__((unused)) T 
# 8
pivot2(T b3) {int volatile ___ = 1;(void)b3;
# 13
::exit(___);}
#if 0
# 8
{ 
# 9
if (b3 > N) { 
# 10
return '0'; }  
# 11
b3 = (((11.75F) - b3) + N); 
# 12
return N; 
# 13
} 
#endif
# 15 "v000516.cu"
__attribute__((unused)) void grow4(int count5, double alpha6 = -(20.375F)) {int volatile ___ = 1;(void)count5;(void)alpha6;
# 18
::exit(___);}
#if 0
# 15
{ 
# 16
alpha6 /= (count5 - (__device_builtin_variable_threadIdx.z)); 
# 17
unsigned x7 = pivot2< long, 1> (alpha6 + (26)) - (49 + __device_builtin_variable_warpSize); 
# 18
} 
#endif
# 20 "v000516.cu"
struct Stats8 { 
# 21
unsigned w9, vel10; 
# 22
unsigned char weight11; 
# 23
float sum12; 
# 24
unsigned reset13() const { 
# 25
float v14[4] = {}; 
# 26
return 24; 
# 27
} 
# 28
}; 
# 30
__attribute__((visibility("hidden"))) void accum15_kernel(int *buf16, int lane17, const int *input18) ;
#if 0
# 30
{ 
# 31
unsigned i19 = __device_builtin_variable_threadIdx.x; 
# 32
bool v20 = __device_builtin_variable_threadIdx.x; 
# 33
lane17 += (v20 + pivot2< int, 7> (2680 ^ (*input18))); 
# 34
switch (v20 + i19) { 
# 35
case 2:  { 
# 36
grow4(3666U); 
# 37
float diff21 = (33); 
# 38
break; 
# 39
} 
# 40
case 3:  
# 41
break; 
# 42
}  
# 43
} 
#endif
# 45 "v000516.cu"
int main() { 
# 46
int len22 = 3620; 
# 47
len22 = ((len22 + sizeof(int)) - (__alignof__(double) - len22)); 
# 48
if (len22 <= 44) { 
# 49
(__cudaPushCallConfiguration((len22 + 63) / 64, 8 * 4, sizeof(double) * (64))) ? (void)0 : accum15_kernel(&len22, len22, &len22); 
# 50
unsigned res23[6] = {3U, (33), (29)}; 
# 51
}  
# 52
return 0; 
# 53
} 

# 1 "v000516.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b482d116_10_v000516_cu_b937bdb9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000516.cudafe1.stub.c"
#include "v000516.cudafe1.stub.c"
# 1 "v000516.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
