# 1 "v000422.cu"
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
# 7 "v000422.cu"
using real3_t = double; 
# 8
enum class Level4 { Blue5, Blue6}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 10
template< class T, class U> static void 
# 11
__wrapper__device_stub_decay7_kernel(const U *&coef8, T *__restrict__ &buf9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 11
{ 
# 12
__attribute__((unused)) static unsigned sh_10[256]; 
# 13
if ((((sh_10[66]) >= (25)) ? sizeof(T) : (8)) <= (sh_10[145])) { 
# 14
goto out14; 
# 15
}  
# 16
if (((*coef8) + 2) > 28L) { 
# 17
int pass11 = 0; 
# 18
while (pass11 < 13) { 
# 19
if ((((sh_10[pass11]) >> 8) + (buf9[pass11])) < ((coef8[4]) * 3662U)) { 
# 20
int e12[6]{(13U), static_cast< int>(sh_10[pass11 & 255]), pass11, (16U), 62, 9}; 
# 21
int w13[7]{36, 3, (-21L), 9, (49U), (4L), 58}; 
# 22
}  
# 23
(sh_10[107]) = ((((pass11 - 20) & 1) ? 46LL - (sh_10[18]) : ((37) + (sh_10[pass11 & 255]))) << (pass11 % (pass11 * 3))); 
# 24
++pass11; 
# 25
}  
# 26
}  
# 27
out14:; ; 
# 28
} 
#endif

#pragma GCC diagnostic pop

# 10 "v000422.cu"
template< class T, class U> static void 
# 11
decay7_kernel(const U *coef8, T *__restrict__ buf9) {__wrapper__device_stub_decay7_kernel<T,U>(coef8,buf9);
# 28
return;}
#if 0
# 11
{ 
# 12
__attribute__((unused)) static unsigned sh_10[256]; 
# 13
if ((((sh_10[66]) >= (25)) ? sizeof(T) : (8)) <= (sh_10[145])) { 
# 14
goto out14; 
# 15
}  
# 16
if (((*coef8) + 2) > 28L) { 
# 17
int pass11 = 0; 
# 18
while (pass11 < 13) { 
# 19
if ((((sh_10[pass11]) >> 8) + (buf9[pass11])) < ((coef8[4]) * 3662U)) { 
# 20
int e12[6]{(13U), static_cast< int>(sh_10[pass11 & 255]), pass11, (16U), 62, 9}; 
# 21
int w13[7]{36, 3, (-21L), 9, (49U), (4L), 58}; 
# 22
}  
# 23
(sh_10[107]) = ((((pass11 - 20) & 1) ? 46LL - (sh_10[18]) : ((37) + (sh_10[pass11 & 255]))) << (pass11 % (pass11 * 3))); 
# 24
++pass11; 
# 25
}  
# 26
}  
# 27
out14:; ; 
# 28
} 
#endif
# 29 "v000422.cu"
static_assert(((17 * (1 << 1)) > 33), "bad config");
# 31
namespace detail15 { namespace v16 { 
# 32
static void tile17(double q18, double p19) ;
#if 0
# 32
{ 
# 33
if ((q18 + ((2) + q18)) >= ((1661) - p19)) { 
# 34
__attribute__((unused)) static float sh_20[16]; 
# 35
} else { 
# 36
q18 = p19; 
# 37
}  
# 38
__attribute__((unused)) static long sh_21[12][7]; 
# 39
q18 = ((56) & (((sh_21[9])[1]) + (61L - ((sh_21[8])[0])))); 
# 40
} 
#endif
# 42 "v000422.cu"
static float score22(const int *coef23, int count24, real3_t *data25) { 
# 43
{ 
# 44
(data25[count24]) += ((17.5F)); 
# 45
count24 ^= ((((count24 < 27) ? 22 : 30) > ((((13) <= (*data25)) ? coef23[count24] : (*coef23)) + (((data25[0]) += (37)), 35UL))) ? 41 : 24); 
# 46
} 
# 47
const char *z26 = ("C:\\dir"); 
# 48
if ((data25[0]) == (coef23[1])) { 
# 49
goto finish27; 
# 50
}  
# 51
(__cudaPushCallConfiguration((count24 + 127) / 128, sizeof(float) * (32), 512 * 8)) ? (void)0 : detail15::v16::tile17((8.125), 59); 
# 52
count24 = ('\"'); 
# 53
finish27:; ; 
# 54
return ((coef23[count24 & 7]) - count24) % count24; 
# 55
} 
# 56
}}
# 58
int main() { 
# 59
int size28 = 1559; 
# 60
(__cudaPushCallConfiguration((size28 + 127) / 128, 1 << 8)) ? (void)0 : decay7_kernel(&size28, (real3_t *)nullptr); 
# 61
size28 += 7UL; 
# 62
size28 += size28; 
# 63
bool m29((true) - size28); 
# 64
const char *f30 = ("tile"); 
# 65
return 0; 
# 66
} 

# 1 "v000422.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b71cef34_10_v000422_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000422.cudafe1.stub.c"
#include "v000422.cudafe1.stub.c"
# 1 "v000422.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
