# 1 "v000743.cu"
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
# 7 "v000743.cu"
class Sample2 { 
# 8
int id3; 
# 9
double val4; 
# 11
public: Sample2(int init5, double b6) : id3(init5), val4(b6) { } 
# 12
void bump7(int e8) { 
# 13
(val4) /= e8; 
# 14
} 
# 15
void total9(unsigned idx10) { 
# 16
(id3) = (51 - (id3)); 
# 17
} 
# 18
}; 
# 19
constexpr int RADIUS11 = 8; 
# 21
__attribute__((visibility("hidden"))) void shade12(unsigned *dst13, Sample2 alpha14, const unsigned long *in15) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) static double sh_16[32]; 
# 23
(sh_16[22]) = (((48) + (in15[4])) >> (RADIUS11 + ((dst13[1]) - 56L))); 
# 24
} 
#endif
# 26 "v000743.cu"
float filter17(Sample2 p18, int lane19, char q20) { 
# 27
switch (lane19) { 
# 28
case 1:  
# 29
q20 = RADIUS11; 
# 30
[[fallthrough]] ; 
# 31
case 4 * 3:  
# 32
break; 
# 33
case 2:  
# 34
break; 
# 35
}  
# 36
lane19 = RADIUS11; 
# 37
Sample2 val21(RADIUS11 + lane19, RADIUS11); 
# 38
if (!q20) { 
# 39
goto out22; 
# 40
}  
# 41
p18 = p18; 
# 42
out22:; ; 
# 43
return RADIUS11; 
# 44
} 
# 46
void filter23(int lane24, int lane25) { 
# 47
dim3 s26 = dim3(1 << 2, (lane24 + 127) / 128, (lane25 + 31) / 32); 
# 48
lane24 &= (((1) + (static_cast< long>(lane25))) - (RADIUS11 * (lane25 - RADIUS11))); 
# 49
} 
# 51
unsigned run_rank27(const Sample2 &beta28, int n29, double *acc30) { 
# 52
n29 = 0; 
# 53
float t31 = n29 & (n29 - 61U); 
# 54
Sample2 diff32(n29 & 25U, RADIUS11 + n29); 
# 55
const int *s33 = (nullptr); 
# 56
(__cudaPushCallConfiguration(dim3(1 << 1, RADIUS11 + 248), RADIUS11 * 16, RADIUS11 + (RADIUS11 + (RADIUS11 + 4072)))) ? (void)0 : shade12(reinterpret_cast< unsigned *>(acc30), beta28, reinterpret_cast< const unsigned long *>(acc30)); 
# 57
(__cudaPushCallConfiguration(1, RADIUS11 + (RADIUS11 + 16))) ? (void)0 : shade12(reinterpret_cast< unsigned *>(acc30), Sample2(n29 + 8UL, static_cast< long>(*acc30)), reinterpret_cast< const size_t *>(acc30)); 
# 58
return ((RADIUS11 * (*s33)) | 5) - (+(('\?') + (acc30[n29 & 7]))); 
# 59
} 
# 61
unsigned drift34(bool a35 = 1) { 
# 62
int val36 = 21 + a35; 
# 63
if (val36 != a35) { 
# 64
goto finish38; 
# 65
}  
# 66
{ 
# 67
constexpr int e37 = (RADIUS11 + (4 * 14)); 
# 68
a35 = ((val36 == (('A') - val36)) && (!(a35 || (a35 < RADIUS11)))); 
# 69
} 
# 70
finish38:; ; 
# 71
return -((a35 >> 1) - (1 | a35)); 
# 72
} 
# 73
static int c_grow39[4]; 
# 75
int combine40(float *dst41, const unsigned long long *input42) { 
# 76
int t43 = (11L) / (*dst41); 
# 77
(dst41[7]) = (21); 
# 78
const int *sum44 = reinterpret_cast< const int *>(input42); 
# 79
float stride45 = (*input42) & (static_cast< unsigned char>(' ')); 
# 80
Sample2 x46(t43, RADIUS11 ^ t43); 
# 81
return (3) - (dst41[t43]); 
# 82
} 
# 84
int main() { 
# 85
int len47 = 1004; 
# 86
len47 = RADIUS11; 
# 87
len47 = ((len47 + (RADIUS11 | len47)) + len47); 
# 88
dim3 tmp48((len47 + 255) / 256); 
# 89
return 0; 
# 90
} 

# 1 "v000743.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__06740f5f_10_v000743_cu_7b40e097
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000743.cudafe1.stub.c"
#include "v000743.cudafe1.stub.c"
# 1 "v000743.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
