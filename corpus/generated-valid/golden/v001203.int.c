# 1 "v001203.cu"
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
# 13 "v001203.cu"
static float c_stencil7; 
# 15
__attribute__((visibility("hidden"))) void update8(unsigned b9, const float *src10, const float *src11, int *dst12) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern float dyn_13[]; 
# 17
float mid14 = src10[b9]; 
# 18
__attribute__((unused)) static int sh_15[32]; 
# 19
} 
#endif
# 20 "v001203.cu"
static unsigned char c_fold16; 
# 21
unsigned g_reduce17 = (1239L); 
# 23
unsigned lerp18(int n19, const short *coef20, int *data21) { 
# 24
if (n19 > 4) { 
# 25
goto skip22; 
# 26
}  
# 27
if ((data21[5]) > ((data21[n19]) * (data21[2]))) { 
# 28
if ((*coef20) != 19UL) { 
# 29
return (int)(61UL * (data21[4])); }  
# 30
static_assert(((24 + (4 + (4 + 30))) > 61), "tile must fit");
# 31
}  
# 32
skip22:; ; 
# 33
return (((*data21) += 63), n19); 
# 34
} 
# 36
__attribute__((visibility("hidden"))) void bump23(unsigned b24, float cfg25, float *dst26, double *acc27) ;
#if 0
# 36
{ 
# 37
int tid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
if (!dst26) { 
# 39
return; }  
# 40
__attribute__((unused)) static int sh_29[256]; 
# 41
} 
#endif
# 43 "v001203.cu"
extern "C" {
# 44
__attribute((always_inline)) __attribute__((unused)) static inline void trace36(int lane37, const float *input38, int *out39) {int volatile ___ = 1;(void)lane37;(void)input38;(void)out39;
# 55
::exit(___);}
#if 0
# 44
{ 
# 45
lane37 = 24; 
# 46
bool k40 = c_stencil7 < ((lane37 >= (input38[7])) ? 6 : (__device_builtin_variable_threadIdx.x)); 
# 47
__attribute__((unused)) static int sh_41; 
# 48
__attribute__((unused)) static float sh_42[4 + (24 + 4)]; 
# 49
if (c_stencil7 < (__device_builtin_variable_blockIdx.x)) { 
# 50
goto done43; 
# 51
}  
# 52
if ((34) <= ((__device_builtin_variable_threadIdx.z) - (input38[__device_builtin_variable_threadIdx.x]))) { 
# 53
return; }  
# 54
done43:; ; 
# 55
} 
#endif
# 57 "v001203.cu"
__attribute__((visibility("hidden"))) void mix30_kernel(int *out31) ;
#if 0
# 57
{ 
# 58
if ((out31[c_fold16]) < (__device_builtin_variable_gridDim.z)) { 
# 59
(out31[__device_builtin_variable_threadIdx.x]) = (out31[2]); 
# 60
__attribute__((unused)) static int sh_32[1 << 4]; 
# 61
int lim33 = ((__device_builtin_variable_threadIdx.x) << (__device_builtin_variable_blockIdx.z)) + (44); 
# 62
}  
# 63
int r34 = *out31; 
# 64
if (c_fold16 >= r34) { 
# 65
return; }  
# 66
int prod35 = (((((__device_builtin_variable_gridDim.x) > (*out31)) ? __device_builtin_variable_gridDim.x : (*out31)) > ((short)(__device_builtin_variable_blockIdx.z))) ? ((__device_builtin_variable_gridDim.x) > (*out31)) ? __device_builtin_variable_gridDim.x : (*out31) : ((short)(__device_builtin_variable_blockIdx.z))) + c_fold16; 
# 67
} 
#endif
# 68 "v001203.cu"
}
# 70
__attribute__((visibility("hidden"))) void apply44_kernel(char *acc45, const float *src46, const int *input47) ;
#if 0
# 70
{ 
# 71
__attribute__((unused)) extern float dyn_48[]; 
# 72
unsigned tid49 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 73
const int m50 = c_stencil7; 
# 74
for (int n51 = 0; n51 < m50; ++n51) { 
# 75
double z52 = m50; 
# 76
(dyn_48[5]) = (+(((__device_builtin_variable_threadIdx.x) + (src46[n51])) / z52)); 
# 77
int flag53{2}; 
# 78
}  
# 79
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 81 "v001203.cu"
template< class T, int N> static void 
# 82
__wrapper__device_stub_score54(const T *&src55, long long *&dst56) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 82
{ 
# 83
if (c_stencil7 < (N)) { 
# 84
goto done60; 
# 85
}  
# 86
for (int j57 = 0, j58 = 5; j57 < j58; (++j57), (--j58)) { 
# 87
int res59 = 64; 
# 88
}  
# 89
if (((T)(src55[c_fold16])) < c_stencil7) { 
# 90
return; }  
# 91
if ((src55[__device_builtin_variable_blockIdx.x]) > 24) { 
# 92
return; }  
# 93
done60:; ; 
# 94
} 
#endif

#pragma GCC diagnostic pop

# 81 "v001203.cu"
template< class T, int N> static void 
# 82
score54(const T *src55, long long *dst56) {__wrapper__device_stub_score54<T,N>(src55,dst56);
# 94
return;}
#if 0
# 82
{ 
# 83
if (c_stencil7 < (N)) { 
# 84
goto done60; 
# 85
}  
# 86
for (int j57 = 0, j58 = 5; j57 < j58; (++j57), (--j58)) { 
# 87
int res59 = 64; 
# 88
}  
# 89
if (((T)(src55[c_fold16])) < c_stencil7) { 
# 90
return; }  
# 91
if ((src55[__device_builtin_variable_blockIdx.x]) > 24) { 
# 92
return; }  
# 93
done60:; ; 
# 94
} 
#endif
# 96 "v001203.cu"
int main() { 
# 97
int size61 = 508; 
# 98
int hi62 = (-33); 
# 99
constexpr long prod63 = (6); 
# 100
(__cudaPushCallConfiguration((hi62 + 255) / 256, (24 + (4 + 36)) * 2)) ? (void)0 : update8((double)__alignof__(int), (const float *)nullptr, (const float *)nullptr, nullptr); 
# 101
(__cudaPushCallConfiguration(2, 1 << (4 + 2), sizeof(unsigned) * (4 + (24 + (24 + 12))))) ? (void)0 : bump23(29 * hi62, 2938UL + ((size61 > 4) ? size61 : 4), (float *)nullptr, (double *)nullptr); 
# 102
(__cudaPushCallConfiguration(sizeof(unsigned) * (16), sizeof(float) * (128), 1024, 0)) ? (void)0 : mix30_kernel((int *)nullptr); 
# 103
return 0; 
# 104
} 

# 1 "v001203.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__054e3398_10_v001203_cu_2f1245ca
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001203.cudafe1.stub.c"
#include "v001203.cudafe1.stub.c"
# 1 "v001203.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
