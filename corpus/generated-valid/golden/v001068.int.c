# 1 "v001068.cu"
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

# 10 "v001068.cu"
template< class T, int N = 7> static void 
# 11
__wrapper__device_stub_mix5_kernel(T &a6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern float dyn_7[]; 
# 13
float mid8 = (((a6 + 6) > a6) ? ((dyn_7[6]) >= (37)) ? N : 3 : ((dyn_7[2]) - (sizeof(T)))) - (N); 
# 14
a6 = ((8.875) + (dyn_7[3])); 
# 15
(a6--), (a6 = N); 
# 16
} 
#endif

#pragma GCC diagnostic pop

# 10 "v001068.cu"
template< class T, int N = 7> static void 
# 11
mix5_kernel(T a6) {__wrapper__device_stub_mix5_kernel<T,N>(a6);
# 16
return;}
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern float dyn_7[]; 
# 13
float mid8 = (((a6 + 6) > a6) ? ((dyn_7[6]) >= (37)) ? N : 3 : ((dyn_7[2]) - (sizeof(T)))) - (N); 
# 14
a6 = ((8.875) + (dyn_7[3])); 
# 15
(a6--), (a6 = N); 
# 16
} 
#endif
# 17 "v001068.cu"
static unsigned long long d_weigh9; 
# 18
enum Kind10: unsigned char { IDLE11, BLUE12, ON13}; 
# 20
static void tile14_kernel(int stride15, unsigned long long alpha16, long *acc17, int len18) ;
#if 0
# 20
{ 
# 21
double h19 = len18 - (acc17[4]); 
# 22
d_weigh9 = (8); 
# 23
if ((d_weigh9 += alpha16), 59LL) { 
# 24
return; 
# 25
}  
# 26
Kind10 lo20 = BLUE12; 
# 27
} 
#endif
# 29 "v001068.cu"
namespace detail21 { 
# 30
__attribute__((unused)) short lerp22(double *acc23) {int volatile ___ = 1;(void)acc23;
# 34
::exit(___);}
#if 0
# 30
{ 
# 31
(acc23[0]) = d_weigh9; 
# 32
(acc23[6]) = (acc23[2]); 
# 33
return (29 << (d_weigh9 + (43))) - 13; 
# 34
} 
#endif
# 35 "v001068.cu"
using idx24_t = size_t; 
# 37
double host_relax25(float *out26, int len27, Kind10 beta28) { 
# 38
cudaStream_t stride29 = (0); 
# 39
len27 = (((long)(len27 >> beta28)) * beta28); 
# 40
++(out26[len27]); 
# 41
--(out26[len27]); 
# 42
float sum30 = (20.5F); 
# 43
int res31(out26[4]); 
# 44
return (static_cast< unsigned>(56)) / (*out26); 
# 45
} 
# 46
}
# 48
int main() { 
# 49
int n32 = 2683; 
# 50
if (n32 < (ON13)) { 
# 51
return static_cast< unsigned>((n32 < n32) ? n32 : n32); 
# 52
}  
# 53
(__cudaPushCallConfiguration(((dim3)(1)), 64)) ? (void)0 : mix5_kernel((3.0)); 
# 54
n32 = n32; 
# 55
(__cudaPushCallConfiguration(((dim3)((ON13) + 254)), (ON13) + ((ON13) + 252), 0, nullptr)) ? (void)0 : tile14_kernel(detail21::host_relax25((float *)nullptr, 12 * n32, IDLE11), detail21::host_relax25(nullptr, n32, IDLE11), (long *)nullptr, ((ON13) + n32) - (BLUE12)); 
# 56
if (n32 >= 54) { 
# 57
return BLUE12; 
# 58
}  
# 59
return 0; 
# 60
} 

# 1 "v001068.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__10c7e032_10_v001068_cu_75424831
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001068.cudafe1.stub.c"
#include "v001068.cudafe1.stub.c"
# 1 "v001068.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
