# 1 "v001909.cu"
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
# 11 "v001909.cu"
__attribute__((visibility("hidden"))) void fold3(const float *__restrict__ in4, int *dst5, long *dst6, int len7) ;
#if 0
# 11
{ 
# 12
for (int it8 = 0; it8 < len7; ++it8) { 
# 13
++len7; 
# 14
}  
# 15
long e9 = (37 & ((len7 == ('0')) ? len7 : (*dst5))) * (__device_builtin_variable_threadIdx.x); 
# 16
} 
#endif
# 18 "v001909.cu"
__attribute__((visibility("hidden"))) void bias10(int *out11, const float *__restrict__ in12, long long *__restrict__ dst13) ;
#if 0
# 18
{ 
# 19
double u14 = 6 << ((~(*out11)) % 17L); 
# 20
static_assert((60 == 60), "expected value");
# 21
const int hi15 = 37; 
# 22
int val16 = (((*out11) >> 4) - ((out11[(__device_builtin_variable_blockDim.x) & (7)]) & 37)) ^ (((37) != ((__device_builtin_variable_threadIdx.y) / 8UL)) ? hi15 & (dst13[4]) : ((61) + (dst13[(__device_builtin_variable_gridDim.x) & (7)]))); 
# 23
double k17 = -val16; 
# 24
unsigned base18 = val16 - 43LL; 
# 25
} 
#endif
# 27 "v001909.cu"
__attribute__((visibility("hidden"))) void smooth19_kernel(int *__restrict__ out20, float b21) ;
#if 0
# 27
{ 
# 28
unsigned idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
size_t w23 = (3252); 
# 30
__attribute__((unused)) static float sh_24[32]; 
# 31
auto flag25 = sh_24[13]; 
# 32
int cnt26 = __device_builtin_variable_threadIdx.y; 
# 33
if ((52U) > b21) { 
# 34
goto finish27; 
# 35
}  
# 36
flag25 = (47UL); 
# 37
++cnt26; 
# 38
finish27:; ; 
# 39
} 
#endif
# 41 "v001909.cu"
constexpr int host_sweep28(int count29, int len30) { 
# 42
count29 = 37; 
# 43
return ((len30 * len30) <= (count29 - 37)) ? len30 : ((8 * count29) + (count29 / len30)); 
# 44
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 46
template< class T, int N> static void 
# 47
__wrapper__device_stub_norm31(T *&out32, int &count33) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 47
{ 
# 48
__attribute__((unused)) extern int dyn_34[]; 
# 49
int tid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
if (tid35 >= count33) { 
# 51
return; 
# 52
}  
# 53
if (((__device_builtin_variable_gridDim.y) + 32UL) < tid35) { 
# 54
return; 
# 55
}  
# 56
__attribute__((unused)) static float sh_36; 
# 57
static_assert((sizeof(int) == (4)), "tile must fit");
# 58
int stride37 = (__device_builtin_variable_blockDim.z) + (dyn_34[6]); 
# 59
auto sum38 = (__device_builtin_variable_threadIdx.z) - (N * stride37); 
# 60
__attribute__((unused)) static unsigned short sh_39; 
# 61
} 
#endif

#pragma GCC diagnostic pop

# 46 "v001909.cu"
template< class T, int N> static void 
# 47
norm31(T *out32, int count33) {__wrapper__device_stub_norm31<T,N>(out32,count33);
# 61
return;}
#if 0
# 47
{ 
# 48
__attribute__((unused)) extern int dyn_34[]; 
# 49
int tid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
if (tid35 >= count33) { 
# 51
return; 
# 52
}  
# 53
if (((__device_builtin_variable_gridDim.y) + 32UL) < tid35) { 
# 54
return; 
# 55
}  
# 56
__attribute__((unused)) static float sh_36; 
# 57
static_assert((sizeof(int) == (4)), "tile must fit");
# 58
int stride37 = (__device_builtin_variable_blockDim.z) + (dyn_34[6]); 
# 59
auto sum38 = (__device_builtin_variable_threadIdx.z) - (N * stride37); 
# 60
__attribute__((unused)) static unsigned short sh_39; 
# 61
} 
#endif
# 63 "v001909.cu"
int check_sift40(int *data41, float *__restrict__ out42) { 
# 64
long w43((18UL)); 
# 65
(__cudaPushCallConfiguration(((dim3)((w43 + (31)) / (32))), ((dim3)((w43 + (255)) / (256))))) ? (void)0 : bias10((int *)nullptr, nullptr, nullptr); 
# 66
if ((w43 + w43) & (1)) { 
# 67
return (6 >> (*data41)) * (data41[5]); 
# 68
}  
# 69
--(out42[w43 & (7)]); 
# 70
(data41[w43]) = (42 - (((data41[w43]) & 34) & ((data41[w43]) | 6))); 
# 71
unsigned off44 = (((*data41) >= 4U) || ((*data41) > 37)) ? w43 : 58UL; 
# 72
return 62 * (*data41); 
# 73
} 
# 75
int main() { 
# 76
int n45 = 1711; 
# 77
static_assert((24 > 23));
# 78
n45 = n45; 
# 79
(__cudaPushCallConfiguration(dim3(4, (n45 + 31) / 32, 8), ((dim3)(16)))) ? (void)0 : fold3(nullptr, nullptr, nullptr, (8 - n45) - ((n45 > n45) ? 17 : 5)); 
# 80
(__cudaPushCallConfiguration(dim3((n45 + 63) / 64, 4), 256, 0, 0)) ? (void)0 : smooth19_kernel((int *)nullptr, n45); 
# 81
(__cudaPushCallConfiguration((37 + 27) * 8, 16 * 8)) ? (void)0 : norm31< long, 5> (nullptr, 338LL); 
# 82
return 0; 
# 83
} 

# 1 "v001909.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0034233f_10_v001909_cu_2f656749
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001909.cudafe1.stub.c"
#include "v001909.cudafe1.stub.c"
# 1 "v001909.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
