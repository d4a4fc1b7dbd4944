# 1 "v002247.cu"
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
# 18 "v002247.cu"
__attribute__((visibility("hidden"))) void lerp6(float a7) ;
#if 0
# 18
{ 
# 19
unsigned long long r8 = a7; 
# 20
r8 = r8; 
# 21
r8--; 
# 22
r8 = (23); 
# 23
} 
#endif
# 25 "v002247.cu"
__attribute__((visibility("hidden"))) void decay9_kernel(float *__restrict__ out10, int len11) ;
#if 0
# 25
{ 
# 26
(out10[5])--; 
# 27
float *hi12 = (nullptr); 
# 28
} 
#endif
# 30 "v002247.cu"
template< class T> 
# 31
struct Vec13 { 
# 32
T id14, mass15; 
# 33
T norm16() const { 
# 34
return 10L; 
# 35
} 
# 36
}; 
# 38
namespace _GLOBAL__N__4e441892_10_v002247_cu_e3b19db1 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__4e441892_10_v002247_cu_e3b19db1; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__4e441892_10_v002247_cu_e3b19db1 __attribute__((visibility("hidden")))  { 
# 39
enum State17 { ADD18, MUL19}; 
# 40
static double c_bump20; 
# 42
constexpr int host_fold21(int lane22) { 
# 43
lane22 = (((ADD18) * lane22) | lane22); 
# 44
return lane22; 
# 45
} 
# 46
}
# 47
enum class State23 { Green24, Idle25 = 3, Idle26}; 
# 49
__attribute__((visibility("hidden"))) void fold27_kernel(int *__restrict__ buf28, float *dst29, const int *__restrict__ src30, int len31) ;
#if 0
# 49
{ 
# 50
__attribute__((unused)) static int sh_32[256]; 
# 51
(*dst29)++; 
# 52
short off33 = buf28[len31 & 7]; 
# 53
(sh_32[off33 & 255]) = (dst29[7]); 
# 54
} 
#endif
# 56 "v002247.cu"
__attribute__((visibility("hidden"))) void drift34_kernel(int count35, const double *in36) ;
#if 0
# 56
{ 
# 57
--count35; 
# 58
int t37 = ((6) + ((in36[count35]) + (49U))) / (31UL); 
# 59
if ((*in36) > count35) { 
# 60
return; 
# 61
}  
# 62
int hi38[3]{(-43), static_cast< int>(*in36), 1}; 
# 63
if (count35 > c_bump20) { 
# 64
return; 
# 65
}  
# 66
unsigned char mid39 = in36[t37]; 
# 67
} 
#endif
# 69 "v002247.cu"
static float check_kick40(State23 p41, const int *in42) { 
# 70
const char *y43 = ("C:\\dir"); 
# 71
(__cudaPushCallConfiguration(1 << 6, ((MUL19) + 1) * ((MUL19) + ((MUL19) + 14)), sizeof(double) * (64), 0)) ? (void)0 : decay9_kernel(nullptr, -49); 
# 72
if (host_fold21((in42[0]) >> 8UL) <= host_fold21(y43[1])) { 
# 73
if (in42 == (nullptr)) { 
# 74
return ((in42[0]) <= ((y43[0]) - 49)) ? host_fold21(in42[6]) : (*in42); 
# 75
}  
# 76
(__cudaPushCallConfiguration(16, 1 << ((MUL19) + 8), sizeof(int) * (256), nullptr)) ? (void)0 : lerp6(host_fold21(y43[0])); 
# 77
p41 = State23::Green24; 
# 78
}  
# 79
return 50; 
# 80
} 
# 82
int main() { 
# 83
int n44 = 3763; 
# 84
n44 = (check_kick40(State23::Idle25, &n44)); 
# 85
n44 = ((n44 * 43L) * (3)); 
# 86
(__cudaPushCallConfiguration(2, 49 + 207, 0, 0)) ? (void)0 : fold27_kernel(&n44, (float *)nullptr, &n44, 2206); 
# 87
(__cudaPushCallConfiguration((n44 + 127) / 128, 256, 0)) ? (void)0 : drift34_kernel(n44, nullptr); 
# 88
return 0; 
# 89
} 

# 1 "v002247.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4e441892_10_v002247_cu_e3b19db1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002247.cudafe1.stub.c"
#include "v002247.cudafe1.stub.c"
# 1 "v002247.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
