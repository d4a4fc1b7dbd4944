# 1 "v001064.cu"
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
# 15 "v001064.cu"
namespace img5 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16
template< class T> static void 
# 17
__wrapper__device_stub_lerp6(T *&acc7, T &alpha8, const float *&coef9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
unsigned i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
unsigned char k11 = (7); 
# 21
const float *val12 = coef9; 
# 22
T sum13 = ((3.75F)); 
# 23
} 
#endif

#pragma GCC diagnostic pop

# 16 "v001064.cu"
template< class T> static void 
# 17
lerp6(T *acc7, T alpha8, const float *coef9) 
# 18
{::img5::__wrapper__device_stub_lerp6<T>(acc7,alpha8,coef9);
# 23
return;}
#if 0
# 18
{ 
# 19
unsigned i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
unsigned char k11 = (7); 
# 21
const float *val12 = coef9; 
# 22
T sum13 = ((3.75F)); 
# 23
} 
#endif
# 25 "v001064.cu"
template< class T> 
# 26
struct Pixel14 { 
# 27
T id15; 
# 28
T scale16(T f17) const 
# 29
{ 
# 30
return 40U + (+(id15)); 
# 31
} 
# 32
}; 
# 33
}
# 35
__attribute__((visibility("hidden"))) void stencil18(const long long *in19) ;
#if 0
# 36
{ 
# 37
int i20 = __device_builtin_variable_threadIdx.x; 
# 38
unsigned *lim21 = ((unsigned *)nullptr); 
# 39
float v22 = static_cast< float>((4) * ((__device_builtin_variable_threadIdx.x) % (7))); 
# 40
constexpr int z23 = (4395ULL); 
# 41
v22 = (i20 & 15); 
# 42
__attribute__((unused)) static int sh_24[16]; 
# 43
float v25{(17.875F)}; 
# 44
v25 = (((lim21[i20]) + ((60) + (lim21[__device_builtin_variable_threadIdx.x]))) >> (i20 * 33UL)); 
# 45
} 
#endif
# 47 "v001064.cu"
template< class T, int N> __attribute__((unused)) int 
# 48
spread26(const T *input27) 
# 49
{int volatile ___ = 1;(void)input27;
# 58
::exit(___);}
#if 0
# 49
{ 
# 50
img5::Pixel14< unsigned>  sum28 = img5::Pixel14< unsigned> {(56)}; 
# 51
if ((static_cast< T>(input27[4])) >= 17) { 
# 52
goto done29; 
# 53
}  
# 54
(sum28.id15) |= ((((__device_builtin_variable_blockIdx.x) - (N)) * (sum28.id15)) + (N)); 
# 55
(sum28.id15) += (((sum28.id15) + (2)) - (((sum28.id15) & (15)) & (15))); 
# 56
done29:; ; 
# 57
return 4; 
# 58
} 
#endif
# 59 "v001064.cu"
enum Op30 { ON31 = 2, SLOW32 = 6, SLOW33}; 
# 61
int drift34(char q35) 
# 62
{ 
# 63
unsigned h36 = (64); 
# 64
Op30 x37 = ON31; 
# 65
q35 = 'z'; 
# 66
return (x37 & 15); 
# 67
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 69
template< class T> static void 
# 70
__wrapper__device_stub_norm38(const T *&input39, const T *&input40) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 71
{ 
# 72
unsigned gid41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 73
int iter42 = 0; 
# 74
if ((*input40) < 49L) { 
# 75
goto out44; 
# 76
}  
# 77
do { 
# 78
Op30 z43 = ON31; 
# 79
++iter42; 
# 80
} while (iter42 < iter42); 
# 81
out44:; ; 
# 82
} 
#endif

#pragma GCC diagnostic pop

# 69 "v001064.cu"
template< class T> static void 
# 70
norm38(const T *input39, const T *input40) 
# 71
{__wrapper__device_stub_norm38<T>(input39,input40);
# 82
return;}
#if 0
# 71
{ 
# 72
unsigned gid41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 73
int iter42 = 0; 
# 74
if ((*input40) < 49L) { 
# 75
goto out44; 
# 76
}  
# 77
do { 
# 78
Op30 z43 = ON31; 
# 79
++iter42; 
# 80
} while (iter42 < iter42); 
# 81
out44:; ; 
# 82
} 
#endif
# 84 "v001064.cu"
int main() 
# 85
{ 
# 86
int count45 = 190; 
# 87
size_t acc46 = ((float)53L) * count45; 
# 88
(__cudaPushCallConfiguration(32 * 2, dim3((acc46 + (255)) / (256), (acc46 + (63)) / (64)))) ? (void)0 : norm38< double> (nullptr, (const double *)nullptr); 
# 89
acc46 = (acc46 & (15)); 
# 90
Op30 z47 = ON31; 
# 91
(__cudaPushCallConfiguration((count45 + 255) / 256, dim3((count45 + 63) / 64, 64, (count45 + 31) / 32))) ? (void)0 : img5::lerp6(&count45, (int)z47, static_cast< const float *>(nullptr)); 
# 92
(__cudaPushCallConfiguration(dim3((count45 + 63) / 64, (count45 + 255) / 256), 128)) ? (void)0 : stencil18(nullptr); 
# 93
return 0; 
# 94
} 

# 1 "v001064.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5a115f8a_10_v001064_cu_711f54b9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001064.cudafe1.stub.c"
#include "v001064.cudafe1.stub.c"
# 1 "v001064.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
