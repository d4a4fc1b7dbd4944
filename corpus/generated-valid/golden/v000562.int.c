# 1 "v000562.cu"
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
# 9 "v000562.cu"
__attribute__((visibility("hidden"))) void sift4_kernel(const float *coef5, float *dst6, int n7, const float *input8) ;
#if 0
# 9
{ 
# 10
if (!((11UL) < (*input8))) { 
# 11
return; }  
# 12
if (coef5 == (nullptr)) { 
# 13
return; }  
# 14
float h9[6] = {}; 
# 15
n7++; 
# 16
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18 "v000562.cu"
template< class T, int N> static void 
# 19
__wrapper__device_stub_tally10_kernel(T *__restrict__ &out11, int &stride12, float *&out13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
if ((out13[1]) != ((2L) - (*out13))) { 
# 21
stride12--; 
# 22
T hi14 = (out11[stride12]) + (((short)(*out11)) ? out13[3] : (10.5)); 
# 23
}  
# 24
(out13[6]) = (3); 
# 25
(*out13) = (stride12 - (2 * ((out11[5]) - N))); 
# 26
} 
#endif

#pragma GCC diagnostic pop

# 18 "v000562.cu"
template< class T, int N> static void 
# 19
tally10_kernel(T *__restrict__ out11, int stride12, float *out13) {__wrapper__device_stub_tally10_kernel<T,N>(out11,stride12,out13);
# 26
return;}
#if 0
# 19
{ 
# 20
if ((out13[1]) != ((2L) - (*out13))) { 
# 21
stride12--; 
# 22
T hi14 = (out11[stride12]) + (((short)(*out11)) ? out13[3] : (10.5)); 
# 23
}  
# 24
(out13[6]) = (3); 
# 25
(*out13) = (stride12 - (2 * ((out11[5]) - N))); 
# 26
} 
#endif
# 28 "v000562.cu"
namespace img15 { 
# 29
__attribute__((visibility("hidden"))) void spread16_kernel(float *__restrict__ acc17) ;
#if 0
# 29
{ 
# 30
(*acc17) = (11.75F); 
# 31
int u18 = acc17[6]; 
# 32
} 
#endif
# 34 "v000562.cu"
__attribute__((visibility("hidden"))) void probe19_kernel(const unsigned char *input20, int n21, int len22) ;
#if 0
# 34
{ 
# 35
if (!input20) { 
# 36
goto finish23; 
# 37
}  
# 38
if (((len22 += len22), n21) <= 61) { 
# 39
return; }  
# 40
len22 = (((*input20) >> (53 * (input20[len22]))) / ((n21 += 12), (-len22))); 
# 41
finish23:; ; 
# 42
} 
#endif
# 44 "v000562.cu"
__attribute__((visibility("hidden"))) void merge24_kernel(const int *__restrict__ coef25, const unsigned short *__restrict__ in26, double *dst27) ;
#if 0
# 44
{ 
# 45
short mid28 = (59U); 
# 46
if ((*dst27) == (6)) { 
# 47
goto skip30; 
# 48
}  
# 49
if ((mid28 << mid28) >= ((char)33)) { 
# 50
int w29 = 0; 
# 51
while (w29 < w29) { 
# 52
mid28 = mid28; 
# 53
++w29; 
# 54
}  
# 55
(dst27[7]) = (62); 
# 56
}  
# 57
skip30:; ; 
# 58
} 
#endif
# 59 "v000562.cu"
}
# 60
enum Color31 { MUL32, IDLE33, GREEN34 = 7}; 
# 63
void bump35(Color31 a36, double cfg37, int n38) { 
# 64
a36 = IDLE33; 
# 65
if (((cfg37 > (25UL)) || (n38 > n38)) && (cfg37 < n38) && (sizeof(long) < n38)) { 
# 66
n38 = a36; 
# 67
int f39 = 33; 
# 68
Color31 cnt40 = a36; 
# 69
}  
# 70
} 
# 72
struct Tile41 { 
# 73
int val42; 
# 74
int flag43; 
# 75
long long z44; 
# 76
void get45(unsigned f46) { 
# 77
f46++; 
# 78
} 
# 79
long long reset47() const { 
# 80
int acc48 = (z44) - ((GREEN34) * (val42)); 
# 81
acc48 = (IDLE33); 
# 82
return 60; 
# 83
} 
# 84
}; 
# 86
long run_blend49(const long *coef50) { 
# 87
Tile41 q51 = Tile41{}; 
# 88
int q52[3] = {}; 
# 89
return 18; 
# 90
} 
# 92
int main() { 
# 93
int count53 = 3087; 
# 94
--count53; 
# 95
if (count53 >= count53) { 
# 96
count53 = (IDLE33); 
# 97
count53 = (static_cast< float>(count53)); 
# 98
}  
# 99
(__cudaPushCallConfiguration(dim3((IDLE33) + (IDLE33), 16, (count53 + 31) / 32), 256)) ? (void)0 : sift4_kernel((const float *)nullptr, static_cast< float *>(nullptr), count53 % ((MUL32) + count53), nullptr); 
# 100
(__cudaPushCallConfiguration(sizeof(float) * ((IDLE33) + ((GREEN34) + 8)), dim3((count53 + 255) / 256, 1 << 5, ((IDLE33) + ((IDLE33) + 2)) * 16), sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : tally10_kernel< float, 2> (static_cast< float *>(nullptr), (2550 - count53) / (3646 * count53), nullptr); 
# 101
(__cudaPushCallConfiguration((count53 + 127) / 128, 128, (IDLE33) + 1023, 0)) ? (void)0 : img15::spread16_kernel(static_cast< float *>(nullptr)); 
# 102
return 0; 
# 103
} 

# 1 "v000562.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__89c09a51_10_v000562_cu_0c1f597e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000562.cudafe1.stub.c"
#include "v000562.cudafe1.stub.c"
# 1 "v000562.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
