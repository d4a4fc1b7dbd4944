# 1 "v001802.cu"
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
# 12 "v001802.cu"
static void scatter7_kernel(int count8) ;
#if 0
# 12
{ 
# 13
bool m9 = count8 != ((double)count8); 
# 14
count8--; 
# 15
} 
#endif
# 16 "v001802.cu"
constexpr int clamp10(int n11) { 
# 17
n11 &= 61; 
# 18
n11 += (+((44 & n11) + ((n11 == n11) ? n11 : n11))); 
# 19
return (int)(n11 % n11); 
# 20
} 
# 22
int filter12(float *__restrict__ acc13) { 
# 23
int w14 = 0; 
# 24
if (((w14 > (acc13[7])) ? w14 : (acc13[7])) == w14) { 
# 25
goto done17; 
# 26
}  
# 27
do { 
# 28
double acc15 = (2L) / (*acc13); 
# 29
int idx16 = (((w14 & 2L) == w14) ? (acc13[w14]) * (acc13[w14]) : (64)) - (*acc13); 
# 30
++w14; 
# 31
} while (w14 < 15); 
# 32
done17:; ; 
# 33
return (w14 * 4) & ((w14 + w14) - w14); 
# 34
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 35
template< class T, class U> static void 
# 36
__wrapper__device_stub_decay18(U *&buf19, const unsigned long long *__restrict__ &input20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 36
{ 
# 37
if ((input20[4]) <= (input20[1])) { 
# 38
goto finish25; 
# 39
}  
# 40
for (int it21 = 0; it21 < (4 + 1); it21++) { 
# 41
long long f22 = (4); 
# 42
(*buf19)++; 
# 43
}  
# 44
if (!(!input20)) { 
# 45
U x23 = (4UL) + ((((input20[1]) & (1)) && ((*input20) == (9))) ? input20[2] : (15.625F)); 
# 46
U hi24 = (*buf19) - (((input20[5]) * (2.875)) - (input20[7])); 
# 47
}  
# 48
finish25:; ; 
# 49
} 
#endif

#pragma GCC diagnostic pop

# 35 "v001802.cu"
template< class T, class U> static void 
# 36
decay18(U *buf19, const unsigned long long *__restrict__ input20) {__wrapper__device_stub_decay18<T,U>(buf19,input20);
# 49
return;}
#if 0
# 36
{ 
# 37
if ((input20[4]) <= (input20[1])) { 
# 38
goto finish25; 
# 39
}  
# 40
for (int it21 = 0; it21 < (4 + 1); it21++) { 
# 41
long long f22 = (4); 
# 42
(*buf19)++; 
# 43
}  
# 44
if (!(!input20)) { 
# 45
U x23 = (4UL) + ((((input20[1]) & (1)) && ((*input20) == (9))) ? input20[2] : (15.625F)); 
# 46
U hi24 = (*buf19) - (((input20[5]) * (2.875)) - (input20[7])); 
# 47
}  
# 48
finish25:; ; 
# 49
} 
#endif
# 50 "v001802.cu"
static_assert((4 == 4));
# 51
double score26(const unsigned long *__restrict__ coef27, unsigned *buf28, int stride29 = -30LL) { 
# 52
(buf28[stride29 & 7]) ^= (((coef27[7]) & (1)) ? stride29 : (((stride29 < (*buf28)) || (stride29 >= (*coef27))) ? (coef27[stride29 & 7]) % stride29 : (((buf28[stride29 & 7]) += (4184)), (*buf28)))); 
# 53
int m30{2850}; 
# 54
short prod31 = stride29; 
# 55
m30++; 
# 56
--(*buf28); 
# 57
return 64; 
# 58
} 
# 59
int main() { 
# 60
int size32 = 1148; 
# 61
if (((size32 += 23L), ((size32 > 23U) ? size32 : 23U)) < (size32 + 24U)) { 
# 62
const int r33 = 4; 
# 63
(__cudaPushCallConfiguration((size32 + 255) / 256, dim3(512, sizeof(float) * (2)), 0, (cudaStream_t)0)) ? (void)0 : decay18< unsigned, long> (static_cast< long *>(nullptr), (const unsigned long long *)nullptr); 
# 64
int *u34 = ((int *)nullptr); 
# 65
}  
# 66
int base35 = size32; 
# 67
(__cudaPushCallConfiguration(dim3(8, 1), 32 * 2, 1024)) ? (void)0 : scatter7_kernel((1U) * ((float)base35)); 
# 68
return 0; 
# 69
} 

# 1 "v001802.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1c69779b_10_v001802_cu_7c08a4b3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001802.cudafe1.stub.c"
#include "v001802.cudafe1.stub.c"
# 1 "v001802.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
