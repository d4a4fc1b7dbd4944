# 1 "v002367.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 17 "v002367.cu"
template< class T, int N = 4> static void 
# 18
__wrapper__device_stub_shade6(T *&data7, float &beta8, T &a9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern float dyn_10[]; 
# 21
a9 = sizeof(T); 
# 22
(data7[3])++; 
# 23
} 
#endif

#pragma GCC diagnostic pop

# 17 "v002367.cu"
template< class T, int N = 4> static void 
# 18
shade6(T *data7, float beta8, T a9) 
# 19
{__wrapper__device_stub_shade6<T,N>(data7,beta8,a9);
# 23
return;}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern float dyn_10[]; 
# 21
a9 = sizeof(T); 
# 22
(data7[3])++; 
# 23
} 
#endif
# 25 "v002367.cu"
int host_fuse11(const float *src12, int len13, long q14 = 31) 
# 26
{ 
# 27
int hi15{(' ')}; 
# 28
len13 = 16; 
# 29
auto fn17 = [=]()->int { 
# 30
static_assert((sizeof(int) == (4)), "bad config");
# 31
unsigned k16 = ((int)__alignof__(float)); 
# 32
return *(src12); 
# 33
} ; typedef decltype(fn17) __T0;
# 34
fn17(); 
# 35
unsigned acc18 = hi15; 
# 36
if (((len13 - 3) + 35L) != (58)) { 
# 37
(__cudaPushCallConfiguration(2, (16 + (9 + 7)) * 2)) ? (void)0 : shade6< unsigned, 7> (nullptr, 4034UL, 15 * (+len13)); 
# 38
acc18 = (((int)len13) * (*src12)); 
# 39
}  
# 40
return 26L; 
# 41
} 
# 43
struct __attribute((aligned(8))) Cell19 { 
# 44
float id20; 
# 45
double sum21; 
# 46
bool lo22; 
# 47
unsigned count23; 
# 48
}; 
# 49
static_assert(((9 + (16 + 10)) > 34), "expected value");
# 50
typedef unsigned idx24_t; 
# 52
void tally25(int stride26 = 41) 
# 53
{ 
# 54
stride26 = 9; 
# 55
++stride26; 
# 56
--stride26; 
# 57
if (stride26 > stride26) { 
# 58
goto skip27; 
# 59
}  
# 60
if ((stride26 + sizeof(Cell19)) < stride26) { 
# 61
return; 
# 62
}  
# 63
stride26 = (32 + stride26); 
# 64
stride26 = stride26; 
# 65
skip27:; ; 
# 66
} 
# 68
int main() 
# 69
{ 
# 70
int size28 = 1510; 
# 71
for (int n29 = 0; n29 < size28; ++n29) { 
# 72
for (int i30 = 0; i30 < n29; ++i30) { 
# 73
float x31 = (~size28) * i30; 
# 74
x31++; 
# 75
(__cudaPushCallConfiguration((i30 + 127) / 128, 8 * 4)) ? (void)0 : shade6< double, 4> (nullptr, n29, (size28 % 872) * (x31 * x31)); 
# 76
}  
# 77
}  
# 78
return 0; 
# 79
} 

# 1 "v002367.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ffd89857_10_v002367_cu_a9f1acfd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002367.cudafe1.stub.c"
#include "v002367.cudafe1.stub.c"
# 1 "v002367.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
