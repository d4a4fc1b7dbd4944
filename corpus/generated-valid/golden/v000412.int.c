# 1 "v000412.cu"
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
# 8 "v000412.cu"
int check_filter3(int *__restrict__ out4, int *buf5, unsigned long long b6) { 
# 9
(out4[6]) >>= (buf5[4]); 
# 10
size_t sum7[1 << 2]{(static_cast< size_t>(39U)), (1972L), (3066), (59L)}; 
# 11
double v8[2]{(-(3.875)), (53)}; 
# 12
return (v8[b6 & (1)]) + (61); 
# 13
} 
# 15
unsigned host_update9(const int *__restrict__ input10, int n11) { 
# 16
n11 >>= (input10[n11]); 
# 17
constexpr unsigned long long val12 = (62); 
# 18
auto op15 = [](int f13, unsigned q14) { 
# 19
f13 = 36; 
# 20
} ; typedef decltype(op15) __T0;
# 21
op15(n11, *input10); 
# 22
float val16{(10.5F)}; 
# 23
n11 &= 11; 
# 24
return 8UL; 
# 25
} 
# 26
enum Level17: unsigned char { FAST18, OFF19 = 6U, HIGH20, RED21 = 12U}; 
# 27
typedef short idx22_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T, int N> static void 
# 30
__wrapper__device_stub_pivot23(T *&data24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern double dyn_25[]; 
# 32
unsigned gid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
__attribute__((unused)) static int sh_27[sizeof(unsigned) * (4)]; 
# 34
Level17 lo28 = FAST18; 
# 35
if ((__device_builtin_variable_blockIdx.x) != (__device_builtin_variable_gridDim.y)) { 
# 36
return; }  
# 37
if ((__device_builtin_variable_gridDim.x) % (__device_builtin_variable_gridDim.x)) { 
# 38
return; }  
# 39
--(*data24); 
# 40
(dyn_25[0]) = gid26; 
# 41
} 
#endif

#pragma GCC diagnostic pop

# 29 "v000412.cu"
template< class T, int N> static void 
# 30
pivot23(T *data24) {__wrapper__device_stub_pivot23<T,N>(data24);
# 41
return;}
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern double dyn_25[]; 
# 32
unsigned gid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
__attribute__((unused)) static int sh_27[sizeof(unsigned) * (4)]; 
# 34
Level17 lo28 = FAST18; 
# 35
if ((__device_builtin_variable_blockIdx.x) != (__device_builtin_variable_gridDim.y)) { 
# 36
return; }  
# 37
if ((__device_builtin_variable_gridDim.x) % (__device_builtin_variable_gridDim.x)) { 
# 38
return; }  
# 39
--(*data24); 
# 40
(dyn_25[0]) = gid26; 
# 41
} 
#endif
# 44 "v000412.cu"
__attribute__((visibility("hidden"))) void smooth29(float *__restrict__ data30) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern float dyn_31[]; 
# 46
int tid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
__attribute__((unused)) static int sh_33[sizeof(unsigned) * (2)][4 * 3]; 
# 48
((sh_33[(__device_builtin_variable_blockIdx.x) & (7)])[tid32]) = ((sh_33[tid32])[__device_builtin_variable_blockIdx.z]); 
# 49
} 
#endif
# 51 "v000412.cu"
void run_relax34(int len35, int n36) { 
# 52
(__cudaPushCallConfiguration(4, 256 + ((RED21) + 244), sizeof(double) * (128))) ? (void)0 : pivot23< int, 7> (&len35); 
# 53
n36 = ((len35 ^ len35) - (-len35)); 
# 54
double v37(len35); 
# 55
v37 = (2LL); 
# 56
constexpr float z38 = (10.0F); 
# 57
} 
# 59
constexpr int host_norm39(int lane40) { 
# 60
return sizeof(float); 
# 61
} 
# 63
__attribute__((visibility("hidden"))) void bump41(unsigned long beta42) ;
#if 0
# 63
{ 
# 64
int tid43 = __device_builtin_variable_threadIdx.x; 
# 65
if (tid43 - 4265) { 
# 66
beta42 %= beta42; 
# 67
beta42 = (((875 ^ tid43) ^ beta42) * __device_builtin_variable_warpSize); 
# 68
--beta42; 
# 69
} else { if (__device_builtin_variable_threadIdx.x) { 
# 70
beta42 |= ((((beta42 < (__device_builtin_variable_blockIdx.x)) ? tid43 : tid43) - (tid43 ^ beta42)) + (beta42 ^ (beta42 << 6))); }  }  
# 71
__attribute__((unused)) static int sh_44[256]; 
# 72
__attribute__((unused)) static float sh_45[8]; 
# 73
} 
#endif
# 75 "v000412.cu"
__attribute__((visibility("hidden"))) void gather46(const int *coef47, double cfg48, int stride49, int n50) ;
#if 0
# 75
{ 
# 76
__attribute__((unused)) extern float dyn_51[]; 
# 77
__attribute__((unused)) static int sh_52[256]; 
# 78
n50 = (static_cast< float>(n50)); 
# 79
stride49 = n50; 
# 80
__attribute__((unused)) static int sh_53[9][14]; 
# 81
(dyn_51[__device_builtin_variable_threadIdx.y]) = (__alignof__(char) ^ (sh_52[stride49 & 255])); 
# 82
(++n50), (cfg48 -= (22L)); 
# 83
} 
#endif
# 85 "v000412.cu"
int main() { 
# 86
int count54 = 1362; 
# 87
if (count54 >= (count54 * count54)) { 
# 88
if (count54 == (count54 - (15 - count54))) { 
# 89
int r55[2] = {(-12), 8}; 
# 90
++(r55[0]); 
# 91
}  
# 92
float lo56 = (28L); 
# 93
} else { if ((35 % count54) >= count54) { 
# 94
const char *sum57 = ("warp size"); 
# 95
}  }  
# 96
(__cudaPushCallConfiguration((count54 + 255) / 256, 1 << 5, 0)) ? (void)0 : smooth29(static_cast< float *>(nullptr)); 
# 97
(__cudaPushCallConfiguration(16, 256)) ? (void)0 : bump41(count54 % count54); 
# 98
(__cudaPushCallConfiguration(((RED21) + 52) * 4, 16 * 4, sizeof(float) * (256))) ? (void)0 : gather46(&count54, (2.125), count54 - (OFF19), count54); 
# 99
return 0; 
# 100
} 

# 1 "v000412.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f0bc95e4_10_v000412_cu_ea45dac2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000412.cudafe1.stub.c"
#include "v000412.cudafe1.stub.c"
# 1 "v000412.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
