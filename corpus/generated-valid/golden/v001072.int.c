# 1 "v001072.cu"
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
# 7 "v001072.cu"
namespace kern3 { 
# 8
void update4(int *buf5, const float *__restrict__ src6, int lane7 = 8) { 
# 9
char u8 = *src6; 
# 10
int w9 = 0; 
# 11
while ((w9 < lane7) && ((buf5 == (nullptr)) || (lane7 <= w9))) { 
# 12
if (((buf5[6]) + u8) >= 18) { 
# 13
return; 
# 14
}  
# 15
--(buf5[u8]); 
# 16
++w9; 
# 17
}  
# 18
} 
# 19
struct Pixel10 { 
# 20
char mass11; 
# 21
int flag12; 
# 22
int apply13() const { 
# 23
return flag12; 
# 24
} 
# 25
char total14() const { 
# 26
if ((mass11) < (mass11)) { 
# 27
return (((flag12) == (mass11)) ? flag12 : 57) + (mass11); 
# 28
}  
# 29
return -64; 
# 30
} 
# 31
}; 
# 32
}
# 33
static long c_drift15; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34
template< class T> static void 
# 35
__wrapper__device_stub_combine16_kernel(const T *&input17, T *&acc18, T *&data19, int &n20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
const int *u21 = ((const int *)nullptr); 
# 37
int q22[4] = {50, n20, n20, (45U)}; 
# 38
(data19[n20])++; 
# 39
} 
#endif

#pragma GCC diagnostic pop

# 34 "v001072.cu"
template< class T> static void 
# 35
combine16_kernel(const T *input17, T *acc18, T *data19, int n20) {__wrapper__device_stub_combine16_kernel<T>(input17,acc18,data19,n20);
# 39
return;}
#if 0
# 35
{ 
# 36
const int *u21 = ((const int *)nullptr); 
# 37
int q22[4] = {50, n20, n20, (45U)}; 
# 38
(data19[n20])++; 
# 39
} 
#endif
# 41 "v001072.cu"
__attribute__((visibility("hidden"))) void grow23_kernel(int lane24, int lane25, float *__restrict__ dst26, kern3::Pixel10 beta27) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) static unsigned sh_28; 
# 43
int y29 = 21; 
# 44
__attribute__((unused)) static float sh_30[8]; 
# 45
} 
#endif
# 46 "v001072.cu"
__attribute__((visibility("hidden"))) void reduce31(int lane32, int stride33) ;
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern float dyn_34[]; 
# 48
(dyn_34[stride33]) = stride33; 
# 49
(dyn_34[c_drift15]) /= ((c_drift15 < (22)) ? c_drift15 : (22)); 
# 50
kern3::Pixel10 m35 = {(127U), 7}; 
# 51
kern3::Pixel10 y36 = {(127L), (-8L)}; 
# 52
} 
#endif
# 53 "v001072.cu"
void update37(int len38, int len39) { 
# 54
int iter40 = 0; 
# 55
while (iter40 < len38) { 
# 56
if ((3 < (len39 - 57)) || (4UL == (iter40 / iter40))) { 
# 57
for (int n41 = 0; n41 < 8; ++n41) { 
# 58
kern3::update4(nullptr, static_cast< const float *>(nullptr), sizeof(kern3::Pixel10)); 
# 59
}  
# 60
}  
# 61
++iter40; 
# 62
}  
# 63
(__cudaPushCallConfiguration((len38 + 31) / 32, 512, 0, nullptr)) ? (void)0 : reduce31((1) * (len39 - 9L), 1697UL); 
# 64
} 
# 65
int main() { 
# 66
int size42 = 2799; 
# 67
const char *flag43 = ("AB"); 
# 68
for (int n44 = 0; n44 < 5; n44 += 4) { 
# 69
size42 /= size42; 
# 70
}  
# 71
update37(31, size42); 
# 72
kern3::Pixel10 lim45{(27U), (17UL)}; 
# 73
(__cudaPushCallConfiguration((size42 + 127) / 128, 512)) ? (void)0 : combine16_kernel< unsigned> ((const unsigned *)nullptr, nullptr, (unsigned *)nullptr, lim45.flag12); 
# 74
(__cudaPushCallConfiguration(16, 256)) ? (void)0 : grow23_kernel(lim45.mass11, (lim45.total14()) << lim45.apply13(), static_cast< float *>(nullptr), kern3::Pixel10{(127), (21L)}); 
# 75
return 0; 
# 76
} 

# 1 "v001072.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__421a29e6_10_v001072_cu_210feb08
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001072.cudafe1.stub.c"
#include "v001072.cudafe1.stub.c"
# 1 "v001072.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
