# 1 "v001174.cu"
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
# 10 "v001174.cu"
__attribute__((visibility("hidden"))) void apply6(unsigned *dst7, const float *input8, const int *coef9, unsigned long *out10) ;
#if 0
# 11
{ 
# 12
int tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
if ((21) != (~(__device_builtin_variable_blockIdx.x))) { 
# 14
goto finish16; 
# 15
}  
# 16
for (int it12 = 0; it12 < tid11; it12 += 2) { 
# 17
short x13 = (unsigned short)(*input8); 
# 18
}  
# 19
if (float lo14 = ((dst7[5]) ^ 18U) + (((dst7[tid11 & 7]) += ('\"')), (((*dst7) += (__device_builtin_variable_blockIdx.y)), (21.25F))); (__device_builtin_variable_blockIdx.x) != (__device_builtin_variable_blockDim.z)) { 
# 20
static_assert((sizeof(int) == (4)));
# 21
constexpr int y15 = 16; 
# 22
}  
# 23
finish16:; ; 
# 24
} 
#endif
# 25 "v001174.cu"
static unsigned d_norm17[4]; 
# 26
void trace18(int n19, int stride20, unsigned long b21) 
# 27
{ 
# 28
unsigned s22 = (' '); 
# 29
float idx23 = (9); 
# 30
if (b21 & (1)) { 
# 31
idx23 = ((((21.5F) - s22) * b21) + (b21 & (64))); 
# 32
--stride20; 
# 33
}  
# 34
b21 = (s22 ^ (static_cast< unsigned char>((43) * b21))); 
# 35
if (((s22 += (32)), b21) != n19) { 
# 36
return; 
# 37
}  
# 38
} 
# 39
double fold24(float *data25, int len26) 
# 40
{ 
# 41
len26 -= (46LL & len26); 
# 42
len26 = (((len26 & 28) % (-len26)) - ((*data25) - (3))); 
# 43
float res27 = (*data25) + (len26 & (len26 + len26)); 
# 44
unsigned f28{static_cast< unsigned>(((*data25) += (data25[5])), (static_cast< long long>((7) + res27)))}; 
# 45
return ((len26 += res27), (39U + (f28 - (2)))); 
# 46
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 47
template< class T, int N = 4> static void 
# 48
__wrapper__device_stub_shade29_kernel(const T *&coef30, T *&dst31, int *&acc32, T *&dst33) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 49
{ 
# 50
unsigned i34 = __device_builtin_variable_threadIdx.x; 
# 51
unsigned w35((9) + fold24(reinterpret_cast< float *>(acc32), fold24(reinterpret_cast< float *>(acc32), 24U))); 
# 52
T base36 = fold24(reinterpret_cast< float *>(acc32), fold24(reinterpret_cast< float *>(acc32), __device_builtin_variable_threadIdx.x)) + ((N * (acc32[(__device_builtin_variable_gridDim.x) & (7)])) | sizeof(int)); 
# 53
if ((__device_builtin_variable_threadIdx.x) > (*acc32)) { 
# 54
return; 
# 55
}  
# 56
if (((__device_builtin_variable_blockDim.z) * (d_norm17[1])) & (1)) { 
# 57
long long stride37 = dst33[i34]; 
# 58
}  
# 59
__attribute__((unused)) static int sh_38[128]; 
# 60
} 
#endif

#pragma GCC diagnostic pop

# 47 "v001174.cu"
template< class T, int N = 4> static void 
# 48
shade29_kernel(const T *coef30, T *dst31, int *acc32, T *dst33) 
# 49
{__wrapper__device_stub_shade29_kernel<T,N>(coef30,dst31,acc32,dst33);
# 60
return;}
#if 0
# 49
{ 
# 50
unsigned i34 = __device_builtin_variable_threadIdx.x; 
# 51
unsigned w35((9) + fold24(reinterpret_cast< float *>(acc32), fold24(reinterpret_cast< float *>(acc32), 24U))); 
# 52
T base36 = fold24(reinterpret_cast< float *>(acc32), fold24(reinterpret_cast< float *>(acc32), __device_builtin_variable_threadIdx.x)) + ((N * (acc32[(__device_builtin_variable_gridDim.x) & (7)])) | sizeof(int)); 
# 53
if ((__device_builtin_variable_threadIdx.x) > (*acc32)) { 
# 54
return; 
# 55
}  
# 56
if (((__device_builtin_variable_blockDim.z) * (d_norm17[1])) & (1)) { 
# 57
long long stride37 = dst33[i34]; 
# 58
}  
# 59
__attribute__((unused)) static int sh_38[128]; 
# 60
} 
#endif
# 61 "v001174.cu"
constexpr int trace39(int count40) 
# 62
{ 
# 63
int y41(((float)(12.625F))); 
# 64
count40 += 1304; 
# 65
return 16; 
# 66
} 
# 67
int main() 
# 68
{ 
# 69
int count42 = 2562; 
# 70
dim3 m43((count42 + 127) / 128); 
# 71
if (((unsigned long long)count42) < (64)) { 
# 72
return trace39(count42 * count42); 
# 73
}  
# 74
(__cudaPushCallConfiguration(dim3(4, 32 + 224), sizeof(int) * (8))) ? (void)0 : apply6(nullptr, (const float *)nullptr, &count42, nullptr); 
# 75
(__cudaPushCallConfiguration(((dim3)((count42 + 127) / 128)), 64)) ? (void)0 : shade29_kernel< double, 2> (nullptr, nullptr, &count42, static_cast< double *>(nullptr)); 
# 76
return 0; 
# 77
} 

# 1 "v001174.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ac2da59f_10_v001174_cu_4eb94202
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001174.cudafe1.stub.c"
#include "v001174.cudafe1.stub.c"
# 1 "v001174.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
