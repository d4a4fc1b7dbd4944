# 1 "v000208.cu"
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
# 12 "v000208.cu"
enum class Phase8 { 
# 13
Red9, 
# 14
Blue10, 
# 15
Busy11 = 4, 
# 16
Red12, 
# 17
Off13 = 9
# 18
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 20
template< class T, int N> static void 
# 21
__wrapper__device_stub_norm14_kernel(const T *__restrict__ &src15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern int dyn_16[]; 
# 24
unsigned long long y17{7ULL}; 
# 25
y17 = (N); 
# 26
__attribute__((unused)) static int sh_18[128]; 
# 27
__attribute__((unused)) static int sh_19[5][4]; 
# 28
(dyn_16[1])--; 
# 29
const int acc20 = sh_18[y17]; 
# 30
y17--; 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 20 "v000208.cu"
template< class T, int N> static void 
# 21
norm14_kernel(const T *__restrict__ src15) 
# 22
{__wrapper__device_stub_norm14_kernel<T,N>(src15);
# 31
return;}
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern int dyn_16[]; 
# 24
unsigned long long y17{7ULL}; 
# 25
y17 = (N); 
# 26
__attribute__((unused)) static int sh_18[128]; 
# 27
__attribute__((unused)) static int sh_19[5][4]; 
# 28
(dyn_16[1])--; 
# 29
const int acc20 = sh_18[y17]; 
# 30
y17--; 
# 31
} 
#endif
# 32 "v000208.cu"
static float g_gather21; 
# 34
namespace impl22 { 
# 35
struct __attribute((aligned(16))) Acc23 { 
# 36
float count24, val25; 
# 37
size_t weight26; 
# 38
}; 
# 40
Acc23 operator+(Acc23 a, Acc23 b) 
# 41
{ 
# 42
Acc23 r = a; 
# 43
(r.count24) += (b.count24); 
# 44
(r.val25) += (b.val25); 
# 45
(r.weight26) += (b.weight26); 
# 46
return r; 
# 47
} 
# 48
using kind27_t = Phase8; 
# 49
}
# 51
int rank28(long long *__restrict__ acc29, impl22::Acc23 cfg30) 
# 52
{ 
# 53
if (acc29[0]) { 
# 54
for (int n31 = 0; n31 < 5; n31 += 1) { 
# 55
if (long diff32 = (43); diff32 >= diff32) { 
# 56
diff32 &= 14L; 
# 57
int prod33{581}; 
# 58
}  
# 59
unsigned char w34 = acc29[n31]; 
# 60
impl22::kind27_t prod35 = Phase8::Off13; 
# 61
}  
# 62
}  
# 63
return (5) * (cfg30.weight26); 
# 64
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 66
template< class T> static void 
# 67
__wrapper__device_stub_merge36(const T *&input37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 68
{ 
# 69
if (!input37) { 
# 70
unsigned long long lo38 = 128 / ((input37[4]) / 2); 
# 71
}  
# 72
if ((*input37) > 19L) { 
# 73
return; 
# 74
}  
# 75
rank28((long long *)nullptr, impl22::Acc23{(41), (7.0F), (40U)}); 
# 76
bool lo39 = (!(rank28(nullptr, impl22::Acc23{}) <= ((*input37) - (*input37)))); 
# 77
} 
#endif

#pragma GCC diagnostic pop

# 66 "v000208.cu"
template< class T> static void 
# 67
merge36(const T *input37) 
# 68
{__wrapper__device_stub_merge36<T>(input37);
# 77
return;}
#if 0
# 68
{ 
# 69
if (!input37) { 
# 70
unsigned long long lo38 = 128 / ((input37[4]) / 2); 
# 71
}  
# 72
if ((*input37) > 19L) { 
# 73
return; 
# 74
}  
# 75
rank28((long long *)nullptr, impl22::Acc23{(41), (7.0F), (40U)}); 
# 76
bool lo39 = (!(rank28(nullptr, impl22::Acc23{}) <= ((*input37) - (*input37)))); 
# 77
} 
#endif
# 79 "v000208.cu"
namespace _GLOBAL__N__7438bf2d_10_v000208_cu_51b5b252 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__7438bf2d_10_v000208_cu_51b5b252; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__7438bf2d_10_v000208_cu_51b5b252 __attribute__((visibility("hidden")))  { 
# 80
void pack40(unsigned long long q41, int len42, unsigned long q43) 
# 81
{ 
# 82
if ((len42 >= 28) || (q41 > len42)) { 
# 83
return; 
# 84
}  
# 85
len42 |= 128; 
# 86
if ((q43 == len42) || (q41 < q43)) { 
# 87
return; 
# 88
}  
# 89
double t44[2]{(50U), (1.0)}; 
# 90
} 
# 91
enum class Phase45 { Slow46, Fast47, Busy48, Slow49 = 6}; 
# 92
enum class State50 { 
# 93
Green51, 
# 94
Low52 = 3, 
# 95
High53, 
# 96
Green54, 
# 97
Idle55
# 98
}; 
# 99
}
# 101
void update56(int n57, const double *in58) 
# 102
{ 
# 103
cudaStream_t t59 = (nullptr); 
# 104
(__cudaPushCallConfiguration(64, 128 + (256 + 128), sizeof(float) * (64))) ? (void)0 : merge36(&g_gather21); 
# 105
int e60 = rank28(nullptr, impl22::Acc23{(-1), (229ULL), (14)}); 
# 106
rank28(nullptr, impl22::Acc23{(5.0F), (3.0F), (11)}); 
# 107
(__cudaPushCallConfiguration(4, ((dim3)(32)), 0)) ? (void)0 : norm14_kernel< int, 8> (&e60); 
# 108
const char *off61 = ("AB"); 
# 109
} 
# 111
int main() 
# 112
{ 
# 113
int len62 = 85; 
# 114
(++g_gather21), (len62 = len62); 
# 115
impl22::Acc23 stride63{(9.125F), (17.75F), (13)}; 
# 116
int w64 = 0; 
# 117
while (w64 < w64) { 
# 118
Phase45 diff65 = Phase45::Slow46; 
# 119
++w64; 
# 120
}  
# 121
pack40(((rank28((long long *)nullptr, stride63)) > g_gather21) ? g_gather21 + g_gather21 : ((long)g_gather21), (7U * w64) - ((49) * g_gather21), len62); 
# 122
return 0; 
# 123
} 

# 1 "v000208.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7438bf2d_10_v000208_cu_51b5b252
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000208.cudafe1.stub.c"
#include "v000208.cudafe1.stub.c"
# 1 "v000208.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
