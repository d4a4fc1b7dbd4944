# 1 "v000707.cu"
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
# 14 "v000707.cu"
struct Vec4 { 
# 15
int lo5; 
# 16
size_t vel6; 
# 17
int lo7; 
# 18
double mass8; 
# 19
}; 
# 22
struct Stats9 { 
# 23
double id10; 
# 24
unsigned char hi11, w12; 
# 25
unsigned long lo13; 
# 26
}; 
# 28
struct Body14 { 
# 29
int id15; 
# 30
unsigned z16; 
# 31
int weight17; 
# 32
}; 
# 34
struct Vec18 { 
# 35
int id19; 
# 36
unsigned long lo20; 
# 37
float w21; 
# 38
unsigned sum22; 
# 39
unsigned apply23() const { 
# 40
return (sum22) << ((id19) | 25); 
# 41
} 
# 42
}; 
# 44
template< class T, int N = 3> inline int 
# 45
weigh24(T *dst25, int lane26) { 
# 46
lane26 %= N; 
# 47
constexpr float r27 = (29L); 
# 48
return lane26; 
# 49
} 
# 51
namespace util28 { 
# 52
char host_spread29(unsigned beta30, Vec18 q31, unsigned p32) { 
# 53
if (weigh24< int, 5> (nullptr, 3769)) { 
# 54
return static_cast< int>(sizeof(int)); 
# 55
}  
# 56
q31.apply23(); 
# 57
for (int i33 = 5; i33 > 0; --i33) { 
# 58
++(q31.id19); 
# 59
if (26L <= (q31.id19)) { 
# 60
continue; 
# 61
}  
# 62
}  
# 63
return p32; 
# 64
} 
# 66
struct Acc34 { 
# 67
bool sum35; 
# 68
float y36; 
# 69
double id37; 
# 70
}; 
# 72
void run_accum38(int lane39, int n40) { 
# 73
switch (n40) { 
# 74
case 1 + 1:  
# 75
break; 
# 76
case 1 + 11:  { 
# 77
const int *idx41 = (nullptr); 
# 78
break; 
# 79
} 
# 80
case 8:  { 
# 81
auto r42 = n40; 
# 82
break; 
# 83
} 
# 84
case 11:  { 
# 85
const char *base43 = ("AB"); 
# 86
break; 
# 87
} 
# 88
}  
# 89
if (weigh24< long, 4> (static_cast< long *>(nullptr), lane39)) { 
# 90
return; 
# 91
}  
# 92
} 
# 93
}
# 95
__attribute__((visibility("hidden"))) void accum44_kernel(float *data45, int n46, const unsigned *input47) ;
#if 0
# 95
{ 
# 96
__attribute__((unused)) extern short dyn_48[]; 
# 97
unsigned idx49 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 98
(*data45) /= (~weigh24(const_cast< unsigned *>(input47), (data45[3]) + (input47[(__device_builtin_variable_blockDim.x) & (7)]))); 
# 99
float lim50 = (unsigned)((data45[3]) - idx49); 
# 100
(data45[5]) /= (__device_builtin_variable_threadIdx.x); 
# 101
} 
#endif
# 103 "v000707.cu"
int main() { 
# 104
int count51 = 1956; 
# 105
count51 >>= (~(static_cast< int>(count51 + 23))); 
# 106
(__cudaPushCallConfiguration(((dim3)(1)), 1 << 5)) ? (void)0 : accum44_kernel((float *)nullptr, count51, nullptr); 
# 107
count51 = weigh24(static_cast< long *>(nullptr), 29); 
# 108
static_assert((sizeof(int) == (4)), "tile must fit");
# 109
int q52 = count51; 
# 110
return 0; 
# 111
} 

# 1 "v000707.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7c963ec8_10_v000707_cu_b2703c46
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000707.cudafe1.stub.c"
#include "v000707.cudafe1.stub.c"
# 1 "v000707.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
