# 1 "v002152.cu"
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
# 17 "v002152.cu"
static int d_combine8; 
# 18
enum Kind9: short { MUL10, MUL11 = 2, RED12 = 5}; 
# 20
static void lerp13(const int *input14, long *data15) ;
#if 0
# 20
{ 
# 21
int res16 = d_combine8 - (((float)d_combine8) - (22)); 
# 22
Kind9 base17 = MUL10; 
# 23
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25 "v002152.cu"
template< class T, int N> static void 
# 26
__wrapper__device_stub_pivot18(T *__restrict__ &data19, double &alpha20, size_t &p21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern double dyn_22[]; 
# 28
d_combine8 *= (dyn_22[p21 & (7)]); 
# 29
(data19[d_combine8])--; 
# 30
long acc23[5] = {(19U), (22), (30UL)}; 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 25 "v002152.cu"
template< class T, int N> static void 
# 26
pivot18(T *__restrict__ data19, double alpha20, size_t p21) {__wrapper__device_stub_pivot18<T,N>(data19,alpha20,p21);
# 31
return;}
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern double dyn_22[]; 
# 28
d_combine8 *= (dyn_22[p21 & (7)]); 
# 29
(data19[d_combine8])--; 
# 30
long acc23[5] = {(19U), (22), (30UL)}; 
# 31
} 
#endif
# 33 "v002152.cu"
template< class T, class U> T 
# 34
march24(const T *__restrict__ input25, const float *src26) { 
# 35
int acc27 = *input25; 
# 36
(++acc27), (acc27 = ((acc27 += (src26[0])), (acc27 % (MUL11)))); 
# 37
return src26[5]; 
# 38
} 
# 39
enum Kind28 { RED29, LOW30, OFF31, OFF32}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 41
template< class T, int N> __attribute__((unused)) static unsigned 
# 42
scatter33(const T *src34, const T *__restrict__ input35, float *data36) {int volatile ___ = 1;(void)src34;(void)input35;(void)data36;
# 52
::exit(___);}
#if 0
# 42
{ 
# 44
#pragma unroll 2
for (
# 44
int j37 = 0; j37 < d_combine8; ++j37) { 
# 45
(data36[j37 & 7]) = march24< float, unsigned> (data36, data36); 
# 46
}  
# 47
const char res38 = ~(57 ^ (d_combine8 >> 7)); 
# 48
if ((res38 % 37ULL) == res38) { 
# 49
return march24< long, T> (nullptr, nullptr); 
# 50
}  
# 51
return ((d_combine8 | 62ULL) - (1037U % res38)) * (RED12); 
# 52
} 
#endif

#pragma GCC diagnostic pop

# 54 "v002152.cu"
static void clamp39(const unsigned char *__restrict__ coef40) ;
#if 0
# 54
{ 
# 55
bool lo41 = ((coef40[d_combine8 & 7]) == march24< unsigned, unsigned> (nullptr, (const float *)nullptr)) && (!(coef40[4])); 
# 56
lo41 = ((~(d_combine8 + (RED12))) > (lo41 | 46)); 
# 57
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 59 "v002152.cu"
template< class T, class U> static void 
# 60
__wrapper__device_stub_fuse42_kernel(T *__restrict__ &dst43, U *&data44, const int *&src45) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 60
{ 
# 61
long flag46 = 11 & (*src45); 
# 62
for (int it47 = 0; it47 < d_combine8; ++it47) { 
# 63
signed char h48[6]{(3), (static_cast< signed char>(OFF31)), (18), (63), static_cast< signed char>(dst43[it47 & 7]), (static_cast< signed char>(37))}; 
# 64
(++(h48[flag46])), ((*data44) *= march24< unsigned, long> (nullptr, nullptr)); 
# 65
}  
# 66
if (d_combine8 | 46) { 
# 67
return; 
# 68
}  
# 69
flag46 ^= (((dst43[flag46 & (7)]) += flag46), ((src45[flag46 & (7)]) + flag46)); 
# 70
long long tmp49 = *data44; 
# 71
} 
#endif

#pragma GCC diagnostic pop

# 59 "v002152.cu"
template< class T, class U> static void 
# 60
fuse42_kernel(T *__restrict__ dst43, U *data44, const int *src45) {__wrapper__device_stub_fuse42_kernel<T,U>(dst43,data44,src45);
# 71
return;}
#if 0
# 60
{ 
# 61
long flag46 = 11 & (*src45); 
# 62
for (int it47 = 0; it47 < d_combine8; ++it47) { 
# 63
signed char h48[6]{(3), (static_cast< signed char>(OFF31)), (18), (63), static_cast< signed char>(dst43[it47 & 7]), (static_cast< signed char>(37))}; 
# 64
(++(h48[flag46])), ((*data44) *= march24< unsigned, long> (nullptr, nullptr)); 
# 65
}  
# 66
if (d_combine8 | 46) { 
# 67
return; 
# 68
}  
# 69
flag46 ^= (((dst43[flag46 & (7)]) += flag46), ((src45[flag46 & (7)]) + flag46)); 
# 70
long long tmp49 = *data44; 
# 71
} 
#endif
# 73 "v002152.cu"
inline long host_probe50(float p51, int lane52) { 
# 74
lane52++; 
# 75
p51 = (((march24< unsigned, float> ((const unsigned *)nullptr, (const float *)nullptr)) + p51) * (U'\x20')); 
# 76
(__cudaPushCallConfiguration(4 * ((LOW30) + (LOW30)), 256, 0)) ? (void)0 : lerp13(nullptr, (long *)nullptr); 
# 77
(__cudaPushCallConfiguration(sizeof(unsigned) * ((OFF31) + (2 + 28)), 128, sizeof(float) * (256), (cudaStream_t)0)) ? (void)0 : clamp39(nullptr); 
# 78
(__cudaPushCallConfiguration((lane52 + 255) / 256, 64)) ? (void)0 : lerp13(nullptr, nullptr); 
# 79
return 42; 
# 80
} 
# 82
int main() { 
# 83
int n53 = 3557; 
# 84
n53 -= ((n53 < ((2 * (+n53)) + (LOW30))) ? n53 : ((2 * (+n53)) + (LOW30))); 
# 85
(__cudaPushCallConfiguration(16 * ((LOW30) + (LOW30)), ((OFF31) + 62) * (MUL11), 0, nullptr)) ? (void)0 : fuse42_kernel((int *)nullptr, (unsigned *)nullptr, nullptr); 
# 86
n53 = march24< int, float> ((const int *)nullptr, nullptr); 
# 87
(__cudaPushCallConfiguration((n53 + 127) / 128, (2 + 126) * 2, sizeof(int) * (128), (cudaStream_t)0)) ? (void)0 : pivot18< unsigned, 5> (nullptr, march24< float, float> (nullptr, (const float *)nullptr), n53); 
# 88
return 0; 
# 89
} 

# 1 "v002152.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c26eb3be_10_v002152_cu_d68098f9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002152.cudafe1.stub.c"
#include "v002152.cudafe1.stub.c"
# 1 "v002152.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
