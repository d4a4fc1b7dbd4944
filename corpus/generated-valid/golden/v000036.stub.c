#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000036.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6shade9x(long long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay21_kernelhPKl(unsigned char, const long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__9e8f13c5_10_v000036_cu_383c20f68gather35EPKfPKjfPd(const float *, const unsigned *__restrict__, float, double *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6shade9x(long long __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(long long))shade9)), 0U);}
# 23 "v000036.cu"
void shade9( long long __cuda_0)
# 23 "v000036.cu"
{__device_stub__Z6shade9x( __cuda_0);
# 31 "v000036.cu"
}
# 1 "v000036.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14decay21_kernelhPKl( unsigned char __par0,  const long *__restrict__ __par1) {  const long *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned char, const long *__restrict__))decay21_kernel)), 0U); }
# 43 "v000036.cu"
void decay21_kernel( unsigned char __cuda_0,const long *__restrict__ __cuda_1)
# 43 "v000036.cu"
{__device_stub__Z14decay21_kernelhPKl( __cuda_0,__cuda_1);
# 54 "v000036.cu"
}
# 1 "v000036.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__9e8f13c5_10_v000036_cu_383c20f68gather35EPKfPKjfPd( const float *__par0,  const unsigned *__restrict__ __par1,  float __par2,  double *__restrict__ __par3) {  const unsigned *__T4;
 double *__T5;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T5 = __par3; __cudaSetupArgSimple(__T5, 24UL); __cudaLaunch(((char *)((void ( *)(const float *, const unsigned *__restrict__, float, double *__restrict__))_NV_ANON_NAMESPACE::gather35)), 0U); }
# 75 "v000036.cu"
void _NV_ANON_NAMESPACE::gather35( const float *__cuda_0,const unsigned *__restrict__ __cuda_1,float __cuda_2,double *__restrict__ __cuda_3)
# 75 "v000036.cu"
{__device_stub__ZN43_GLOBAL__N__9e8f13c5_10_v000036_cu_383c20f68gather35EPKfPKjfPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 86 "v000036.cu"
}
# 1 "v000036.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const float *, const unsigned *__restrict__, float, double *__restrict__))_NV_ANON_NAMESPACE::gather35), _ZN43_GLOBAL__N__9e8f13c5_10_v000036_cu_383c20f68gather35EPKfPKjfPd, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned char, const long *__restrict__))decay21_kernel), _Z14decay21_kernelhPKl, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(long long))shade9), _Z6shade9x, (-1)); __cudaRegisterVariable(__T6, __shadow_var(c_sift20,::c_sift20), 0, 4UL, 1, 0); __cudaRegisterVariable(__T6, __shadow_var(_ZN41_INTERNAL_9e8f13c5_10_v000036_cu_383c20f643_GLOBAL__N__9e8f13c5_10_v000036_cu_383c20f611c_scatter34E,::_NV_ANON_NAMESPACE::c_scatter34), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
