# 1 "v001483.cu"
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
# 22 "v001483.cu"
__attribute__((visibility("hidden"))) void norm7_kernel(const unsigned *__restrict__ src8, int len9, int len10, float beta11) ;
#if 0
# 22
{ 
# 23
auto idx12 = sizeof(int); 
# 24
int w13 = 0; 
# 25
do { 
# 26
unsigned lo14 = beta11; 
# 27
for (int j15 = 13; j15 > 0; --j15) { 
# 28
auto tmp16 = 14L; 
# 29
}  
# 30
++w13; 
# 31
} while (w13 < w13); 
# 32
__attribute__((unused)) static int sh_17; 
# 33
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 36 "v001483.cu"
template< class T, class U> static void 
# 37
__wrapper__device_stub_scatter18_kernel(U &alpha19, const U *__restrict__ &input20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 37
{ 
# 38
long long f21 = input20[2]; 
# 39
f21 = ((9 / alpha19) * (input20[5])); 
# 40
f21 = (-18L); 
# 41
U t22 = (6.75F) - alpha19; 
# 43
#pragma unroll 2
for (
# 43
int it23 = 0; it23 < 7; ++it23) { 
# 44
f21 = (33 + t22); 
# 45
++t22; 
# 46
}  
# 47
} 
#endif

#pragma GCC diagnostic pop

# 36 "v001483.cu"
template< class T, class U> static void 
# 37
scatter18_kernel(U alpha19, const U *__restrict__ input20) {__wrapper__device_stub_scatter18_kernel<T,U>(alpha19,input20);
# 47
return;}
#if 0
# 37
{ 
# 38
long long f21 = input20[2]; 
# 39
f21 = ((9 / alpha19) * (input20[5])); 
# 40
f21 = (-18L); 
# 41
U t22 = (6.75F) - alpha19; 
# 43
#pragma unroll 2
for (
# 43
int it23 = 0; it23 < 7; ++it23) { 
# 44
f21 = (33 + t22); 
# 45
++t22; 
# 46
}  
# 47
} 
#endif
# 48 "v001483.cu"
enum Color24 { 
# 49
FAST25, 
# 50
BUSY26, 
# 51
ADD27 = 4, 
# 52
BLUE28, 
# 53
ON29
# 54
}; 
# 56
static void kick30(const unsigned *__restrict__ src31, unsigned *__restrict__ data32) ;
#if 0
# 56
{ 
# 57
__attribute__((unused)) static unsigned long sh_33[9][7]; 
# 58
(*data32) = (src31[3]); 
# 59
((sh_33[5])[2]) = (28); 
# 60
} 
#endif
# 62 "v001483.cu"
template< class T> inline T 
# 63
decay34(T *__restrict__ buf35) { 
# 64
++(*buf35); 
# 65
Color24 v36 = ADD27; 
# 66
v36 = FAST25; 
# 67
return ((((*buf35) + 'z') > 35L) ? (*buf35) + 'z' : 35L) + (*buf35); 
# 68
} 
# 70
__attribute__((visibility("hidden"))) void blend37(int stride38, float *__restrict__ dst39) ;
#if 0
# 70
{ 
# 71
stride38 = (*dst39); 
# 72
stride38 = (decay34(reinterpret_cast< unsigned *>(dst39))); 
# 73
if (decay34< float> (dst39) != (9)) { 
# 74
return; 
# 75
}  
# 76
stride38 = (static_cast< float>((stride38 % 8) % (stride38 - 8))); 
# 77
stride38 = (dst39[stride38]); 
# 78
auto off40 = stride38; 
# 79
} 
#endif
# 81 "v001483.cu"
int main() { 
# 82
int size41 = 328; 
# 83
if ((size41 ^ size41) >= size41) { 
# 84
return decay34< unsigned> (nullptr); 
# 85
}  
# 86
for (int it42 = 0; it42 < size41; it42++) { 
# 87
size41 = (decay34(static_cast< long *>(nullptr))); 
# 88
}  
# 89
const char *x43 = ("AB_tail"); 
# 90
(__cudaPushCallConfiguration(2, 9 + (12 + 235))) ? (void)0 : norm7_kernel(static_cast< const unsigned *>(nullptr), static_cast< int>(x43[0]), (static_cast< unsigned char>(x43[1])) % 8, 21U); 
# 91
(__cudaPushCallConfiguration((size41 + 31) / 32, sizeof(unsigned) * (32))) ? (void)0 : scatter18_kernel< int, unsigned> (26, static_cast< const unsigned *>(nullptr)); 
# 92
(__cudaPushCallConfiguration((size41 + 127) / 128, 64, 0, (cudaStream_t)0)) ? (void)0 : kick30((const unsigned *)nullptr, nullptr); 
# 93
return 0; 
# 94
} 

# 1 "v001483.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e3679b44_10_v001483_cu_101de855
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001483.cudafe1.stub.c"
#include "v001483.cudafe1.stub.c"
# 1 "v001483.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
