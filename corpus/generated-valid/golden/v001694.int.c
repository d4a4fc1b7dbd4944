# 1 "v001694.cu"
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

# 12 "v001694.cu"
template< class T, int N = 5> static void 
# 13
__wrapper__device_stub_score7(const T *&input8, const int *&in9, T &p10, const unsigned *&src11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern double dyn_12[]; 
# 16
int tid13 = __device_builtin_variable_threadIdx.x; 
# 17
p10 /= (((int)(p10 + (input8[tid13]))) - 127); 
# 18
T mid14 = 127L + ((*src11) + (N)); 
# 19
if ((mid14 + N) < (dyn_12[6])) { 
# 20
return; }  
# 21
int r15 = mid14 - ((double)16); 
# 22
p10 = ((tid13 / (__device_builtin_variable_threadIdx.x)) - (p10 - ((float)p10))); 
# 23
const long long k16 = ((sizeof(int)) + ((dyn_12[tid13]) - (N))) + (20L); 
# 24
} 
#endif

#pragma GCC diagnostic pop

# 12 "v001694.cu"
template< class T, int N = 5> static void 
# 13
score7(const T *input8, const int *in9, T p10, const unsigned *src11) 
# 14
{__wrapper__device_stub_score7<T,N>(input8,in9,p10,src11);
# 24
return;}
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern double dyn_12[]; 
# 16
int tid13 = __device_builtin_variable_threadIdx.x; 
# 17
p10 /= (((int)(p10 + (input8[tid13]))) - 127); 
# 18
T mid14 = 127L + ((*src11) + (N)); 
# 19
if ((mid14 + N) < (dyn_12[6])) { 
# 20
return; }  
# 21
int r15 = mid14 - ((double)16); 
# 22
p10 = ((tid13 / (__device_builtin_variable_threadIdx.x)) - (p10 - ((float)p10))); 
# 23
const long long k16 = ((sizeof(int)) + ((dyn_12[tid13]) - (N))) + (20L); 
# 24
} 
#endif
# 25 "v001694.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_shade17 = 0; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27
template< class T, int N = 4> static void 
# 28
__wrapper__device_stub_norm18(T &beta19, T *__restrict__ &data20, const double *&coef21, T *&buf22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 29
{ 
# 30
if ((((*data20) + 10) + (+(data20[1]))) != ((__device_builtin_variable_threadIdx.x) * (7))) { 
# 31
__attribute__((unused)) static int sh_23; 
# 32
}  
# 34
#pragma unroll
for (
# 34
int it24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it24 < 15; it24 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 35
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade17))) > it24) && (it24 >= it24)) { 
# 36
continue; }  
# 37
__attribute__((unused)) static float sh_25[8][13]; 
# 38
}   
# 39
} 
#endif

#pragma GCC diagnostic pop

# 27 "v001694.cu"
template< class T, int N = 4> static void 
# 28
norm18(T beta19, T *__restrict__ data20, const double *coef21, T *buf22) 
# 29
{__wrapper__device_stub_norm18<T,N>(beta19,data20,coef21,buf22);
# 39
return;}
#if 0
# 29
{ 
# 30
if ((((*data20) + 10) + (+(data20[1]))) != ((__device_builtin_variable_threadIdx.x) * (7))) { 
# 31
__attribute__((unused)) static int sh_23; 
# 32
}  
# 34
#pragma unroll
for (
# 34
int it24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it24 < 15; it24 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 35
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade17))) > it24) && (it24 >= it24)) { 
# 36
continue; }  
# 37
__attribute__((unused)) static float sh_25[8][13]; 
# 38
}   
# 39
} 
#endif
# 40 "v001694.cu"
static signed char d_trace26[32]; 
# 42
int norm27(const unsigned *input28, float p29) 
# 43
{ 
# 44
p29 /= (1); 
# 45
long w30 = ((*input28) * ((8) * p29)) - (p29 - p29); 
# 46
for (int i31 = 0; i31 < 10; i31 += 4) { 
# 47
unsigned sum32 = i31 - 18; 
# 48
const double *off33 = ((const double *)nullptr); 
# 49
}  
# 50
if (p29 < p29) { 
# 51
return p29 + (w30 - p29); }  
# 52
return (10) % ((*input28) - ((43) - (*input28))); 
# 53
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 55
template< class T, int N = 3> static void 
# 56
__wrapper__device_stub_grow34_kernel(const T *__restrict__ &src35, float &alpha36, const float *__restrict__ &src37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 57
{ 
# 58
__attribute__((unused)) extern unsigned dyn_38[]; 
# 59
unsigned gid39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
__attribute__((unused)) static float sh_40[8 * 8]; 
# 61
if ((dyn_38[gid39]) + (d_trace26[gid39])) { 
# 62
return; }  
# 63
__attribute__((unused)) static float sh_41[64]; 
# 64
if (alpha36 >= (__device_builtin_variable_threadIdx.x)) { 
# 65
return; }  
# 66
} 
#endif

#pragma GCC diagnostic pop

# 55 "v001694.cu"
template< class T, int N = 3> static void 
# 56
grow34_kernel(const T *__restrict__ src35, float alpha36, const float *__restrict__ src37) 
# 57
{__wrapper__device_stub_grow34_kernel<T,N>(src35,alpha36,src37);
# 66
return;}
#if 0
# 57
{ 
# 58
__attribute__((unused)) extern unsigned dyn_38[]; 
# 59
unsigned gid39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
__attribute__((unused)) static float sh_40[8 * 8]; 
# 61
if ((dyn_38[gid39]) + (d_trace26[gid39])) { 
# 62
return; }  
# 63
__attribute__((unused)) static float sh_41[64]; 
# 64
if (alpha36 >= (__device_builtin_variable_threadIdx.x)) { 
# 65
return; }  
# 66
} 
#endif
# 68 "v001694.cu"
int main() 
# 69
{ 
# 70
int size42 = 1982; 
# 71
(__cudaPushCallConfiguration((size42 + 127) / 128, 8 + 504, 0)) ? (void)0 : grow34_kernel< long, 8> ((const long *)nullptr, size42, nullptr); 
# 72
dim3 tmp43 = ((dim3)(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade17))) + 255) / 256)); 
# 73
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade17))) = size42; 
# 74
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade17))) &= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade17))) * ((63 + size42) - ((unsigned)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade17)))))); 
# 75
float u44 = (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade17))) - (21.875F)) + size42) * size42; 
# 76
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade17))) -= 20U; 
# 77
(__cudaPushCallConfiguration(128, tmp43, 8 + (4 + 244))) ? (void)0 : score7< double, 5> (nullptr, (const int *)nullptr, u44 - ((double)(11.25)), (const unsigned *)nullptr); 
# 78
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade17))) + 31) / 32, 64, 0)) ? (void)0 : norm18< unsigned, 8> (size42, nullptr, (const double *)nullptr, nullptr); 
# 79
return 0; 
# 80
} 

# 1 "v001694.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0e182b46_10_v001694_cu_deee4169
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001694.cudafe1.stub.c"
#include "v001694.cudafe1.stub.c"
# 1 "v001694.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
