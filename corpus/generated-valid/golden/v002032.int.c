# 1 "v002032.cu"
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
# 9 "v002032.cu"
namespace _GLOBAL__N__867295bb_10_v002032_cu_shade25 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__867295bb_10_v002032_cu_shade25; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__867295bb_10_v002032_cu_shade25 __attribute__((visibility("hidden")))  { 
# 10
enum class State4: unsigned { Green5 = 1U, Red6}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 12
template< class T, class U> static void 
# 13
__wrapper__device_stub_shade7_kernel(T &cfg8, State4 &a9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 14
{ 
# 15
int idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
if (a9 == State4::Red6) { 
# 17
goto finish13; 
# 18
}  
# 19
for (int n11 = 0; n11 < idx10; n11++) { 
# 20
++cfg8; 
# 21
{ 
# 22
a9 = a9; 
# 23
State4 y12 = a9; 
# 24
} 
# 25
}  
# 26
finish13:; ; 
# 27
} 
#endif

#pragma GCC diagnostic pop

# 12 "v002032.cu"
template< class T, class U> static void 
# 13
shade7_kernel(T cfg8, State4 a9) 
# 14
{::_GLOBAL__N__867295bb_10_v002032_cu_shade25::__wrapper__device_stub_shade7_kernel<T,U>(cfg8,a9);
# 27
return;}
#if 0
# 14
{ 
# 15
int idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
if (a9 == State4::Red6) { 
# 17
goto finish13; 
# 18
}  
# 19
for (int n11 = 0; n11 < idx10; n11++) { 
# 20
++cfg8; 
# 21
{ 
# 22
a9 = a9; 
# 23
State4 y12 = a9; 
# 24
} 
# 25
}  
# 26
finish13:; ; 
# 27
} 
#endif
# 29 "v002032.cu"
struct Acc14 { 
# 30
int vel15; 
# 31
char vel16; 
# 32
signed char vel17; 
# 33
float lo18; 
# 34
void get19(float hi20) 
# 35
{ 
# 36
long long e21 = (2 * ((vel16) * 59)) + (10 * ((vel15) * (vel15))); 
# 37
(lo18)++; 
# 38
} 
# 39
float norm22(float m23) const 
# 40
{ 
# 41
return (22.625F); 
# 42
} 
# 43
}; 
# 45
Acc14 operator+(Acc14 a, Acc14 b) 
# 46
{ 
# 47
Acc14 r = a; 
# 48
(r.vel15) += (b.vel15); 
# 49
(r.vel16) += (b.vel16); 
# 50
(r.vel17) += (b.vel17); 
# 51
(r.lo18) += (b.lo18); 
# 52
return r; 
# 53
} 
# 54
}
# 55
typedef double real24_t; 
# 57
extern "C" __attribute__((visibility("hidden"))) void shade25(unsigned char *data26, const float *coef27, unsigned char *out28) ;
#if 0
# 58
{ 
# 59
State4 f29 = State4::Green5; 
# 60
Acc14 idx30 = {3, static_cast< char>(((out28[__device_builtin_variable_threadIdx.z]) <= 28) ? data26[4] : 56), (127), (22.75F)}; 
# 61
if (((double)(*coef27)) <= (data26[(__device_builtin_variable_threadIdx.x) & (7)])) { 
# 62
goto out31; 
# 63
}  
# 64
idx30 = Acc14{}; 
# 65
f29 = State4::Red6; 
# 66
out31:; ; 
# 67
} 
#endif
# 69 "v002032.cu"
constexpr int host_sift32(int stride33, signed char alpha34) 
# 70
{ 
# 71
float x35 = (((stride33 != 42) ? alpha34 : 16) & alpha34) + (alpha34 ^ stride33); 
# 72
bool r36 = (alpha34 & alpha34) + (((true) / stride33) + ((unsigned long long)stride33)); 
# 73
return ((2 * (r36 - r36)) + ((2 * (stride33 & stride33)) + r36)); 
# 74
} 
# 76
int main() 
# 77
{ 
# 78
int size37 = 479; 
# 79
for (int j38 = 0; j38 < size37; ++j38) { 
# 80
(__cudaPushCallConfiguration((j38 + 63) / 64, dim3((size37 + 127) / 128, (size37 + 127) / 128))) ? (void)0 : shade7_kernel< double, unsigned> (37U << size37, State4::Red6); 
# 81
}  
# 82
(__cudaPushCallConfiguration((size37 + 31) / 32, dim3((size37 + 127) / 128, 4, (size37 + 127) / 128))) ? (void)0 : shade25(nullptr, nullptr, nullptr); 
# 83
return 0; 
# 84
} 

# 1 "v002032.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__867295bb_10_v002032_cu_shade25
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002032.cudafe1.stub.c"
#include "v002032.cudafe1.stub.c"
# 1 "v002032.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
