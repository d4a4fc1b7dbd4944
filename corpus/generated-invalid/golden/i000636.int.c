# 1 "i000636.cu"
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
# 7 "i000636.cu"
constexpr long LANES3 = (7); 
# 10
signed char run_spread4(short b5) { 
# 11
b5 = b5; 
# 12
int y6(((int)(LANES3 / b5)) - b5); 
# 13
return y6; 
# 14
} 
# 16
__attribute__((visibility("hidden"))) void weigh7(int count8, const int *__restrict__ src9) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) static float sh_10[4][15]; 
# 18
count8 = count8; 
# 19
constexpr unsigned diff11 = (LANES3 + (49)); 
# 20
if (count8 >= LANES3) { 
# 21
return; 
# 22
}  
# 23
((sh_10[count8])[count8]) *= (27); 
# 24
} 
#endif
# 26 "i000636.cu"
__attribute__((visibility("hidden"))) void update12(const unsigned long *in13, float p14) ;
#if 0
# 26
{ 
# 27
--p14; 
# 28
int f15 = 1533; 
# 29
p14 = (static_cast< unsigned>(*in13)); 
# 30
f15 |= LANES3; 
# 31
p14 /= (6.875F); 
# 32
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33 "i000636.cu"
template< class F> static void 
# 34
__wrapper__device_stub_apply_kernel18(F &f, int *&p) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
(p[__device_builtin_variable_threadIdx.x]) = f(__device_builtin_variable_threadIdx.x); 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 33 "i000636.cu"
template< class F> static void 
# 34
apply_kernel18(F f, int *p) 
# 35
{__wrapper__device_stub_apply_kernel18<F>(f,p);
# 37
return;}
#if 0
# 35
{ 
# 36
(p[__device_builtin_variable_threadIdx.x]) = f(__device_builtin_variable_threadIdx.x); 
# 37
} 
#endif
# 39 "i000636.cu"
int main() { 
# 40
int count16 = 104; 
# 41
auto op19 = [](int x) { return x * 2; } ; typedef decltype(op19) __T0;
# 42
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : apply_kernel18(op19, nullptr); 
# 43
unsigned q17 = static_cast< char>(run_spread4(2371)); 
# 44
if (count16 == count16) { 
# 45
return LANES3; 
# 46
}  
# 47
--count16; 
# 48
(__cudaPushCallConfiguration(2 * 2, LANES3 + (LANES3 + (LANES3 + (43))), sizeof(float) * (128))) ? (void)0 : weigh7(q17, nullptr); 
# 49
(__cudaPushCallConfiguration(2, 512, LANES3 + (4089), nullptr)) ? (void)0 : update12(static_cast< const size_t *>(nullptr), run_spread4(q17 * q17)); 
# 50
return 0; 
# 51
} 

# 1 "i000636.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9e732abd_10_i000636_cu_ed8485bd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000636.cudafe1.stub.c"
#include "i000636.cudafe1.stub.c"
# 1 "i000636.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
