# 1 "v000942.cu"
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
# 9 "v000942.cu"
void lerp4(int n5) { 
# 10
size_t idx6 = (((float)(~n5)) > ((n5 > n5) ? n5 : n5)) ? (float)(~n5) : ((n5 > n5) ? n5 : n5); 
# 11
idx6 = (((idx6 <= idx6) && (!(idx6 == idx6))) ? (idx6 - n5) - (idx6 * idx6) : 3560UL); 
# 12
idx6 = (((+(n5 + 49)) > 7) ? +(n5 + 49) : 7); 
# 13
unsigned idx7{(24LL)}; 
# 14
int iter8 = 0; 
# 15
do { 
# 16
idx7 &= (n5 & (((9) * idx7) % idx7)); 
# 17
++iter8; 
# 18
} while ((iter8 < 2) && (n5 & 1)); 
# 19
if (idx7 == n5) { 
# 20
return; 
# 21
}  
# 22
} 
# 24
extern "C" __attribute__((visibility("hidden"))) void smooth9(int n10, unsigned short q11, signed char beta12, const long *coef13) ;
#if 0
# 24
{ 
# 25
n10 &= (n10 ^ (__device_builtin_variable_gridDim.x)); 
# 26
beta12 = (__device_builtin_variable_blockDim.x); 
# 27
n10 = n10; 
# 28
beta12 *= 21U; 
# 29
beta12 = (63); 
# 30
int val14[5]{42, n10, 1, (35UL), (-39)}; 
# 31
(val14[q11]) &= (coef13[n10 & 7]); 
# 32
} 
#endif
# 33 "v000942.cu"
static unsigned d_tally15[64]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 35
template< class T, int N = 1> static void 
# 36
__wrapper__device_stub_spread16_kernel(T &p17, float &q18, T &q19, T &beta20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern signed char dyn_21[]; 
# 38
int idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
lerp4(((8) % (__device_builtin_variable_blockIdx.x)) - ((d_tally15[48]) % (__device_builtin_variable_threadIdx.y))); 
# 40
p17 -= N; 
# 41
double f23[5] = {}; 
# 42
const long hi24 = (3UL); 
# 43
const unsigned short prod25 = (24) * (f23[0]); 
# 44
lerp4(d_tally15[idx22 & 63]); 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 35 "v000942.cu"
template< class T, int N = 1> static void 
# 36
spread16_kernel(T p17, float q18, T q19, T beta20) {__wrapper__device_stub_spread16_kernel<T,N>(p17,q18,q19,beta20);
# 45
return;}
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern signed char dyn_21[]; 
# 38
int idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
lerp4(((8) % (__device_builtin_variable_blockIdx.x)) - ((d_tally15[48]) % (__device_builtin_variable_threadIdx.y))); 
# 40
p17 -= N; 
# 41
double f23[5] = {}; 
# 42
const long hi24 = (3UL); 
# 43
const unsigned short prod25 = (24) * (f23[0]); 
# 44
lerp4(d_tally15[idx22 & 63]); 
# 45
} 
#endif
# 47 "v000942.cu"
namespace ops26 { 
# 48
int check_bias27(long long a28, long q29, float *__restrict__ data30) { 
# 49
q29 = q29; 
# 50
unsigned char lim31[7] = {(21L), (47), (61L), (13), (static_cast< unsigned char>(38)), static_cast< unsigned char>((40) + a28), static_cast< unsigned char>(data30[5])}; 
# 51
float h32[2] = {}; 
# 52
(__cudaPushCallConfiguration(dim3(512, (q29 + (127)) / (128), 512), ((dim3)((q29 + (31)) / (32))))) ? (void)0 : spread16_kernel< float, 3> (q29, *data30, (int)19, a28); 
# 53
lerp4(q29 - ((int)(h32[0]))); 
# 54
if (a28) { 
# 55
return q29; 
# 56
}  
# 57
return (4) & a28; 
# 58
} 
# 59
enum Mode33 { GREEN34, OFF35, MUL36, BUSY37 = 6}; 
# 61
static void scatter38(int lane39, int stride40, int n41, float *data42) ;
#if 0
# 61
{ 
# 62
int i43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
if (i43 >= lane39) { 
# 64
return; 
# 65
}  
# 66
float w44[3] = {(41), (22.625F), (40L)}; 
# 67
if (data42 == (nullptr)) { 
# 68
return; 
# 69
}  
# 70
} 
#endif
# 71 "v000942.cu"
}
# 73
int main() { 
# 74
int count45 = 1059; 
# 75
auto step49 = [&](float mid46, int res47)->size_t { 
# 76
ops26::Mode33 q48 = ops26::BUSY37; 
# 77
return mid46; 
# 78
} ; typedef decltype(step49) __T0;
# 79
count45 = (((12 == (count45 / count45)) ? ops26::BUSY37 : (static_cast< unsigned char>(0U))) | ((ops26::check_bias27(count45, 8L, nullptr) < 28) ? (ops26::OFF35) * count45 : step49(count45, count45))); 
# 80
const int mid50 = ((ops26::check_bias27(count45, count45, (float *)nullptr)) | step49(count45, count45)) ^ ((count45 + 11U) * 2668UL); 
# 81
count45 &= ops26::check_bias27(mid50, 23UL, nullptr); 
# 82
if (count45 == 49) { 
# 83
return step49(count45, 41L); 
# 84
}  
# 85
(__cudaPushCallConfiguration(32, (ops26::OFF35) + 63)) ? (void)0 : smooth9(56U, 1598, 54, nullptr); 
# 86
(__cudaPushCallConfiguration(((dim3)((mid50 + 63) / 64)), 32)) ? (void)0 : ops26::scatter38(-(count45 / (ops26::MUL36)), count45, (((mid50 > count45) ? mid50 : count45) >= ('A')) ? mid50 : mid50, nullptr); 
# 87
return 0; 
# 88
} 

# 1 "v000942.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__84c2094a_10_v000942_cu_4138e2a2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000942.cudafe1.stub.c"
#include "v000942.cudafe1.stub.c"
# 1 "v000942.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
