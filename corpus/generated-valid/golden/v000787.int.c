# 1 "v000787.cu"
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
# 6 "v000787.cu"
enum class Phase2 { Add3, Off4}; 
# 7
__attribute__((section("__nv_managed_data__"))) static int *m_scale5 = 0; 
# 8
constexpr int STEPS6 = 64; 
# 10
static void count7(int *__restrict__ data8) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern int dyn_9[]; 
# 12
unsigned i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
if ((data8[__device_builtin_variable_blockDim.x]) > (__device_builtin_variable_gridDim.x)) { 
# 14
goto out11; 
# 15
}  
# 16
--(dyn_9[5]); 
# 17
if ((data8[6]) > 2U) { 
# 18
return; 
# 19
}  
# 20
out11:; ; 
# 21
} 
#endif
# 23 "v000787.cu"
static void scatter12(unsigned cfg13, unsigned *__restrict__ buf14, float alpha15, float *__restrict__ out16) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern unsigned dyn_17[]; 
# 25
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
(dyn_17[i18]) += (14); 
# 27
auto h19 = ((2) * (*out16)) + ((STEPS6 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale5)))) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale5)))); 
# 28
cfg13--; 
# 29
Phase2 s20 = Phase2::Add3; 
# 30
++(out16[__device_builtin_variable_gridDim.z]); 
# 31
} 
#endif
# 33 "v000787.cu"
__attribute((always_inline)) __attribute__((unused)) inline void clamp21(int count22, int count23, Phase2 b24) {int volatile ___ = 1;(void)count22;(void)count23;(void)b24;
# 47
::exit(___);}
#if 0
# 33
{ 
# 34
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale5))); 
# 36
#pragma unroll 2
for (
# 36
int i25 = 0; i25 < 8; i25 += 1) { 
# 37
count22--; 
# 38
float m26 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale5))) * (count23 * (17.625F)); 
# 39
count22 = count22; 
# 40
}  
# 41
auto v27 = count23; 
# 42
if (v27 != 63) { 
# 43
goto done28; 
# 44
}  
# 45
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale5))); 
# 46
done28:; ; 
# 47
} 
#endif
# 49 "v000787.cu"
__attribute__((visibility("hidden"))) void merge29(int stride30) ;
#if 0
# 49
{ 
# 50
int i31 = __device_builtin_variable_threadIdx.x; 
# 51
if (i31 >= stride30) { 
# 52
return; 
# 53
}  
# 54
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale5))) = i31; 
# 55
constexpr float idx32 = (-24); 
# 56
stride30 ^= (__device_builtin_variable_blockIdx.z); 
# 57
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale5))) = STEPS6; 
# 58
constexpr double k33 = (1435); 
# 59
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61 "v000787.cu"
template< class T, int N = 8> static void 
# 62
__wrapper__device_stub_scale34(T &b35, const double *&input36, T &a37, T &a38) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
unsigned i39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 65
#pragma unroll
for (
# 65
int it40 = 0; it40 < 10; it40++) { 
# 66
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale5)))++; 
# 67
}  
# 68
--b35; 
# 69
int s41 = STEPS6; 
# 70
int h42 = 38; 
# 71
Phase2 flag43 = Phase2::Add3; 
# 72
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale5)))--; 
# 73
} 
#endif

#pragma GCC diagnostic pop

# 61 "v000787.cu"
template< class T, int N = 8> static void 
# 62
scale34(T b35, const double *input36, T a37, T a38) {__wrapper__device_stub_scale34<T,N>(b35,input36,a37,a38);
# 73
return;}
#if 0
# 62
{ 
# 63
unsigned i39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 65
#pragma unroll
for (
# 65
int it40 = 0; it40 < 10; it40++) { 
# 66
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale5)))++; 
# 67
}  
# 68
--b35; 
# 69
int s41 = STEPS6; 
# 70
int h42 = 38; 
# 71
Phase2 flag43 = Phase2::Add3; 
# 72
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale5)))--; 
# 73
} 
#endif
# 75 "v000787.cu"
int main() { 
# 76
int size44 = 3790; 
# 77
(__cudaPushCallConfiguration((size44 + 63) / 64, 32)) ? (void)0 : scale34(2U, nullptr, static_cast< unsigned>(2401UL), static_cast< unsigned>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale5))) - STEPS6)); 
# 78
float *base45 = (static_cast< float *>(nullptr)); 
# 79
int e46 = 42; 
# 80
(__cudaPushCallConfiguration((size44 + 31) / 32, 32)) ? (void)0 : count7(&size44); 
# 81
(__cudaPushCallConfiguration(STEPS6 + 64, dim3((size44 + 127) / 128, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale5))) + 255) / 256, (size44 + 255) / 256))) ? (void)0 : scatter12(size44 * ((e46 += 45), (base45[7])), nullptr, (-e46) * STEPS6, static_cast< float *>(nullptr)); 
# 82
(__cudaPushCallConfiguration((e46 + 127) / 128, dim3(256, 64))) ? (void)0 : merge29(STEPS6); 
# 83
return 0; 
# 84
} 

# 1 "v000787.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4ce67509_10_v000787_cu_m_scale5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000787.cudafe1.stub.c"
#include "v000787.cudafe1.stub.c"
# 1 "v000787.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
