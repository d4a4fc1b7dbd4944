# 1 "v000770.cu"
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
# 12 "v000770.cu"
enum class State5 { High6, Idle7 = 6, High8 = 8}; 
# 14
__attribute__((visibility("hidden"))) void bump9(int n10) ;
#if 0
# 15
{ 
# 16
int i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (float val12 = ((long)4471L); (i11 + i11) >= ((5) + val12)) { 
# 18
n10 = (((val12 * val12) - i11) / (1954LL)); }  
# 19
if (i11 > 45) { 
# 20
return; }  
# 21
} 
#endif
# 24 "v000770.cu"
class Stats13 { 
# 25
unsigned long hi15; 
# 27
public: Stats13(size_t b16) : hi15(b16) { } 
# 28
size_t apply17(int y18) const 
# 29
{ 
# 30
int lo19 = hi15; 
# 31
return ((lo19 += 13), y18); 
# 32
} 
# 33
void get20(float base21) 
# 34
{ 
# 35
base21 = base21; 
# 36
} 
# 37
}; 
# 39
__attribute__((visibility("hidden"))) void step22_kernel(const float *src23, int n24, float *out25, const int *in26) ;
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern float dyn_27[]; 
# 42
(out25[n24])--; 
# 43
Stats13 flag28(*in26); 
# 44
Stats13 u29{(size_t)(37 * n24)}; 
# 45
} 
#endif
# 47 "v000770.cu"
void host_bias30(bool cfg31, unsigned cfg32) 
# 48
{ 
# 49
if (cfg31 >= (cfg32 - cfg32)) { 
# 50
return; }  
# 51
cfg31 = (0); 
# 52
} 
# 54
int main() 
# 55
{ 
# 56
int len33 = 1705; 
# 57
host_bias30(len33 == 6, sizeof(int) - len33); 
# 58
(__cudaPushCallConfiguration((len33 + 63) / 64, sizeof(float) * (32))) ? (void)0 : step22_kernel(nullptr, 23 * len33, nullptr, &len33); 
# 59
(__cudaPushCallConfiguration(((dim3)(1)), dim3(32, 32, 16 * 16))) ? (void)0 : bump9(len33); 
# 60
return 0; 
# 61
} 

# 1 "v000770.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5361da61_10_v000770_cu_a6062dd4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000770.cudafe1.stub.c"
#include "v000770.cudafe1.stub.c"
# 1 "v000770.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
