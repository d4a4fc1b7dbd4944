# 1 "v000997.cu"
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
# 24 "v000997.cu"
__attribute__((visibility("hidden"))) void reduce10(const float *__restrict__ in11, const long *src12) ;
#if 0
# 24
{ 
# 25
auto tmp13 = ((float)((src12[4]) + (16))) * ((float)((src12[4]) + (16))); 
# 26
int tmp14 = tmp13; 
# 27
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29 "v000997.cu"
template< class T> static void 
# 30
__wrapper__device_stub_split15(const T *__restrict__ &in16, int &stride17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern double dyn_18[]; 
# 32
{ 
# 33
unsigned off19 = *in16; 
# 34
T *lim20 = (nullptr); 
# 35
} 
# 36
stride17 = ((((in16[stride17 & 7]) * (in16[stride17 & 7])) + (dyn_18[stride17])) - (stride17 | 50)); 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 29 "v000997.cu"
template< class T> static void 
# 30
split15(const T *__restrict__ in16, int stride17) {__wrapper__device_stub_split15<T>(in16,stride17);
# 37
return;}
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern double dyn_18[]; 
# 32
{ 
# 33
unsigned off19 = *in16; 
# 34
T *lim20 = (nullptr); 
# 35
} 
# 36
stride17 = ((((in16[stride17 & 7]) * (in16[stride17 & 7])) + (dyn_18[stride17])) - (stride17 | 50)); 
# 37
} 
#endif
# 39 "v000997.cu"
float spread21(int len22) { 
# 40
if ((len22 * 47U) < 47L) { 
# 41
return 16 ^ len22; 
# 42
}  
# 43
len22 = (-(len22 * len22)); 
# 44
(__cudaPushCallConfiguration(1 << (3 + 1), 32 * 2)) ? (void)0 : reduce10(nullptr, nullptr); 
# 45
len22 = len22; 
# 46
len22 = (40 + len22); 
# 47
return (12.125F); 
# 48
} 
# 50
__attribute__((unused)) inline float spread23(double p24, short q25, unsigned long b26) {int volatile ___ = 1;(void)p24;(void)q25;(void)b26;
# 54
::exit(___);}
#if 0
# 50
{ 
# 51
p24++; 
# 52
auto t27 = p24 + q25; 
# 53
return b26; 
# 54
} 
#endif
# 55 "v000997.cu"
static float c_kick28; 
# 57
__attribute((always_inline)) __attribute__((unused)) inline void lerp29(int n30, unsigned *out31) {int volatile ___ = 1;(void)n30;(void)out31;
# 60
::exit(___);}
#if 0
# 57
{ 
# 58
int res32{53}; 
# 59
n30 >>= (((34) - (out31[1])) & ((res32 >> 8) * n30)); 
# 60
} 
#endif
# 62 "v000997.cu"
void run_relax33(float *dst34, int n35) { 
# 63
if ((n35 >> n35) <= (dst34[4])) { 
# 64
(dst34[0]) /= spread21(n35); 
# 65
int stride36 = n35 % 50ULL; 
# 66
}  
# 67
(dst34[4]) += (8.25F); 
# 68
} 
# 70
struct Span37 { 
# 71
long long x38; 
# 72
unsigned flag39; 
# 73
}; 
# 74
typedef Span37 rec40_t; 
# 76
__attribute__((unused)) int clamp41(float p42, float *data43) {int volatile ___ = 1;(void)p42;(void)data43;
# 85
::exit(___);}
#if 0
# 76
{ 
# 77
__attribute__((unused)) static long long sh_44; 
# 78
short res45(c_kick28); 
# 79
p42 += (u'\x30'); 
# 80
__attribute__((unused)) static Span37 sh_46[64]; 
# 81
res45++; 
# 82
(data43[sh_44 & (7)]) = res45; 
# 83
--(*data43); 
# 84
return res45; 
# 85
} 
#endif
# 87 "v000997.cu"
int main() { 
# 88
int n47 = 3203; 
# 89
unsigned char r48 = ((!(n47 != n47)) && (!(n47 == 6))) ? ~(62 ^ n47) : (n47 << ((n47) ? n47 : n47)); 
# 90
short *acc49 = (nullptr); 
# 91
if (((acc49[r48]) <= (acc49[r48])) && ((acc49[4]) != 33)) { 
# 92
return spread21((long long)n47); 
# 93
}  
# 94
(__cudaPushCallConfiguration((n47 + 127) / 128, sizeof(unsigned) * (64), sizeof(int) * (32))) ? (void)0 : split15< long> (reinterpret_cast< const long *>(acc49), (16 + (acc49[7])) * spread21(3)); 
# 95
return 0; 
# 96
} 

# 1 "v000997.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4b8c3dc9_10_v000997_cu_0db747c8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000997.cudafe1.stub.c"
#include "v000997.cudafe1.stub.c"
# 1 "v000997.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
