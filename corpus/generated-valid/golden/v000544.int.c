# 1 "v000544.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 17 "v000544.cu"
template< class T, int N> static void 
# 18
__wrapper__device_stub_fuse6_kernel(const T *__restrict__ &coef7, T *__restrict__ &buf8, T *__restrict__ &data9, const T *&in10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern int dyn_11[]; 
# 20
int iter12 = 0; 
# 21
do { 
# 22
(data9[0]) *= (dyn_11[iter12]); 
# 23
++iter12; 
# 24
} while (iter12 < iter12); 
# 25
float prod13 = dyn_11[iter12 & 7]; 
# 26
auto idx14 = dyn_11[6]; 
# 27
} 
#endif

#pragma GCC diagnostic pop

# 17 "v000544.cu"
template< class T, int N> static void 
# 18
fuse6_kernel(const T *__restrict__ coef7, T *__restrict__ buf8, T *__restrict__ data9, const T *in10) {__wrapper__device_stub_fuse6_kernel<T,N>(coef7,buf8,data9,in10);
# 27
return;}
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern int dyn_11[]; 
# 20
int iter12 = 0; 
# 21
do { 
# 22
(data9[0]) *= (dyn_11[iter12]); 
# 23
++iter12; 
# 24
} while (iter12 < iter12); 
# 25
float prod13 = dyn_11[iter12 & 7]; 
# 26
auto idx14 = dyn_11[6]; 
# 27
} 
#endif
# 29 "v000544.cu"
struct alignas(16) Span15 { 
# 30
char hi16; 
# 31
int flag17; 
# 32
unsigned long sum18; 
# 33
int hi19; 
# 34
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 36
template< class T, int N> static void 
# 37
__wrapper__device_stub_update20_kernel(T *&out21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 37
{ 
# 38
--(*out21); 
# 39
T stride22 = N + (out21[4]); 
# 40
stride22 = 64; 
# 41
} 
#endif

#pragma GCC diagnostic pop

# 36 "v000544.cu"
template< class T, int N> static void 
# 37
update20_kernel(T *out21) {__wrapper__device_stub_update20_kernel<T,N>(out21);
# 41
return;}
#if 0
# 37
{ 
# 38
--(*out21); 
# 39
T stride22 = N + (out21[4]); 
# 40
stride22 = 64; 
# 41
} 
#endif
# 42 "v000544.cu"
constexpr int WIDTH23 = (1 << 1); 
# 44
static unsigned host_trace24(Span15 beta25, float b26) { 
# 45
b26 = b26; 
# 46
if (!((10L) > b26)) { 
# 47
return (16) * (b26 + b26); 
# 48
}  
# 49
(__cudaPushCallConfiguration(128, 16 * WIDTH23)) ? (void)0 : fuse6_kernel< int, 5> (nullptr, nullptr, nullptr, (const int *)nullptr); 
# 50
b26 = (__alignof__(char)); 
# 51
(__cudaPushCallConfiguration(4, 32, sizeof(int) * (128), nullptr)) ? (void)0 : update20_kernel< int, 7> (nullptr); 
# 52
if (((beta25.hi19) & 1) && ((beta25.hi19) == 15LL)) { 
# 53
return (static_cast< unsigned>(64)) + (beta25.hi19); 
# 54
}  
# 55
return 345; 
# 56
} 
# 58
template< class T, class U> __attribute__((unused)) signed char 
# 59
march27(const U *input28, T beta29, unsigned long alpha30) {int volatile ___ = 1;(void)input28;(void)beta29;(void)alpha30;
# 63
::exit(___);}
#if 0
# 59
{ 
# 60
beta29 /= (static_cast< int>((alpha30 | sizeof(int)) * (alpha30 | sizeof(int)))); 
# 61
U f31 = alpha30; 
# 62
return (f31 * f31); 
# 63
} 
#endif
# 65 "v000544.cu"
unsigned warp32(int stride33) { 
# 66
auto x34 = (4L ^ stride33) + (stride33 * (41 + stride33)); 
# 67
stride33--; 
# 68
float u35 = ((37) ^ x34) + stride33; 
# 69
int w36 = 0; 
# 70
while (w36 < stride33) { 
# 71
unsigned v37 = (((double)((char)stride33)) >= WIDTH23) ? (u35 + (34U)) * (63U) : (2637); 
# 72
++w36; 
# 73
}  
# 74
unsigned *h38 = (nullptr); 
# 75
int *cnt39 = ((int *)nullptr); 
# 76
return ((cnt39[stride33]) + (45 + stride33)); 
# 77
} 
# 79
constexpr int run_weigh40(int count41, int stride42) { 
# 80
auto m43 = (stride42 + (12 & stride42)) - (((stride42 < 30) ? 50 : 16) + 32); 
# 81
int y44 = (41) ^ ((m43 - 0U) + (WIDTH23 - count41)); 
# 82
return WIDTH23 / (y44 & count41); 
# 83
} 
# 85
inline void check_stencil45(long long *buf46) { 
# 86
(buf46[1]) += (WIDTH23 * (*buf46)); 
# 87
(__cudaPushCallConfiguration(1, 1 << (WIDTH23 + 4), sizeof(float) * (32))) ? (void)0 : update20_kernel< float, 5> ((float *)nullptr); 
# 88
} 
# 90
int main() { 
# 91
int size47 = 2810; 
# 92
int k48{16}; 
# 93
(__cudaPushCallConfiguration((size47 + 127) / 128, 64, 16 + (WIDTH23 + 238))) ? (void)0 : fuse6_kernel< float, 2> (nullptr, nullptr, nullptr, static_cast< const float *>(nullptr)); 
# 94
k48 = WIDTH23; 
# 95
return 0; 
# 96
} 

# 1 "v000544.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d66b96ed_10_v000544_cu_f232d38c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000544.cudafe1.stub.c"
#include "v000544.cudafe1.stub.c"
# 1 "v000544.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
