# 1 "v000074.cu"
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
# 8 "v000074.cu"
namespace math3 { 
# 9
static unsigned long d_filter4; 
# 11
inline int merge5(int stride6, const unsigned *in7, float b8) 
# 12
{ 
# 13
for (int j9 = 0; j9 < stride6; ++j9) { 
# 14
stride6 += b8; 
# 15
int pass10 = 0; 
# 16
do { 
# 17
stride6++; 
# 18
const signed char lo11 = j9; 
# 19
++pass10; 
# 20
} while (pass10 < 10); 
# 21
b8++; 
# 22
}  
# 23
return stride6; 
# 24
} 
# 25
enum class State12: long { 
# 26
Slow13, 
# 27
Fast14, 
# 28
High15, 
# 29
Low16, 
# 30
Off17
# 31
}; 
# 32
}
# 34
static void check_reduce18(math3::State12 b19, int *buf20, int lane21) 
# 35
{ 
# 36
lane21 = math3::merge5((lane21 != 38) ? math3::merge5(lane21, nullptr, buf20[6]) : (18UL * lane21), nullptr, (6.5F)); 
# 37
if (buf20 == (nullptr)) { 
# 38
return; 
# 39
}  
# 40
math3::merge5(lane21, nullptr, *buf20); 
# 41
} 
# 43
namespace impl22 { 
# 44
void check_clamp23(math3::State12 q24, int stride25 = 38) 
# 45
{ 
# 46
stride25 += math3::merge5(stride25, nullptr, (18.125F) * (stride25 | 48)); 
# 47
unsigned long mid26 = stride25; 
# 48
float r27[6] = {(142L), (4.125F)}; 
# 49
signed char k28 = mid26 + (28); 
# 50
k28 %= stride25; 
# 51
} 
# 52
static int d_fuse29; 
# 53
}
# 55
__attribute__((visibility("hidden"))) void march30_kernel(unsigned short alpha31) ;
#if 0
# 56
{ 
# 57
double v32 = ('z') & (((alpha31 += 22), alpha31) ^ math3::merge5(impl22::d_fuse29, (const unsigned *)nullptr, (11.75F))); 
# 58
v32--; 
# 59
v32 = ((math3::merge5(-64, nullptr, math3::merge5(30, nullptr, -(10.0F)))) - (v32 + ('\000'))); 
# 60
__attribute__((unused)) static float sh_33; 
# 61
impl22::d_fuse29 = 2027; 
# 62
--alpha31; 
# 63
} 
#endif
# 65 "v000074.cu"
int main() 
# 66
{ 
# 67
int size34 = 2967; 
# 68
(__cudaPushCallConfiguration(((dim3)((size34 + 31) / 32)), 256)) ? (void)0 : march30_kernel(9 * (size34 % 2)); 
# 69
if (math3::merge5(size34, nullptr, (8.125F)) == size34) { 
# 70
return size34; 
# 71
}  
# 72
return 0; 
# 73
} 

# 1 "v000074.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c1067d8e_10_v000074_cu_fdca01c9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000074.cudafe1.stub.c"
#include "v000074.cudafe1.stub.c"
# 1 "v000074.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
