# 1 "v001882.cu"
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
# 17 "v001882.cu"
template< class T, int N = 5> inline int 
# 18
pack5(T alpha6, float beta7) { 
# 19
alpha6 = 64; 
# 20
alpha6--; 
# 21
beta7 = (static_cast< short>(49L)); 
# 22
alpha6 = (alpha6 + 58U); 
# 23
long long idx8 = (static_cast< int>(N)); 
# 24
T flag9 = idx8; 
# 25
--idx8; 
# 26
return idx8; 
# 27
} 
# 29
__attribute__((visibility("hidden"))) void sift10(unsigned a11, float beta12, unsigned *acc13, int stride14) ;
#if 0
# 29
{ 
# 30
a11 = (pack5< long, 6> (30UL, static_cast< float>((10.375F)))); 
# 31
const unsigned *base15 = (nullptr); 
# 32
(++beta12), (stride14 = (((stride14 << a11) & 15) & 15)); 
# 33
} 
#endif
# 36 "v001882.cu"
__attribute__((visibility("hidden"))) void tile16(unsigned short b17, unsigned char b18) ;
#if 0
# 36
{ 
# 37
b18 = ((((b18 * b18) & 15) >= (~b17)) ? pack5< long, 3> (sizeof(float) % b18, b18 * 7) : b18); 
# 38
int iter19 = 0; 
# 39
do { 
# 40
if (b18 & 1) { 
# 41
break; 
# 42
}  
# 43
float tmp20 = (sizeof(int) - b18) | ((b18 += ('#')), (b18 * b18)); 
# 44
++iter19; 
# 45
} while (iter19 < 3); 
# 46
} 
#endif
# 48 "v001882.cu"
namespace math21 { 
# 49
static unsigned d_decay22; 
# 50
}
# 52
static void probe23_kernel(int count24, unsigned long long *dst25, int count26) ;
#if 0
# 52
{ 
# 53
unsigned char e27[5] = {(23), static_cast< unsigned char>((8) - math21::d_decay22), (31U), (15), static_cast< unsigned char>(count24)}; 
# 54
count26 = pack5(4L, (16.75F)); 
# 55
count24 = (static_cast< int>((e27[1]) & (60L * count26))); 
# 56
} 
#endif
# 58 "v001882.cu"
int main() { 
# 59
int len28 = 559; 
# 60
int iter29 = 0; 
# 61
do { 
# 62
(__cudaPushCallConfiguration(1, 8 + 504, 0)) ? (void)0 : probe23_kernel((len28 % len28) & 15, nullptr, -(len28 + 8)); 
# 63
++len28; 
# 64
++iter29; 
# 65
} while (iter29 < iter29); 
# 66
(__cudaPushCallConfiguration(2, (8 + (8 + (8 + (8 + 96)))) * 2, sizeof(unsigned) * (64))) ? (void)0 : sift10(pack5< int, 5> (pack5< long, 5> (len28, 59), pack5< long, 5> (19, len28)), (4.75F), nullptr, 8 + ((len28 += 8), 8)); 
# 67
(__cudaPushCallConfiguration(1 << 2, 32 * 4, sizeof(double) * (256), nullptr)) ? (void)0 : tile16(1 + iter29, 6); 
# 68
return 0; 
# 69
} 

# 1 "v001882.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2c193c5a_10_v001882_cu_25d5a20a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001882.cudafe1.stub.c"
#include "v001882.cudafe1.stub.c"
# 1 "v001882.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
