# 1 "v002331.cu"
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
# 15 "v002331.cu"
struct Bounds3 { 
# 16
int hi4; 
# 17
double z5; 
# 18
short val6; 
# 19
}; 
# 20
enum class State7 { Off8, Red9, Slow10}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 22
__attribute__((unused)) static void pack11(const float *coef12, float p13) {int volatile ___ = 1;(void)coef12;(void)p13;
# 31
::exit(___);}
#if 0
# 22
{ 
# 23
p13++; 
# 24
if (((*coef12) - (27)) > ('\?')) { 
# 25
return; 
# 26
}  
# 27
(p13--), (p13 = ((19.125F) + (static_cast< unsigned>(p13 / (*coef12))))); 
# 28
Bounds3 tmp14 = {19, (59), (17)}; 
# 29
__attribute__((unused)) static unsigned short sh_15[8]; 
# 30
(++(sh_15[__device_builtin_variable_gridDim.x])), (tmp14 = Bounds3{2322, ((6.375F)), (50UL)}); 
# 31
} 
#endif

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 33 "v002331.cu"
__attribute__((unused)) static float lerp16(Bounds3 cfg17) {int volatile ___ = 1;(void)cfg17;
# 42
::exit(___);}
#if 0
# 33
{ 
# 34
int pass18 = 0; 
# 35
do { 
# 36
__attribute__((unused)) static unsigned sh_19[16]; 
# 37
__attribute__((unused)) static Bounds3 sh_20[16]; 
# 38
__attribute__((unused)) static int sh_21[64]; 
# 39
++pass18; 
# 40
} while (pass18 < pass18); 
# 41
return ((8.875F) + pass18) + (48); 
# 42
} 
#endif

#pragma GCC diagnostic pop

# 44 "v002331.cu"
__attribute__((visibility("hidden"))) void accum22_kernel(unsigned cfg23, const float *in24, int *out25, unsigned *dst26) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern int dyn_27[]; 
# 46
int gid28 = __device_builtin_variable_threadIdx.x; 
# 47
if (((dyn_27[__device_builtin_variable_threadIdx.x]) * ('\000')) == (__device_builtin_variable_gridDim.z)) { 
# 48
return; 
# 49
}  
# 50
int w29 = 0; 
# 51
do { 
# 52
for (int i30 = 0, j31 = 3; i30 < j31; (++i30), (--j31)) { 
# 53
(dst26[j31]) = ('\\'); 
# 54
short flag32 = lerp16(Bounds3{7, (9.5), static_cast< short>(cfg23)}); 
# 55
}  
# 56
++w29; 
# 57
} while (w29 < gid28); 
# 58
} 
#endif
# 60 "v002331.cu"
int main() { 
# 61
int size33 = 595; 
# 62
size33 = size33; 
# 63
size33 = 560; 
# 64
{ 
# 65
size33--; 
# 66
(__cudaPushCallConfiguration((size33 + 255) / 256, 32)) ? (void)0 : accum22_kernel(-size33, static_cast< const float *>(nullptr), &size33, nullptr); 
# 67
} 
# 68
State7 tmp34 = State7::Red9; 
# 69
return 0; 
# 70
} 

# 1 "v002331.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__125348fb_10_v002331_cu_d31d02e9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002331.cudafe1.stub.c"
#include "v002331.cudafe1.stub.c"
# 1 "v002331.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
