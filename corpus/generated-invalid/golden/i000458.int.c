# 1 "i000458.cu"
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

# 7 "i000458.cu"
template< class T, int N = 5> static void 
# 8
__wrapper__device_stub_combine2_kernel(T *&buf3, double *&acc4, const T *&src5, int &len6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 9
{ 
# 10
len6++; 
# 11
(acc4[4]) = (static_cast< T>(((5.375) + (acc4[len6])) / ((*buf3) - len6))); 
# 12
int hi7 = N + (*src5); 
# 13
if (((*src5) + len6) == (buf3[hi7])) { 
# 14
return; 
# 15
}  
# 16
} 
#endif

#pragma GCC diagnostic pop

# 7 "i000458.cu"
template< class T, int N = 5> static void 
# 8
combine2_kernel(T *buf3, double *acc4, const T *src5, int len6) 
# 9
{__wrapper__device_stub_combine2_kernel<T,N>(buf3,acc4,src5,len6);
# 16
return;}
#if 0
# 9
{ 
# 10
len6++; 
# 11
(acc4[4]) = (static_cast< T>(((5.375) + (acc4[len6])) / ((*buf3) - len6))); 
# 12
int hi7 = N + (*src5); 
# 13
if (((*src5) + len6) == (buf3[hi7])) { 
# 14
return; 
# 15
}  
# 16
} 
#endif
# 18 "i000458.cu"
__attribute__((visibility("hidden"))) void gather8_kernel(const int *src9, int n10, int lane11) ;
#if 0
# 19
{ 
# 20
n10 = n10; 
# 21
constexpr int flag12 = (3 * 9); 
# 22
} 
#endif
# 24 "i000458.cu"
class Tile13 { 
# 25
float weight14; 
# 26
float w15; 
# 27
unsigned long weight16; 
# 29
public: Tile13(float b17, float b18, size_t a19) : weight14(b17), w15(b18), weight16(a19) { } 
# 30
size_t get20() const 
# 31
{ 
# 32
unsigned long long lim21 = (60); 
# 33
return lim21 + (26); 
# 34
} 
# 35
float scale22() const 
# 36
{ 
# 37
if ((weight14) != (' ')) { 
# 38
return (22.75F); 
# 39
}  
# 40
return static_cast< unsigned short>(weight16); 
# 41
} 
# 42
}; 
# 44
static int run_sweep23(float p24, signed char *acc25, double alpha26) 
# 45
{ 
# 46
++(*acc25); 
# 47
(__cudaPushCallConfiguration(8, 64 * 8)) ? (void)0 : gather8_kernel(reinterpret_cast< const int *>(acc25), -p24, ((float)alpha26) - alpha26); 
# 48
return ((+p24) * p24) * alpha26; 
# 49
} 
# 50
inline namespace { 
# 51
void hidden_kernel31(int *p) ;
#if 0
# 51
{ (p[0]) = 0; } 
#endif
# 52 "i000458.cu"
}
# 54
int main() 
# 55
{ 
# 56
int len27 = 1404; 
# 57
int lo28 = run_sweep23(run_sweep23((23.5F), nullptr, 4956 - len27), (signed char *)nullptr, len27); 
# 58
lo28 = (lo28 - run_sweep23(lo28, nullptr, len27)); 
# 59
Tile13 stride29{(1.0F), (8.0F), static_cast< size_t>(run_sweep23(lo28, nullptr, lo28))}; 
# 60
float acc30 = (static_cast< int>(lo28)) - ((run_sweep23((2.25F), static_cast< signed char *>(nullptr), (17.75F))) + stride29.get20()); 
# 61
run_sweep23((15.0F), nullptr, lo28 + stride29.scale22()); 
# 62
(__cudaPushCallConfiguration((len27 + 255) / 256, 256)) ? (void)0 : combine2_kernel< float, 3> (nullptr, nullptr, nullptr, static_cast< unsigned>(lo28)); 
# 63
return 0; 
# 64
} 

# 1 "i000458.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bc240925_10_i000458_cu_549d63dd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000458.cudafe1.stub.c"
#include "i000458.cudafe1.stub.c"
# 1 "i000458.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
