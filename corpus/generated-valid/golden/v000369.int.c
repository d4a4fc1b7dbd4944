# 1 "v000369.cu"
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
# 5 "v000369.cu"
static double c_warp1[4]; 
# 6
using real2_t = float; 
# 8
__attribute__((visibility("hidden"))) void accum3(unsigned *dst4) ;
#if 0
# 8
{ 
# 9
unsigned long base5 = dst4[0]; 
# 10
__attribute__((unused)) static unsigned sh_6[15][4]; 
# 11
(--base5), (((sh_6[2])[2]) = (base5 * (4370U))); 
# 12
} 
#endif
# 14 "v000369.cu"
__attribute__((visibility("hidden"))) void trace7(signed char p8, int *dst9, unsigned long long *dst10) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) static float sh_11[7][14]; 
# 16
for (int n12 = 0; n12 < 9; ++n12) { 
# 17
(*dst9) = 1; }  
# 18
(++((sh_11[p8])[3])), (p8 = (((127UL) * ((*dst9) & (dst10[1]))) * (((dst10[2]) += (49)), 22))); 
# 19
} 
#endif
# 21 "v000369.cu"
extern "C" __attribute__((visibility("hidden"))) void lerp13(int count14, float *dst15) ;
#if 0
# 21
{ 
# 22
--(dst15[count14]); 
# 23
count14 = 4; 
# 24
count14 = (count14 & ((((*dst15) += (c_warp1[1])), count14) + (L'\x30'))); 
# 25
if ((c_warp1[count14]) != (59)) { 
# 26
return; }  
# 27
} 
#endif
# 29 "v000369.cu"
__attribute__((visibility("hidden"))) void score16_kernel(const unsigned *input17, const real2_t *input18) ;
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern float dyn_19[]; 
# 31
(dyn_19[2]) = (input17[0]); 
# 32
for (int i20 = 0; i20 < 8; ++i20) { 
# 33
__attribute__((unused)) static unsigned char sh_21; 
# 34
}  
# 35
if ((22) < (((input17[6]) == (c_warp1[3])) ? *input18 : (1999))) { 
# 36
return; }  
# 37
(dyn_19[1]) = (__alignof__(char) - (static_cast< int>(c_warp1[3]))); 
# 38
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 40 "v000369.cu"
template< class T, class U> static void 
# 41
__wrapper__device_stub_spread22_kernel(T *&out23, int &stride24, U *&dst25, U &alpha26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern real2_t dyn_27[]; 
# 43
for (int j28 = 0; j28 < stride24; ++j28) { 
# 44
U tmp29 = stride24 ^ j28; 
# 45
T x30 = (' '); 
# 46
}  
# 47
} 
#endif

#pragma GCC diagnostic pop

# 40 "v000369.cu"
template< class T, class U> static void 
# 41
spread22_kernel(T *out23, int stride24, U *dst25, U alpha26) {__wrapper__device_stub_spread22_kernel<T,U>(out23,stride24,dst25,alpha26);
# 47
return;}
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern real2_t dyn_27[]; 
# 43
for (int j28 = 0; j28 < stride24; ++j28) { 
# 44
U tmp29 = stride24 ^ j28; 
# 45
T x30 = (' '); 
# 46
}  
# 47
} 
#endif
# 49 "v000369.cu"
__attribute__((visibility("hidden"))) void norm31_kernel(real2_t *dst32, long long *acc33, const int *src34) ;
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern unsigned dyn_35[]; 
# 51
(dst32[6]) = (*acc33); 
# 52
++(acc33[1]); 
# 53
(acc33[7]) = (((src34[2]) + (dyn_35[3])) * ((static_cast< unsigned>(63L)) | (~(*acc33)))); 
# 54
int v36{(static_cast< int>(20))}; 
# 55
v36 = ((c_warp1[3]) * (16)); 
# 56
(acc33[2]) = ((3064) + (~(dyn_35[v36 & 7]))); 
# 57
} 
#endif
# 59 "v000369.cu"
int main() { 
# 60
int count37 = 3872; 
# 61
(__cudaPushCallConfiguration(((dim3)(1)), 256)) ? (void)0 : spread22_kernel< unsigned, int> (nullptr, count37, &count37, (!(count37 <= (L'\x41'))) ? 56 : 37); 
# 62
const char *z38 = ("AB"); 
# 63
cudaStream_t tmp39 = ((cudaStream_t)0); 
# 64
int iter40 = 0; 
# 65
do { 
# 66
(count37++), (count37 = 30); 
# 67
count37 = 39; 
# 68
++iter40; 
# 69
} while (iter40 < iter40); 
# 70
(__cudaPushCallConfiguration(dim3((iter40 + 255) / 256, (count37 + 255) / 256), dim3((iter40 + 63) / 64, (count37 + 127) / 128))) ? (void)0 : accum3(nullptr); 
# 71
(__cudaPushCallConfiguration(4, 64, 256)) ? (void)0 : trace7(count37, &count37, (unsigned long long *)nullptr); 
# 72
(__cudaPushCallConfiguration((iter40 + 63) / 64, 256)) ? (void)0 : lerp13((+count37) + (23 % (z38[0])), static_cast< float *>(nullptr)); 
# 73
return 0; 
# 74
} 

# 1 "v000369.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8898fe4d_10_v000369_cu_c_warp1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000369.cudafe1.stub.c"
#include "v000369.cudafe1.stub.c"
# 1 "v000369.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
