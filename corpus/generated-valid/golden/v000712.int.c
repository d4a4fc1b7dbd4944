# 1 "v000712.cu"
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
# 8 "v000712.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned (*m_drift4)[4] = 0; 
# 9
constexpr long BLOCK5 = (2 * 8); 
# 10
static_assert((31 == 31));
# 12
__attribute__((visibility("hidden"))) void trace6(char *buf7, unsigned *__restrict__ dst8) ;
#if 0
# 12
{ 
# 13
int gid9 = __device_builtin_variable_threadIdx.x; 
# 14
__attribute__((unused)) static unsigned sh_10[(BLOCK5 + (8 + (8 + 32))) * (4)]; 
# 15
__attribute__((unused)) static int sh_11[1 << 6]; 
# 16
__attribute__((unused)) static float sh_12[256]; 
# 17
--(sh_11[__device_builtin_variable_gridDim.z]); 
# 18
} 
#endif
# 20 "v000712.cu"
__attribute__((visibility("hidden"))) void sweep13_kernel(float b14) ;
#if 0
# 20
{ 
# 21
int tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4)))[1])++; 
# 23
float s16[3] = {}; 
# 24
double q17[2]{(18.0), (3.0)}; 
# 25
} 
#endif
# 26 "v000712.cu"
static signed char c_kick18[8]; 
# 33
__attribute__((visibility("hidden"))) void map_pack20(float *data, int n) ;
#if 0
# 33
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 35 "v000712.cu"
__attribute__((unused)) int sweep21(int stride22) {int volatile ___ = 1;(void)stride22;
# 46
::exit(___);}
#if 0
# 35
{ 
# 37
#pragma unroll 2
for (
# 37
int it23 = 0; it23 < stride22; ++it23) { 
# 38
float prod24 = it23; 
# 39
for (int j25 = 0; j25 < 15; ++j25) { 
# 40
constexpr float diff26 = (1.0F); 
# 41
}  
# 42
}  
# 43
stride22 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4)))[stride22]); 
# 44
constexpr float r27 = (5.125F); 
# 45
return 55L; 
# 46
} 
#endif
# 47 "v000712.cu"
static_assert((sizeof(int) == (4)), "tile must fit");
# 49
__attribute((always_inline)) __attribute__((unused)) inline long update28(unsigned p29, int len30) {int volatile ___ = 1;(void)p29;(void)len30;
# 53
::exit(___);}
#if 0
# 49
{ 
# 50
sweep21(len30); 
# 51
__attribute__((unused)) static float sh_31[8 + 5][16]; 
# 52
return (((53) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4)))[0])) + BLOCK5) ^ (8); 
# 53
} 
#endif
# 56 "v000712.cu"
__attribute__((visibility("hidden"))) void apply32_kernel(long cfg33, int *data34, int *__restrict__ out35, float *__restrict__ buf36) ;
#if 0
# 56
{ 
# 57
unsigned gid37 = __device_builtin_variable_threadIdx.x; 
# 58
if (gid37 >= cfg33) { 
# 59
return; 
# 60
}  
# 61
__attribute__((unused)) static float sh_38[64]; 
# 62
constexpr int y39 = 46; 
# 63
(data34[__device_builtin_variable_blockIdx.z])++; 
# 64
float m40 = (BLOCK5); 
# 65
} 
#endif
# 68 "v000712.cu"
__attribute__((visibility("hidden"))) void split41_kernel(int n42, int len43, const unsigned *coef44) ;
#if 0
# 68
{ 
# 69
int i45 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 70
if (update28(8, 7)) { 
# 71
goto out49; 
# 72
}  
# 74
#pragma unroll 4
for (
# 74
int j46 = 0; j46 < i45; ++j46) { 
# 75
char diff47 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4)))[i45]; 
# 76
len43--; 
# 77
double lim48 = (j46 + 56L) | ((__device_builtin_variable_blockDim.x) % ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4)))[diff47])); 
# 78
}  
# 79
out49:; ; 
# 80
} 
#endif
# 82 "v000712.cu"
void check_decay50(float cfg51, int stride52) { 
# 83
const char *w53 = ("a\tb"); 
# 84
(__cudaPushCallConfiguration(dim3((stride52 + 127) / 128, 256, (stride52 + 255) / 256), 512, 256, (cudaStream_t)0)) ? (void)0 : sweep13_kernel(-3234); 
# 85
(__cudaPushCallConfiguration(dim3(2, 2 * (8 + 8)), dim3((stride52 + 127) / 128, 8 + 56, 4), (8) + ((8) + (BLOCK5 + (224))), (cudaStream_t)0)) ? (void)0 : map_pack20(&cfg51, 6UL); 
# 86
cudaStream_t x54 = (nullptr); 
# 87
unsigned long cnt55[8] = {((size_t)22), 8UL, 9UL, (4), (23), (25), (13)}; 
# 88
} 
# 90
int main() { 
# 91
int count56 = 3114; 
# 92
count56 = count56; 
# 93
count56 = 45; 
# 94
if ((count56 >= 20) && (count56 <= 57)) { 
# 95
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4)))[count56]; 
# 96
}  
# 97
dim3 stride57(16, 2, 1 << 8); 
# 98
(__cudaPushCallConfiguration(stride57, 32, 1024, (cudaStream_t)0)) ? (void)0 : trace6(nullptr, nullptr); 
# 99
(__cudaPushCallConfiguration(stride57, 64, 64 * (8 + 8), nullptr)) ? (void)0 : apply32_kernel((8) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4)))[count56 & 3]), &count56, &count56, (float *)nullptr); 
# 100
(__cudaPushCallConfiguration(1 << 5, ((dim3)(1)), 0, (cudaStream_t)0)) ? (void)0 : split41_kernel(48UL, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4)))[3]) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_drift4)))[count56]), (const unsigned *)nullptr); 
# 101
return 0; 
# 102
} 

# 1 "v000712.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7628e74a_10_v000712_cu_50edd31e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000712.cudafe1.stub.c"
#include "v000712.cudafe1.stub.c"
# 1 "v000712.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
