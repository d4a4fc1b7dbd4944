# 1 "v000835.cu"
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
# 8 "v000835.cu"
__attribute__((visibility("hidden"))) void bias3_kernel(float *__restrict__ acc4, unsigned *__restrict__ dst5, double *__restrict__ out6, long long beta7) ;
#if 0
# 8
{ 
# 9
constexpr char prod8 = (64); 
# 10
int lo9 = ((dst5[7]) - (__device_builtin_variable_threadIdx.x)) + ((__device_builtin_variable_threadIdx.x) + (*acc4)); 
# 11
beta7 = ((float)((10.25F) + (__device_builtin_variable_threadIdx.y))); 
# 12
} 
#endif
# 14 "v000835.cu"
void run_warp10(int *dst11, int count12, int n13 = 54) { 
# 15
(*dst11) %= 4840; 
# 16
(__cudaPushCallConfiguration(8, 512)) ? (void)0 : bias3_kernel(reinterpret_cast< float *>(dst11), (unsigned *)nullptr, reinterpret_cast< double *>(dst11), (3091L - (dst11[count12])) - (n13 + n13)); 
# 17
(*dst11) %= ((unsigned)(((float)21) + ((dst11[1]) & 1))); 
# 18
} 
# 20
__attribute__((unused)) void clamp14(unsigned char a15, int lane16) {int volatile ___ = 1;(void)a15;(void)lane16;
# 36
::exit(___);}
#if 0
# 20
{ 
# 21
switch (static_cast< unsigned char>(lane16)) { 
# 22
case 11:  
# 23
case 3 * 3:  
# 24
break; 
# 25
default:  { 
# 26
int lo17(a15); 
# 27
break; 
# 28
} 
# 29
}  
# 30
if ((a15 / 3727) <= a15) { 
# 31
return; }  
# 32
double prod18(37U + a15); 
# 33
if (lane16 < (a15 / 2)) { 
# 34
return; }  
# 35
prod18 += (__device_builtin_variable_blockIdx.x); 
# 36
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39 "v000835.cu"
template< class T, class U> static void 
# 40
__wrapper__device_stub_spread19_kernel(const T *&input20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
int gid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
U cnt22 = __device_builtin_variable_blockIdx.y; 
# 43
cnt22 += (+(input20[gid21 & 7])); 
# 44
auto r23 = static_cast< unsigned long>(55 + cnt22); 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 39 "v000835.cu"
template< class T, class U> static void 
# 40
spread19_kernel(const T *input20) {__wrapper__device_stub_spread19_kernel<T,U>(input20);
# 45
return;}
#if 0
# 40
{ 
# 41
int gid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
U cnt22 = __device_builtin_variable_blockIdx.y; 
# 43
cnt22 += (+(input20[gid21 & 7])); 
# 44
auto r23 = static_cast< unsigned long>(55 + cnt22); 
# 45
} 
#endif
# 47 "v000835.cu"
int check_probe24(int len25) { 
# 48
--len25; 
# 49
([&]() { 
# 50
++(len25); 
# 51
} )(); 
# 52
float cnt26 = len25; 
# 53
++len25; 
# 54
long res27 = len25 - 30; 
# 55
cnt26 = res27; 
# 56
return len25 * cnt26; 
# 57
} 
# 59
int main() { 
# 60
int count28 = 260; 
# 61
for (int n29 = 0; n29 < count28; n29 += 2) { 
# 62
count28 %= n29; 
# 63
constexpr unsigned lo30 = (2 * 7); 
# 64
}  
# 65
cudaStream_t t31 = (0); 
# 66
count28 |= (static_cast< unsigned>((check_probe24(count28) + 1) + count28)); 
# 67
cudaStream_t idx32 = ((cudaStream_t)0); 
# 68
(__cudaPushCallConfiguration((count28 + 255) / 256, 32 * 16)) ? (void)0 : spread19_kernel< float, float> (nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v000835.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__60693e46_10_v000835_cu_2af0c8e1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000835.cudafe1.stub.c"
#include "v000835.cudafe1.stub.c"
# 1 "v000835.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
