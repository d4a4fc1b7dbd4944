# 1 "v000182.cu"
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

# 8 "v000182.cu"
template< class T, int N = 8> static void 
# 9
__wrapper__device_stub_sweep3_kernel(T *__restrict__ &out4, float &p5) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 9
{ 
# 10
int w6 = (((N) - (__device_builtin_variable_gridDim.z)) | (((__device_builtin_variable_blockIdx.x) & (1)) ? 7UL : (N))) * ((4921 + (*out4)) * 18); 
# 11
float tmp7(__device_builtin_variable_warpSize); 
# 12
} 
#endif

#pragma GCC diagnostic pop

# 8 "v000182.cu"
template< class T, int N = 8> static void 
# 9
sweep3_kernel(T *__restrict__ out4, float p5) {__wrapper__device_stub_sweep3_kernel<T,N>(out4,p5);
# 12
return;}
#if 0
# 9
{ 
# 10
int w6 = (((N) - (__device_builtin_variable_gridDim.z)) | (((__device_builtin_variable_blockIdx.x) & (1)) ? 7UL : (N))) * ((4921 + (*out4)) * 18); 
# 11
float tmp7(__device_builtin_variable_warpSize); 
# 12
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 14 "v000182.cu"
template< class T, int N = 5> static void 
# 15
__wrapper__device_stub_accum8(T &b9, int &count10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 15
{ 
# 16
int i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (i11 >= count10) { 
# 18
return; }  
# 19
for (int j12 = i11; j12 > 0; --j12) { 
# 20
b9 = ((12.0) - (j12 * (N - i11))); }  
# 21
b9 = (((((b9 > i11) ? b9 : i11) + 61L) > ((double)(__alignof__(float) * count10))) ? ((b9 > i11) ? b9 : i11) + 61L : ((double)(__alignof__(float) * count10))); 
# 22
b9 = i11; 
# 23
count10 = count10; 
# 24
int cnt13 = ((__device_builtin_variable_warpSize | __device_builtin_variable_warpSize) == ((static_cast< T>(b9)) + N)) ? static_cast< unsigned>(__device_builtin_variable_warpSize) : (__device_builtin_variable_blockDim.z); 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 14 "v000182.cu"
template< class T, int N = 5> static void 
# 15
accum8(T b9, int count10) {__wrapper__device_stub_accum8<T,N>(b9,count10);
# 25
return;}
#if 0
# 15
{ 
# 16
int i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (i11 >= count10) { 
# 18
return; }  
# 19
for (int j12 = i11; j12 > 0; --j12) { 
# 20
b9 = ((12.0) - (j12 * (N - i11))); }  
# 21
b9 = (((((b9 > i11) ? b9 : i11) + 61L) > ((double)(__alignof__(float) * count10))) ? ((b9 > i11) ? b9 : i11) + 61L : ((double)(__alignof__(float) * count10))); 
# 22
b9 = i11; 
# 23
count10 = count10; 
# 24
int cnt13 = ((__device_builtin_variable_warpSize | __device_builtin_variable_warpSize) == ((static_cast< T>(b9)) + N)) ? static_cast< unsigned>(__device_builtin_variable_warpSize) : (__device_builtin_variable_blockDim.z); 
# 25
} 
#endif
# 26 "v000182.cu"
static float c_tally14[8]; 
# 28
int run_blend15(unsigned char *dst16) { 
# 29
if ((dst16[2]) > (*dst16)) { 
# 30
return (15UL - (*dst16)) | (dst16[7]); }  
# 31
float hi17 = (19.875F); 
# 32
hi17 = (sizeof(int)); 
# 33
for (int n18 = 15; n18 > 0; --n18) { 
# 34
(__cudaPushCallConfiguration(256, 64)) ? (void)0 : accum8(3U, static_cast< int>((24) * hi17)); }  
# 35
unsigned long z19 = *dst16; 
# 36
if (!((dst16[6]) < (dst16[z19 & (7)]))) { 
# 37
return (dst16[z19]) * ((dst16[6]) * ('#')); }  
# 38
return sizeof(float); 
# 39
} 
# 42
float check_pivot20(unsigned q21, char *dst22, double cfg23) { 
# 43
float q24 = (44); 
# 44
auto acc25 = L'\x30'; 
# 45
int m26 = (((int)(q21 + (46))) >= (q21 % (dst22[1]))) ? ((*dst22) > ('\"')) ? *dst22 : '\"' : ((*dst22) % (dst22[acc25])); 
# 46
cfg23 = ((float)(((16.0F) + q24) + acc25)); 
# 47
cudaStream_t idx27 = (nullptr); 
# 48
q21 = (q21 + (37)); 
# 49
return q21; 
# 50
} 
# 52
int main() { 
# 53
int len28 = 1046; 
# 54
len28 = ((static_cast< unsigned>(len28)) / (((len28 > 62) ? len28 : 62) - (u'\x41'))); 
# 55
(__cudaPushCallConfiguration((len28 + 127) / 128, 16 * 16)) ? (void)0 : sweep3_kernel< float, 1> (nullptr, ~(2088 + len28)); 
# 56
const char *cnt29 = ("x=%d"); 
# 57
return 0; 
# 58
} 

# 1 "v000182.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ad616626_10_v000182_cu_4595124d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000182.cudafe1.stub.c"
#include "v000182.cudafe1.stub.c"
# 1 "v000182.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
