# 1 "v001048.cu"
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
# 20 "v001048.cu"
__attribute__((visibility("hidden"))) void step8_kernel(int len9, unsigned *dst10, float beta11) ;
#if 0
# 20
{ 
# 21
if (double res12 = (12.375); (*dst10) != ((3754) + beta11)) { 
# 22
int iter13 = 0; 
# 23
do { 
# 24
if (res12 >= beta11) { 
# 25
(beta11++), (res12 += iter13); 
# 26
long z14 = ((int)54); 
# 27
}  
# 28
__attribute__((unused)) static int sh_15[256]; 
# 29
++iter13; 
# 30
} while (iter13 < 2); 
# 31
}  
# 32
} 
#endif
# 34 "v001048.cu"
__attribute__((visibility("hidden"))) void spread16(float *dst17) ;
#if 0
# 34
{ 
# 35
float hi18 = ((dst17[6]) < (+((4) + (*dst17)))) ? dst17[6] : (+((4) + (*dst17))); 
# 36
double q19[3] = {(14)}; 
# 37
--hi18; 
# 38
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 40 "v001048.cu"
template< class T, int N> static void 
# 41
__wrapper__device_stub_grow20(const T *&coef21, int &lane22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern double dyn_23[]; 
# 43
for (int i24 = 0; i24 < 4; i24 += 1) { 
# 44
T t25 = (64); 
# 45
--t25; 
# 46
lane22--; 
# 47
}  
# 48
__attribute__((unused)) static float sh_26[3][8]; 
# 49
} 
#endif

#pragma GCC diagnostic pop

# 40 "v001048.cu"
template< class T, int N> static void 
# 41
grow20(const T *coef21, int lane22) {__wrapper__device_stub_grow20<T,N>(coef21,lane22);
# 49
return;}
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern double dyn_23[]; 
# 43
for (int i24 = 0; i24 < 4; i24 += 1) { 
# 44
T t25 = (64); 
# 45
--t25; 
# 46
lane22--; 
# 47
}  
# 48
__attribute__((unused)) static float sh_26[3][8]; 
# 49
} 
#endif
# 51 "v001048.cu"
float host_step27(const int *coef28, int lane29 = 45) { 
# 52
auto step30 = [=]() mutable->int { 
# 53
(lane29) = (lane29); 
# 54
return (int)16; 
# 55
} ; typedef decltype(step30) __T0;
# 56
if (constexpr float base31 = (-(17.125F)); (static_cast< float>(coef28[lane29 & 7])) > (~lane29)) { 
# 57
if ((((*coef28) < 1) ? *coef28 : 1) <= __alignof__(double)) { 
# 58
return (float)2; }  
# 59
for (int i32 = 0; i32 < lane29; ++i32) { 
# 60
for (int j33 = 0; j33 < lane29; ++j33) { 
# 61
lane29++; 
# 62
lane29++; 
# 63
}  
# 64
}  
# 65
} else { 
# 66
}  
# 67
return lane29 - lane29; 
# 68
} 
# 70
int main() { 
# 71
int count34 = 1838; 
# 72
count34--; 
# 73
(++count34), (count34 += ((count34 ^ 24) / count34)); 
# 74
cudaStream_t t35 = (nullptr); 
# 75
(__cudaPushCallConfiguration(16 + 240, 32, 0)) ? (void)0 : step8_kernel(host_step27(nullptr), nullptr, (static_cast< unsigned char>(count34)) % (62 - count34)); 
# 76
(__cudaPushCallConfiguration(128, 128, 0, 0)) ? (void)0 : spread16(nullptr); 
# 77
(__cudaPushCallConfiguration(2 * 8, 32, sizeof(int) * (32))) ? (void)0 : grow20< double, 3> (nullptr, count34); 
# 78
return 0; 
# 79
} 

# 1 "v001048.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6a07b352_10_v001048_cu_da904659
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001048.cudafe1.stub.c"
#include "v001048.cudafe1.stub.c"
# 1 "v001048.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
