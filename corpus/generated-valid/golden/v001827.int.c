# 1 "v001827.cu"
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
# 15 "v001827.cu"
static float g_gather6; 
# 17
__attribute__((visibility("hidden"))) void kick7_kernel(signed char p8, double *buf9, const unsigned long long *input10) ;
#if 0
# 17
{ 
# 18
int gid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
int r12[4] = {}; 
# 20
(buf9[2]) = (9); 
# 21
constexpr int sum13 = (25UL); 
# 22
} 
#endif
# 25 "v001827.cu"
double count14(int len15 = 23) { 
# 26
float off16 = static_cast< unsigned char>((len15 / 255LL) - ((long)3)); 
# 27
unsigned f17[3] = {}; 
# 28
len15 = off16; 
# 29
len15 %= (static_cast< long>(static_cast< int>(42U))); 
# 30
float k18 = off16; 
# 31
unsigned long w19 = sizeof(double); 
# 32
w19 = (+((9) * w19)); 
# 33
return (18.25); 
# 34
} 
# 36
constexpr int tally20(int lane21) { 
# 37
return 58; 
# 38
} 
# 40
int fuse22(int stride23, bool cfg24, int stride25 = 8) { 
# 41
stride23 <<= (stride23 + (stride25 - (9 >> stride23))); 
# 42
float q26[7] = {(27UL)}; 
# 43
char sum27((127ULL)); 
# 44
(++(q26[5])), (sum27 <<= (sum27 + 35L)); 
# 45
cfg24 = (6 != cfg24); 
# 46
return 3; 
# 47
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 50
template< class T> static void 
# 51
__wrapper__device_stub_apply28_kernel(const T *&in29, unsigned *&dst30, const T *__restrict__ &input31, T &q32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 51
{ 
# 52
__attribute__((unused)) extern unsigned char dyn_33[]; 
# 53
int tid34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
if (((dyn_33[tid34]) * 4266) == 36) { 
# 55
return; 
# 56
}  
# 57
double y35[6] = {((6.375F)), (static_cast< double>((12.75F))), (19.125), (5.0), ((11.25F)), (16.25)}; 
# 58
unsigned long prod36(((__device_builtin_variable_threadIdx.x) * (28)) + (((*in29) * 42) - ((*dst30) * (60)))); 
# 59
if ((prod36 + (dst30[7])) != (dyn_33[3])) { 
# 60
return; 
# 61
}  
# 62
auto k37 = (((q32 += (dyn_33[prod36])), (y35[2]))); 
# 63
if (((*in29) >= 25LL) && (k37 == tid34)) { 
# 64
goto finish38; 
# 65
}  
# 66
prod36 += (24); 
# 67
finish38:; ; 
# 68
} 
#endif

#pragma GCC diagnostic pop

# 50 "v001827.cu"
template< class T> static void 
# 51
apply28_kernel(const T *in29, unsigned *dst30, const T *__restrict__ input31, T q32) {__wrapper__device_stub_apply28_kernel<T>(in29,dst30,input31,q32);
# 68
return;}
#if 0
# 51
{ 
# 52
__attribute__((unused)) extern unsigned char dyn_33[]; 
# 53
int tid34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
if (((dyn_33[tid34]) * 4266) == 36) { 
# 55
return; 
# 56
}  
# 57
double y35[6] = {((6.375F)), (static_cast< double>((12.75F))), (19.125), (5.0), ((11.25F)), (16.25)}; 
# 58
unsigned long prod36(((__device_builtin_variable_threadIdx.x) * (28)) + (((*in29) * 42) - ((*dst30) * (60)))); 
# 59
if ((prod36 + (dst30[7])) != (dyn_33[3])) { 
# 60
return; 
# 61
}  
# 62
auto k37 = (((q32 += (dyn_33[prod36])), (y35[2]))); 
# 63
if (((*in29) >= 25LL) && (k37 == tid34)) { 
# 64
goto finish38; 
# 65
}  
# 66
prod36 += (24); 
# 67
finish38:; ; 
# 68
} 
#endif
# 70 "v001827.cu"
int main() { 
# 71
int n39 = 3819; 
# 72
g_gather6 = (((unsigned char)255) % (n39 % (3U + n39))); 
# 73
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : kick7_kernel((n39 >> 7) - 35ULL, nullptr, nullptr); 
# 74
const char *diff40 = ("warp size"); 
# 75
g_gather6 += (32L); 
# 76
n39 /= (-((3 - n39) / (8 << (diff40[1])))); 
# 77
unsigned long cnt41{(50U)}; 
# 78
(__cudaPushCallConfiguration(1 << 2, sizeof(float) * (9 + 7))) ? (void)0 : apply28_kernel((const float *)nullptr, nullptr, (const float *)nullptr, g_gather6); 
# 79
return 0; 
# 80
} 

# 1 "v001827.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5177d4c9_10_v001827_cu_00afd525
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001827.cudafe1.stub.c"
#include "v001827.cudafe1.stub.c"
# 1 "v001827.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
